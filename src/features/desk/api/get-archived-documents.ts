import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentTableRow } from '@/lib/database-rows';
import { DOCUMENT_COLUMNS, DOCUMENT_TABLES, type DocumentTableName } from '@/lib/document-tables';
import { loadSupabase } from '@/lib/load-supabase';
import { documentKeys } from '@/lib/document-query-keys';
import type { DocumentsClient } from './types';

export type ArchivedDocument = DocumentTableRow & {
  category: DocumentTableName;
  archived_at: string;
};

const ARCHIVE_COLUMNS = `${DOCUMENT_COLUMNS}, archived_at, archived_by` as const;

/**
 * Every archived document, most recently archived first. Row-level security shows archived rows
 * to the administrator alone, so anyone else gets an empty list. The 23 small reads run together;
 * the archive is the administrator's screen, so a view for it (which visitors could query) is
 * not worth having.
 */
export async function getArchivedDocuments(client?: DocumentsClient): Promise<ArchivedDocument[]> {
  const db = client ?? (await loadSupabase());
  const perTable = await Promise.all(
    DOCUMENT_TABLES.map(async (table) => {
      const { data, error } = await db
        .from(table)
        .select(ARCHIVE_COLUMNS)
        .not('archived_at', 'is', null);
      if (error) throw error;
      return data.map((row) => ({ ...row, category: table, archived_at: row.archived_at ?? '' }));
    }),
  );
  return perTable.flat().sort((a, b) => b.archived_at.localeCompare(a.archived_at));
}

export function useArchivedDocuments() {
  return useQuery(
    queryOptions({ queryKey: documentKeys.archive, queryFn: () => getArchivedDocuments() }),
  );
}
