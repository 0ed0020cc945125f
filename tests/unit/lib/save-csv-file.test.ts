import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveCsvFile } from '@/lib/save-file';

afterEach(() => vi.restoreAllMocks());

describe('a CSV saved for a spreadsheet', () => {
  it('starts with the UTF-8 byte order mark, so Excel reads ₹ and Hindi as written', async () => {
    let saved: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved = blob as Blob;
      return 'blob:x';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    saveCsvFile('Amount,Name\r\n₹1.50,लाभांश\r\n', 'x.csv');
    expect(saved?.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await (saved as Blob).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(
      '\uFEFFAmount,Name\r\n₹1.50,लाभांश\r\n',
    );
  });
});
