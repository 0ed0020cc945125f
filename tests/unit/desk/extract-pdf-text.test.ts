/**
 * The extraction module on real PDF bytes, made here with pdf-lib and read with pdf.js's legacy
 * build (the browser gets the same module with its worker).
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  describePdfText,
  extractPdfText,
  MAX_DOCUMENT_CHARS,
  MAX_PAGE_CHARS,
  type PdfJsModule,
} from '@/features/desk/utils/extract-pdf-text';

let pdfjs: PdfJsModule;

beforeAll(async () => {
  // pdf.js may call Promise.withResolvers, which Node 22 has; Node 20, which the project supports, lacks it.
  if (!('withResolvers' in Promise)) {
    Object.assign(Promise, {
      withResolvers<T>() {
        let resolve!: (value: T) => void;
        let reject!: (reason: unknown) => void;
        const promise = new Promise<T>((res, rej) => {
          resolve = res;
          reject = rej;
        });
        return { promise, resolve, reject };
      },
    });
  }
  pdfjs = (await import('pdfjs-dist/legacy/build/pdf.mjs')) as unknown as PdfJsModule;
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
    const locked: PdfJsModule = {
      getDocument: () => {
        const error = new Error('No password given');
        error.name = 'PasswordException';
        return { promise: Promise.reject(error), destroy: () => Promise.resolve() };
      },
    };
    const text = await extractPdfText(new Uint8Array(), { pdfjs: locked });
    expect(text).toMatchObject({ status: 'unreadable', reason: 'encrypted' });
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
});
