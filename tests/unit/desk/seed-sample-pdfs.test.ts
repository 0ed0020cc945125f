/**
 * The local seed's sample PDFs (supabase/local/sample-pdf.ts, drawn with pdf-lib): several pages
 * of text each, and the page text the seed stores for search is what the administrator's
 * extraction code reads back from the bytes.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { extractPdfText, type PdfJsModule } from '@/features/desk/utils/extract-pdf-text';
import { loadNodePdfJs } from '../../../scripts/index-documents';
import { drawSamplePdf, writeSamplePdf } from '../../../supabase/local/sample-pdf';
import { samplePages } from '../../../supabase/local/sample-text';

let pdfjs: PdfJsModule;
beforeAll(async () => {
  pdfjs = await loadNodePdfJs();
});

describe('the seed sample PDFs', () => {
  it('give the annual report pages on dividend, related party transactions and the auditors', async () => {
    const title = 'Annual Report 2023-24';
    const pdf = await writeSamplePdf(
      title,
      samplePages('investor_documents/sample-annual-report-2023-24.pdf'),
    );
    expect(pdf.pages.length).toBeGreaterThanOrEqual(4);
    const pageOf = (word: RegExp) =>
      pdf.pages.findIndex((p) => word.test(p.replace(/\n/g, ' '))) + 1;
    expect(pageOf(/final dividend/)).toBe(2);
    expect(pageOf(/related party transactions/i)).toBe(3);
    expect(pageOf(/Statutory auditors/)).toBe(4);
  });

  it.each([
    ['sample-annual-report-2023-24.pdf', 'Annual Report 2023-24'],
    ['sample-rpt-policy.pdf', 'Policy on Related Party Transactions'],
    ['sample-kyc-circular.pdf', 'Circular on mandatory furnishing of PAN, KYC and nomination'],
  ])('stores for %s the text pdf.js reads from its bytes', async (name, title) => {
    const pdf = await writeSamplePdf(title, samplePages(name));
    const read = await extractPdfText(pdf.bytes, { pdfjs });
    expect(read).toMatchObject({ status: 'searchable', pageCount: pdf.pages.length });
    const words = (text: string) => text.split(/\s+/).filter(Boolean);
    expect(read.pages.map(words)).toEqual(pdf.pages.map(words));
  });

  it('writes the same bytes for the same text (the seed is repeatable)', async () => {
    const pages = samplePages('x.pdf');
    const [a, b] = await Promise.all([
      drawSamplePdf('Form ISR-1', pages),
      drawSamplePdf('Form ISR-1', pages),
    ]);
    expect(Buffer.from(a.bytes).equals(Buffer.from(b.bytes))).toBe(true);
  });
});
