import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, validatePdfFile } from '@/features/desk/utils/pdf-file';

const pdf = (name = 'report.pdf', body: BlobPart = '%PDF-1.7\n') =>
  new File([body], name, { type: 'application/pdf' });

describe('validatePdfFile', () => {
  it('accepts a real PDF', async () => {
    expect(await validatePdfFile(pdf())).toBeNull();
  });

  it('refuses a file whose type is not PDF', async () => {
    const file = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    expect(await validatePdfFile(file)).toBe('Only PDF files are allowed');
  });

  it('refuses a file named .pdf that does not start with %PDF-', async () => {
    expect(await validatePdfFile(pdf('fake.pdf', 'MZ\x90\x00'))).toBe('Only PDF files are allowed');
  });

  it('refuses a PDF over 10 MB', async () => {
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    big.set(new TextEncoder().encode('%PDF-1.7'));
    expect(await validatePdfFile(pdf('big.pdf', big))).toBe('File size should be less than 10MB');
  });

  it('accepts a PDF of exactly 10 MB', async () => {
    const limit = new Uint8Array(MAX_UPLOAD_BYTES);
    limit.set(new TextEncoder().encode('%PDF-1.7'));
    expect(await validatePdfFile(pdf('limit.pdf', limit))).toBeNull();
  });
});
