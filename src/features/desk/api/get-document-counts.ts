import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategorisedDocumentRow } from '@/lib/database-rows';
import { DOCUMENT_TABLES, type DocumentTableName } from '@/lib/document-tables';
import { publicClient, type PublicReader } from '@/lib/public-client';
import { toRequestError } from '@/lib/request-errors';
import { documentKeys } from '@/lib/document-query-keys';
import { REQUEST_TIMEOUT_MS, timeoutSignal, type ReadOptions } from '@/lib/request-timeout';

export type DocumentCounts = Record<DocumentTableName, number>;
/** Each table's newest document date (`YYYY-MM-DD`), or null when it has none. */
export type LatestDates = Record<DocumentTableName, string | null>;
export type DocumentSummary = { counts: DocumentCounts; latest: LatestDates };

// Hosted PostgREST caps a response (1000 rows by default), so the view is read in pages.
const PAGE_SIZE = 1000;

/** How many documents each table holds, read from the all_documents view. */
export async function getDocumentCounts(
  client: PublicReader = publicClient,
  options: ReadOptions = {},
): Promise<DocumentCounts> {
  return (await getDocumentSummary(client, options)).counts;
}

/**
 * Each table's count and newest document date, from one read of the all_documents view (which
 * holds live documents only, so an archived one counts for nothing, as for a visitor).
 */
export async function getDocumentSummary(
  client: PublicReader = publicClient,
  { signal, timeoutMs = REQUEST_TIMEOUT_MS }: ReadOptions = {},
): Promise<DocumentSummary> {
  const counts = Object.fromEntries(DOCUMENT_TABLES.map((t) => [t, 0])) as DocumentCounts;
  const latest = Object.fromEntries(DOCUMENT_TABLES.map((t) => [t, null])) as LatestDates;
  const timeout = timeoutSignal(timeoutMs, signal);
  try {
    for (let from = 0; ; from += PAGE_SIZE) {
      const { data, error, status } = await client
        .from('all_documents')
        .select('category, document_date')
        .order('id')
        .range(from, from + PAGE_SIZE - 1)
        .retry(false)
        .abortSignal(timeout.signal)
        .overrideTypes<Pick<CategorisedDocumentRow, 'category' | 'document_date'>[]>();
      if (error) throw toRequestError(error, status, timeout.timedOut());
      for (const { category, document_date: date } of data) {
        if (!(category in counts)) continue;
        counts[category] += 1;
        const newest = latest[category];
        if (newest === null || date > newest) latest[category] = date;
      }
      if (data.length < PAGE_SIZE) return { counts, latest };
    }
  } finally {
    timeout.clear();
  }
}

export function getDocumentCountsQueryOptions() {
  return queryOptions({
    queryKey: documentKeys.counts,
    queryFn: ({ signal }) => getDocumentSummary(publicClient, { signal }),
  });
}

export function useDocumentCounts() {
  return useQuery(getDocumentCountsQueryOptions());
}
