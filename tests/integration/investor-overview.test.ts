import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getLatestDocumentDates,
  latestOf,
} from '@/features/disclosure-freshness/api/get-latest-document-dates';
import { getLatestDocuments } from '@/features/investor-home/api/get-latest-documents';
import { DOCUMENT_TABLES, type DocumentTableName } from '@/lib/document-tables';
import { startTestBackend, type Client, type TestBackend } from './support/backend';

// The landing page's and the Regulation 46 page's reads, through the real client.
let t: TestBackend;
let anon: Client;

beforeAll(async () => {
  t = await startTestBackend({ seed: false });
  anon = t.anon();
  const admin = await t.admin();
  // Twelve documents over twelve tables, one a day from 1 Nov 2024; two on the last day.
  const tables = DOCUMENT_TABLES.slice(0, 12);
  for (const [i, table] of tables.entries()) {
    const day = String(i + 1).padStart(2, '0');
    const { error } = await admin.from(table).insert({
      document_title: `Document of ${table}`,
      view_download: 'https://example.com/a.pdf',
      document_date: `2024-11-${day}`,
    });
    if (error) throw new Error(error.message);
  }
  await admin.from('policies').insert({
    document_title: 'Added later the same day',
    view_download: 'https://example.com/b.pdf',
    document_date: '2024-11-12',
  });
});
afterAll(() => t.stop());

describe('the latest disclosures', () => {
  it('are the ten newest across every table, by document date then by when added', async () => {
    const latest = await getLatestDocuments(anon);
    expect(latest).toHaveLength(10);
    expect(latest.slice(0, 3).map((r) => [r.document_title, r.category, r.document_date])).toEqual([
      ['Added later the same day', 'policies', '2024-11-12'],
      ['Document of voting_results', 'voting_results', '2024-11-12'],
      ['Document of general_meeting', 'general_meeting', '2024-11-11'],
    ]);
    expect(latest.at(-1)?.document_date).toBe('2024-11-04');
  });
});

describe('the freshness of each table', () => {
  it('comes in one request, with null for a table that has no documents', async () => {
    const dates = await getLatestDocumentDates(anon);
    expect(dates.size).toBe(DOCUMENT_TABLES.length);
    expect(dates.get('voting_results')).toBe('2024-11-12');
    expect(dates.get('annual_report')).toBeNull();
    const financial: DocumentTableName[] = ['annual_report', 'board_meeting', 'mgt_mgt7'];
    expect(latestOf(dates, financial)).toBe('2024-11-03');
    expect(latestOf(dates, ['annual_report', 'financial_report'])).toBeNull();
  });
});
