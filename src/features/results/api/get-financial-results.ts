import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  FINANCIAL_RESULT_COLUMNS,
  FINANCIAL_RESULTS_KEY,
  type FinancialResultKinds,
  type FinancialResultRow,
} from '@/lib/financial-results';
import { publicClient, type PublicReader } from '@/lib/public-client';
import {
  REQUEST_TIMEOUT_MS,
  TIMED_OUT_MESSAGE,
  timeoutSignal,
  type ReadOptions,
} from '@/lib/request-timeout';

/** A results document a period links to: a live row of Financial Reports. */
export type ResultsDocument = { id: string; document_title: string; view_download: string };

/** Every period, and the live results documents they may link to (an archived one is hidden). */
export type FinancialResults = { periods: FinancialResultRow[]; documents: ResultsDocument[] };

/**
 * Every stored period, newest first, with the results documents a visitor may open. The prerender
 * (src/entry-server.tsx) calls this too, so the built page holds what the browser would fetch.
 */
export async function getFinancialResults(
  client: PublicReader = publicClient,
  { signal, timeoutMs = REQUEST_TIMEOUT_MS }: ReadOptions = {},
): Promise<FinancialResults> {
  const timeout = timeoutSignal(timeoutMs, signal);
  try {
    const [periods, documents] = await Promise.all([
      client
        .from('financial_results')
        .select(FINANCIAL_RESULT_COLUMNS)
        .order('period_end', { ascending: false })
        .retry(false)
        .abortSignal(timeout.signal)
        .overrideTypes<FinancialResultKinds[]>(),
      client
        .from('financial_report')
        .select('id, document_title, view_download')
        .retry(false)
        .abortSignal(timeout.signal),
    ]);
    for (const answer of [periods, documents]) {
      if (answer.error)
        throw new Error(
          timeout.timedOut() ? TIMED_OUT_MESSAGE : `${answer.status}: ${answer.error.message}`,
        );
    }
    return { periods: periods.data ?? [], documents: documents.data ?? [] };
  } finally {
    timeout.clear();
  }
}

export function getFinancialResultsQueryOptions() {
  return queryOptions({
    queryKey: FINANCIAL_RESULTS_KEY,
    queryFn: ({ signal }) => getFinancialResults(publicClient, { signal }),
  });
}

export function useFinancialResults() {
  return useQuery(getFinancialResultsQueryOptions());
}
