import { createBrowserRouter, matchRoutes } from 'react-router-dom';
import { routes } from '@/routes';

/**
 * The browser router. Before a prerendered page hydrates, the lazy modules of the routes it
 * shows are loaded, so the first client render matches the HTML instead of showing nothing.
 * The router reads the prerender's loader state from window.__staticRouterHydrationData itself.
 */
export async function createAppRouter() {
  const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => m.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async (match) => {
      const lazy = match.route.lazy;
      if (typeof lazy !== 'function') return;
      const resolved = await lazy();
      Object.assign(match.route, { ...resolved, lazy: undefined });
    }),
  );
  return createBrowserRouter(routes);
}
