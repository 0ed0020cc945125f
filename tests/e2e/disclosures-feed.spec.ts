import type { Page } from '@playwright/test';
import { TEMPLATE_TITLES } from '../support/hostile-titles';
import { expect, test } from './support/fixtures';
import { visit } from './support/page';
import { E2E_BACKEND_URL } from './support/urls';

// The disclosures' Atom feed as the build wrote it, served as the host serves it, and read by
// Chromium's own XML parser as a feed reader would. That a document added later appears after
// the next build is proven against the backend in tests/integration/disclosures-feed.test.ts
// (this suite builds once); here, the titles stored just before the build are in it.
const FEED = '/investor/disclosures.atom';
const ATOM = 'http://www.w3.org/2005/Atom';

type Entry = { id: string; title: string; updated: string; link: string; section: string };

/** The feed parsed in the page: null when it is not well-formed XML. */
async function readFeed(page: Page, text: string) {
  return page.evaluate(
    ({ text, ns }) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      if (doc.getElementsByTagName('parsererror').length > 0) return null;
      const own = (parent: Element, name: string) =>
        [...parent.children].filter((c) => c.namespaceURI === ns && c.localName === name);
      const root = doc.documentElement;
      const entries: Entry[] = own(root, 'entry').map((entry) => ({
        id: own(entry, 'id')[0]?.textContent ?? '',
        title: own(entry, 'title')[0]?.textContent ?? '',
        updated: own(entry, 'updated')[0]?.textContent ?? '',
        link:
          own(entry, 'link')
            .find((l) => l.getAttribute('rel') === 'alternate')
            ?.getAttribute('href') ?? '',
        section: own(entry, 'category')[0]?.getAttribute('label') ?? '',
      }));
      return {
        root: `${root.namespaceURI ?? ''} ${root.localName}`,
        required: ['id', 'title', 'updated', 'author'].map((n) => own(root, n).length),
        self: own(root, 'link')
          .find((l) => l.getAttribute('rel') === 'self')
          ?.getAttribute('href'),
        entries,
      };
    },
    { text, ns: ATOM },
  );
}

test('the built feed parses as Atom and lists the latest disclosures, the newest first', async ({
  page,
  request,
  baseURL,
}) => {
  const response = await request.get(FEED);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
  await page.goto('/');
  const feed = await readFeed(page, await response.text());
  expect(feed).not.toBeNull();
  expect(feed?.root).toBe(`${ATOM} feed`);
  expect(feed?.required).toEqual([1, 1, 1, 1]);
  expect(feed?.self).toBe(`${baseURL}${FEED}`);
  const entries = feed?.entries ?? [];
  expect(entries.length).toBeGreaterThan(10);
  expect(entries.length).toBeLessThanOrEqual(50);
  for (const entry of entries) {
    expect(entry.id).toMatch(/^urn:uuid:[0-9a-f-]{36}$/);
    expect(entry.updated).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(entry.section).not.toBe('');
  }
  const times = entries.map((e) => e.updated);
  expect(times).toEqual([...times].sort().reverse());
  // Stored just before the build (tests/e2e/support/seed-before-build.ts): the newest documents,
  // each exactly as typed.
  expect(entries.map((e) => e.title)).toEqual(expect.arrayContaining([...TEMPLATE_TITLES]));
  const seeded = entries.find((e) => e.title === TEMPLATE_TITLES[0]);
  expect(seeded?.section).toBe('Familiarization Programme for Independent Directors');
  // A stored PDF's entry leads to the file itself, which opens.
  const stored = entries.find((e) => e.link.startsWith(`${E2E_BACKEND_URL}/storage/v1/`));
  expect(stored).toBeDefined();
  const pdf = await request.get(stored?.link ?? '');
  expect([pdf.status(), pdf.headers()['content-type']]).toEqual([200, 'application/pdf']);
});

test('investor pages announce the feed and /investor links to it; company pages do not', async ({
  page,
  baseURL,
}) => {
  const announced = 'link[rel="alternate"][type="application/atom+xml"]';
  for (const path of ['/investor/policies', '/investor/calendar', '/investor']) {
    await visit(page, path);
    await expect(page.locator(announced)).toHaveAttribute('href', `${baseURL}${FEED}`);
    await expect(page.locator(announced)).toHaveCount(1);
  }
  await page.getByRole('link', { name: 'Follow the latest disclosures (Atom feed)' }).click();
  await expect(page).toHaveURL(`${baseURL}${FEED}`);

  await visit(page, '/about');
  await expect(page.locator(announced)).toHaveCount(0);
});

test('the sitemap lists the stored PDFs of live documents, and each one opens', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
  const pdfs = locs.filter((loc) => loc.startsWith(`${E2E_BACKEND_URL}/storage/v1/object/public/`));
  expect(pdfs.length).toBeGreaterThan(10);
  expect(pdfs.every((loc) => loc.endsWith('.pdf'))).toBe(true);
  for (const loc of pdfs.slice(0, 3)) {
    const response = await request.get(loc);
    expect([response.status(), response.headers()['content-type']], loc).toEqual([
      200,
      'application/pdf',
    ]);
  }
});
