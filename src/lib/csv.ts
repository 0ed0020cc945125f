/**
 * CSV as RFC 4180 writes it, for the downloads the site offers (the audit trail, the results
 * figures).
 */

/**
 * Where a spreadsheet may start a cell inside one of our fields, and so run it as a formula when
 * it begins with = + - @ TAB or CR (OWASP, "CSV Injection"). At the field's start, always. And
 * after a ";" or a line break: Excel and LibreOffice in a locale whose list separator is ";"
 * (much of Europe, and any machine set so) split each line at ";" and honour a quote only at the
 * start of such a piece, so a title "a;=1+1" there is two cells, the second "=1+1", and our
 * quotes no longer hold a line break in. After a tab too, as a paste into a sheet splits at tabs.
 * Spaces and quote marks before the character are skipped, as those spreadsheets skip them.
 * Not after a comma: in a comma locale the field's quotes keep it one cell, and a ";" locale does
 * not split at commas.
 */
const CELL_START = /(?<=^|[;\t\r\n])[ "]*(?=[=+\-@\t\r])/g;

/** A plain number ("-275000.00"): no formula, so a negative figure stays a number. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * One CSV field (RFC 4180): every place a spreadsheet of either locale could start a cell gets an
 * apostrophe before a formula character, so a document titled "=HYPERLINK(...)" or an object named
 * "x;=1+1.pdf" stays text; then the field is quoted when it holds a comma, a semicolon, a quote,
 * a tab or a line break, so a reader set to either separator keeps it whole. The audit trail's
 * export and the results' share it.
 */
export function csvField(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  if (PLAIN_NUMBER.test(text)) return text;
  const guarded = text.replace(CELL_START, (filler) => `${filler}'`);
  return /[",;\t\r\n]/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

/** A header and the rows, each field guarded, CRLF after every line as RFC 4180 says. */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const lines = [header.map(csvField).join(','), ...rows.map((row) => row.map(csvField).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
