import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { Manifest } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { investorDocumentPages } from '@/content/investor-document-pages';
import { publicPaths } from '@/entry-server';
import { routes } from '@/routes';
import { bootScript } from '../../scripts/boot-script';
import { CLIENT_BUILD_TIMEOUT_MS, sharedClientBuild } from './support/client-build';

/**
 * The gzipped script a page loads before the visitor does anything. The targets: 130 KB
 * on company pages (Home included) and 150 KB on investor pages. Each budget is the figure
 * measured, rounded up, so any growth fails and is a decision: React 19's react-dom (about 58 KB)
 * and React Router 7 (about 30 KB) are most of it, in one chunk with the site frame
 * (scripts/first-load-group.ts). The investor pages add react-query and PostgREST (16 KB, one
 * chunk), the document pages also their table (dates, sizes, the financial-year filter).
 * Home adds its page and its carousel: embla-carousel-react with its autoplay plugin (about
 * 8 KB), the client's chosen carousel. A hand-written carousel would bring Home to 123 KB; with
 * embla it is 130.8 KB, 0.8 KB over the target, which is the one target not met (and a lazy
 * embla would not count less: the 3-second autoplay loads it without any action either).
 * Before the cuts (Radix navigation menu and accordion, tailwind-merge, the module-preload
 * polyfill, 30 small chunks): Home 160, company pages 147-148, investor data pages 166-168,
 * document pages 175.
 */
const COMPANY_TARGET_KB = 130;
const INVESTOR_TARGET_KB = 150;
/**
 * Over the company target by embla's weight (see above), and by 0.4 KB more since two
 * disclosures the law asks for (the Board of Directors, Regulation 46(2)(ab); unclaimed
 * dividends, IEPF rule 7(2A) and Companies Act s.124(2)) in the route table, the paths and the
 * document registry that every page's shell carries: 131.2 KB. 131.5 -> 132.1 with two more:
 * SEBI's online dispute resolution circular asks for the SMART ODR link on the home page, which
 * now has SCORES and SMART ODR in a band of its own (+0.7 KB; the portals in a module of their
 * own rather than with the investors' home words), and the Integrated Filing (Governance)
 * joined the route table and registry every shell carries (+0.1 KB). 132.3 with the disclosures'
 * Atom feed announced in investor pages' heads (page-meta, which every page loads: 132.2 measured),
 * and the company's facts as data: the Credit Ratings route and the Memorandum's table in every
 * shell, the built facts handed to the app (their code loads after the first paint).
 * 0.5 KB more with the desk as a workplace, in the shell every page carries (the other pages grew
 * by the same): the guard that opens the login at the desk's address and says when an account is
 * not the administrator's, the Dashboard link's lazy import, the desk's lazy route.
 */
const HOME_BUDGET_KB = 132.9;
/**
 * 120.1 with the disclosures' Atom feed announced in the head of investor pages: the test for an
 * investor page and the link's words are in page-meta, which every page loads (+0.1 KB; the
 * company pages themselves carry no link): 120.1 measured after merging it with the compliance
 * calendar's table in the shell, so 120.2.
 */
// 0.5 KB more with the desk's way in that every page's shell carries (above); every budget here
// +0.1 KB for the footer's year read from the build while a page hydrates (one built on 31 December
// and opened on 1 January otherwise failed to hydrate).
const PAGE_BUDGET_KB = 120.5;
/**
 * The investor pages that read the database without a document table: /investor, search, Reg 46,
 * the investor calendar. Both investor budgets grew by 0.5 KB with the Board and unclaimed-dividends
 * pages and their two tables (above), and search's by 0.5 KB more with the snippets and page
 * links of search inside the documents in its results (138.7 KB); 139.2 with the Integrated
 * Filing (Governance) table in the shell (139.11 KB measured; 139.0 before it on the same machine).
 */
const INVESTOR_DATA_PAGE_BUDGET_KB = 139.2;
/**
 * /investor/disclosure-regulation, an investor data page that also shows one of the company's
 * facts: row (y) of the Regulation 46 table follows the company's answer to the top-1,000
 * question, read as the Board's page reads its directors (the facts' store, in this page's first
 * load: the table is the page, so there is no later part to load it with; a lazy part cost every
 * page of the site 0.05-0.1 KB in the chunk list the shell carries). 139.29 KB measured, within
 * the 150 KB target.
 */
