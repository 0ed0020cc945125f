import type { AuditLogRow } from '@/lib/database.types';

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
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break. A value a
 * spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading apostrophe, so a
 * document titled "=HYPERLINK(...)" stays text when the export is opened in Excel.
 */
export function csvField(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
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
