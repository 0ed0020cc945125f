import { describe, expect, it } from 'vitest';
import { resolveDocumentLink } from '@/lib/resolve-document-link';
import { env } from '@/lib/env';

describe('resolveDocumentLink', () => {
  it('returns an http(s) link as it is', () => {
    expect(resolveDocumentLink('https://www.bseindia.com/x.pdf')).toBe(
      'https://www.bseindia.com/x.pdf',
    );
    expect(resolveDocumentLink('http://example.com/a b.pdf')).toBe('http://example.com/a%20b.pdf');
  });

  it('resolves a stored path to its public storage URL', () => {
    expect(resolveDocumentLink('investor_documents/1-report.pdf')).toBe(
      `${env.VITE_SUPABASE_URL}/storage/v1/object/public/investor_documents/investor_documents/1-report.pdf`,
    );
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', '//evil.example/x.pdf', 'report.pdf', ''])(
    "refuses %j with 'Invalid document link'",
    (value) => {
      expect(() => resolveDocumentLink(value)).toThrow('Invalid document link');
    },
  );
});
