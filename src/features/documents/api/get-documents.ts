import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DocumentRow } from '@/lib/database-rows';
import { DOCUMENT_COLUMNS } from '@/lib/document-columns';
import type { DocumentTableName } from '@/lib/document-tables';
import { publicClient, type PublicReader } from '@/lib/public-client';
import { REQUEST_TIMEOUT_MS, timeoutSignal, type ReadOptions } from '@/lib/request-timeout';
import { toRequestError } from '@/lib/request-errors';
import { documentKeys } from '@/lib/document-query-keys';

/**
 * Every row of one document table, newest first: by the date the document is of, then (for one
 * day's documents) by when each was added. Gives up after the timeout;
 * the client's own retries are off, so the app's query client alone decides when to try again.
 * Reads go through the small public client; the prerender (scripts/prerender.ts) calls this too,
 * so the rows in the built HTML are exactly what the page would fetch.
 */
export async function getDocuments(
  table: DocumentTableName,
  client: PublicReader = publicClient,
  { signal, timeoutMs = REQUEST_TIMEOUT_MS }: ReadOptions = {},
): Promise<DocumentRow[]> {
  const timeout = timeoutSignal(timeoutMs, signal);
  try {
    const { data, error, status } = await client
      .from(table)
      .select(DOCUMENT_COLUMNS)
      .order('document_date', { ascending: false })
      .order('created_at', { ascending: false })
      .retry(false)
      .abortSignal(timeout.signal);
    if (error) throw toRequestError(error, status, timeout.timedOut());
    return data;
  } finally {
    timeout.clear();
  }
}

export function getDocumentsQueryOptions(table: DocumentTableName) {
  return queryOptions({
    queryKey: documentKeys.table(table),
    queryFn: ({ signal }) => getDocuments(table, publicClient, { signal }),
  });
}

export function useDocuments(table: DocumentTableName) {
  return useQuery(getDocumentsQueryOptions(table));
}

/**
 * True while the rows shown are the ones the page was built with and no live read has answered
 * yet: the query layout marks built rows invalidated, and the refetch on mount answers (with rows,
 * or with a failure the table then reports). The table says so in its markup, which the
 * end-to-end tests wait on. `isFetchedAfterMount` is read from the query's result so that the
 * table re-renders when it flips, even when the live rows equal the built ones.
 */
export function useRowsUnconfirmed(
  table: DocumentTableName,
  result: { data: unknown; isFetchedAfterMount: boolean },
): boolean {
  const state = useQueryClient().getQueryState(getDocumentsQueryOptions(table).queryKey);
  return result.data !== undefined && !result.isFetchedAfterMount && state?.isInvalidated === true;
}
