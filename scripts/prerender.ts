/**
 * After `vite build` and the SSR build of src/entry-server.tsx: writes every public page as its
 * own HTML file with its full content and head tags, the 404 page, the app shell for the
 * signed-in area, sitemap.xml, robots.txt and the static hosts' header and redirect files.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DehydratedState } from '@tanstack/react-query';
import { company } from '../src/content/company';
import { paths as sitePaths } from '../src/config/paths';
import { xmlEscape } from '../src/lib/atom';
import type { FactsSnapshot } from '../src/lib/company-facts';
import { CALENDAR_FEED_PATH } from '../src/lib/ics';
import { bootLoader, fillPage, shellPage } from './page-template';
import { sampleRowsVerdict } from './sample-rows-guard';
import {
  NOT_FOUND_FILE,
  SHELL_FILE,
  inlineScriptHashes,
  netlifyHeaders,
  netlifyRedirects,
} from './site-hosting';

const root = join(import.meta.dirname, '..');
const dist = join(root, process.env.SITE_OUT_DIR ?? 'dist');
const ssrDir = join(root, '.ssr');

type ServerEntry = {
  render(
    url: string,
    state?: DehydratedState,
    facts?: FactsSnapshot,
  ): Promise<{ html: string; status: number }>;
  prerenderState(path: string): Promise<DehydratedState | undefined>;
  prerenderFacts(path: string): Promise<FactsSnapshot>;
  sampleRows(): Promise<string[]>;
  calendarFeed(): Promise<string>;
  disclosuresFeed(): Promise<string>;
  sitemapDocuments(): Promise<{ url: string; lastmod: string }[]>;
  publicPaths(): string[];
  privatePaths: string[];
};

const entry = (await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href)) as ServerEntry;
const siteUrl = (process.env.VITE_SITE_URL ?? 'http://localhost:5173').replace(/\/+$/, '');
const supabaseUrl = process.env.VITE_SUPABASE_URL ?? 'http://127.0.0.1:54321';
const built = readFileSync(join(dist, 'index.html'), 'utf8');

const template = bootLoader(built);

/**
 * Document rows in the HTML need the database the build points at. Locally that is the embedded
 * backend (`npm run backend`); when it does not answer, the pages are built without rows (their
 * tables load in the browser, as before) and the build says so. PRERENDER_ROWS=required turns
 * that into a failure, for production builds, which must never publish empty tables.
 */
const rowsRequired = process.env.PRERENDER_ROWS === 'required';
/**
 * How long to keep asking a database that does not answer yet. The end-to-end suite starts the
 * backend and the build together; without the wait, whether its pages had rows depended on which
 * finished first.
 */
const waitForRowsMs = Number(process.env.PRERENDER_WAIT_SECONDS ?? 0) * 1000;
let rowsUnavailable: string | null = null;
type PageData = { state?: DehydratedState; facts?: FactsSnapshot };
async function stateFor(path: string): Promise<PageData> {
  if (rowsUnavailable) return {};
  const deadline = Date.now() + waitForRowsMs;
  for (;;) {
    try {
      const [state, facts] = await Promise.all([
        entry.prerenderState(path),
        entry.prerenderFacts(path),
      ]);
      await refuseSampleRows();
      return { state, facts };
    } catch (error) {
      if (error instanceof SampleRowsError) throw error;
      if (Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        continue;
      }
      return rowsMissing(error);
    }
  }
}

function rowsMissing(error: unknown): PageData {
  rowsUnavailable = error instanceof Error ? error.message : String(error);
  const message = `Could not read document rows from ${supabaseUrl} (${rowsUnavailable})`;
  if (rowsRequired) throw new Error(`${message}; PRERENDER_ROWS=required`);
  console.warn(`${message}: investor pages are prerendered without rows.`);
  return {};
}

/** The build's refusal of sample rows (scripts/sample-rows-guard.ts), checked once. */
class SampleRowsError extends Error {}
let samplesChecked = false;
async function refuseSampleRows() {
  if (samplesChecked || !process.env.VITE_SITE_URL) return;
  samplesChecked = true;
  const verdict = sampleRowsVerdict(
    await entry.sampleRows(),
    supabaseUrl,
    process.env.ALLOW_SAMPLE_ROWS === '1',
  );
  if (verdict.warn) console.warn(verdict.warn);
  if (verdict.refuse) throw new SampleRowsError(verdict.refuse);
}

