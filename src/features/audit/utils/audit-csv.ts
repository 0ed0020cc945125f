import { toCsv } from '@/lib/csv';
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

/** The trail as CSV: a header, then one line per entry, CRLF as RFC 4180 says. */
export function auditLogToCsv(rows: readonly AuditLogRow[]): string {
  // `changes` is an object ({"column": {"before": ..., "after": ...}}): written as its JSON.
  const text = (value: unknown) =>
    value !== null && typeof value === 'object' ? JSON.stringify(value) : value;
  return toCsv(
    COLUMNS,
    rows.map((row) => COLUMNS.map((column) => text(row[column]))),
  );
}
