/**
 * Saves text as a file through a Blob link: made on the click, so the page carries no file it may
 * never need, and released once the browser has started the download. Browser only (never at
 * import time: pages are prerendered in Node).
 */
export function saveTextFile(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export const CALENDAR_MIME = 'text/calendar;charset=utf-8';

/**
 * Saves CSV for a spreadsheet: UTF-8 with its byte order mark first, without which Excel reads the
 * file in the machine's legacy code page and garbles ₹, Hindi and typographic quotes.
 */
export function saveCsvFile(text: string, fileName: string): void {
  saveTextFile(`\uFEFF${text}`, fileName, 'text/csv;charset=utf-8');
}
