/**
 * Bulk upload: every file becomes its own row through the same checks as a single upload, and a
 * bad file (not a PDF, too large, or one whose upload fails) never stops or loses the others.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bulkItemsFrom,
  summarizeBulk,
  titleFromFileName,
  uploadMany,
} from '@/features/desk/api/bulk-upload';
import { uploadDocument, type UploadDocumentOptions } from '@/features/desk/api/upload-document';
import { pdfBlob, startTestBackend, type Client, type TestBackend } from './support/backend';

let t: TestBackend;
let admin: Client;

beforeAll(async () => {
  t = await startTestBackend({ seed: false });
  admin = await t.admin();
});
afterAll(() => t.stop());

const pdf = (name: string) => new File([pdfBlob(256)], name, { type: 'application/pdf' });
const renamedText = (name: string) =>
  new File(['plain text, not a PDF'], name, { type: 'application/pdf' });

const titles = async (table: 'board_meeting' | 'annual_report') =>
  ((await t.anon().from(table).select('document_title')).data ?? [])
    .map((r) => r.document_title)
    .sort();

describe('bulk upload', () => {
  it('titles each row from its file name, keeping the dates in it', () => {
    expect(titleFromFileName('Q2-results__2025.PDF')).toBe('Q2 results 2025');
    expect(titleFromFileName('Notice 25-11-2026.pdf')).toBe('Notice 25-11-2026');
  });

  it('refuses an empty file as empty, not as another type', async () => {
    const items = bulkItemsFrom([
      new File([], 'blank.pdf', { type: 'application/pdf' }),
      pdf('whistle-blower-policy.pdf'),
    ]);
    const results = await uploadMany({ client: admin, table: 'policies', items });
    expect(results.map((r) => (r.added ? 'added' : r.reason))).toEqual([
      'empty (0 bytes)',
      'added',
    ]);
    expect(summarizeBulk(results)).toBe('1 added, 1 refused: empty (0 bytes)');
  });

  it('adds every good file and reports the bad one, in order', async () => {
    const items = bulkItemsFrom([
      pdf('board-outcome-april.pdf'),
      renamedText('minutes.pdf'),
      pdf('board-outcome-may.pdf'),
    ]);
    const seen: string[] = [];
    const progress = new Map<string, number>();
    const results = await uploadMany({
      client: admin,
      table: 'board_meeting',
      items,
      documentDate: '2025-05-30',
      onProgress: (id, percent) => progress.set(id, percent),
      onResult: (r) => seen.push(r.id),
    });
    expect(results).toEqual([
      { id: items[0]?.id, added: true },
      { id: items[1]?.id, added: false, reason: 'not a PDF' },
      { id: items[2]?.id, added: true },
    ]);
    expect(seen).toEqual(items.map((i) => i.id));
    expect(progress.get(items[0]?.id ?? '')).toBe(100);
    expect(summarizeBulk(results)).toBe('2 added, 1 refused: not a PDF');
    expect(await titles('board_meeting')).toEqual(['board outcome april', 'board outcome may']);
  });

  it('keeps going when one upload fails half-way, and sending again adds no copies', async () => {
    const items = bulkItemsFrom([
      pdf('annual-2023.pdf'),
      pdf('annual-2024.pdf'),
      pdf('annual-2025.pdf'),
    ]);
    let calls = 0;
    const flaky = (options: UploadDocumentOptions) => {
      calls += 1;
      if (calls === 2) return Promise.reject(new Error('connection reset'));
      return uploadDocument(options);
    };
    const results = await uploadMany({
      client: admin,
      table: 'annual_report',
      items,
      upload: flaky,
    });
    expect(summarizeBulk(results)).toBe('2 added, 1 refused: could not be saved');
    expect(await titles('annual_report')).toEqual(['annual 2023', 'annual 2025']);

    const again = await uploadMany({ client: admin, table: 'annual_report', items });
    expect(summarizeBulk(again)).toBe('3 added');
    expect(await titles('annual_report')).toEqual(['annual 2023', 'annual 2024', 'annual 2025']);
  });
});
