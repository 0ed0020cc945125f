import { PostgrestClient } from '@supabase/postgrest-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { investorDocumentPages } from '@/content/investor-document-pages';
import type { Database } from '@/lib/database.types';
import { prerenderState, privatePaths, publicPaths, render } from '@/entry-server';
import { LOCAL_ANON_KEY } from '../../supabase/local/keys';
import { startTestBackend, type TestBackend } from './support/backend';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(() => t.stop());

/** The build's reader: the same small client the site uses, pointed at the test backend. */
const buildReader = (url: string) =>
  new PostgrestClient<Database>(`${url}/rest/v1`, {
    headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${LOCAL_ANON_KEY}` },
  });

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

  it('fails, rather than render empty tables, when the database does not answer', async () => {
    await expect(
      prerenderState(paths.investor.policies, buildReader('http://127.0.0.1:9')),
    ).rejects.toThrow();
  });

  // The 404 status itself comes from the host (scripts/site-hosting.ts serves 404.html with it).
  it('renders an unknown path as the not-found page, kept out of search', async () => {
    const { html } = await render('http://localhost/no/such/page');
    expect(html).toContain('Page Not Found');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });
});
