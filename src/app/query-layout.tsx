import { hydrate, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
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

/** The visit's react-query client around `children`. */
export function QueryProvider({ children }: { children: ReactNode }) {
  const initial = useInitialQueryState();
  const [client] = useState(() => getQueryClient(initial));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/**
 * The layout of every public route that reads data with react-query (the investor pages). A
 * route element, lazily loaded, so pages without data never download react-query. The desk
 * puts the same provider around itself (src/app/desk-app.tsx).
 */
export function QueryLayout() {
  return (
    <QueryProvider>
      <Outlet />
    </QueryProvider>
  );
}
