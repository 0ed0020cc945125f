import { readFileSync } from 'node:fs';
import { PostgrestClient } from '@supabase/postgrest-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { QUERY_STATE_ELEMENT_ID } from '@/app/initial-query-state';
import { paths } from '@/config/paths';
import { investorDocumentPages } from '@/content/investor-document-pages';
import { getLatestDocuments } from '@/features/investor-home/api/get-latest-documents';
import type { Database } from '@/lib/database.types';
import { prerenderState, privatePaths, publicPaths, render } from '@/entry-server';
import { bootLoader, fillPage, replaceFirst } from '../../scripts/page-template';
import { LOCAL_ANON_KEY } from '../../supabase/local/keys';
import { TEMPLATE_EVENT, TEMPLATE_TITLES } from '../support/hostile-titles';
import { startTestBackend, type TestBackend } from './support/backend';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(() => t.stop());

/** Text as React writes it into HTML. */
const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;');

/** What each boundary left to the browser shows until then (its fallback's first words). */
const leftToTheBrowser = (html: string) =>
  [...html.matchAll(/<!--\$[!?]-->(?:<template[^>]*><\/template>)?(.{0,80})/gs)].map((m) => m[1]);

/** The build's reader: the same small client the site uses, pointed at the test backend. */
const buildReader = (url: string) =>
  new PostgrestClient<Database>(`${url}/rest/v1`, {
    headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${LOCAL_ANON_KEY}` },
  });

/**
 * Renders from a fresh module graph, as if it were the first page the prerender wrote: once an
 * earlier render has loaded a lazy module, a later one would find it ready. Every render after
 * the first fresh one must be fresh too: the statically imported `render` keeps the old graph,
 * whose lazy pages would now load a second copy of the contexts they read.
 */
async function renderFresh(url: string, state?: Parameters<typeof render>[1]) {
  vi.resetModules();
  const fresh = await import('@/entry-server');
  return fresh.render(url, state);
}

// Renders the app in Node as scripts/prerender.ts does: no window, no document.
describe('prerendering', () => {
  it('lists every public route from the route table and no private one', () => {
    const list = publicPaths();
    for (const path of [
      paths.home,
      paths.about,
      paths.product,
      paths.productCategory('basic-drugs-chemicals'),
      paths.license,
      paths.contact,
      paths.services,
      paths.investor.quarterlyResults,
      paths.investor.disclosureRegulation,
      paths.investor.search,
      paths.investor.home,
      ...investorDocumentPages.map((p) => p.path),
    ]) {
      expect(list).toContain(path);
    }
    expect(list).not.toContain(paths.dashboard);
    expect(privatePaths).toContain(paths.dashboard);
    expect(list.some((p) => p.includes(':') || p.includes('*'))).toBe(false);
  });

  it('renders each public page with its heading, a unique title, a description and a canonical URL', async () => {
    const titles = new Set<string>();
    for (const path of publicPaths()) {
      const { html, status } = await render(`http://localhost${path}`);
      expect(status, path).toBe(200);
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
      expect(title, path).toBeTruthy();
      expect(titles.has(title ?? ''), `${path} repeats the title ${title}`).toBe(false);
      titles.add(title ?? '');
      expect(html, path).toMatch(/<meta name="description" content="[^"]{20,}"/);
      expect(html, path).toContain(`<link rel="canonical" href="http://localhost:5173${path}"/>`);
      expect(html, path).toMatch(/<meta property="og:title"/);
      expect(html, path).toMatch(/<h1[^>]*>/);
    }
  });

  it('renders investor document pages with their frame and heading, the tables loading', async () => {
    const { html } = await render('http://localhost/investor/policies');
    expect(html).toMatch(/<h1[^>]*>Policies<\/h1>/);
    expect(html).toContain('Loading');
  });

  it('renders an investor page with the rows the database holds now, newest first', async () => {
    const title = `Prerendered policy ${Date.now()}`;
    const service = t.service();
    const { error } = await service
      .from('policies')
      .insert({ document_title: title, view_download: 'https://example.com/p.pdf' });
    expect(error).toBeNull();

    const state = await prerenderState(paths.investor.policies, buildReader(t.url));
    const { html } = await render('http://localhost/investor/policies', state);
    expect(html).not.toContain('Loading documents');
    expect(html).toContain(title);
    expect(html).toContain('Whistle Blower Policy (Vigil Mechanism)');
    expect(html.indexOf(title)).toBeLessThan(html.indexOf('Whistle Blower Policy'));
  });

  it('reads every table of a page with several, and nothing for a page without tables', async () => {
    const state = await prerenderState(paths.investor.mgt, buildReader(t.url));
    expect(state?.queries.map((q) => q.queryKey)).toEqual(
      expect.arrayContaining([
        ['documents', 'mgt_mgt7'],
        ['documents', 'mgt_mgt9'],
      ]),
    );
    expect(await prerenderState(paths.about, buildReader(t.url))).toBeUndefined();
  });

  it('renders the investors’ home with its latest disclosures and its next event', async () => {
    const state = await prerenderState(paths.investor.home, buildReader(t.url));
    expect(state?.queries.map((q) => q.queryKey)).toEqual(
      expect.arrayContaining([['latest-documents'], ['investor-events']]),
    );
    const { html } = await render('http://localhost/investor', state);
    expect(html).not.toContain('Loading');
    // The seed's soonest event (nine days from now), and the ten newest documents.
    expect(html).toContain('Board meeting on quarterly results (sample)');
    const latest = await getLatestDocuments(buildReader(t.url));
    expect(latest).toHaveLength(10);
    for (const row of latest) expect(html).toContain(escapeText(row.document_title));
  });

  /**
   * A boundary the prerender could not finish (a lazy component, a thrown promise) is written as
   * `<!--$!-->` with its fallback: the browser must then throw the HTML away and render that part
   * itself, which it reports as React error #419 and which moves what is below it. One written as
   * `<!--$?-->` waits for a script to fill it in, which the CSP would never run.
   */
  it('leaves no part of any public page for the browser to render instead', async () => {
    const reader = buildReader(t.url);
    const pages = await Promise.all(
      publicPaths().map(async (path) => ({ path, state: await prerenderState(path, reader) })),
    );
    for (const { path, state } of pages) {
      const { html } = await renderFresh(`http://localhost${path}`, state);
      expect(leftToTheBrowser(html), path).toEqual([]);
    }
  });

  it('fails, rather than render empty tables, when the database does not answer', async () => {
    await expect(
      prerenderState(paths.investor.policies, buildReader('http://127.0.0.1:9')),
    ).rejects.toThrow();
  });

  // The 404 status itself comes from the host (scripts/site-hosting.ts serves 404.html with it).
  it('renders an unknown path as the not-found page, kept out of search', async () => {
    const { html } = await renderFresh('http://localhost/no/such/page');
    expect(html).toContain('Page Not Found');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });
});

