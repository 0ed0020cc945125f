import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { CategorisedDocumentRow, Database } from '@/lib/database.types';
import { DOCUMENT_COLUMNS } from '@/lib/document-tables';
import { loadSupabase } from '@/lib/load-supabase';

type ViewClient = Pick<SupabaseClient<Database>, 'from'>;

export const LATEST_DOCUMENTS_COUNT = 10;

/** The newest documents across every table: by the document's date, then by when added. */
export async function getLatestDocuments(
  client?: ViewClient,
  signal?: AbortSignal,
  count: number = LATEST_DOCUMENTS_COUNT,
): Promise<CategorisedDocumentRow[]> {
  const db = client ?? (await loadSupabase());
  let request = db
    .from('all_documents')
    .select(`${DOCUMENT_COLUMNS}, category`)
    .order('document_date', { ascending: false })
    .order('created_at', { ascending: false })
    .limit(count);
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw new Error(error.message);
  return data;
}

export function getLatestDocumentsQueryOptions() {
  return queryOptions({
    queryKey: ['latest-documents'] as const,
    queryFn: ({ signal }) => getLatestDocuments(undefined, signal),
  });
}

export function useLatestDocuments() {
  return useQuery(getLatestDocumentsQueryOptions());
}
