import type { Json } from '@/lib/database.types';
import { formatIndianDate, formatIndianDateTime, parseIsoDate } from '@/lib/format-date';

/** A row's columns and their values, as the trail stored them. */
export type Values = Readonly<Record<string, Json | undefined>>;

/** The ids an entry's row points at, by the names they had when the entry was written. */
export type Names = Readonly<Record<string, string>>;

const LONGEST = 80;
const count = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

let cutAt = LONGEST;

/** A long text cut to a line, so an entry on the desk stays readable. */
export function clip(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > cutAt ? `${line.slice(0, cutAt - 1)}…` : line;
}

/**
 * Runs `make` with every value whole, for the CSV an auditor keeps: the file is the record, and a
 * value cut to a line there would lose what changed. Synchronous, so nothing else runs meanwhile.
 */
export function withWholeValues<T>(make: () => T): T {
  const was = cutAt;
  cutAt = Number.POSITIVE_INFINITY;
  try {
    return make();
  } finally {
    cutAt = was;
  }
}

/** A name or title in a sentence, whole, on one line, in quotation marks: “Annual Report 2025-26”. */
export const quoted = (text: string) => `“${text.replace(/\s+/g, ' ').trim()}”`;

/** Whether a value is empty, as a sentence says "nothing". */
export const isEmpty = (value: Json | undefined) =>
  value === null ||
  value === undefined ||
  value === '' ||
  (Array.isArray(value) && value.length === 0);

/** A text value, or '' when the value is not text. */
export const text = (value: Json | undefined): string => (typeof value === 'string' ? value : '');

/** A date value as the desk writes dates ("31 Mar 2024"), or '' when there is none. */
export const day = (value: Json | undefined): string =>
  typeof value === 'string' && parseIsoDate(value.slice(0, 10)) ? formatIndianDate(value) : '';

/**
 * A stored value as a person reads it: days as "31 Mar 2024", moments in IST, numbers with
 * Indian grouping (53,90,000), yes or no; a list or an object by its values alone.
 */
export function valueWords(value: Json | undefined): string {
  if (isEmpty(value)) return 'nothing';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return count.format(value);
  if (typeof value === 'string') {
    if (parseIsoDate(value)) return formatIndianDate(value);
    if (/^\d{4}-\d{2}-\d{2}T/.test(value)) return formatIndianDateTime(value);
    return clip(value);
  }
  if (Array.isArray(value)) return clip(value.map((item) => valueWords(item)).join('; '));
  if (value && typeof value === 'object') {
    return clip(
      Object.values(value)
        .filter((item) => !isEmpty(item) && typeof item !== 'boolean')
        .map((item) => valueWords(item))
        .join(', '),
    );
  }
  return 'nothing';
}

/** How one column reads in an entry: its label, and its values in words when not the default. */
export type Column = { label: string; words?: (value: Json | undefined) => string };

/**
 * A table's columns in words, in the order an entry lists them. `null`: a column of the
 * database's own bookkeeping that an entry never shows (besides those every table has, below).
 */
export type Columns = Readonly<Record<string, Column | null>>;

/**
 * The database's own bookkeeping in every table: ids, versions, when a row was written or
 * entered (the trail's own time says that), the archive's columns (the action says that), the
 * sample mark (said apart, below). Never a line of an entry.
 */
const BOOKKEEPING = new Set([
  'id',
  'version',
  'created_at',
  'updated_at',
  'sequence',
  'singleton',
  'archived_at',
  'archived_by',
  'is_sample',
  'file_size_bytes',
]);

export function isBookkeeping(column: string): boolean {
  return BOOKKEEPING.has(column) || column.endsWith('_entered_at');
}

/** A column's label when the table's words do not name it: "document date" for document_date. */
export function defaultLabel(column: string): string {
  return column.replace(/_id$/, '').replaceAll('_', ' ');
}

/** One changed column as a clause: "designation changed from A to B", "phone set to X". */
export function changeClause(label: string, before: string, after: string): string {
  if (before === 'nothing') return `${label} set to ${after}`;
  if (after === 'nothing') return `${label} cleared (was ${before})`;
  return `${label} changed from ${before} to ${after}`;
}
