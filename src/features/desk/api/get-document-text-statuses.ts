import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Database } from '@/lib/database.types';
import { loadSupabase } from '@/lib/load-supabase';
import type { DocumentsClient } from './types';

export type DocumentTextStatusRow =
  Database['public']['Functions']['document_text_statuses']['Returns'][number];

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
