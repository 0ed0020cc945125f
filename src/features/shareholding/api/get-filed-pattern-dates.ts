import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicClient, type PublicReader } from '@/lib/public-client';
import { withRequestTimeout } from '@/lib/request-timeout';
import { FILED_PATTERN_DATES_KEY } from '@/lib/shareholding';

/**
 * The dates of the filed patterns on the site (Shareholding Pattern's documents), the latest
 * first: whether the quarter the figures show has its filed pattern here, as the desk counts it.
 * The prerender (src/entry-server.tsx) calls this too.
 */
export async function getFiledPatternDates(
  client: PublicReader = publicClient,
  signal?: AbortSignal,
): Promise<string[]> {
  return withRequestTimeout(signal, async (timed) => {
    const { data, error } = await client
      .from('shareholding_pattern')
      .select('document_date')
      .order('document_date', { ascending: false })
      .limit(16)
      .abortSignal(timed);
    if (error) throw new Error(error.message);
    return data.map((row) => row.document_date);
  });
}

export function getFiledPatternDatesQueryOptions() {
  return queryOptions({
    queryKey: FILED_PATTERN_DATES_KEY,
    queryFn: ({ signal }) => getFiledPatternDates(undefined, signal),
  });
}

export function useFiledPatternDates() {
  return useQuery(getFiledPatternDatesQueryOptions());
}
