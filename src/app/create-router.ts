import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { isInvestorPath } from '@/config/site-paths';
import { SITE_ROUTE_ID, siteRoutes } from './site-routes';

/** The investors' routes: a chunk of their own, which Home and the company pages never load. */
const loadInvestorRoutes = () => import('./investor-routes').then((m) => m.investorRoutes);

/**
 * The browser router, with the routes the visit needs so far: the shell's, and the investors'
 * when it starts on an investor page. A visit that moves into the investors' section later gets
 * their routes then (React Router's patchRoutesOnNavigation, which it calls for an address that
 * matches nothing or only the not-found page's splat).
 *
 * Before a prerendered page hydrates, the lazy modules of the routes it shows are loaded, so the
 * first client render matches the HTML instead of showing nothing. No route has a loader, and
 * the prerender writes no hydration data, so the router is told it has all it needs
 * (`hydrationData`): without it, a first address with a parameter (a product category, the
 * not-found page) would send it looking for more routes before its first render.
 */
export async function createAppRouter(): Promise<{
  router: ReturnType<typeof createBrowserRouter>;
  routes: RouteObject[];
}> {
  let investorRoutes = isInvestorPath(window.location.pathname) ? await loadInvestorRoutes() : null;
  const routes = siteRoutes(investorRoutes ?? []);
  const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => m.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async (match) => {
      const lazy = match.route.lazy;
      if (typeof lazy !== 'function') return;
      const resolved = await lazy();
      Object.assign(match.route, { ...resolved, lazy: undefined });
    }),
  );
  const router = createBrowserRouter(routes, {
    hydrationData: {},
    async patchRoutesOnNavigation({ path, patch }) {
      if (investorRoutes || !isInvestorPath(path)) return;
      const loaded = await loadInvestorRoutes();
      if (investorRoutes) return;
      investorRoutes = loaded;
      patch(SITE_ROUTE_ID, loaded);
    },
  });
  return { router, routes };
}
