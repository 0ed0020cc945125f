/** Spec section 9: uploads are PDFs of at most 10 MB. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export const PDF_TYPE_ERROR = 'Only PDF files are allowed';
export const PDF_SIZE_ERROR = 'File size should be less than 10MB';
export const PDF_EMPTY_ERROR = 'This file is empty (0 bytes).';

// Every PDF starts with these bytes; a renamed image or executable does not.
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

function readBytes(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  // Older engines (and some test DOMs) lack Blob.arrayBuffer.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsArrayBuffer(blob);
  });
}

export async function hasPdfSignature(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await readBytes(file.slice(0, PDF_MAGIC.length)));
  return PDF_MAGIC.every((byte, index) => head[index] === byte);
}

/**
 * The checks that need no reading: the file has bytes, name and type say PDF, and the size is
 * within the limit. An empty file is named as such first: it cannot be a PDF of any kind, and
 * "Only PDF files are allowed" would send the administrator looking for the wrong fault.
 */
export function checkPdfFileSync(file: File): string | null {
  if (file.size === 0) return PDF_EMPTY_ERROR;
  const looksLikePdf = file.type === 'application/pdf' && /\.pdf$/i.test(file.name);
  if (!looksLikePdf) return PDF_TYPE_ERROR;
  if (file.size > MAX_UPLOAD_BYTES) return PDF_SIZE_ERROR;
  return null;
}

/** Every check, the first bytes included; resolves to the message to show, or null. */
export async function validatePdfFile(file: File): Promise<string | null> {
  const quick = checkPdfFileSync(file);
  if (quick) return quick;
  try {
    return (await hasPdfSignature(file)) ? null : PDF_TYPE_ERROR;
  } catch {
    return PDF_TYPE_ERROR;
  }
}
