import { describe, expect, it } from 'vitest';
import { buildUploadPath, isStoredDocumentPath, safeFileName } from '@/lib/storage-path';

describe('safeFileName', () => {
  it.each([
    ['Annual Report 2024.pdf', 'Annual-Report-2024.pdf'],
    ['../../etc/passwd.pdf', 'passwd.pdf'],
    ['C:\\Users\\me\\Résumé final.PDF', 'Resume-final.pdf'],
    ['<script>.pdf', 'script.pdf'],
    ['...pdf', 'document.pdf'],
    ['notes', 'notes.pdf'],
  ])('turns %s into %s', (input, expected) => {
    expect(safeFileName(input)).toBe(expected);
  });

  it('keeps names to at most 100 characters', () => {
    expect(safeFileName(`${'a'.repeat(300)}.pdf`)).toHaveLength(100);
  });
});

describe('buildUploadPath', () => {
  it('puts the file under investor_documents/ with a timestamp', () => {
    expect(buildUploadPath('Board Meeting.pdf', 1_700_000_000_000)).toBe(
      'investor_documents/1700000000000-Board-Meeting.pdf',
    );
  });
});

describe('isStoredDocumentPath', () => {
  it('accepts a key under investor_documents/ and refuses anything else', () => {
    expect(isStoredDocumentPath('investor_documents/1-a.pdf')).toBe(true);
    expect(isStoredDocumentPath('investor_documents/../secret.pdf')).toBe(false);
    expect(isStoredDocumentPath('other/1-a.pdf')).toBe(false);
  });
});
