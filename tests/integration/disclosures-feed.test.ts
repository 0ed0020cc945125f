import { PostgrestClient } from '@supabase/postgrest-js';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disclosuresFeed, sitemapDocuments } from '@/entry-server';
import { archiveDocument } from '@/features/desk/api/archive-document';
import { FEED_DOCUMENT_COUNT } from '@/features/feeds/api/get-feed-documents';
import type { Database } from '@/lib/database.types';
import { resolveDocumentLink } from '@/lib/resolve-document-link';
import { LOCAL_ANON_KEY } from '../../supabase/local/keys';
import { TEMPLATE_TITLES } from '../support/hostile-titles';
import { startTestBackend, type Client, type TestBackend } from './support/backend';

// The disclosures' Atom feed and the sitemap's stored PDFs as the build writes them
// (scripts/prerender.ts calls these with the visitor's key), against the real backend: a build
// after a document is added carries it; after it is archived, no longer. The feed is read back
// by an XML parser, as a feed reader reads it.
let t: TestBackend;
let admin: Client;
beforeAll(async () => {
  t = await startTestBackend();
  admin = await t.admin();
});
afterAll(() => t.stop());

const ATOM = 'http://www.w3.org/2005/Atom';
const { DOMParser } = new JSDOM().window;

const buildReader = (url: string) =>
  new PostgrestClient<Database>(`${url}/rest/v1`, {
    headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${LOCAL_ANON_KEY}` },
  });

/** A rebuild's feed: its entries' ids, titles and document links, in order. */
async function rebuildFeed() {
  const text = await disclosuresFeed(buildReader(t.url));
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return [...doc.getElementsByTagNameNS(ATOM, 'entry')].map((entry) => ({
    id: entry.getElementsByTagNameNS(ATOM, 'id')[0]?.textContent ?? '',
    title: entry.getElementsByTagNameNS(ATOM, 'title')[0]?.textContent ?? '',
    link:
      [...entry.getElementsByTagNameNS(ATOM, 'link')]
        .find((l) => l.getAttribute('rel') === 'alternate')
        ?.getAttribute('href') ?? '',
  }));
}

describe('the disclosures feed, rebuilt', () => {
  it('carries a document added since the last build, first, and drops it once archived', async () => {
    const title = `Outcome of the Board Meeting, feed test ${Date.now()}`;
    const before = await rebuildFeed();
    expect(before.length).toBeGreaterThan(10);
    expect(before.map((e) => e.title)).not.toContain(title);

    // An old document's date: the feed orders by when a document reached the site.
    const { data, error } = await admin
      .from('corporate_announcement')
      .insert({
        document_title: title,
        view_download: 'investor_documents/1764000000000-outcome.pdf',
        document_date: '2019-01-01',
      })
      .select('id')
      .single();
    expect(error).toBeNull();
    const after = await rebuildFeed();
    expect(after[0]).toEqual({
      id: `urn:uuid:${data?.id ?? ''}`,
      title,
      link: resolveDocumentLink('investor_documents/1764000000000-outcome.pdf'),
    });
    expect(after.slice(1)).toEqual(before.slice(0, after.length - 1));

    await archiveDocument({ client: admin, table: 'corporate_announcement', id: data?.id ?? '' });
    expect((await rebuildFeed()).map((e) => e.title)).not.toContain(title);
  });

  it('holds the latest fifty, no more', async () => {
    const rows = Array.from({ length: FEED_DOCUMENT_COUNT + 5 }, (_, i) => ({
      document_title: `Newspaper publication ${i}`,
      view_download: 'https://example.com/n.pdf',
    }));
    expect((await admin.from('newspaper_publication').insert(rows)).error).toBeNull();
    const feed = await rebuildFeed();
    expect(feed).toHaveLength(FEED_DOCUMENT_COUNT);
    expect(new Set(feed.map((e) => e.id)).size).toBe(FEED_DOCUMENT_COUNT);
  });

  it('carries titles made of template syntax as exactly their text', async () => {
    const { error } = await admin.from('policies').insert(
      TEMPLATE_TITLES.map((document_title) => ({
        document_title,
        view_download: 'https://example.com/p.pdf',
      })),
    );
    expect(error).toBeNull();
    const titles = (await rebuildFeed()).map((e) => e.title);
    for (const title of TEMPLATE_TITLES) expect(titles).toContain(title);
  });
});

describe('the sitemap’s documents', () => {
  it('lists the stored PDF of every live document once, and neither an archived one, a replaced file nor another site’s link', async () => {
    const insert = async (document_title: string, view_download: string) => {
      const { data, error } = await admin
        .from('policies')
        .insert({ document_title, view_download })
        .select('id')
        .single();
      if (error) throw error;
      return data.id;
    };
    const live = 'investor_documents/1764000000001-live-policy.pdf';
    const archived = 'investor_documents/1764000000002-archived-policy.pdf';
    const replaced = 'investor_documents/1764000000003-old-policy.pdf';
    const replacement = 'investor_documents/1764000000004-new-policy.pdf';
    await insert('Live policy', live);
    await archiveDocument({
      client: admin,
      table: 'policies',
      id: await insert('Archived policy', archived),
    });
    const edited = await insert('Replaced policy', replaced);
    const moved = await admin
      .from('policies')
      .update({ view_download: replacement })
      .eq('id', edited);
    expect(moved.error).toBeNull();
    await insert('Policy on another site', 'https://example.com/elsewhere.pdf');

    const urls = (await sitemapDocuments(buildReader(t.url))).map((d) => d.url);
    expect(urls).toEqual(expect.arrayContaining([live, replacement].map(resolveDocumentLink)));
    for (const path of [archived, replaced]) expect(urls).not.toContain(resolveDocumentLink(path));
    expect(urls.every((url) => url.includes('/storage/v1/object/public/'))).toBe(true);
    expect(new Set(urls).size).toBe(urls.length);
    // The seed's stored PDFs are there too, dated the day each was added.
    const seeded = (await sitemapDocuments(buildReader(t.url))).find((d) =>
      d.url.endsWith('sample-annual-report-2023-24.pdf'),
    );
    expect(seeded?.lastmod).toBe('2024-09-02');
  });
});
