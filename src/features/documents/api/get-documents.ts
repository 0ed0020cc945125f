import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentRow } from '@/lib/database.types';
import type { DocumentTableName } from '@/lib/document-tables';
import { supabase } from '@/lib/supabase';
import { documentKeys } from './query-keys';
import type { DocumentsClient } from './types';

/** Every row of one document table, newest first (spec section 7). */
export async function getDocuments(
  table: DocumentTableName,
  client: DocumentsClient = supabase,
): Promise<DocumentRow[]> {
  const { data, error } = await client
    .from(table)
    .select('id, document_title, view_download, created_at')
    .order('created_at', { ascending: false });
  if (error) throw error;
  return data;
}

export function getDocumentsQueryOptions(table: DocumentTableName) {
  return queryOptions({
    queryKey: documentKeys.table(table),
    queryFn: () => getDocuments(table),
  });
}

export function useDocuments(table: DocumentTableName) {
  return useQuery(getDocumentsQueryOptions(table));
}
