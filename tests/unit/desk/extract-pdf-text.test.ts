import { readFileSync } from 'node:fs';
/**
 * The extraction module on real PDF bytes, made here with pdf-lib and read with pdf.js's legacy
 * build (the browser gets the same module with its worker).
 */
import { PDFDocument, PDFHexString, PDFName, PDFString, StandardFonts } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  describePdfText,
  extractPdfText,
  MAX_DOCUMENT_CHARS,
  MAX_PAGE_CHARS,
  pageText,
  type PdfJsModule,
} from '@/features/desk/utils/extract-pdf-text';
import { loadNodePdfJs } from '../../../scripts/index-documents';

let pdfjs: PdfJsModule;

beforeAll(async () => {
  pdfjs = await loadNodePdfJs();
});

/** A PDF with one page per entry, each page's lines drawn in Helvetica. */
async function pdfWith(pages: string[][]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = doc.addPage([600, 800]);
    lines.forEach((line, i) => page.drawText(line, { x: 40, y: 760 - i * 14, size: 8, font }));
  }
  return doc.save();
}

describe('extractPdfText', () => {
  it('reads each page in order and reports "page N of M" as it goes', async () => {
    const bytes = await pdfWith([['Directors report'], ['Cash flows'], ['A final dividend']]);
    const seen: string[] = [];
    const text = await extractPdfText(bytes, {
      pdfjs,
      onPage: (n, of) => seen.push(`${n}/${of}`),
    });
    expect(text).toMatchObject({ status: 'searchable', pageCount: 3, truncated: false });
    expect(text.pages).toEqual(['Directors report', 'Cash flows', 'A final dividend']);
    expect(seen).toEqual(['1/3', '2/3', '3/3']);
  });

  it('keeps markup in the text as plain text (the database escapes it)', async () => {
    const text = await extractPdfText(await pdfWith([['<b>bold</b> & more']]), { pdfjs });
    expect(text.pages).toEqual(['<b>bold</b> & more']);
  });

  it('says a PDF of blank (or scanned) pages has no text', async () => {
    const text = await extractPdfText(await pdfWith([[], []]), { pdfjs });
    expect(text).toMatchObject({ status: 'no_text', pageCount: 2 });
    expect(describePdfText(text)).toMatch(/no text .*scanned.*screen readers/);
  });

  it('says a damaged PDF cannot be read, and does not throw', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >>\n%%EOF');
    const text = await extractPdfText(bytes, { pdfjs });
    expect(text).toMatchObject({ status: 'unreadable', reason: 'corrupt', pages: [] });
    expect(describePdfText(text)).toMatch(/could not be read/);
  });

  it('names a password-protected PDF as such', async () => {
    // pdf-lib cannot encrypt: this adds the standard security handler's dictionary (RC4, 40-bit)
    // with keys that no empty user password opens, which is what a reader sees of a PDF locked
    // with a password.
    const doc = await PDFDocument.load(await pdfWith([['Confidential board minutes']]));
    const { context } = doc;
    context.trailerInfo.Encrypt = context.register(
      context.obj({
        Filter: 'Standard',
        V: 1,
        R: 2,
        O: PDFHexString.of('11'.repeat(32)),
        U: PDFHexString.of('22'.repeat(32)),
        P: -4,
      }),
    );
    const id = PDFHexString.of('ab'.repeat(16));
    context.trailerInfo.ID = context.obj([id, id]);
    const text = await extractPdfText(await doc.save({ useObjectStreams: false }), { pdfjs });
    expect(text).toMatchObject({ status: 'unreadable', reason: 'encrypted', pages: [] });
    expect(describePdfText(text)).toMatch(/password-protected/);
  });

  it('cuts very long text at the stated caps and says so, never refusing the file', async () => {
    const line = 'dividend '.repeat(10);
    const page = Array.from({ length: 52 }, () => line);
    const bytes = await pdfWith(Array.from({ length: 80 }, () => page));
    const text = await extractPdfText(bytes, { pdfjs });
    expect(text.status).toBe('searchable');
    expect(text.truncated).toBe(true);
    expect(text.pages.every((p) => p.length <= MAX_PAGE_CHARS)).toBe(true);
    expect(text.pages.join('').length).toBeLessThanOrEqual(MAX_DOCUMENT_CHARS);
    expect(describePdfText(text)).toMatch(/first 3,00,000 characters/);
  });

  it('says a PDF cut short (a broken download) could not be read, and does not throw', async () => {
    const whole = await pdfWith([['Directors report'], ['Cash flows']]);
    const text = await extractPdfText(whole.slice(0, Math.floor(whole.length / 2)), { pdfjs });
    expect(text).toMatchObject({ status: 'unreadable', reason: 'corrupt', pages: [] });
  });

  it('reads the text of a PDF with an opening JavaScript action, and never runs the script', async () => {
    const doc = await PDFDocument.load(await pdfWith([['Dividend distribution policy']]));
    doc.catalog.set(
      PDFName.of('OpenAction'),
      doc.context.obj({
        Type: 'Action',
        S: 'JavaScript',
        JS: PDFString.of('globalThis.pdfScriptRan = true; app.alert("hello");'),
      }),
    );
    const options: object[] = [];
    const recording: PdfJsModule = {
      getDocument: (source) => {
        options.push({ ...source, data: undefined });
        return pdfjs.getDocument(source);
      },
    };
    const text = await extractPdfText(await doc.save(), { pdfjs: recording });
    expect(text).toMatchObject({ status: 'searchable', pages: ['Dividend distribution policy'] });
    expect('pdfScriptRan' in globalThis).toBe(false);
    expect(options).toEqual([
      expect.objectContaining({ isEvalSupported: false, enableXfa: false }),
    ]);
  });

  it('reads the page text of a PDF with form fields', async () => {
    const doc = await PDFDocument.load(
      await pdfWith([['Form ISR-1: request for registering PAN']]),
    );
    const page = doc.getPage(0);
    const form = doc.getForm();
    const name = form.createTextField('holder.name');
    name.setText('Folio 12345');
    name.addToPage(page, { x: 40, y: 600 });
    form.createCheckBox('holder.consent').addToPage(page, { x: 40, y: 560 });
    const text = await extractPdfText(await doc.save(), { pdfjs });
    expect(text).toMatchObject({ status: 'searchable', pageCount: 1 });
    expect(text.pages[0]).toContain('Form ISR-1: request for registering PAN');
  });

  it('gives a PDF without pages a clean answer: no text, nothing to store', async () => {
    const text = await extractPdfText(await (await PDFDocument.create()).save(), { pdfjs });
    expect(text.status).toBe('no_text');
    expect(text.pages.every((p) => p === '')).toBe(true);
    expect(describePdfText(text)).toMatch(/no text/);
  });

  it('keeps <script> in the text as plain text, for the database to escape', async () => {
    const text = await extractPdfText(await pdfWith([['Notice <script>alert(1)</script>']]), {
      pdfjs,
    });
    expect(text.pages).toEqual(['Notice <script>alert(1)</script>']);
  });
});

