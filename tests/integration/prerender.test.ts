import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { investorDocumentPages } from '@/content/investor-document-pages';
import { privatePaths, publicPaths, render } from '@/entry-server';

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

  // The 404 status itself comes from the host (scripts/site-hosting.ts serves 404.html with it).
  it('renders an unknown path as the not-found page, kept out of search', async () => {
    const { html } = await render('http://localhost/no/such/page');
    expect(html).toContain('Page Not Found');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });
});
