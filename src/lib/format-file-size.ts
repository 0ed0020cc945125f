const UNITS = ['KB', 'MB', 'GB'];

/** A size as people read it: "850 bytes", "12 KB", "1.2 MB" (1 KB = 1024 bytes, as files are). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return bytes === 1 ? '1 byte' : `${bytes} bytes`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = value < 10 ? value.toFixed(1).replace(/\.0$/, '') : Math.round(value).toString();
  return `${shown} ${UNITS[unit] ?? ''}`;
}

/**
 * What a document link leads to, for the note beside View/Download: "PDF, 1.2 MB" for an upload,
 * "PDF" for a link to a PDF whose size is not known, nothing for any other link.
 */
export function describeDocumentFile(link: string, sizeBytes: number | null): string | null {
  let path = link.trim();
  try {
    if (/^https?:\/\//i.test(path)) path = new URL(path).pathname;
  } catch {
    return null;
  }
  const isPdf = /\.pdf$/i.test(path);
  if (sizeBytes === null) return isPdf ? 'PDF' : null;
  return `${isPdf ? 'PDF' : 'File'}, ${formatFileSize(sizeBytes)}`;
}
