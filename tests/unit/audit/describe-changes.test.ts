import { describe, expect, it } from 'vitest';
import { auditLogToCsv } from '@/features/audit/utils/audit-csv';
import { describeChanges } from '@/features/audit/utils/describe-changes';
import type { AuditLogRow } from '@/lib/database-rows';

const entry = (over: Partial<AuditLogRow>): AuditLogRow => ({
  id: 1,
  occurred_at: '2026-11-26T10:00:00Z',
  actor_id: null,
  actor_email: 'admin@example.com',
  actor_role: 'authenticated',
  action: 'update',
  table_name: 'policies',
  row_id: 'a',
  title_before: 'Dividend policy',
  title_after: 'Dividend policy',
  link_before: null,
  link_after: null,
  detail: null,
  changes: null,
  ...over,
});

describe('what else an edit changed, in the Recent activity list', () => {
  it('lists each column that changed, in words, with its dates as Indian pages write them', () => {
    const lines = describeChanges(
      entry({
        changes: {
          document_date: { before: '2024-03-31', after: '2024-04-01' },
          file_size_bytes: { before: null, after: 2048 },
          document_title: { before: 'Old', after: 'New' },
        },
      }),
    );
    expect(lines).toEqual([
      'document date: 31 Mar 2024 → 1 Apr 2024',
      'file size (bytes): empty → 2048',
    ]);
  });

  it('shows an event moved to another day and its related documents', () => {
    const lines = describeChanges(
      entry({
        table_name: 'investor_events',
        changes: {
          starts_at: { before: '2027-02-12T05:30:00+00:00', after: '2027-02-13T05:30:00+00:00' },
          document_links: { before: [], after: ['investor_documents/notice.pdf'] },
          sequence: { before: 0, after: 1 },
          updated_at: { before: '2026-11-26T10:00:00Z', after: '2026-11-26T11:00:00Z' },
        },
      }),
    );
    expect(lines).toEqual([
      'related documents: empty → investor_documents/notice.pdf',
      expect.stringMatching(/^starts: 12 Feb 2027, 11:00\s?am → 13 Feb 2027, 11:00\s?am$/),
    ]);
  });

  it('says nothing more for an insert, a purge or a stored file, and cuts long values', () => {
    const changes = { purpose: { before: 'x'.repeat(200), after: 'y' } };
    expect(describeChanges(entry({ action: 'insert', changes }))).toEqual([]);
    expect(describeChanges(entry({ action: 'purge', changes }))).toEqual([]);
    expect(describeChanges(entry({ table_name: 'storage.objects', changes }))).toEqual([]);
    expect(describeChanges(entry({ changes }))[0]).toBe(`purpose: ${'x'.repeat(79)}… → y`);
  });
});

describe('the CSV export of the trail', () => {
  it('writes each entry’s changed columns as JSON in one field', () => {
    const csv = auditLogToCsv([
      entry({ changes: { document_date: { before: '2024-03-31', after: '2024-04-01' } } }),
    ]);
    const [header, line] = csv.trimEnd().split('\r\n');
    expect(header?.endsWith(',detail,changes')).toBe(true);
    expect(
      line?.endsWith(',"{""document_date"":{""before"":""2024-03-31"",""after"":""2024-04-01""}}"'),
    ).toBe(true);
  });
});
