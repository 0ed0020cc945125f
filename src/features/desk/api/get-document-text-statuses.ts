import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WithNull } from '@/lib/database-rows';
import type { Database } from '@/lib/database.types';
import { loadSupabase } from '@/lib/load-supabase';
import type { DocumentsClient } from './types';

/** The title and link come from a left join: null once the document is archived. */
export type DocumentTextStatusRow = WithNull<
  Database['public']['Functions']['document_text_statuses']['Returns'][number],
  'document_title' | 'view_download'
>;

export const documentTextKeys = { statuses: ['document-text-statuses'] as const };

/** What was read from each document's PDF (the administrator's; anyone else gets nothing). */
export async function getDocumentTextStatuses(
  client?: DocumentsClient,
): Promise<DocumentTextStatusRow[]> {
  const db = client ?? (await loadSupabase());
  const { data, error } = await db.rpc('document_text_statuses');
  if (error) throw error;
  return data;
}

export function useDocumentTextStatuses() {
  return useQuery(
    queryOptions({
      queryKey: documentTextKeys.statuses,
      queryFn: () => getDocumentTextStatuses(),
    }),
  );
}
