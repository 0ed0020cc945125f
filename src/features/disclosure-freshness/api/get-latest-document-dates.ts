import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentTableName } from '@/lib/document-tables';
import { publicClient, type PublicReader } from '@/lib/public-client';
import { withRequestTimeout } from '@/lib/request-timeout';

/** Each table's newest document date (`YYYY-MM-DD`), or null when it has none. */
export type LatestDocumentDates = Map<DocumentTableName, string | null>;

/** Every table's newest document date, in one request to the latest_document_dates view. */
export async function getLatestDocumentDates(
  client: PublicReader = publicClient,
  signal?: AbortSignal,
): Promise<LatestDocumentDates> {
  return withRequestTimeout(signal, async (timed) => {
    const { data, error } = await client
      .from('latest_document_dates')
      .select('category, latest_document_date')
      .abortSignal(timed)
      // A view's columns are nullable to the generator; its category is a table's name.
      .overrideTypes<{ category: DocumentTableName }[]>();
    if (error) throw new Error(error.message);
    return new Map(data.map((row) => [row.category, row.latest_document_date]));
  });
}

/** The newest of the tables' dates; null when none of them has a document. */
export function latestOf(dates: LatestDocumentDates, tables: DocumentTableName[]): string | null {
  let latest: string | null = null;
  for (const table of tables) {
    const date = dates.get(table) ?? null;
    if (date && (!latest || date > latest)) latest = date;
  }
  return latest;
}

export function getLatestDocumentDatesQueryOptions() {
  return queryOptions({
    queryKey: ['latest-document-dates'] as const,
    queryFn: ({ signal }) => getLatestDocumentDates(undefined, signal),
  });
}

/** Every caller on a page shares the one request. */
export function useLatestDocumentDates() {
  return useQuery(getLatestDocumentDatesQueryOptions());
}
