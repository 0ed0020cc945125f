import { describe, expect, it } from 'vitest';
import { describeDocumentFile, formatFileSize } from '@/lib/format-file-size';

describe('formatFileSize', () => {
  it.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [1023, '1023 bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [12 * 1024 + 300, '12 KB'],
    [1.2 * 1024 * 1024, '1.2 MB'],
    [10 * 1024 * 1024, '10 MB'],
    [3 * 1024 ** 3, '3 GB'],
  ])('writes %d bytes as %s', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });
});

describe('describeDocumentFile', () => {
  it('gives an upload its type and size', () => {
    expect(describeDocumentFile('investor_documents/1-report.pdf', 1_258_291)).toBe('PDF, 1.2 MB');
  });

  it('says PDF for a link to a PDF whose size is unknown', () => {
    expect(describeDocumentFile('https://www.bseindia.com/a/B.PDF?x=1', null)).toBe('PDF');
  });

  it('says nothing about a link to a web page', () => {
    expect(describeDocumentFile('https://www.bseindia.com/', null)).toBeNull();
  });
});