const DISCLOSURE_REGULATION_BUDGET_KB = 139.3;
/**
 * Search, 0.3 KB over the other investor pages: the bounds on a query (at most 10 words, 3 left
 * out, something to find) checked before sending, with the database's plain words for each
 * (src/features/search/schemas/search-query.ts): 139.3 KB measured; 139.5 KB once a longer query is
 * searched by its first ten words (with a sentence saying so) instead of refused; 139.6-139.7
 * with the disclosures' Atom feed announced in every investor page's head (page-meta, which
 * every page loads: 0.1-0.2 KB on each investor page); 139.8 measured with the Integrated Filing
 * (Governance) table in the shell as well, so 139.9.
 */
// 0.5 KB more with the desk's way in (above).
const SEARCH_PAGE_BUDGET_KB = 140.2;
/**
 * 143.5 -> 143.6 with the investor calendar: its route and path in the shell every page carries,
 * after moving the read timeout into the data chunk and keeping the calendar off the modules
 * whose sharing would have split them into chunks of their own (+0.7 KB before that); 143.7
 * with the next event on /investor (lazy, so not in /investor's first load), whose chunking
 * moves 0.02 KB onto the document pages. 142.5 KB measured before the disclosures' Atom feed;
 * 143.3 after it (its announcement in page-meta, +0.2), the dividend history (lazy, whose shared
 * chunks split, +0.2) and the shareholding figures' lazy import in the document pages' one page
 * file (+0.4, where a route of its own would have cost every page of the site).
 */
// 143.9 KB measured once the company's facts, the feed, the results and the desk's way in were
// all in the shell (the Memorandum's table and Credit Ratings' route, the desk's guard and link).
const DOCUMENT_PAGE_BUDGET_KB = 144.1;
/**
 * /investor/unclaimed-dividends is a document page with more: the shareholder lookup of
 * unclaimed dividends (IEPF Rules 2016, rule 5(8)). The form, its table and the administrator's
 * CSV import load after the page (about 6 KB gz, none of it in the first load); what the first
 * load keeps is the lazy import with its list of chunks and the loading line, 0.3-0.4 KB over the
 * document pages' budget, which the page was already within 0.1 KB of: 144.0 KB measured;
 * 144.1 with the Atom feed's announcement (above). The dividend history is lazy too, and
 * prerendered whole (its code in the first load cost 1.6 KB): its import and the chunks it
 * shares bring the page to 144.5-144.6 KB measured (and the document pages from 142.7 to 142.9).
 */
// 144.7 with the Integrated Filing (Governance) table in the shell and the dividend history
// (a lazy part of the page, its table prerendered): 144.6 measured.
// 145.1 measured with all of the above and the Nodal Officer's lazy import.
const UNCLAIMED_DIVIDENDS_BUDGET_KB = 145.3;
/**
 * /investor/quarterly-results: an investor data page (react-query, PostgREST; the pages above are
 * 137-139 KB) with its charts' code, drawn once more when the page hydrates over the prerendered
 * SVG: d3-scale's band scale for the periods and d3-array's nice and ticks for the values (about
 * 2 KB gz together), with the page's charts, table, CSV and series (about 4 KB): 142.3 KB
 * measured, within the investor target. With d3-scale's linear scale as well it was 150.3 KB:
 * that scale carries d3-interpolate, d3-color and d3-format at module level (about 9 KB gz) for
 * colours, dates and tick formats the charts never use (src/features/results/utils/chart-scales.ts).
 * The dates, financial years and document links it shares with the document pages are one chunk
 * of their own (vite.config.ts), which keeps those pages where they were (+0.1 KB). 142.6 KB
 * with the Atom feed's announcement in page-meta (every investor page's head).
 */
// 142.8 measured with the desk's way in in the shell; 143.5 with the dividend history below the
// results (lazy and prerendered: its import and the chunks it shares).
const RESULTS_PAGE_BUDGET_KB = 143.6;
const investorDataPaths = new Set<string>([
  paths.investor.home,
  paths.investor.search,
  paths.investor.calendar,
]);

