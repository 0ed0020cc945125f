import { describe, expect, it } from 'vitest';
import { disclosuresFeedXml, sectionOf } from '@/features/feeds/disclosures-feed';
import type { CategorisedDocumentRow } from '@/lib/database-rows';
import { env } from '@/lib/env';
import { DIRECTION_CONTROL_TITLES, TEMPLATE_TITLES } from '../../support/hostile-titles';

const ATOM = 'http://www.w3.org/2005/Atom';
const siteUrl = 'https://healthforall.example';
const now = new Date('2026-11-25T12:00:00Z');

const row = (changes: Partial<CategorisedDocumentRow> = {}): CategorisedDocumentRow => ({
  id: '6f1c2a4e-8d0b-4c55-9a7e-1b2c3d4e5f60',
  document_title: 'Annual Report 2025-26',
  view_download: 'investor_documents/1764000000000-annual-report.pdf',
  created_at: '2026-11-20T09:15:00.000001+00:00',
  document_date: '2026-09-02',
  file_size_bytes: 2048,
  category: 'annual_report',
  ...changes,
});

function entries(text: string) {
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return {
    doc,
    list: [...doc.getElementsByTagNameNS(ATOM, 'entry')].map((entry) => {
      const child = (name: string) => entry.getElementsByTagNameNS(ATOM, name)[0];
      const link = (rel: string) =>
        [...entry.getElementsByTagNameNS(ATOM, 'link')].find((l) => l.getAttribute('rel') === rel);
      return {
        id: child('id')?.textContent,
        title: child('title')?.textContent,
        updated: child('updated')?.textContent,
        document: link('alternate')?.getAttribute('href'),
        documentType: link('alternate')?.getAttribute('type'),
        page: link('related')?.getAttribute('href'),
        section: child('category')?.getAttribute('label'),
        summary: child('summary')?.textContent,
      };
    }),
  };
}

describe('the disclosures feed', () => {
  it('gives each document its title, its section, its date and a link to the file and its page', () => {
    const { list } = entries(disclosuresFeedXml([row()], { siteUrl, now }));
    expect(list).toEqual([
      {
        id: 'urn:uuid:6f1c2a4e-8d0b-4c55-9a7e-1b2c3d4e5f60',
        title: 'Annual Report 2025-26',
        updated: '2026-11-20T09:15:00Z',
        document: `${env.VITE_SUPABASE_URL}/storage/v1/object/public/investor_documents/investor_documents/1764000000000-annual-report.pdf`,
        documentType: 'application/pdf',
        page: `${siteUrl}/investor/financial-reports`,
        section: 'Financial Reports: Annual Reports',
        summary: 'Financial Reports: Annual Reports, dated 2 Sep 2026.',
      },
    ]);
  });

  it('links a document kept on another site there, and names a one-table page by its title', () => {
    const { list } = entries(
      disclosuresFeedXml(
        [
          row({
            category: 'shareholding_pattern',
            view_download: 'https://www.bseindia.com/x?a=1&b=2',
          }),
        ],
        { siteUrl, now },
      ),
    );
    expect(list[0]).toMatchObject({
      document: 'https://www.bseindia.com/x?a=1&b=2',
      documentType: null,
      section: 'Shareholding Pattern',
      page: `${siteUrl}/investor/shareholding-pattern`,
    });
  });

  it('is as new as its newest document, or the build when it has none', () => {
    const newest = entries(
      disclosuresFeedXml(
        [
          row({ created_at: '2026-11-01T00:00:00+00:00' }),
          row({ id: 'b', created_at: '2026-11-21T00:00:00+00:00' }),
        ],
        { siteUrl, now },
      ),
    ).doc.documentElement;
    const own = (doc: Element) =>
      [...doc.children].find((c) => c.localName === 'updated')?.textContent;
    expect(own(newest)).toBe('2026-11-21T00:00:00Z');
    const empty = entries(disclosuresFeedXml([], { siteUrl, now })).doc.documentElement;
    expect(own(empty)).toBe('2026-11-25T12:00:00Z');
  });

  it('carries hostile titles as exactly their text, and no direction control', () => {
    const hostile = [...TEMPLATE_TITLES, ...DIRECTION_CONTROL_TITLES].map((document_title, i) =>
      row({ id: `id-${i}`, document_title }),
    );
    const text = disclosuresFeedXml(hostile, { siteUrl, now });
    expect(text).not.toContain('</script>');
    expect(text).not.toContain('<!--');
    expect(entries(text).list.map((e) => e.title)).toEqual([
      ...TEMPLATE_TITLES,
      'Annual report fdp.exe',
      'Notice isolated text',
      'Embedded right to left',
    ]);
  });

  it('names the section of every table on its page', () => {
    expect(sectionOf({ category: 'iepf_transfer_notices' })).toEqual({
      name: 'Unclaimed Dividends and IEPF: Notices of Shares Due for Transfer to IEPF',
      path: '/investor/unclaimed-dividends',
    });
  });
});
