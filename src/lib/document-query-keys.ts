import type { DocumentTableName } from '@/lib/document-tables';

/** One key per table, so a mutation refreshes exactly the table it changed. */
export const documentKeys = {
  all: ['documents'] as const,
  table: (table: DocumentTableName) => ['documents', table] as const,
  counts: ['document-counts'] as const,
  /** The administrator's archive: every table's archived rows (under `all`, so it refreshes). */
  archive: ['documents', 'archive'] as const,
};
