import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchDocumentsResult } from '@/lib/database-rows';
import { publicClient } from '@/lib/public-client';
import { withRequestTimeout } from '@/lib/request-timeout';
import { searchQueryProblem } from '../schemas/search-query';

type SearchClient = Pick<typeof publicClient, 'rpc'>;

/** As many results as a visitor reads; the database caps it at 50 too. */
export const SEARCH_RESULT_LIMIT = 30;
const MAX_QUERY_LENGTH = 200;

/**
 * The query as it is sent: control characters (which Postgres text cannot hold, and which no
 * one means to search for) become spaces, runs of space one, and it is trimmed and bounded.
 * Everything else, quotes and SQL included, is only text for the database's search function.
 */
export function normaliseSearchQuery(raw: string): string {
  return (
    raw
      // eslint-disable-next-line no-control-regex -- control characters are what this removes
      .replace(/[\u0000-\u001f\u007f]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, MAX_QUERY_LENGTH)
  );
}

/** A query the database refused for its shape (22023): its message says what to change. */
export class SearchQueryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SearchQueryError';
  }
}

/** The documents whose titles match, best first; nothing for an empty query, without asking. */
export async function searchDocuments(
  query: string,
  client: SearchClient = publicClient,
  signal?: AbortSignal,
): Promise<SearchDocumentsResult[]> {
  const text = normaliseSearchQuery(query);
  if (!text) return [];
  return withRequestTimeout(signal, async (timed) => {
    const { data, error } = await client
      .rpc('search_documents', { search_query: text, result_limit: SEARCH_RESULT_LIMIT })
      .abortSignal(timed)
      .overrideTypes<SearchDocumentsResult[]>();
    if (error?.code === '22023') throw new SearchQueryError(error.message);
    if (error) throw new Error(error.message);
    return data;
  });
}

export const searchKeys = {
  query: (query: string) => ['document-search', normaliseSearchQuery(query)] as const,
};

export function searchDocumentsQueryOptions(query: string) {
  return queryOptions({
    queryKey: searchKeys.query(query),
    queryFn: ({ signal }) => searchDocuments(query, undefined, signal),
    // A query outside the bounds is not sent: the page says what to change instead.
    enabled: normaliseSearchQuery(query) !== '' && !searchQueryProblem(normaliseSearchQuery(query)),
    staleTime: 60_000,
  });
}

/** Keeps the last results on screen while the next query's arrive, so the list does not blink. */
export function useSearchDocuments(query: string) {
  return useQuery({ ...searchDocumentsQueryOptions(query), placeholderData: keepPreviousData });
}