/**
 * A Suspense boundary the render could not finish is written as `<!--$!-->` (the browser renders
 * it afresh, reports React error #419 and moves the page) or `<!--$?-->` (it waits for a script
 * the CSP never runs). Either way the page is not whole, so the build stops.
 */
function assertWhole(path: string, html: string): string {
  const unfinished = /<!--\$[!?]-->/.exec(html);
  if (unfinished) {
    throw new Error(`${path}: the prerender left part of the page unfinished (${unfinished[0]})`);
  }
  return html;
}

function write(file: string, content: string) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

const paths = entry.publicPaths();
const titles = new Map<string, string>();
let withRows = 0;
let footerFacts: FactsSnapshot = {};
for (const path of paths) {
  const { state, facts } = await stateFor(path);
  if (state) withRows += 1;
  if (facts) footerFacts = { contacts: facts.contacts, asOf: facts.asOf };
  const { html, status } = await entry.render(`${siteUrl}${path}`, state, facts);
  assertWhole(path, html);
  if (status !== 200) throw new Error(`${path} rendered with status ${status}`);
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  const clash = [...titles].find(([, t]) => t === title);
  if (clash) throw new Error(`${path} and ${clash[0]} share the title "${title}"`);
  titles.set(path, title);
  write(
    join(dist, path === '/' ? 'index.html' : join(path, 'index.html')),
    fillPage(template, html, path, state, { snapshot: facts ?? {}, siteUrl }),
  );
}

// The investor calendar's feed: built with the pages from the same database, so a build that
// refreshes the calendar's rows refreshes the feed too (docs/deploying.md, the deploy hook).
// Without the database it is left out, like the rows, rather than published empty.
// The disclosures' Atom feed likewise: the latest documents as the build reads them, so each
// rebuild (the deploy hook after the administrator's changes) brings a new document into it.
// And the sitemap's list of stored PDFs of live documents, from the same reading.
const feeds: string[] = [];
let documentUrls: { url: string; lastmod: string }[] = [];
if (!rowsUnavailable) {
  try {
    write(join(dist, CALENDAR_FEED_PATH), await entry.calendarFeed());
    feeds.push(CALENDAR_FEED_PATH);
    write(join(dist, sitePaths.investor.disclosuresFeed), await entry.disclosuresFeed());
    feeds.push(sitePaths.investor.disclosuresFeed);
    documentUrls = await entry.sitemapDocuments();
  } catch (error) {
    rowsMissing(error);
  }
}

const notFound = await entry.render(`${siteUrl}/__not-found__`, undefined, footerFacts);
assertWhole(NOT_FOUND_FILE, notFound.html);
write(
  join(dist, NOT_FOUND_FILE),
  fillPage(template, notFound.html, '*', undefined, { snapshot: footerFacts, siteUrl }),
);
// HTML requires a <title>; the dashboard's own (the same words) replaces it once the app runs.
write(join(dist, SHELL_FILE), shellPage(built, `Admin Dashboard | ${company.name}`));

const today = new Date().toISOString().slice(0, 10);
write(
  join(dist, 'sitemap.xml'),
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map(
      (path) =>
        `  <url><loc>${siteUrl}${path === '/' ? '/' : path}</loc><lastmod>${today}</lastmod></url>`,
    ),
    // The PDFs of live documents, each dated the day it was added. They are served from the
    // storage host: a search engine takes them from this sitemap only where that host is the
    // site's own or verified with it (docs/deploying.md, "The sitemap's documents").
    ...documentUrls.map(
      ({ url, lastmod }) =>
        `  <url><loc>${xmlEscape(url)}</loc><lastmod>${lastmod}</lastmod></url>`,
    ),
    '</urlset>',
    '',
  ].join('\n'),
);
write(
  join(dist, 'robots.txt'),
  [
    'User-agent: *',
    'Allow: /',
    ...entry.privatePaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n'),
);
// The CAPTCHA's origin is allowed only when the build carries a site key for it.
const turnstile = Boolean(process.env.VITE_TURNSTILE_SITE_KEY?.trim());
write(
  join(dist, '_headers'),
  netlifyHeaders(supabaseUrl, inlineScriptHashes(template), { turnstile }),
);
write(join(dist, '_redirects'), netlifyRedirects(entry.privatePaths));
rmSync(ssrDir, { recursive: true, force: true });

console.log(
  `Prerendered ${paths.length} pages (${withRows} with document rows from ${supabaseUrl}), ` +
    `404.html, the app shell${feeds.map((feed) => `, ${feed}`).join('')} and a sitemap with ` +
    `${documentUrls.length} stored PDFs into ${dist}`,
);