/** index.html as `vite build` writes it: the entry script and a preload, hashed names. */
const template = bootLoader(
  replaceFirst(
    readFileSync('index.html', 'utf8'),
    '<script type="module" src="/src/main.tsx"></script>',
    '<script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script>\n' +
      '    <link rel="modulepreload" crossorigin href="/assets/data-Ef56Gh78.js">',
  ),
);

const count = (text: string, part: string) => text.split(part).length - 1;

/** Text as React writes it into markup (react-dom's escapeTextForBrowser). */
const asMarkup = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

/** The data block's text, ending where an HTML parser ends a script element: the first "</script". */
function dataBlock(page: string): string {
  const open = `<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">`;
  const start = page.indexOf(open) + open.length;
  return page.slice(start, page.indexOf('</script', start));
}

// The build's own assembly (scripts/page-template.ts) with rows read from the database: titles
// that are replacement patterns for String.prototype.replace ($', $`, $&) once copied the
// template into the page. Each must arrive once, as text, in the markup and in the data block.
describe('prerendering titles that look like template syntax', () => {
  beforeAll(async () => {
    const service = t.service();
    const documents = await service.from('policies').insert(
      TEMPLATE_TITLES.map((document_title) => ({
        document_title,
        view_download: 'https://example.com/template.pdf',
      })),
    );
    expect(documents.error).toBeNull();
    const event = await service
      .from('investor_events')
      .insert({ ...TEMPLATE_EVENT, kind: 'other', starts_at: '2026-01-15T05:30:00Z' });
    expect(event.error).toBeNull();
  });

  it.each([
    [paths.investor.policies, [...TEMPLATE_TITLES]],
    [paths.investor.calendar, [TEMPLATE_EVENT.title, TEMPLATE_EVENT.purpose, TEMPLATE_EVENT.place]],
  ])('%s is one page, its rows copied exactly', async (path, texts) => {
    const state = await prerenderState(path, buildReader(t.url));
    const { html } = await renderFresh(`http://localhost${path}`, state);
    const page = fillPage(template, html, path, state);

    expect(
      ['<html', '</html>', '<head>', '</head>', '<body', '</body>', '<div id="root"'].map((part) =>
        count(page, part),
      ),
    ).toEqual([1, 1, 1, 1, 1, 1, 1]);
    expect(count(page, `id="${QUERY_STATE_ELEMENT_ID}"`)).toBe(1);
    // The boot script is still the template's, whole, after the data block.
    expect(page.indexOf('</body>')).toBeGreaterThan(page.indexOf(QUERY_STATE_ELEMENT_ID));

    // The data block parses to exactly the state the page was rendered with.
    expect(JSON.parse(dataBlock(page))).toEqual(JSON.parse(JSON.stringify(state)));
    const root = page.slice(page.indexOf('<div id="root"'), page.indexOf(QUERY_STATE_ELEMENT_ID));
    for (const text of texts) {
      expect(root, text).toContain(asMarkup(text));
      expect(dataBlock(page), text).toContain(
        JSON.stringify(text).slice(1, -1).replace(/</g, '\\u003c'),
      );
    }
  });
});