let outDir = '';
let manifest: Manifest = {};

beforeAll(async () => {
  outDir = await sharedClientBuild();
  manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}, CLIENT_BUILD_TIMEOUT_MS);

const gzipCache = new Map<string, number>();
function gzipBytes(file: string): number {
  if (!gzipCache.has(file)) {
    gzipCache.set(file, gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length);
  }
  return gzipCache.get(file) ?? 0;
}

/** A manifest key and every chunk it imports statically (what the browser fetches with it). */
function withStaticImports(key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of chunk.imports ?? []) withStaticImports(imported, into);
  return into;
}

/**
 * The source modules a route's lazy() imports, read from the route table itself: src/main.tsx
 * loads the lazy modules of every matched route before it hydrates (src/app/create-router.ts).
 */
function lazyModules(path: string): string[] {
  const matched = matchRoutes(routes as RouteObject[], path) ?? [];
  return matched.flatMap(({ route }) => {
    const source = typeof route.lazy === 'function' ? route.lazy.toString() : '';
    // import('@/pages/x') as written, or import('/src/pages/x.tsx') as Vite rewrites it.
    return [...source.matchAll(/import\w*\(\s*["']([^"']+)["']/g)].map((m) =>
      (m[1] ?? '').replace(/^@\//, 'src/').replace(/^\//, ''),
    );
  });
}

function manifestKeyFor(module: string): string {
  const found = Object.keys(manifest).find(
    (key) => key === module || key.replace(/\.tsx?$/, '') === module.replace(/\.tsx?$/, ''),
  );
  if (!found) throw new Error(`No chunk in the manifest for ${module}`);
  return found;
}

/** Every chunk a visitor's browser loads on `path` without any action, and its gzip total. */
function firstLoad(path: string): { files: string[]; kb: number } {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('The manifest has no entry');
  const keys = withStaticImports(entry);
  for (const module of lazyModules(path)) withStaticImports(manifestKeyFor(module), keys);
  const files = [...keys].map((key) => manifest[key]?.file ?? '');
  const preloads = files.filter((f) => f !== manifest[entry]?.file).map((f) => `/${f}`);
  const boot = gzipSync(bootScript(preloads, `/${manifest[entry]?.file ?? ''}`), { level: 9 });
  const bytes = files.reduce((sum, file) => sum + gzipBytes(file), boot.length);
  return { files, kb: bytes / 1024 };
}

const documentPaths = new Set(investorDocumentPages.map((page) => page.path));

describe('first-load script budgets', () => {
  it('keeps every budget within the targets, but Home by embla and the disclosures the law asks for and the desk’s way in (2.9 KB)', () => {
    expect(PAGE_BUDGET_KB).toBeLessThanOrEqual(COMPANY_TARGET_KB);
    expect(HOME_BUDGET_KB).toBeLessThanOrEqual(COMPANY_TARGET_KB + 2.9);
    expect(
      Math.max(
        INVESTOR_DATA_PAGE_BUDGET_KB,
        DISCLOSURE_REGULATION_BUDGET_KB,
        DOCUMENT_PAGE_BUDGET_KB,
        UNCLAIMED_DIVIDENDS_BUDGET_KB,
        RESULTS_PAGE_BUDGET_KB,
      ),
    ).toBeLessThanOrEqual(INVESTOR_TARGET_KB);
  });

  it('finds each route’s page module in the build (the measurement is real)', () => {
    const home = firstLoad('/');
    expect(home.files.some((f) => /home-page/.test(f))).toBe(true);
    // React alone is well over this: a near-empty total would mean the walk found nothing.
    expect(home.kb).toBeGreaterThan(50);
    expect(lazyModules('/investor/policies')).toContain('src/app/query-layout.tsx');
  });

  it.each(publicPaths())('%s stays within its budget', (path) => {
    const budget =
      path === paths.investor.quarterlyResults
        ? RESULTS_PAGE_BUDGET_KB
        : path === paths.investor.disclosureRegulation
          ? DISCLOSURE_REGULATION_BUDGET_KB
          : path === paths.investor.unclaimedDividends
            ? UNCLAIMED_DIVIDENDS_BUDGET_KB
            : path === paths.investor.search
              ? SEARCH_PAGE_BUDGET_KB
              : documentPaths.has(path)
                ? DOCUMENT_PAGE_BUDGET_KB
                : investorDataPaths.has(path)
                  ? INVESTOR_DATA_PAGE_BUDGET_KB
                  : path === '/'
                    ? HOME_BUDGET_KB
                    : PAGE_BUDGET_KB;
    const { kb, files } = firstLoad(path);
    console.info(`${path}: ${kb.toFixed(1)} KB gz (budget ${budget} KB)`);
    expect(kb, `${path}: ${kb.toFixed(1)} KB gz of ${files.join(', ')}`).toBeLessThanOrEqual(
      budget,
    );
  });

  it.each(publicPaths())('%s loads neither supabase-js nor the admin’s form code', (path) => {
    const keys = firstLoad(path).files.join(' ');
    for (const chunk of Object.values(manifest)) {
      const admin = (chunk.src ?? '').match(
        /lib\/supabase\.ts|add-document-dialog|delete-document-button|edit-document-dialog|archived-documents|recent-activity|login-dialog/,
      );
      if (admin) expect(keys, `${path} loads ${chunk.src}`).not.toContain(chunk.file);
    }
    expect(keys).not.toMatch(/\bforms-/);
  });
});

/** pdf.js and its worker: the administrator's desk reads PDFs; no visitor page may. */
const isPdfJs = (key: string) => key.includes('node_modules/pdfjs-dist/');
const isDesk = (key: string) => key.startsWith('src/features/desk/');
/** The administrator's own page (the app shell, behind sign-in): never part of a visitor's graph. */
const isAdminOnly = (key: string) => isDesk(key) || key === 'src/app/desk-app.tsx';

/**
 * Everything a visitor's page can load: its first load, and every chunk those import lazily
 * (a route's later pages, search, the login dialog), but not the desk, which loads only for a
 * signed-in administrator (the document page imports it lazily behind that check), nor the
 * desk's sections (src/app/desk-app.tsx and every section it loads), the administrator's own.
 */
function visitorGraph(path: string): Set<string> {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry) ?? '';
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const lazy of chunk.dynamicImports ?? []) if (!isAdminOnly(lazy)) visit(lazy);
  };
  visit(entry);
  for (const module of lazyModules(path)) visit(manifestKeyFor(module));
  return seen;
}

