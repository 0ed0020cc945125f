import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDocument } from '@/features/desk/api/add-document';
import { getDocuments } from '@/features/documents/api/get-documents';
import { indiaToday } from '@/lib/format-date';
import {
  financialYearsOf,
  isInFinancialYear,
  parseFinancialYear,
  type FinancialYear,
} from '@/lib/financial-year';
import { pdfBlob, startTestBackend, type Client, type TestBackend } from './support/backend';

// The site's own api functions, through the real supabase-js, against the embedded backend.
let t: TestBackend;
let admin: Client;

beforeAll(async () => {
  t = await startTestBackend({ seed: false });
  admin = await t.admin();
});
afterAll(() => t.stop());

const link = (url = 'https://example.com/a.pdf') => ({ kind: 'link' as const, url });

describe('adding a document', () => {
  it('records an upload’s size in bytes and the date chosen', async () => {
    const file = new File([pdfBlob(123_457)], 'Annual Report.pdf', { type: 'application/pdf' });
    const row = await addDocument({
      client: admin,
      table: 'annual_report',
      title: 'Annual Report 2023-24',
      documentDate: '2024-09-02',
      source: { kind: 'file', file },
    });
    expect(row).toMatchObject({ file_size_bytes: 123_457, document_date: '2024-09-02' });
  });

  it('leaves a link’s size empty and dates it today in India when no date is chosen', async () => {
    const row = await addDocument({
      client: admin,
      table: 'policies',
      title: 'Code of Conduct',
      source: link(),
    });
    expect(row).toMatchObject({ file_size_bytes: null, document_date: indiaToday() });
  });
});

describe('reading a table', () => {
  it('lists by the document’s date, newest first, then by when it was added', async () => {
    const add = (title: string, documentDate: string) =>
      addDocument({ client: admin, table: 'board_meeting', title, documentDate, source: link() });
    await add('Old, added last', '2023-01-10');
    await add('New, added first', '2024-06-01');
    await add('New, added second', '2024-06-01');
    await add('Middle', '2024-01-01');
    await t.backend.db.exec(
      "update public.board_meeting set created_at = now() - interval '1 hour' where document_title = 'New, added first'",
    );
    const rows = await getDocuments('board_meeting', t.anon());
    expect(rows.map((r) => r.document_title)).toEqual([
      'New, added second',
      'New, added first',
      'Middle',
      'Old, added last',
    ]);
  });
});

describe('financial years over real rows', () => {
  const dates = ['2024-03-31', '2024-04-01', '2025-03-31', '2025-04-01'];

  beforeAll(async () => {
    for (const date of dates) {
      await addDocument({
        client: admin,
        table: 'shareholding_pattern',
        title: `Dated ${date}`,
        documentDate: date,
        source: link(),
      });
    }
  });

  async function titlesIn(year: FinancialYear | null) {
    const rows = await getDocuments('shareholding_pattern', t.anon());
    return rows
      .filter((r) => (year ? isInFinancialYear(r.document_date, year) : true))
      .map((r) => r.document_title);
  }

  it('puts 1 April and the next 31 March in one year, and 31 March in the year before', async () => {
    expect(await titlesIn(parseFinancialYear('2024-25'))).toEqual([
      'Dated 2025-03-31',
      'Dated 2024-04-01',
    ]);
    expect(await titlesIn(parseFinancialYear('2023-24'))).toEqual(['Dated 2024-03-31']);
    expect(await titlesIn(parseFinancialYear('2025-26'))).toEqual(['Dated 2025-04-01']);
  });

  it('offers exactly the years that have documents, newest first', async () => {
    const rows = await getDocuments('shareholding_pattern', t.anon());
    expect(financialYearsOf(rows.map((r) => r.document_date)).map((y) => y.label)).toEqual([
      'FY 2025-26',
      'FY 2024-25',
      'FY 2023-24',
    ]);
  });
});
