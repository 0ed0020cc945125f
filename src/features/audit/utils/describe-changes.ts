import type { AuditLogRow } from '@/lib/database-rows';
import { formatIndianDate, formatIndianDateTime, parseIsoDate } from '@/lib/format-date';

/**
 * Columns an entry already says in its own words (the title and link, the action for an archive
 * or restore) or that the database keeps in step with every edit (an event's updated_at and
 * sequence), so listing them again would only hide what else changed.
 */
const SAID_ELSEWHERE = new Set([
  'document_title',
  'title',
  'view_download',
  'link',
  'archived_at',
  'archived_by',
  'updated_at',
  'sequence',
]);

/** The columns whose names do not read well with their underscores turned into spaces. */
const COLUMN_WORDS: Record<string, string> = {
  file_size_bytes: 'file size (bytes)',
  document_links: 'related documents',
  starts_at: 'starts',
  ends_at: 'ends',
  cancelled_at: 'cancelled',
  created_at: 'created',
};

const LONGEST = 80;

function valueWords(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'empty';
  if (Array.isArray(value) && value.length === 0) return 'empty';
  let text: string;
  if (typeof value === 'string') {
    if (parseIsoDate(value)) text = formatIndianDate(value);
    else if (/^\d{4}-\d{2}-\d{2}T/.test(value)) text = formatIndianDateTime(value);
    else text = value;
  } else {
    text = Array.isArray(value) ? value.map(String).join(', ') : JSON.stringify(value);
  }
  return text.length > LONGEST ? `${text.slice(0, LONGEST - 1)}…` : text;
}

/**
 * What else an edit, archive or restore changed, one line a column: "document date: 31 Mar 2024
 * → 1 Apr 2024". Empty for an insert or a purge (the title says what came or went), a text entry,
 * and a stored file (whose new version is the change).
 */
export function describeChanges(
  entry: Pick<AuditLogRow, 'action' | 'table_name' | 'changes'>,
): string[] {
  if (!['update', 'archive', 'restore'].includes(entry.action)) return [];
  if (entry.table_name === 'storage.objects' || !entry.changes) return [];
  return Object.entries(entry.changes)
    .filter(([column]) => !SAID_ELSEWHERE.has(column))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([column, { before, after }]) =>
        `${COLUMN_WORDS[column] ?? column.replaceAll('_', ' ')}: ${valueWords(before)} → ${valueWords(after)}`,
    );
}
