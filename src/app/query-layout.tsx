import { hydrate, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useInitialQueryState } from './initial-query-state';
import type { DehydratedState } from '@tanstack/react-query';
import { createQueryClient } from './query-client';

let browserClient: QueryClient | null = null;

/**
 * One client for the visit in the browser, so the cache survives moving between pages; a fresh
 * one for each prerendered page in Node. Rows the page was built with are put in first and
 * marked stale at once: they show immediately, and the live list is fetched on load (a document
 * deleted after the build disappears then).
 */
function getQueryClient(initial: DehydratedState | undefined): QueryClient {
  if (typeof window !== 'undefined' && browserClient) return browserClient;
  const client = createQueryClient();
  if (initial) {
    hydrate(client, initial);
    void client.invalidateQueries({ refetchType: 'none' });
  }
  if (typeof window !== 'undefined') browserClient = client;
  return client;
}

/**
 * The layout of every route that reads data with react-query (investor document pages, the
 * dashboard). A route element, lazily loaded, so pages without data never download react-query.
 */
export function QueryLayout() {
  const initial = useInitialQueryState();
  const [client] = useState(() => getQueryClient(initial));
  return (
    <QueryClientProvider client={client}>
      <Outlet />
    </QueryClientProvider>
  );
}
