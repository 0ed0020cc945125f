/**
 * CSV as RFC 4180 writes it, for the downloads the site offers (the audit trail, the results
 * figures).
 */

/**
 * One CSV field: quoted when it holds a comma, quote or line break. A value a spreadsheet would
 * run as a formula (=, +, -, @, tab, CR first) gets a leading apostrophe, so a document titled
 * "=HYPERLINK(...)" stays text when the export is opened in Excel. A plain number ("-275000.00")
 * is no formula and is written as it is, so a negative figure stays a number.
 */
export function csvField(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^-\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A header and the rows, each field guarded, CRLF after every line as RFC 4180 says. */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const lines = [header.map(csvField).join(','), ...rows.map((row) => row.map(csvField).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
