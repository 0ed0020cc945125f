import { useQuery } from '@tanstack/react-query';
import type { DocumentTableName } from '@/lib/document-tables';
import { loadSupabase } from '@/lib/load-supabase';
import type { DeskDocument } from '../due-items';
import type { EventsClient } from './events';

/**
 * The live documents of the Due list's tables added since `since` (the earliest event it shows
 * was entered): the ones that can make a deadline done. At most 200 a table, newest first.
 */
export async function listDueDocuments(
  tables: readonly DocumentTableName[],
  since: string | null,
  client?: EventsClient,
): Promise<DeskDocument[]> {
  if (!since) return [];
  const db = client ?? (await loadSupabase());
  const lists = await Promise.all(
    tables.map(async (table) => {
      const { data, error } = await db
        .from(table)
        .select('id, document_title, view_download, created_at')
        .is('archived_at', null)
        .gte('created_at', since)
        .order('created_at', { ascending: false })
        .limit(200);
      if (error) throw error;
      return data.map((row) => ({ ...row, table }));
    }),
  );
  return lists.flat();
}

export const useDueDocuments = (tables: readonly DocumentTableName[], since: string | null) =>
  useQuery({
    // Under the documents' own prefix, so the desk's document writes refresh it too.
    queryKey: ['documents', 'due', tables, since],
    queryFn: () => listDueDocuments(tables, since),
  });
