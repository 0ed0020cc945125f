import { queryOptions, useQuery } from '@tanstack/react-query';
import { DOCUMENT_TABLES, type DocumentTableName } from '@/lib/document-tables';
import { publicClient, type PublicReader } from '@/lib/public-client';
import { toRequestError } from '../errors';
import type { ReadOptions } from './get-documents';
import { documentKeys } from './query-keys';
import { REQUEST_TIMEOUT_MS, timeoutSignal } from './request-timeout';

export type DocumentCounts = Record<DocumentTableName, number>;

// Hosted PostgREST caps a response (1000 rows by default), so the view is read in pages.
const PAGE_SIZE = 1000;

/** How many documents each table holds, read from the all_documents view. */
export async function getDocumentCounts(
  client: PublicReader = publicClient,
  { signal, timeoutMs = REQUEST_TIMEOUT_MS }: ReadOptions = {},
): Promise<DocumentCounts> {
  const counts = Object.fromEntries(DOCUMENT_TABLES.map((t) => [t, 0])) as DocumentCounts;
  const timeout = timeoutSignal(timeoutMs, signal);
  try {
    for (let from = 0; ; from += PAGE_SIZE) {
      const { data, error, status } = await client
        .from('all_documents')
        .select('category')
        .order('id')
        .range(from, from + PAGE_SIZE - 1)
        .retry(false)
        .abortSignal(timeout.signal);
      if (error) throw toRequestError(error, status, timeout.timedOut());
      for (const { category } of data) {
        if (category in counts) counts[category] += 1;
      }
      if (data.length < PAGE_SIZE) return counts;
    }
  } finally {
    timeout.clear();
  }
}

export function getDocumentCountsQueryOptions() {
  return queryOptions({
    queryKey: documentKeys.counts,
    queryFn: ({ signal }) => getDocumentCounts(publicClient, { signal }),
  });
}

export function useDocumentCounts() {
  return useQuery(getDocumentCountsQueryOptions());
}
