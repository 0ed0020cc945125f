/**
 * `npm run index-documents` against the embedded backend: PDFs uploaded before search read the
 * text are read with the service key and the same extraction code, once.
 */
import { readFileSync } from 'node:fs';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENTS_BUCKET } from '@/lib/document-tables';
import { indexWithClient } from '../../scripts/index-documents';
import { startTestBackend, type Client, type TestBackend } from './support/backend';

let t: TestBackend;
let admin: Client;

async function pdfWith(pages: string[]): Promise<Blob> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const text of pages) {
    const page = doc.addPage();
    if (text) page.drawText(text, { x: 40, y: 700, size: 12, font });
  }
  const bytes = await doc.save();
  return new Blob([bytes.slice().buffer], { type: 'application/pdf' });
}

async function addStored(title: string, name: string, pdf: Blob): Promise<string> {
  const path = `${DOCUMENTS_BUCKET}/${name}`;
  const upload = await admin.storage.from(DOCUMENTS_BUCKET).upload(path, pdf, {
    contentType: 'application/pdf',
  });
  if (upload.error) throw new Error(upload.error.message);
  const { data, error } = await admin
    .from('annual_report')
    .insert({ document_title: title, view_download: path })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return data.id;
}

let reportId = '';

beforeAll(async () => {
  t = await startTestBackend({ seed: false });
  admin = await t.admin();
  reportId = await addStored(
    'Annual Report 2019-20',
    '1-report.pdf',
    await pdfWith(['Directors report', 'Cash flows', 'Auditor resigned in March']),
  );
  await addStored('Scanned notice', '2-scan.pdf', await pdfWith(['', '']));
  await admin
    .from('annual_report')
    .insert({ document_title: 'Elsewhere', view_download: 'https://example.com/x.pdf' });
});
afterAll(() => t.stop());

describe('npm run index-documents', () => {
  it('reads every stored PDF not yet indexed, and says what it found', async () => {
    const lines: string[] = [];
    const { total, counts } = await indexWithClient(t.service(), (line) => lines.push(line));
    expect(total).toBe(2);
    expect(counts).toEqual({ searchable: 1, noText: 1, unreadable: 0, failed: 0 });
    expect(lines.at(-1)).toMatch(/2 read: 1 searchable, 1 without text/);
  });

  it('makes the text searchable at its page', async () => {
    const { data } = await t.anon().rpc('search_documents', { search_query: 'auditor resigned' });
    expect(data?.map((r) => [r.id, r.best_page])).toEqual([[reportId, 3]]);
  });

  it('skips what it has read when run again', async () => {
    const { total } = await indexWithClient(t.service(), () => {});
    expect(total).toBe(0);
  });

  it('reads every stored PDF afresh with --again, so a word stored in pieces becomes findable', async () => {
    // As an older reader stored a Chromium PDF's text: the ligature's letters apart.
    const id = await addStored(
      'Officers 2024',
      '3-officers.pdf',
      new Blob([new Uint8Array(readFileSync('tests/fixtures/pdf/chromium-ligatures.pdf'))], {
        type: 'application/pdf',
      }),
    );
    await indexWithClient(t.service(), () => {});
    await t.backend.db.query(
      `update private.document_pages set body = replace(body, 'Officer', 'O ffi cer')
        where id = $1`,
      [id],
    );
    const find = async () =>
      (await t.anon().rpc('search_documents', { search_query: 'compliance officer' })).data?.map(
        (r) => r.id,
      ) ?? [];
    expect(await find()).not.toContain(id);
    const { total } = await indexWithClient(t.service(), () => {}, true);
    expect(total).toBe(3);
    expect(await find()).toContain(id);
  });
});
