import { paths } from '@/config/paths';
import { company } from '@/content/company';
import { documentPageOf } from '@/content/investor-document-pages';
import { disclosuresFeedWords } from '@/content/disclosures-feed';
import { buildAtomFeed, type AtomEntry } from '@/lib/atom';
import type { CategorisedDocumentRow } from '@/lib/database-rows';
import { documentRegistry } from '@/lib/document-registry';
import { withoutDirectionControls } from '@/lib/direction-controls';
import { formatIndianDate } from '@/lib/format-date';
import { resolveDocumentLink } from '@/lib/resolve-document-link';
import { isStoredDocumentPath } from '@/lib/storage-path';

export type FeedOptions = {
  /** The public site's address (VITE_SITE_URL), without a trailing slash. */
  siteUrl: string;
  /** The feed's `updated` when it has no entry (the build's moment). */
  now: Date;
};

/** Where a document appears: its page, and its section when the page has several. */
export function sectionOf(row: Pick<CategorisedDocumentRow, 'category'>): {
  name: string;
  path: string;
} {
  const page = documentPageOf(row.category);
  const name =
    page.sections.length > 1
      ? `${page.title}: ${documentRegistry[row.category].label}`
      : page.title;
  return { name, path: page.path };
}

function entryOf(row: CategorisedDocumentRow, siteUrl: string): AtomEntry {
  const section = sectionOf(row);
  const pageUrl = `${siteUrl}${section.path}`;
  let document: string;
  try {
    document = resolveDocumentLink(row.view_download);
  } catch {
    // The database allows only https, http and stored paths; anything else leads to the page.
    document = pageUrl;
  }
  return {
    id: `urn:uuid:${row.id}`,
    // The database refuses direction controls in a title (migration 20261126120000); a feed
    // reader shows the title outside the site's pages, so the feed drops any that got past it.
    title: withoutDirectionControls(row.document_title),
    updated: row.created_at,
    links: [
      {
        rel: 'alternate',
        href: document,
        ...(isStoredDocumentPath(row.view_download) ? { type: 'application/pdf' } : {}),
      },
      { rel: 'related', type: 'text/html', href: pageUrl, title: section.name },
    ],
    category: { term: row.category, label: section.name },
    summary: `${section.name}, dated ${formatIndianDate(row.document_date)}.`,
  };
}

/**
 * The latest disclosures as an Atom feed (RFC 4287, src/lib/atom.ts): each document with its
 * title, its section, its date and a link to it, newest first as `rows` come. The feed's id is
 * its own address, which does not change while the site keeps its domain.
 */
export function disclosuresFeedXml(rows: CategorisedDocumentRow[], options: FeedOptions): string {
  const { siteUrl } = options;
  const newest = rows.reduce<string | null>(
    (latest, row) =>
      latest === null || Date.parse(row.created_at) > Date.parse(latest) ? row.created_at : latest,
    null,
  );
  return buildAtomFeed({
    id: `${siteUrl}${paths.investor.disclosuresFeed}`,
    title: `${company.name}: ${disclosuresFeedWords.title}`,
    subtitle: disclosuresFeedWords.subtitle,
    self: `${siteUrl}${paths.investor.disclosuresFeed}`,
    home: `${siteUrl}${paths.investor.home}`,
    author: { name: company.name, uri: `${siteUrl}/` },
    updated: newest ?? options.now.toISOString(),
    lang: 'en-IN',
    entries: rows.map((row) => entryOf(row, siteUrl)),
  });
}
