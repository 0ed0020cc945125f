/**
 * Prerendering entry: built by `vite build --ssr` and run by scripts/prerender.ts in Node, never
 * shipped to browsers. Renders one URL of the route table to HTML, as the browser would.
 */
import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { isAtOrUnder, paths } from '@/config/paths';
import { investorDocumentPages } from '@/content/investor-document-pages';
import { productCategories } from '@/content/products';
import { investorCalendarPage } from '@/content/investor-calendar';
import {
  getInvestorEvents,
  getInvestorEventsQueryOptions,
} from '@/features/calendar/api/get-investor-events';
import { icsOptions } from '@/features/calendar/download-ics';
import { buildCalendar } from '@/lib/ics';
import { getDocuments, getDocumentsQueryOptions } from '@/features/documents/api/get-documents';
import { publicClient, type PublicReader } from '@/lib/public-client';
import { routes } from '@/routes';

/**
 * The data a page is prerendered with: for an investor document page, the rows of each of its
 * tables, read now from the database the build points at (VITE_SUPABASE_URL), under the same
 * query keys the page uses, so the browser starts from them (src/app/query-layout.tsx). Other
 * pages have none; the investor calendar, its events. Throws when the database cannot be read; scripts/prerender.ts decides what
 * that means for the build.
 */
export async function prerenderState(
  path: string,
  client: PublicReader = publicClient,
): Promise<DehydratedState | undefined> {
  const queryClient = new QueryClient();
  if (path === paths.investor.calendar) {
    const events = await getInvestorEvents(client);
    queryClient.setQueryData(getInvestorEventsQueryOptions().queryKey, events);
    return dehydrate(queryClient);
  }
  const page = investorDocumentPages.find((p) => p.path === path);
  if (!page) return undefined;
  await Promise.all(
    page.sections.map(async ({ table }) => {
      const rows = await getDocuments(table, client);
      queryClient.setQueryData(getDocumentsQueryOptions(table).queryKey, rows);
    }),
  );
  return dehydrate(queryClient);
}

/**
 * The feed of every event, cancelled ones included (a subscriber's app must hear of a
 * cancellation), as the same RFC 5545 text each event's download holds. Throws when the database
 * cannot be read, like prerenderState.
 */
export async function calendarFeed(client: PublicReader = publicClient): Promise<string> {
  const events = await getInvestorEvents(client);
  return buildCalendar(events, icsOptions(investorCalendarPage.calendarName));
}

export async function render(
  url: string,
  initialQueryState?: DehydratedState,
): Promise<{ html: string; status: number }> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${url} redirected while prerendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <AppProviders initialQueryState={initialQueryState}>
        {/* No hydration data script: no route has a loader, and the CSP allows no inline script but the boot script. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  return { html, status: context.statusCode };
}

/**
 * Paths that only make sense signed in, with every address under them (the desk's sections):
 * served as the bare app shell, never prerendered, never in the sitemap.
 */
export const privatePaths: string[] = [paths.dashboard];

const isPrivate = (path: string) => privatePaths.some((root) => isAtOrUnder(path, root));

/**
 * Every public URL, read from the route table: each static path, and each product category for
 * the one dynamic segment. Guarded routes and the catch-all are left out.
 */
export function publicPaths(): string[] {
  const found: string[] = [];
  const walk = (list: RouteObject[]) => {
    for (const route of list) {
      if (route.children) walk(route.children);
      const path = route.path;
      if (!path || path === '*' || isPrivate(path)) continue;
      if (path === paths.productCategoryPattern) {
        found.push(
          ...productCategories.filter((c) => c.clickable).map((c) => paths.productCategory(c.slug)),
        );
      } else if (!path.includes(':')) found.push(path);
    }
  };
  walk(routes);
  return [...new Set(found)];
}
