import type { RouteObject } from 'react-router-dom';
import { investorRoutes } from '@/app/investor-routes';
import { siteRoutes } from '@/app/site-routes';

/**
 * Every URL of the site and the page that serves it: the shell's routes with every section's.
 * For the prerender (src/entry-server.tsx) and the tests; the browser starts from the shell's
 * and adds a section when a visit first needs it (src/app/create-router.ts).
 */
export const routes: RouteObject[] = siteRoutes(investorRoutes);
