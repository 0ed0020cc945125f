import { toCsv } from '@/lib/csv';
import type { AuditLogRow } from '@/lib/database-rows';
import { istParts } from '@/lib/ist-time';
import { actorName } from './actor-name';
import { describeEntry, entryText } from './describe-entry';
import { fileOwners } from './file-owners';
import { sectionName } from './section-name';
import { withWholeValues } from './value-words';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The moment as India's clocks read it, "2026-11-26 15:30:05": a spreadsheet sorts and reads it
 * as a date-time, and the heading names the zone.
 */
export function istStamp(value: string): string {
  const moment = new Date(value);
  if (Number.isNaN(moment.getTime())) return value;
  const p = istParts(moment);
  // The offset is whole minutes, so the seconds are the same in every zone.
  const seconds = pad(moment.getUTCSeconds());
  return `${p.year}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}:${seconds}`;
}

/**
 * The trail as CSV for an auditor: the same words as the desk's list (who, by name; what was
 * done to which thing, in a sentence; times in IST), never an id, a column's name, a storage path
 * or JSON; and, unlike the desk's list, every value whole. A header, then one line per entry,
 * CRLF as RFC 4180 says (src/lib/csv.ts, with its guard against spreadsheet formulas).
 */
export function auditLogToCsv(rows: readonly AuditLogRow[]): string {
  const context = { files: fileOwners(rows) };
  return toCsv(
    ['When (IST)', 'Who', 'Section', 'What was done'],
    rows.map((row) => [
      istStamp(row.occurred_at),
      actorName(row),
      sectionName(row.table_name),
      withWholeValues(() => entryText(describeEntry(row, context))),
    ]),
  );
}
