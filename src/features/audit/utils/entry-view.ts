import type { AuditLogRow } from '@/lib/database-rows';
import type { Json } from '@/lib/database.types';
import {
  changeClause,
  defaultLabel,
  isBookkeeping,
  isEmpty,
  valueWords,
  type Columns,
  type Names,
  type Values,
} from './value-words';

/** What an entry says: one sentence, and for an edit a line for each thing it changed. */
export type EntryWords = { sentence: string; details: string[] };

/** A stored file's document, as the trail knows it: its title and its table. */
export type FileOwner = { title: string; table: string };

/** What the words of an entry may look up beyond the entry: the documents of stored files. */
export type EntryContext = { files: ReadonlyMap<string, FileOwner> };

/**
 * One entry, read for its words: the row as the write left it (or as it was, for a removal),
 * what changed, and the names of the rows it points at. An entry written before the trail kept
 * the row falls back to what its `changes` held.
 */
export class EntryView {
  readonly row: Values;
  readonly names: Names;

  constructor(readonly entry: AuditLogRow) {
    this.names = entry.names ?? {};
    const changes = entry.changes ?? {};
    const side = entry.action === 'purge' ? 'before' : 'after';
    const fromChanges = Object.fromEntries(
      Object.entries(changes).map(([column, change]) => [column, change[side]]),
    );
    this.row = { ...fromChanges, ...(entry.row_values ?? {}) };
  }

  get action() {
    return this.entry.action;
  }

  /** A column's value after the write (before, for a removal). */
  value(column: string): Json | undefined {
    return this.row[column];
  }

  /** Whether the write changed the column (an insert "changes" every column it sets). */
  changed(column: string): boolean {
    return Boolean(this.entry.changes && column in this.entry.changes);
  }

  /** The column's value before the write: its old value if it changed, else the same. */
  was(column: string): Json | undefined {
    const change = this.entry.changes?.[column];
    return change ? change.before : this.row[column];
  }

  /** The name of the row an id points at, or `fallback` ("a director") when none was kept. */
  name(id: Json | undefined, fallback: string): string {
    return (typeof id === 'string' && this.names[id]) || fallback;
  }

  /** Whether the row was seeded as a sample (said in a removal: "the sample director ..."). */
  get isSample(): boolean {
    return this.value('is_sample') === true || this.was('is_sample') === true;
  }

  /**
   * A line for each column an edit changed, in the table's order, in words: none for an insert
   * or a removal (the sentence says what came or went), none for the database's bookkeeping,
   * and none for `skip` (what the sentence already says).
   */
  details(columns: Columns, skip: readonly string[] = []): string[] {
    if (!['update', 'archive', 'restore'].includes(this.action) || !this.entry.changes) return [];
    const order = Object.keys(columns);
    const changed = Object.keys(this.entry.changes)
      .filter((column) => !skip.includes(column))
      .sort((a, b) => rank(order, a) - rank(order, b) || a.localeCompare(b));
    const lines: string[] = [];
    for (const column of changed) {
      const change = this.entry.changes[column];
      if (!change) continue;
      if (column === 'is_sample') {
        lines.push(change.after === true ? 'marked as a sample' : 'no longer marked as a sample');
        continue;
      }
      const known = columns[column];
      if (known === null || (known === undefined && isBookkeeping(column))) continue;
      const words =
        known?.words ?? (column.endsWith('_id') ? (id) => this.idWords(id) : valueWords);
      const label = known?.label ?? defaultLabel(column);
      lines.push(changeClause(label, wordsOf(words, change.before), wordsOf(words, change.after)));
    }
    return lines;
  }

  private idWords(id: Json | undefined): string {
    return isEmpty(id) ? 'nothing' : this.name(id, 'another entry');
  }
}

function rank(order: readonly string[], column: string): number {
  const at = order.indexOf(column);
  return at === -1 ? order.length : at;
}

function wordsOf(words: (value: Json | undefined) => string, value: Json | undefined): string {
  return isEmpty(value) ? 'nothing' : words(value);
}