describe('pdf.js stays in the desk', () => {
  it('is in the build with its worker, and only ever imported lazily, by no visitor’s chunk', () => {
    const keys = Object.keys(manifest);
    expect(keys.some((key) => isPdfJs(key) && key.includes('pdf.worker'))).toBe(true);
    const visitors = new Set(publicPaths().flatMap((path) => [...visitorGraph(path)]));
    const importers = Object.entries(manifest).filter(([, chunk]) =>
      (chunk.dynamicImports ?? []).some(isPdfJs),
    );
    // The measurement is real: something does import it (the desk's load-pdfjs.ts).
    expect(importers.length).toBeGreaterThan(0);
    for (const [key, chunk] of Object.entries(manifest)) {
      const direct = (chunk.imports ?? []).filter(isPdfJs);
      expect(direct, `${key} imports pdf.js statically`).toEqual(isPdfJs(key) ? direct : []);
    }
    for (const [key] of importers) expect(visitors.has(key), `a visitor loads ${key}`).toBe(false);
  });

  it.each(publicPaths())('%s can never load pdf.js, at first or lazily', (path) => {
    const graph = [...visitorGraph(path)];
    expect(graph.length).toBeGreaterThan(3);
    expect(graph.filter(isPdfJs)).toEqual([]);
    const files = graph.flatMap((key) => [
      manifest[key]?.file ?? '',
      ...(manifest[key]?.assets ?? []),
    ]);
    expect(files.filter((file) => /pdf\.worker|pdfjs/.test(file))).toEqual([]);
  });
});
