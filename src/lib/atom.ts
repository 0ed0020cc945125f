/**
 * An Atom feed document (RFC 4287, "The Atom Syndication Format"), written as text. What the RFC
 * requires, and where each is met below:
 *   4.1.1  atom:feed holds exactly one atom:id, atom:title and atom:updated, and at least one
 *          atom:author unless every entry has one (the feed names the company once); it SHOULD
 *          have one link rel="self" (the feed's own address);
 *   4.1.2  atom:entry holds exactly one atom:id, atom:title and atom:updated, and, having no
 *          atom:content, at least one link rel="alternate" (the document itself);
 *   4.2.6  an id is a permanent, universally unique IRI: entries use urn:uuid: with the row's
 *          uuid (RFC 4122 section 3), which never changes while the row exists;
 *   4.2.15 and 3.3  updated is an RFC 3339 date-time with its offset ("Z");
 *   4.2.2  a category has a term (the table) and a human-readable label (the section);
 *   3.1    text constructs are plain text here (type="text"), escaped as XML;
 *   7      the media type is application/atom+xml.
 * Every value is escaped (& < > " '), and characters XML 1.0 cannot carry at all (the C0
 * controls but tab, line feed and carriage return; U+FFFE, U+FFFF; unpaired surrogates; XML 1.0
 * section 2.2, "Char") are dropped, so no title can end an element early or make the document
 * ill-formed. Pure: no I/O, so the build, the dev server and the tests write the same bytes.
 */

export const ATOM_MEDIA_TYPE = 'application/atom+xml';
const ATOM_NS = 'http://www.w3.org/2005/Atom';

export type AtomLink = { href: string; rel?: string; type?: string; title?: string };

export type AtomEntry = {
  id: string;
  title: string;
  /** An instant, ISO 8601 (as the database gives timestamps); written as RFC 3339 UTC. */
  updated: string;
  links: AtomLink[];
  summary?: string;
  category?: { term: string; label: string };
};

export type AtomFeed = {
  id: string;
  title: string;
  subtitle?: string;
  /** The feed's own address (rel="self"). */
  self: string;
  /** The web page the feed follows (rel="alternate"). */
  home: string;
  author: { name: string; uri?: string };
  /** When the feed was last changed; the newest entry's `updated` when there are entries. */
  updated: string;
  lang?: string;
  entries: AtomEntry[];
};

/** Drops what XML 1.0 has no character for (see above); keeps everything else as it is. */
export function xmlCharacters(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- control characters are what this drops
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
  );
}

/** Text safe in XML content and in a quoted attribute value. */
export function xmlEscape(text: string): string {
  return xmlCharacters(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** RFC 3339, in UTC: "2026-11-25T08:30:00Z" (milliseconds dropped: Atom needs none). */
export function atomDate(instant: string | Date): string {
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime()))
    throw new Error(`Not a date for an Atom feed: ${String(instant)}`);
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function link({ href, rel, type, title }: AtomLink): string {
  const attributes = [
    rel ? ` rel="${xmlEscape(rel)}"` : '',
    type ? ` type="${xmlEscape(type)}"` : '',
    ` href="${xmlEscape(href)}"`,
    title ? ` title="${xmlEscape(title)}"` : '',
  ];
  return `<link${attributes.join('')}/>`;
}

function entry(item: AtomEntry): string {
  return [
    '  <entry>',
    `    <id>${xmlEscape(item.id)}</id>`,
    `    <title type="text">${xmlEscape(item.title)}</title>`,
    `    <updated>${atomDate(item.updated)}</updated>`,
    ...item.links.map((l) => `    ${link(l)}`),
    item.category
      ? `    <category term="${xmlEscape(item.category.term)}" label="${xmlEscape(item.category.label)}"/>`
      : '',
    item.summary ? `    <summary type="text">${xmlEscape(item.summary)}</summary>` : '',
    '  </entry>',
  ]
    .filter(Boolean)
    .join('\n');
}

/** The whole document, UTF-8 (XML's default; declared), entries in the order given. */
export function buildAtomFeed(feed: AtomFeed): string {
  const author = [
    '  <author>',
    `    <name>${xmlEscape(feed.author.name)}</name>`,
    feed.author.uri ? `    <uri>${xmlEscape(feed.author.uri)}</uri>` : '',
    '  </author>',
  ].filter(Boolean);
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="${ATOM_NS}"${feed.lang ? ` xml:lang="${xmlEscape(feed.lang)}"` : ''}>`,
    `  <id>${xmlEscape(feed.id)}</id>`,
    `  <title type="text">${xmlEscape(feed.title)}</title>`,
    feed.subtitle ? `  <subtitle type="text">${xmlEscape(feed.subtitle)}</subtitle>` : '',
    `  <updated>${atomDate(feed.updated)}</updated>`,
    `  ${link({ rel: 'self', type: ATOM_MEDIA_TYPE, href: feed.self })}`,
    `  ${link({ rel: 'alternate', type: 'text/html', href: feed.home })}`,
    ...author,
    ...feed.entries.map(entry),
    '</feed>\n',
  ]
    .filter((line) => line !== '')
    .join('\n');
}
