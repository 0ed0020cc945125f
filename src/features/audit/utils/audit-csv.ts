import { toCsv } from '@/lib/csv';
import type { AuditLogRow } from '@/lib/database-rows';
import { istParts } from '@/lib/ist-time';
import { actorName } from './actor-name';
import { ACTION_WORDS, sectionName } from './section-name';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The moment as India's clocks read it, "2026-11-26 15:30:05": a spreadsheet sorts and reads it
 * as a date-time, and the heading names the zone (IST is UTC+05:30 all year).
 */
export function istStamp(value: string): string {
  const moment = new Date(value);
  if (Number.isNaN(moment.getTime())) return value;
  const p = istParts(moment);
  // The offset is whole minutes, so the seconds are the same in every zone.
  const seconds = pad(moment.getUTCSeconds());
  return `${p.year}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}:${seconds}`;
}

/** The export's columns: a heading a person reads, and the entry's value under it. */
const COLUMNS: readonly [string, (row: AuditLogRow) => unknown][] = [
  ['When (IST, UTC+05:30)', (row) => istStamp(row.occurred_at)],
  ['Who', actorName],
  ['Account id', (row) => row.actor_id],
  ['Action', (row) => ACTION_WORDS[row.action]],
  ['Section', (row) => sectionName(row.table_name)],
  ['Record', (row) => row.row_id],
  ['Title before', (row) => row.title_before],
  ['Title after', (row) => row.title_after],
  ['Link before', (row) => row.link_before],
  ['Link after', (row) => row.link_after],
  ['Detail', (row) => row.detail],
  // An object ({"column": {"before": ..., "after": ...}}): written as its JSON.
  ['Changed fields (before and after)', (row) => row.changes],
];

/**
 * The trail as CSV for a person: headings in words, times in IST, sections and actions as the desk
 * names them; a header, then one line per entry, CRLF as RFC 4180 says (src/lib/csv.ts, with its
 * guard against spreadsheet formulas).
 */
export function auditLogToCsv(rows: readonly AuditLogRow[]): string {
  const text = (value: unknown) =>
    value !== null && typeof value === 'object' ? JSON.stringify(value) : value;
  return toCsv(
    COLUMNS.map(([heading]) => heading),
    rows.map((row) => COLUMNS.map(([, read]) => text(read(row)))),
  );
}
