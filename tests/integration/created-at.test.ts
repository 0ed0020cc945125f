/**
 * created_at is the database's on every table the administrator writes: an insert gets the
 * moment of the insert whatever the client sends, and an update keeps it. And the audit trail
 * shows every column a write changed, so an edit that leaves the title and link alone is not an
 * entry with identical before and after values.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type Client, type TestBackend } from './support/backend';

let t: TestBackend;
let admin: Client;

beforeAll(async () => {
  t = await startTestBackend({ seed: false });
  admin = await t.admin();
});
afterAll(() => t.stop());

const FUTURE = '2099-01-01T00:00:00+00:00';
const PAST = '2000-01-01T00:00:00+00:00';
/**
 * A row with a created_at the app's types leave out (the database's), as a forged request sends.
 */
const dated = <T extends object>(row: T, createdAt: string) =>
  ({ ...row, created_at: createdAt }) as T;
const nowish = (iso: string | undefined) =>
  Math.abs(Date.parse(iso ?? '') - Date.now()) < 5 * 60 * 1000;

describe('created_at', () => {
  it('on a document: the moment of the insert, not the date sent, and kept by an update', async () => {
    for (const client of [admin, t.service()]) {
      const inserted = await client
        .from('annual_report')
        .insert({
          document_title: 'Annual Report 2024-25',
          view_download: 'https://example.com/ar.pdf',
          created_at: FUTURE,
        })
        .select('id, created_at')
        .single();
      expect(inserted.error).toBeNull();
      expect(nowish(inserted.data?.created_at)).toBe(true);

      const updated = await client
        .from('annual_report')
        .update({ created_at: PAST })
        .eq('id', inserted.data?.id ?? '')
        .select('created_at')
        .single();
      expect(updated.data?.created_at).toBe(inserted.data?.created_at);
    }
  });

  it('on an investor event and an exchange holiday likewise', async () => {
    const event = await admin
      .from('investor_events')
      .insert(dated({ title: 'AGM', kind: 'agm', starts_at: '2027-08-20T05:30:00Z' }, PAST))
      .select('id, created_at')
      .single();
    expect(nowish(event.data?.created_at)).toBe(true);
    const moved = await admin
      .from('investor_events')
      .update(dated({}, FUTURE))
      .eq('id', event.data?.id ?? '')
      .select('created_at')
      .single();
    expect(moved.data?.created_at).toBe(event.data?.created_at);

    const holiday = await admin
      .from('exchange_holidays')
      .insert(dated({ holiday_date: '2027-10-02', name: 'Gandhi Jayanti' }, PAST))
      .select('created_at')
      .single();
    expect(nowish(holiday.data?.created_at)).toBe(true);
  });
});

describe('the audit trail of an edit', () => {
  it('shows each column that changed, before and after', async () => {
    const { data: row } = await admin
      .from('policies')
      .insert({ document_title: 'Dividend policy', view_download: 'https://example.com/d.pdf' })
      .select('id, document_date')
      .single();
    const edited = await admin
      .from('policies')
      .update({ document_date: '2024-04-01', file_size_bytes: 2048, created_at: PAST })
      .eq('id', row?.id ?? '');
    expect(edited.error).toBeNull();

    const { data: entries } = await admin
      .from('audit_log')
      .select('action, title_before, title_after, changes')
      .eq('row_id', row?.id ?? '')
      .order('id');
    expect(entries?.map((e) => e.action)).toEqual(['insert', 'update']);
    expect(entries?.[1]).toMatchObject({
      title_before: 'Dividend policy',
      title_after: 'Dividend policy',
      changes: {
        document_date: { before: row?.document_date, after: '2024-04-01' },
        file_size_bytes: { before: null, after: 2048 },
      },
    });
    expect(Object.keys(entries?.[1]?.changes ?? {}).sort()).toEqual([
      'document_date',
      'file_size_bytes',
    ]);
    // The insert lists what it set: the title, the link, the dates.
    expect(Object.keys(entries?.[0]?.changes ?? {})).toEqual(
      expect.arrayContaining(['id', 'document_title', 'view_download', 'created_at']),
    );
  });
});
