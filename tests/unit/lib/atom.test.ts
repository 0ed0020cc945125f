import { describe, expect, it } from 'vitest';
import { atomDate, buildAtomFeed, xmlCharacters, xmlEscape, type AtomFeed } from '@/lib/atom';
import { TEMPLATE_TITLES } from '../../support/hostile-titles';

const ATOM = 'http://www.w3.org/2005/Atom';

const feed = (changes: Partial<AtomFeed> = {}): AtomFeed => ({
  id: 'https://healthforall.example/investor/disclosures.atom',
  title: 'Health For All: investor disclosures',
  self: 'https://healthforall.example/investor/disclosures.atom',
  home: 'https://healthforall.example/investor',
  author: { name: 'Health For All Ltd' },
  updated: '2026-11-25T10:00:00.123456+00:00',
  lang: 'en-IN',
  entries: [
    {
      id: 'urn:uuid:6f1c2a4e-8d0b-4c55-9a7e-1b2c3d4e5f60',
      title: 'Annual Report 2025-26',
      updated: '2026-11-25T10:00:00.123456+00:00',
      links: [
        { rel: 'alternate', type: 'application/pdf', href: 'https://x.example/a.pdf?b=1&c=2' },
      ],
      category: { term: 'annual_report', label: 'Financial Reports: Annual Reports' },
      summary: 'Financial Reports: Annual Reports, dated 2 Sep 2026.',
    },
  ],
  ...changes,
});

/** The feed as an XML parser reads it (jsdom's DOMParser, as a browser's); null if ill-formed. */
function parse(text: string): Document | null {
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  return doc.getElementsByTagName('parsererror').length > 0 ? null : doc;
}

const children = (parent: Element, name: string) =>
  [...parent.children].filter((c) => c.namespaceURI === ATOM && c.localName === name);

describe('buildAtomFeed', () => {
  it('writes a well-formed Atom document with what RFC 4287 4.1.1 and 4.1.2 require', () => {
    const doc = parse(buildAtomFeed(feed()));
    const root = doc?.documentElement;
    expect(root?.namespaceURI).toBe(ATOM);
    expect(root?.localName).toBe('feed');
    if (!root) return;
    for (const name of ['id', 'title', 'updated', 'author']) {
      expect(children(root, name), name).toHaveLength(1);
    }
    expect(children(root, 'author')[0]?.textContent?.trim()).toBe('Health For All Ltd');
    const self = children(root, 'link').find((l) => l.getAttribute('rel') === 'self');
    expect(self?.getAttribute('type')).toBe('application/atom+xml');
    expect(self?.getAttribute('href')).toBe(
      'https://healthforall.example/investor/disclosures.atom',
    );
    const [entry] = children(root, 'entry');
    if (!entry) throw new Error('no entry');
    for (const name of ['id', 'title', 'updated'])
      expect(children(entry, name), name).toHaveLength(1);
    const alternate = children(entry, 'link').find((l) => l.getAttribute('rel') === 'alternate');
    // The attribute's &amp; is read back as the & of the address.
    expect(alternate?.getAttribute('href')).toBe('https://x.example/a.pdf?b=1&c=2');
    expect(children(entry, 'category')[0]?.getAttribute('label')).toBe(
      'Financial Reports: Annual Reports',
    );
  });

  it('writes dates as RFC 3339 in UTC, without fractions of a second', () => {
    const doc = parse(buildAtomFeed(feed()));
    const updated = doc?.getElementsByTagNameNS(ATOM, 'updated');
    expect([...(updated ?? [])].map((u) => u.textContent)).toEqual([
      '2026-11-25T10:00:00Z',
      '2026-11-25T10:00:00Z',
    ]);
    expect(atomDate('2026-11-25T15:30:00+05:30')).toBe('2026-11-25T10:00:00Z');
    expect(() => atomDate('not a date')).toThrow();
  });

  it('carries every hostile title as exactly its text', () => {
    const entries = TEMPLATE_TITLES.map((title, i) => ({
      id: `urn:uuid:00000000-0000-4000-8000-00000000000${i}`,
      title,
      updated: '2026-11-25T10:00:00Z',
      links: [{ rel: 'alternate', href: 'https://x.example/a.pdf' }],
    }));
    const text = buildAtomFeed(feed({ entries }));
    const doc = parse(text);
    const titles = [...(doc?.getElementsByTagNameNS(ATOM, 'entry') ?? [])].map(
      (e) => children(e, 'title')[0]?.textContent,
    );
    expect(titles).toEqual([...TEMPLATE_TITLES]);
    // Nothing became markup: one feed, one <title> per entry plus the feed's.
    expect(text.split('<feed').length - 1).toBe(1);
    expect(text).not.toContain('</script>');
    expect(text).not.toContain(']]>');
  });

  it('drops what XML 1.0 cannot carry, so a pasted control character cannot break the feed', () => {
    const title = 'Notice\u0000 with\u0007 bell\u000B and\uFFFF and a lone \uD800 surrogate';
    const doc = parse(
      buildAtomFeed(
        feed({
          entries: [
            {
              id: 'urn:uuid:x',
              title,
              updated: '2026-11-25T10:00:00Z',
              links: [{ href: 'https://x' }],
            },
          ],
        }),
      ),
    );
    expect(doc).not.toBeNull();
    expect(
      doc?.getElementsByTagNameNS(ATOM, 'entry')[0]?.firstElementChild?.nextElementSibling
        ?.textContent,
    ).toBe('Notice with bell and and a lone  surrogate');
    // Tabs, line breaks, emoji (a surrogate pair) and Hindi stay.
    expect(xmlCharacters('a\tb\nc\r😀 हिंदी')).toBe('a\tb\nc\r😀 हिंदी');
  });

  it('escapes the five characters XML gives meaning to', () => {
    expect(xmlEscape(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;',
    );
  });

  it('is a feed still without any entry', () => {
    const doc = parse(buildAtomFeed(feed({ entries: [] })));
    expect(doc?.getElementsByTagNameNS(ATOM, 'entry')).toHaveLength(0);
    expect(doc?.getElementsByTagNameNS(ATOM, 'updated')).toHaveLength(1);
  });
});
