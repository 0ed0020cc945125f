/**
 * Prerendering entry: built by `vite build --ssr` and run by scripts/prerender.ts in Node, never
 * shipped to browsers. Renders one URL of the route table to HTML, as the browser would.
 */
import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
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
import { otherWebsiteRows } from '@/content/other-website-disclosures';
import { regulation46Rows } from '@/content/regulation-46';
import {
  getClauseDocuments,
  getClauseDocumentsQueryOptions,
} from '@/features/disclosure-freshness/api/get-clause-documents';
import { findingTables } from '@/lib/readiness/public-finding';
import {
  getInvestorEvents,
  getInvestorEventsQueryOptions,
} from '@/features/calendar/api/get-investor-events';
import { icsOptions } from '@/features/calendar/download-ics';
import { buildCalendar } from '@/lib/ics';
import { getDividends, getDividendsQueryOptions } from '@/features/dividends/api/get-dividends';
import { getDocuments, getDocumentsQueryOptions } from '@/features/documents/api/get-documents';
import type { FactSetName, FactsSnapshot } from '@/lib/company-facts';
import { factReads, type FactSource } from '@/lib/fact-reads';
import { indiaToday } from '@/lib/format-date';
import {
  getFinancialResults,
  getFinancialResultsQueryOptions,
} from '@/features/results/api/get-financial-results';
import {
  getLatestDocuments,
  getLatestDocumentsQueryOptions,
} from '@/features/investor-home/api/get-latest-documents';
import {
  getFiledPatternDates,
  getFiledPatternDatesQueryOptions,
} from '@/features/shareholding/api/get-filed-pattern-dates';
import {
  getShareholdingQuarters,
  getShareholdingQueryOptions,
} from '@/features/shareholding/api/get-shareholding';
import { getFeedDocuments } from '@/features/feeds/api/get-feed-documents';
import { getStoredDocuments } from '@/features/feeds/api/get-stored-documents';
import { disclosuresFeedXml } from '@/features/feeds/disclosures-feed';
import { env } from '@/lib/env';
import { resolveDocumentLink } from '@/lib/resolve-document-link';
import { publicClient, type PublicReader } from '@/lib/public-client';
import { routes } from '@/routes';

/**
 * The data a page is prerendered with, read now from the database the build points at
 * (VITE_SUPABASE_URL) under the same query keys the page uses, so the browser starts from them
 * (src/app/query-layout.tsx) and its first render matches the HTML: for an investor document
 * page, the rows of each of its tables (and the dividend history on the unclaimed-dividends
 * page, the shareholding figures on the shareholding page); for the investor calendar, its
 * events; for the investors' home, its latest disclosures and the events its next event is chosen
 * from; for the results page, its periods and the dividends. Other pages have none. Throws when the database cannot
 * be read; scripts/prerender.ts decides what that means for the build.
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
  if (path === paths.investor.quarterlyResults) {
    const [results, dividends] = await Promise.all([
      getFinancialResults(client),
      getDividends(client),
    ]);
    queryClient.setQueryData(getFinancialResultsQueryOptions().queryKey, results);
    queryClient.setQueryData(getDividendsQueryOptions().queryKey, dividends);
    return dehydrate(queryClient);
  }
  if (path === paths.investor.disclosureRegulation) {
    // The documents each row of the Regulation 46 table is checked against with the desk's rules.
    const tables = findingTables([...regulation46Rows, ...otherWebsiteRows]);
    queryClient.setQueryData(
      getClauseDocumentsQueryOptions(tables).queryKey,
      await getClauseDocuments(tables, client),
    );
    return dehydrate(queryClient);
  }
  if (path === paths.investor.home) {
    const [latest, events] = await Promise.all([
      getLatestDocuments(client),
      getInvestorEvents(client),
    ]);
    queryClient.setQueryData(getLatestDocumentsQueryOptions().queryKey, latest);
    queryClient.setQueryData(getInvestorEventsQueryOptions().queryKey, events);
    return dehydrate(queryClient);
  }
  const page = investorDocumentPages.find((p) => p.path === path);
  if (!page) return undefined;
  if (path === paths.investor.unclaimedDividends) {
    queryClient.setQueryData(getDividendsQueryOptions().queryKey, await getDividends(client));
  }
  if (path === paths.investor.shareholdingPattern) {
    const [quarters, patternDates] = await Promise.all([
      getShareholdingQuarters(client),
      getFiledPatternDates(client),
    ]);
    queryClient.setQueryData(getShareholdingQueryOptions().queryKey, quarters);
    queryClient.setQueryData(getFiledPatternDatesQueryOptions().queryKey, patternDates);
  }
  await Promise.all(
    page.sections.map(async ({ table }) => {
      const rows = await getDocuments(table, client);
      queryClient.setQueryData(getDocumentsQueryOptions(table).queryKey, rows);
    }),
  );
  return dehydrate(queryClient);
}

/** The sets of company facts each page shows beyond the footer's contact details. */
const FACTS_OF_PAGE: Partial<Record<string, FactSetName[]>> = {
  [paths.investor.boardOfDirectors]: ['board'],
  [paths.investor.contact]: ['officers'],
  [paths.investor.unclaimedDividends]: ['officers'],
  [paths.investor.creditRatings]: ['ratings'],
  // The records the Regulation 46 table's rows are checked against (the committees, officers,
  // ratings), as the Board, Investor Contact and Credit Ratings pages show them.
  [paths.investor.disclosureRegulation]: ['applicability', 'board', 'officers', 'ratings'],
};