describe('pageText', () => {
  it('turns control characters into spaces and keeps line ends', () => {
    const items = [
      { str: 'Final\u0000 dividend\u0007', hasEOL: true },
      { str: '\u001b[31mRs 2\u007f a share\r', hasEOL: false },
      { width: 3 },
    ];
    expect(pageText(items)).toBe('Final dividend\n[31mRs 2 a share');
  });
});

describe('pageText and ligatures', () => {
  it('writes a ligature as its letters', () => {
    expect(pageText([{ str: 'Compliance O\uFB03cer', hasEOL: false }])).toBe('Compliance Officer');
  });

  it('makes a word whole that a ligature split into items, as Chromium’s PDFs give it', () => {
    // What pdf.js read from a page Chromium printed (below): a space between words is an item.
    const items = ['The Compliance O', 'ff', 'icer and the', ' ', 'fi', 'nal dividend'].map(
      (str) => ({ str, hasEOL: false }),
    );
    expect(pageText(items)).toBe('The Compliance Officer and the final dividend');
  });

  it('reads a PDF printed from Chromium with its ligatures as the words they are', async () => {
    const bytes = new Uint8Array(readFileSync('tests/fixtures/pdf/chromium-ligatures.pdf'));
    const text = await extractPdfText(bytes, { pdfjs });
    expect(text.pages[0]).toBe(
      'The Compliance Officer and the final dividend, affixed offline.\nOfficer final',
    );
  });

  it('keeps a line end, and a piece standing alone', () => {
    expect(
      pageText([
        { str: 'O', hasEOL: false },
        { str: 'ffi', hasEOL: true },
        { str: 'cer', hasEOL: false },
      ]),
    ).toBe('Offi\ncer');
    expect(
      pageText([
        { str: 'st', hasEOL: false },
        { str: '2', hasEOL: false },
      ]),
    ).toBe('st 2');
  });
});
