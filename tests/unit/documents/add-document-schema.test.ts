import { describe, expect, it } from 'vitest';
import {
  addDocumentSchema,
  INVALID_URL,
  isHttpUrl,
} from '@/features/desk/schemas/add-document-schema';

const linkForm = (view_download: string) =>
  addDocumentSchema.safeParse({
    document_title: 'Annual Report',
    source: 'link',
    view_download,
    file: null,
    document_date: '2024-09-02',
  });

describe('the Add form refuses links that are not http(s) addresses', () => {
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    '  javascript:alert(1)',
    'javascript://example.com/%0Aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:application/pdf;base64,JVBERi0=',
    'vbscript:msgbox(1)',
    '//evil.example/report.pdf',
    '\\\\evil.example\\report.pdf',
    'https:evil.example/report.pdf',
    'http:/evil.example',
    'https://',
    'ftp://example.com/report.pdf',
    'file:///etc/passwd',
    'investor_documents/report.pdf',
  ])('refuses %s with the URL message', (link) => {
    const result = linkForm(link);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([INVALID_URL]);
  });

  it.each([
    'https://example.com/report.pdf',
    'HTTP://EXAMPLE.COM/REPORT.PDF',
    ' https://example.com/a b.pdf ',
    'https://bse.example/annual?year=2024&q=<script>',
  ])('accepts %s', (link) => {
    expect(linkForm(link).success).toBe(true);
  });

  it('says what is wrong in words a person can act on', () => {
    expect(INVALID_URL).toBe('Please enter a valid URL starting with http:// or https://');
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
  });
});
