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

/**
 * The trail as CSV for a person: headings in words, times in IST, sections and actions as the desk
 * names them; a header, then one line per entry, CRLF as RFC 4180 says.
 */
export function auditLogToCsv(rows: readonly AuditLogRow[]): string {
  const lines = [COLUMNS.map(([heading]) => csvField(heading)).join(',')];
  const text = (value: unknown) =>
    value !== null && typeof value === 'object' ? JSON.stringify(value) : value;
  for (const row of rows)
    lines.push(COLUMNS.map(([, read]) => csvField(text(read(row)))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
