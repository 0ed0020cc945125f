import { describe, expect, it } from 'vitest';
import { buildReplacedNoticePdf } from '@/features/desk/utils/replaced-notice-pdf';
import { hasPdfSignature } from '@/features/desk/utils/pdf-file';

const notice = {
  title: 'Annual Report 2024-25 (corrected)',
  currentUrl:
    'https://example.supabase.co/storage/v1/object/public/investor_documents/investor_documents/1795445042374-annual-report-2024-25-corrected-version-with-the-auditors-note.pdf',
  pageUrl: 'https://www.example.com/investor/annual-report',
  replacedOn: '23 Nov 2026',
};

async function text(blob: Blob) {
  return new TextDecoder('latin1').decode(await blob.arrayBuffer());
}

describe('the notice left at a replaced file', () => {
  it('is a PDF whose cross-reference table points at each object', async () => {
    const pdf = await text(buildReplacedNoticePdf(notice));
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.endsWith('%%EOF\n')).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n/.exec(pdf)?.[1]);
    expect(pdf.slice(startxref).startsWith('xref\n')).toBe(true);
    const offsets = [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets.length).toBeGreaterThanOrEqual(8);
    offsets.forEach((offset, i) =>
      expect(pdf.slice(offset)).toMatch(new RegExp(`^${i + 1} 0 obj\n`)),
    );
    const length = Number(/\/Length (\d+) >>\nstream\n/.exec(pdf)?.[1]);
    const body = pdf.slice(pdf.indexOf('stream\n') + 'stream\n'.length, pdf.indexOf('\nendstream'));
    expect(body.length).toBe(length);
  });

  it('says what happened, escapes the title, and links the current file and the page', async () => {
    const pdf = await text(buildReplacedNoticePdf(notice));
    expect(pdf).toContain('(This document has been replaced)');
    expect(pdf).toContain('(Annual Report 2024-25 \\(corrected\\))');
    expect(pdf).toContain('(It was replaced by a corrected version on 23 Nov 2026.)');
    // A long address wraps over lines, and every line of it is a link to the whole address.
    expect(pdf.split(`/URI (${notice.currentUrl})`).length - 1).toBe(2);
    expect(pdf.split(`/URI (${notice.pageUrl})`).length - 1).toBe(1);
  });

  it('leaves out a title the standard fonts cannot show, and percent-encodes an address', async () => {
    const pdf = await text(
      buildReplacedNoticePdf({
        ...notice,
        title: 'वार्षिक रिपोर्ट',
        currentUrl: 'https://example.com/रिपोर्ट.pdf',
      }),
    );
    expect([...pdf].every((c) => c.charCodeAt(0) < 0x80)).toBe(true);
    expect(pdf).toContain(`/URI (${encodeURI('https://example.com/रिपोर्ट.pdf')})`);
  });

  it('starts with the bytes that the upload check takes for a PDF', async () => {
    expect(await hasPdfSignature(buildReplacedNoticePdf(notice))).toBe(true);
  });
});
