import { queryOptions, useQuery } from '@tanstack/react-query';
import { documentKeys } from '@/lib/document-query-keys';
import { publicClient, type PublicReader } from '@/lib/public-client';
import { toRequestError } from '@/lib/request-errors';
import { REQUEST_TIMEOUT_MS, timeoutSignal, type ReadOptions } from '@/lib/request-timeout';

/**
 * The dates of the filed shareholding patterns on the page, for the figures' note on whether the
 * latest quarter's is among them. The glance reads them under a key of its own rather than from
 * the page's table of patterns: its code loads after the page's and hydrates later, and the
 * table's refetch on load may by then have changed that table's rows, so the glance's first render
 * would differ from the HTML it takes over (React's hydration error 418). Under the table's key,
 * so that adding a pattern refreshes it too. The prerender (src/entry-server.tsx) calls this.
 */
export async function getFiledPatternDates(
  client: PublicReader = publicClient,
  { signal, timeoutMs = REQUEST_TIMEOUT_MS }: ReadOptions = {},
): Promise<string[]> {
  const timeout = timeoutSignal(timeoutMs, signal);
  try {
    const { data, error, status } = await client
      .from('shareholding_pattern')
      .select('document_date')
      .order('document_date', { ascending: false })
      .retry(false)
      .abortSignal(timeout.signal);
    if (error) throw toRequestError(error, status, timeout.timedOut());
    return data.map((row) => row.document_date);
  } finally {
    timeout.clear();
  }
}

export function getFiledPatternDatesQueryOptions() {
  return queryOptions({
    queryKey: [...documentKeys.table('shareholding_pattern'), 'dates'] as const,
    queryFn: ({ signal }) => getFiledPatternDates(publicClient, { signal }),
  });
}

export function useFiledPatternDates() {
  return useQuery(getFiledPatternDatesQueryOptions());
}
