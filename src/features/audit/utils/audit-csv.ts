import type { AuditLogRow } from '@/lib/database-rows';

const COLUMNS = [
  'occurred_at',
  'actor_email',
  'actor_id',
  'actor_role',
  'action',
  'table_name',
  'row_id',
  'title_before',
  'title_after',
  'link_before',
  'link_after',
  'detail',
  'changes',
] as const satisfies readonly (keyof AuditLogRow)[];

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

/**
 * One CSV field (RFC 4180): every place a spreadsheet of either locale could start a cell gets an
 * apostrophe before a formula character, so a document titled "=HYPERLINK(...)" or an object named
 * "x;=1+1.pdf" stays text; then the field is quoted when it holds a comma, a semicolon, a quote,
 * a tab or a line break, so a reader set to either separator keeps it whole.
 */
export function csvField(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  const guarded = text.replace(CELL_START, (filler) => `${filler}'`);
  return /[",;\t\r\n]/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

/** The trail as CSV: a header, then one line per entry, CRLF as RFC 4180 says. */
export function auditLogToCsv(rows: readonly AuditLogRow[]): string {
  const lines = [COLUMNS.join(',')];
  // `changes` is an object ({"column": {"before": ..., "after": ...}}): written as its JSON.
  const text = (value: unknown) =>
    value !== null && typeof value === 'object' ? JSON.stringify(value) : value;
  for (const row of rows)
    lines.push(COLUMNS.map((column) => csvField(text(row[column]))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
