import type { APIRequestContext } from '@playwright/test';

/**
 * The paths of the pages a sitemap lists, in its order. scripts/prerender.ts writes sitemap.xml
 * from the route table, so whatever walks these paths covers a page added later the day it is
 * added, without a list to keep by hand. The sitemap lists the stored PDFs of live documents too,
 * after the pages and on the storage host: those are not pages, so only the addresses on the
 * home page's origin (the first listed) are kept.
 */
export function sitemapPaths(xml: string): string[] {
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? ''));
  const site = urls[0]?.origin;
  return urls
    .filter((url) => url.origin === site && !url.pathname.startsWith('/storage/v1/'))
    .map((url) => url.pathname);
}

/**
 * The paths of the built site's sitemap, as its server serves it. Fewer than `atLeast` means the
 * sitemap is broken, not that the site shrank: a walk over an empty list would pass by checking
 * nothing.
 */
export async function servedSitemapPaths(
  request: APIRequestContext,
  atLeast = 25,
): Promise<string[]> {
  const response = await request.get('/sitemap.xml');
  if (!response.ok()) throw new Error(`/sitemap.xml answered ${response.status()}`);
  const found = sitemapPaths(await response.text());
  if (found.length < atLeast) {
    throw new Error(`/sitemap.xml lists ${found.length} pages, fewer than ${atLeast}`);
  }
  return found;
}
