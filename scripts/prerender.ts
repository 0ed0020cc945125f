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
import type { FactsSnapshot } from '../src/lib/company-facts';
import { CALENDAR_FEED_PATH } from '../src/lib/ics';
import { BUILD_ENV_FILE, prerenderSettings, readBuildEnv } from './build-env';
import { bootLoader, fillPage, shellPage } from './page-template';
import { sampleRowsVerdict } from './sample-rows-guard';
import { robotsTxt, sitemapXml } from './site-index-files';
import {
  NOT_FOUND_FILE,
  SHELL_FILE,
  siteScriptHashes,
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
// The backend, the site's address and whether this is a production build: as Vite baked them into
// both bundles (scripts/build-env.ts), never from this process's environment alone.
const settings = prerenderSettings(readBuildEnv(dist, ssrDir), process.env);
const { siteUrl, supabaseUrl } = settings;
const built = readFileSync(join(dist, 'index.html'), 'utf8');

const template = bootLoader(built);

/**
 * Document rows in the HTML need the database the build points at. Locally that is the embedded
 * backend (`npm run backend`); when it does not answer, the pages are built without rows (their
 * tables load in the browser, as before) and the build says so. A production build of a backend
 * that is not on this machine fails instead (it could not check for sample rows, and must never
 * publish empty tables), as PRERENDER_ROWS=required makes any build do.
 */
const { rowsRequired } = settings;
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
  if (rowsRequired) {
    throw new Error(
      `${message}. A production build of a hosted project must read its rows, to publish them ` +
        'and to refuse sample rows (PRERENDER_ROWS=required makes any build require them).',
    );
  }
  console.warn(`${message}: investor pages are prerendered without rows.`);
  return {};
}

/** The build's refusal of sample rows (scripts/sample-rows-guard.ts): every production build. */
class SampleRowsError extends Error {}
let samplesChecked = false;
async function refuseSampleRows() {
  if (samplesChecked || !settings.refuseSampleRows) return;
  samplesChecked = true;
  const verdict = sampleRowsVerdict(
    await entry.sampleRows(),
    supabaseUrl,
    settings.allowSampleRows,
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
write(join(dist, 'sitemap.xml'), sitemapXml(siteUrl, paths, documentUrls, today));
write(join(dist, 'robots.txt'), robotsTxt(siteUrl, entry.privatePaths));
// The CAPTCHA's origin is allowed only when the bundle carries a site key for it.
write(
  join(dist, '_headers'),
  netlifyHeaders(supabaseUrl, siteScriptHashes(template), { turnstile: settings.turnstile }),
);
write(join(dist, '_redirects'), netlifyRedirects(entry.privatePaths));
rmSync(ssrDir, { recursive: true, force: true });
// What the client bundle baked was for this script only: not part of the published site.
rmSync(join(dist, BUILD_ENV_FILE), { force: true });

console.log(
  `Prerendered ${paths.length} pages (${withRows} with document rows from ${supabaseUrl}), ` +
    `404.html, the app shell${feeds.map((feed) => `, ${feed}`).join('')} and a sitemap with ` +
    `${documentUrls.length} stored PDFs into ${dist}`,
);
