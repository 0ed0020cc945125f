/**
 * `npm start`'s seed shows search inside the documents at once: its sample PDFs have
 * several pages of text, stored for search as the administrator's upload would store it.
 */
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from './support/backend';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(() => t.stop());

async function search(query: string) {
  const { data, error } = await t.anon().rpc('search_documents', { search_query: query });
  expect(error).toBeNull();
  return (data ?? []).map((r) => [r.document_title, r.best_page]);
}

describe('the seed', () => {
  it('finds the annual report by words of its pages, at the right page', async () => {
    expect(await search('final dividend')).toContainEqual(['Annual Report 2023-24', 2]);
    expect(await search('materially significant')).toEqual([['Annual Report 2023-24', 3]]);
    expect(await search('qualification reservation adverse remark')).toEqual([
      ['Annual Report 2023-24', 4],
    ]);
  });

  it('ranks the related party policy (its title) above the annual report (its text)', async () => {
    const found = await search('related party');
    expect(found[0]?.[0]).toBe('Policy on Related Party Transactions');
    expect(found).toContainEqual(['Annual Report 2023-24', 3]);
  });

  it('has a Hindi newspaper notice, found by a Hindi word of its title, a prefix and a typo', async () => {
    const hindi = 'अलेखापरीक्षित वित्तीय परिणामों का सार, सितंबर 2024 तिमाही (हिंदी समाचार पत्र)';
    for (const query of ['परिणामों', 'अलेखापरी', 'समाचर']) {
      expect(
        (await search(query)).map((r) => r[0]),
        query,
      ).toContain(hindi);
    }
    expect(await search('Dainik Indore edition')).toEqual([[hindi, 1]]);
  });

  it('stores PDFs of several pages, and counts every sample document as searchable', async () => {
    const { rows } = await t.backend.db.query<{ status: string; pages: number; n: number }>(
      `select status, min(page_count)::int as pages, count(*)::int as n
         from private.document_text_status group by status`,
    );
    expect(rows).toEqual([{ status: 'searchable', pages: 2, n: expect.any(Number) as number }]);
    const file = await fetch(
      `${t.url}/storage/v1/object/public/investor_documents/investor_documents/sample-annual-report-2023-24.pdf`,
    );
    expect(file.status).toBe(200);
    const pdf = await PDFDocument.load(await file.arrayBuffer());
    expect(pdf.getPageCount()).toBe(5);
  });
});

describe('the seed’s sample figures', () => {
  it('agree with each other: every shareholding quarter totals the shares the sample results’ paid-up capital states', async () => {
    const anon = t.anon();
    const results = await anon.from('financial_results').select('paid_up_capital, face_value');
    const quarters = await anon.from('shareholding_quarters').select('quarter_end, total_shares');
    const shares = new Set(
      (results.data ?? []).map((r) => Number(r.paid_up_capital) / Number(r.face_value)),
    );
    expect([...shares]).toEqual([12_440_000]);
    expect(quarters.data?.length).toBeGreaterThan(0);
    for (const q of quarters.data ?? []) expect(q.total_shares, q.quarter_end).toBe(12_440_000);
  });

  it('tie each sample statement of one dividend’s unpaid amounts to that dividend', async () => {
    const { data } = await t
      .anon()
      .from('dividends')
      .select('financial_year, kind, unpaid_statement_link')
      .not('unpaid_statement_link', 'is', null)
      .order('financial_year');
    expect(data).toEqual(
      ['2018-19', '2022-23', '2023-24'].map((year) => ({
        financial_year: year,
        kind: 'final',
        unpaid_statement_link: `investor_documents/sample-unpaid-dividend-${year}.pdf`,
      })),
    );
  });
});
