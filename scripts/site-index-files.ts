/**
 * The files that tell search engines what the site holds: sitemap.xml (every public page, and the
 * stored PDF of every live document) and robots.txt. Both name the site by the address the build
 * baked into the bundle (scripts/build-env.ts), so a build configured by an env file lists the
 * site's own pages, not a developer's localhost.
 */
import { xmlEscape } from '../src/lib/atom';

export function sitemapXml(
  siteUrl: string,
  paths: readonly string[],
  documents: readonly { url: string; lastmod: string }[],
  today: string,
): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map(
      (path) =>
        `  <url><loc>${siteUrl}${path === '/' ? '/' : path}</loc><lastmod>${today}</lastmod></url>`,
    ),
    // The PDFs of live documents, each dated the day it was added. They are served from the
    // storage host: a search engine takes them from this sitemap only where that host is the
    // site's own or verified with it (docs/deploying.md, "The sitemap's documents").
    ...documents.map(
      ({ url, lastmod }) =>
        `  <url><loc>${xmlEscape(url)}</loc><lastmod>${lastmod}</lastmod></url>`,
    ),
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(siteUrl: string, privatePaths: readonly string[]): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...privatePaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