/**
 * The company facts a page is prerendered with: the contact details (every page's footer), the
 * page's own sets, and the day (India's) it was built. Read as a visitor reads them, from the
 * database the build points at; throws when it cannot be read, like prerenderState.
 */
export async function prerenderFacts(path: string, source?: FactSource): Promise<FactsSnapshot> {
  const names: FactSetName[] = ['contacts', ...(FACTS_OF_PAGE[path] ?? [])];
  const sets = await Promise.all(names.map((name) => factReads[name](source)));
  return Object.fromEntries([
    ['asOf', indiaToday()],
    ...names.map((name, i) => [name, sets[i]]),
  ]) as FactsSnapshot;
}

export { sampleRows } from '@/lib/sample-rows';

/**
 * The feed of every event, cancelled ones included (a subscriber's app must hear of a
 * cancellation), as the same RFC 5545 text each event's download holds. Throws when the database
 * cannot be read, like prerenderState.
 */
export async function calendarFeed(client: PublicReader = publicClient): Promise<string> {
  const events = await getInvestorEvents(client);
  return buildCalendar(events, icsOptions(investorCalendarPage.calendarName));
}

/**
 * The latest disclosures across every document table as an Atom feed (RFC 4287), read now from
 * the database the build points at, as the calendar's feed is. Throws when the database cannot be
 * read, like prerenderState.
 */
export async function disclosuresFeed(
  client: PublicReader = publicClient,
  now: Date = new Date(),
): Promise<string> {
  const rows = await getFeedDocuments(client);
  return disclosuresFeedXml(rows, { siteUrl: env.VITE_SITE_URL.replace(/\/+$/, ''), now });
}

/**
 * The stored PDFs of live documents, for sitemap.xml: each public address once, with the day it
 * was added. Throws when the database cannot be read.
 */
export async function sitemapDocuments(
  client: PublicReader = publicClient,
): Promise<{ url: string; lastmod: string }[]> {
  const found = new Map<string, string>();
  for (const document of await getStoredDocuments(client)) {
    const url = resolveDocumentLink(document.path);
    const day = document.created_at.slice(0, 10);
    if ((found.get(url) ?? '') < day) found.set(url, day);
  }
  return [...found].map(([url, lastmod]) => ({ url, lastmod }));
}

/** A page whose rendering has not settled by then is a fault; the build stops rather than wait. */
const RENDER_TIMEOUT_MS = 30_000;

/**
 * Renders one page to HTML with React's static prerender, which waits for every Suspense
 * boundary to finish, a lazy component's module included: the page's HTML is whole, and the
 * browser hydrates each boundary from it when its code arrives. (`renderToString` could not wait;
 * it wrote such a boundary's fallback and left the part to the browser, which then threw the
 * HTML away, reported React error #419 and moved the page around it.) No boundary is ever
 * written apart with a script to move it into place (progressiveChunkSize: Infinity, as
 * renderToString does): the CSP runs no inline script.
 */
export async function render(
  url: string,
  initialQueryState?: DehydratedState,
  facts: FactsSnapshot = {},
): Promise<{ html: string; status: number }> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${url} redirected while prerendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders initialQueryState={initialQueryState} facts={{ snapshot: facts }}>
        {/* No hydration data script: no route has a loader, and the CSP allows no inline script but the boot script. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
    { progressiveChunkSize: Infinity, signal: AbortSignal.timeout(RENDER_TIMEOUT_MS) },
  );
  return { html: await new Response(prelude).text(), status: context.statusCode };
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
