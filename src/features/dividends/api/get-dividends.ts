import { queryOptions, useQuery } from '@tanstack/react-query';
import { DIVIDEND_COLUMNS, DIVIDENDS_KEY, type DividendRow } from '@/lib/dividends';
import { publicClient, type PublicReader } from '@/lib/public-client';
import {
  REQUEST_TIMEOUT_MS,
  TIMED_OUT_MESSAGE,
  timeoutSignal,
  type ReadOptions,
} from '@/lib/request-timeout';

/**
 * Every dividend, the latest record date first. The prerender (src/entry-server.tsx) calls this
 * too, so the built page holds what the browser would fetch.
 */
export async function getDividends(
  client: PublicReader = publicClient,
  { signal, timeoutMs = REQUEST_TIMEOUT_MS }: ReadOptions = {},
): Promise<DividendRow[]> {
  const timeout = timeoutSignal(timeoutMs, signal);
  try {
    const { data, error, status } = await client
      .from('dividends')
      .select(DIVIDEND_COLUMNS)
      .order('record_date', { ascending: false })
      .retry(false)
      .abortSignal(timeout.signal)
      .overrideTypes<DividendRow[]>();
    if (error)
      throw new Error(timeout.timedOut() ? TIMED_OUT_MESSAGE : `${status}: ${error.message}`);
    return data;
  } finally {
    timeout.clear();
  }
}

export function getDividendsQueryOptions() {
  return queryOptions({
    queryKey: DIVIDENDS_KEY,
    queryFn: ({ signal }) => getDividends(publicClient, { signal }),
  });
}

export function useDividends() {
  return useQuery(getDividendsQueryOptions());
}
