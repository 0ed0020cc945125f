/**
 * After `vite build` and the SSR build of src/entry-server.tsx: writes every public page as its
 * own HTML file with its full content and head tags, the 404 page, the app shell for the
 * signed-in area, sitemap.xml, robots.txt and the static hosts' header and redirect files.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DehydratedState } from '@tanstack/react-query';
import { QUERY_STATE_ELEMENT_ID, serializeQueryState } from '../src/app/initial-query-state';
import { company } from '../src/content/company';
import type { FactsSnapshot } from '../src/lib/company-facts';
import { FACTS_ELEMENT_ID, serializeFacts } from '../src/lib/facts-block';
import { organizationData } from '../src/lib/organization-data';
import { CALENDAR_FEED_PATH } from '../src/lib/ics';
import { bootScript } from './boot-script';
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
  publicPaths(): string[];
  privatePaths: string[];
};

const entry = (await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href)) as ServerEntry;
const siteUrl = (process.env.VITE_SITE_URL ?? 'http://localhost:5173').replace(/\/+$/, '');
const supabaseUrl = process.env.VITE_SUPABASE_URL ?? 'http://127.0.0.1:54321';
const built = readFileSync(join(dist, 'index.html'), 'utf8');

/**
 * Replaces the app's entry script and preloads with the boot script (scripts/boot-script.ts),
 * inline at the end of the body: a file of its own would be one more request before the largest
 * paint. The CSP allows it by its hash (scripts/site-hosting.ts), and nothing else inline.
 */
function bootLoader(html: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html)?.[1];
  if (!entry) throw new Error('index.html has no module entry script');
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
    (m) => m[1] ?? '',
  );
  const code = bootScript(preloads, entry);
  if (code.includes('</')) throw new Error('The boot script cannot be inlined: it holds "</"');
  return html
    .replace(/\s*<script type="module" crossorigin src="[^"]+"><\/script>/, '')
    .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
    .replace('</body>', `  <script>${code}</script>\n  </body>`);
}

const template = bootLoader(built);

/** React 19 emits hoisted <title>, <meta> and <link> first; they belong in <head>. */
function splitHead(html: string): { head: string; body: string } {
  const match = /^(?:<(?:title>[^<]*<\/title|meta\b[^>]*|link\b[^>]*)>)+/.exec(html);
  const head = match?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}

/**
 * `route` tells the browser which route the markup was rendered for (src/main.tsx hydrates only
 * when it is the route the visitor is on; '*' marks the not-found page).
 */
function page(
  html: string,
  route: string,
  state?: DehydratedState,
  facts: FactsSnapshot = {},
): string {
  const { head, body } = splitHead(html);
  if (!head.includes('<title>')) throw new Error('A prerendered page has no <title>');
  // The rows the page was rendered with, for react-query to start from, and the company facts
  // (data blocks: the CSP runs no inline script, and these are only read, by src/main.tsx).
  const data =
    (state
      ? `\n    <script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">${serializeQueryState(state)}</script>`
      : '') +
    (Object.keys(facts).length > 0
      ? `\n    <script type="application/json" id="${FACTS_ELEMENT_ID}">${serializeFacts(facts)}</script>`
      : '');
  const organization = organizationData(facts.contacts, `${siteUrl}/`);
  const structured = organization
    ? `\n    <script type="application/ld+json">${organization}</script>`
    : '';
  return template
    .replace('</head>', `${head}${structured}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered="${route}">${body}</div>${data}`,
    );
}

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

/**
 * A production build (one given VITE_SITE_URL) never publishes the local seed's sample rows
 * (is_sample): it stops with the list of what is still sample. The end-to-end suite, the
 * benchmarks and the documentation's screenshots build against the local sample data on purpose,
 * with ALLOW_SAMPLE_ROWS=1, which is honoured only for a backend on this machine (127.0.0.1,
 * localhost, ::1): a deploy reads a hosted project, so it cannot take this way by accident.
 */
class SampleRowsError extends Error {}
let samplesChecked = false;
async function refuseSampleRows() {
  if (samplesChecked || !process.env.VITE_SITE_URL) return;
  samplesChecked = true;
  const found = await entry.sampleRows();
  if (found.length === 0) return;
  const local = ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(supabaseUrl).hostname);
  if (process.env.ALLOW_SAMPLE_ROWS === '1' && local) {
    console.warn(
      `Publishing sample rows from the local backend (ALLOW_SAMPLE_ROWS=1): ${found.length} tables.`,
    );
    return;
  }
  throw new SampleRowsError(
    [
      `The database at ${supabaseUrl} still holds rows marked as samples, which a production build does not publish:`,
      ...found.map((line) => `  - ${line}`),
      'Replace or delete them from the desk (Admin Dashboard: Company facts), then build again.',
      ...(process.env.ALLOW_SAMPLE_ROWS === '1'
        ? ['ALLOW_SAMPLE_ROWS=1 is honoured only for a backend on this machine.']
        : []),
    ].join('\n'),
  );
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
  if (status !== 200) throw new Error(`${path} rendered with status ${status}`);
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  const clash = [...titles].find(([, t]) => t === title);
  if (clash) throw new Error(`${path} and ${clash[0]} share the title "${title}"`);
  titles.set(path, title);
  write(
    join(dist, path === '/' ? 'index.html' : join(path, 'index.html')),
    page(html, path, state, facts),
  );
}

// The investor calendar's feed: built with the pages from the same database, so a build that
// refreshes the calendar's rows refreshes the feed too (docs/deploying.md, the deploy hook).
// Without the database it is left out, like the rows, rather than published empty.
let feedWritten = false;
if (!rowsUnavailable) {
  try {
    write(join(dist, CALENDAR_FEED_PATH), await entry.calendarFeed());
    feedWritten = true;
  } catch (error) {
    rowsMissing(error);
  }
}

const notFound = await entry.render(`${siteUrl}/__not-found__`, undefined, footerFacts);
write(join(dist, NOT_FOUND_FILE), page(notFound.html, '*', undefined, footerFacts));
// HTML requires a <title>; the dashboard's own (the same words) replaces it once the app runs.
const shellTitle = `Admin Dashboard | ${company.name}`.replace(/&/g, '&amp;').replace(/</g, '&lt;');
write(
  join(dist, SHELL_FILE),
  built.replace('</head>', `  <title>${shellTitle}</title>\n  </head>`),
);

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
write(join(dist, '_headers'), netlifyHeaders(supabaseUrl, inlineScriptHashes(template)));
write(join(dist, '_redirects'), netlifyRedirects(entry.privatePaths));
rmSync(ssrDir, { recursive: true, force: true });

console.log(
  `Prerendered ${paths.length} pages (${withRows} with document rows from ${supabaseUrl}), ` +
    `404.html, the app shell${feedWritten ? ` and ${CALENDAR_FEED_PATH}` : ''} into ${dist}`,
);
