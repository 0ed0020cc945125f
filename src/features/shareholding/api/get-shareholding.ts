import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  SHAREHOLDING_COLUMNS,
  SHAREHOLDING_KEY,
  SHAREHOLDING_QUARTERS_SHOWN,
  type ShareholdingQuarterRow,
} from '@/lib/shareholding';
import { publicClient, type PublicReader } from '@/lib/public-client';
import {
  REQUEST_TIMEOUT_MS,
  TIMED_OUT_MESSAGE,
  timeoutSignal,
  type ReadOptions,
} from '@/lib/request-timeout';

/**
 * The last eight quarters' category totals, the latest first. The prerender
 * (src/entry-server.tsx) calls this too, so the built page holds what the browser would fetch.
 */
export async function getShareholdingQuarters(
  client: PublicReader = publicClient,
  { signal, timeoutMs = REQUEST_TIMEOUT_MS }: ReadOptions = {},
): Promise<ShareholdingQuarterRow[]> {
  const timeout = timeoutSignal(timeoutMs, signal);
  try {
    const { data, error, status } = await client
      .from('shareholding_quarters')
      .select(SHAREHOLDING_COLUMNS)
      .order('quarter_end', { ascending: false })
      .limit(SHAREHOLDING_QUARTERS_SHOWN)
      .retry(false)
      .abortSignal(timeout.signal);
    if (error)
      throw new Error(timeout.timedOut() ? TIMED_OUT_MESSAGE : `${status}: ${error.message}`);
    return data;
  } finally {
    timeout.clear();
  }
}

export function getShareholdingQueryOptions() {
  return queryOptions({
    queryKey: SHAREHOLDING_KEY,
    queryFn: ({ signal }) => getShareholdingQuarters(publicClient, { signal }),
  });
}

export function useShareholdingQuarters() {
  return useQuery(getShareholdingQueryOptions());
}
