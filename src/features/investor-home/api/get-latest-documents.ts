import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategorisedDocumentRow } from '@/lib/database-rows';
import { DOCUMENT_COLUMNS } from '@/lib/document-columns';
import { publicClient, type PublicReader } from '@/lib/public-client';
import { withRequestTimeout } from '@/lib/request-timeout';

export const LATEST_DOCUMENTS_COUNT = 10;

/** The newest documents across every table: by the document's date, then by when added. */
export async function getLatestDocuments(
  client: PublicReader = publicClient,
  signal?: AbortSignal,
  count: number = LATEST_DOCUMENTS_COUNT,
): Promise<CategorisedDocumentRow[]> {
  return withRequestTimeout(signal, async (timed) => {
    const { data, error } = await client
      .from('all_documents')
      .select(`${DOCUMENT_COLUMNS}, category`)
      .order('document_date', { ascending: false })
      .order('created_at', { ascending: false })
      .limit(count)
      .abortSignal(timed)
      // A view's columns are nullable to the generator; these are the tables' NOT NULL ones.
      .overrideTypes<CategorisedDocumentRow[]>();
    if (error) throw new Error(error.message);
    return data;
  });
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
