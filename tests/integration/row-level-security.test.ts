import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_TABLES } from '@/lib/document-tables';
import { startTestBackend, type Client, type TestBackend } from './support/backend';

let t: TestBackend;
let anon: Client;
let reader: Client;
let admin: Client;

beforeAll(async () => {
  t = await startTestBackend({ seed: false });
  anon = t.anon();
  reader = await t.reader();
  admin = await t.admin();
});
afterAll(() => t.stop());

const row = (title: string) => ({
  document_title: title,
  view_download: 'https://example.com/a.pdf',
});

describe('the schema', () => {
  it('has exactly the document tables the app knows, the audit trail, the kept files, the investor events, the exchange holidays, the compliance answers and settings, the shareholding figures, the dividends, the results periods, the company facts, the e-mail alert settings, the compliance reminders’ settings and addresses and the views over them', async () => {
    const { rows } = await t.backend.db.query<{ table_name: string; table_type: string }>(
      "select table_name, table_type from information_schema.tables where table_schema = 'public' order by table_name",
    );
    const tables = rows.filter((r) => r.table_type === 'BASE TABLE').map((r) => r.table_name);
    expect(tables).toEqual(
      [
        ...DOCUMENT_TABLES,
        'alert_settings',
        'audit_log',
        'board_committees',
        'board_directors',
        'committee_members',
        'company_contacts',
        'credit_ratings',
        'compliance_answers',
        'compliance_settings',
        'dividends',
        'duty_recipients',
        'duty_settings',
        'exchange_holidays',
        'financial_results',
        'investor_events',
        'key_officers',
        'replaced_files',
        'shareholding_quarters',
      ].sort(),
    );
    expect(rows.filter((r) => r.table_type === 'VIEW').map((r) => r.table_name)).toEqual([
      'all_documents',
      'latest_document_dates',
    ]);
  });

  it('lists the same tables, in the same order, in private.document_table_names()', async () => {
    const { rows } = await t.backend.db.query<{ names: string[] }>(
      'select private.document_table_names() as names',
    );
    expect(rows[0]?.names).toEqual([...DOCUMENT_TABLES]);
  });
});

describe.each(DOCUMENT_TABLES)('%s', (table) => {
  it('lets everyone read it, newest first', async () => {
    // created_at is the moment of each insert (the database's), so one is added after the other.
    expect((await admin.from(table).insert(row('older'))).error).toBeNull();
    expect((await admin.from(table).insert(row('newer'))).error).toBeNull();
    for (const client of [anon, reader, admin]) {
      const { data, error, status } = await client
        .from(table)
        .select('*')
        .order('created_at', { ascending: false });
      expect(error).toBeNull();
      expect(status).toBe(200);
      expect(data?.map((r) => r.document_title)).toEqual(['newer', 'older']);
    }
  });

  it('refuses an insert from a visitor with 42501 and 401', async () => {
    const { error, status } = await anon.from(table).insert(row('anon'));
    expect(error?.code).toBe('42501');
    expect(status).toBe(401);
  });

  it('refuses an insert from a signed-in non-admin with 42501 and 403', async () => {
    const { error, status } = await reader.from(table).insert(row('reader'));
    expect(error?.code).toBe('42501');
    expect(status).toBe(403);
  });

  it('refuses deletes from a visitor and a non-admin and keeps the row', async () => {
    const { data } = await admin.from(table).insert(row('keep me')).select().single();
    const id = data?.id ?? '';
    const asAnon = await anon.from(table).delete().eq('id', id);
    expect([asAnon.error?.code, asAnon.status]).toEqual(['42501', 401]);
    const asReader = await reader.from(table).delete().eq('id', id);
    expect([asReader.error?.code, asReader.status]).toEqual(['42501', 403]);
    const { count } = await anon
      .from(table)
      .select('*', { count: 'exact', head: true })
      .eq('id', id);
    expect(count).toBe(1);
  });

  it('lets the admin insert, and delete only what is archived', async () => {
    const inserted = await admin.from(table).insert(row('admin')).select().single();
    expect(inserted.status).toBe(201);
    const id = inserted.data?.id ?? '';
    const live = await admin.from(table).delete().eq('id', id).select();
    expect([live.error?.code, live.status]).toEqual(['P0001', 400]);
    await admin.from(table).update({ archived_at: new Date().toISOString() }).eq('id', id);
    const deleted = await admin.from(table).delete().eq('id', id).select();
    expect(deleted.error).toBeNull();
    expect(deleted.data).toHaveLength(1);
  });
});

describe('check constraints', () => {
  it.each([
    ['a blank title', { document_title: '   ', view_download: 'https://example.com/a.pdf' }],
    [
      'a title over 300 characters',
      { document_title: 'x'.repeat(301), view_download: 'https://example.com' },
    ],
    ['a javascript: link', { document_title: 'x', view_download: 'javascript:alert(1)' }],
    [
      'a data: link',
      { document_title: 'x', view_download: 'data:text/html,<script>alert(1)</script>' },
    ],
    ['a protocol-relative link', { document_title: 'x', view_download: '//evil.example/a.pdf' }],
    ['a path outside the bucket', { document_title: 'x', view_download: 'other/a.pdf' }],
    [
      'a path that climbs folders',
      { document_title: 'x', view_download: 'investor_documents/../a.pdf' },
    ],
  ])('refuse %s, even from the admin', async (_name, value) => {
    const { error, status } = await admin.from('policies').insert(value);
    expect(error?.code).toBe('23514');
    expect(status).toBe(400);
  });

  it.each([
    'https://www.bseindia.com/xml-data/corpfiling/AttachLive/a.pdf',
    'http://example.com/report',
    'investor_documents/1700000000000-annual-report.pdf',
  ])('accept the link %s', async (link) => {
    const { error } = await admin
      .from('policies')
      .insert({ document_title: 'ok', view_download: link });
    expect(error).toBeNull();
  });
});

describe('the all_documents view', () => {
  it('counts every table through the caller’s own rights', async () => {
    const { count, error } = await anon
      .from('all_documents')
      .select('*', { count: 'exact', head: true });
    expect(error).toBeNull();
    const { rows } = await t.backend.db.query<{ n: number }>(
      'select count(*)::int as n from public.all_documents',
    );
    expect(count).toBe(rows[0]?.n);
    expect(count).toBeGreaterThan(0);
  });

  it('cannot be written through', async () => {
    const { error } = await admin
      .from('all_documents')
      .insert({ document_title: 'x', view_download: 'https://a.b' } as never);
    expect(error).not.toBeNull();
  });
});

describe('exchange_holidays', () => {
  const day = (n: number) => `2031-03-${String(n).padStart(2, '0')}`;

  it('lets a visitor, a reader and the admin read the list', async () => {
    const added = await admin
      .from('exchange_holidays')
      .insert({ holiday_date: day(3), name: 'Holi' })
      .select()
      .single();
    expect(added.error).toBeNull();
    for (const client of [anon, reader, admin]) {
      const { data, error } = await client.from('exchange_holidays').select('holiday_date, name');
      expect(error).toBeNull();
      expect(data).toContainEqual({ holiday_date: day(3), name: 'Holi' });
    }
  });

  it('refuses a visitor’s (401) and a reader’s (403) insert, update and delete, and keeps the row', async () => {
    const { data: kept } = await admin
      .from('exchange_holidays')
      .insert({ holiday_date: day(4), name: 'Kept' })
      .select()
      .single();
    const id = kept?.id ?? '';
    for (const [client, status] of [
      [anon, 401],
      [reader, 403],
    ] as const) {
      const inserted = await client
        .from('exchange_holidays')
        .insert({ holiday_date: day(5), name: 'Forged' });
      expect([inserted.error?.code, inserted.status]).toEqual(['42501', status]);
      const updated = await client.from('exchange_holidays').update({ name: 'X' }).eq('id', id);
      expect(updated.error?.code).toBe('42501');
      const deleted = await client.from('exchange_holidays').delete().eq('id', id);
      expect(deleted.error?.code).toBe('42501');
    }
    const { data } = await anon.from('exchange_holidays').select('name').eq('id', id);
    expect(data).toEqual([{ name: 'Kept' }]);
  });

  it('lets the admin add and remove a day', async () => {
    const { data } = await admin
      .from('exchange_holidays')
      .insert({ holiday_date: day(6), name: 'Removed' })
      .select()
      .single();
    const removed = await admin
      .from('exchange_holidays')
      .delete()
      .eq('id', data?.id ?? '')
      .select();
    expect(removed.data?.length).toBe(1);
  });
});

describe('the IEPF statement rows (private.iepf_statement_rows)', () => {
  it('give no API role any privilege: only the lookup and the import reach them', async () => {
    const { rows } = await t.backend.db.query<{
      role: string;
      privilege: string;
      granted: boolean;
    }>(
      `select r as role, p as privilege,
              has_table_privilege(r, 'private.iepf_statement_rows', p) as granted
         from unnest(array['anon', 'authenticated']) as r,
              unnest(array['select', 'insert', 'update', 'delete']) as p`,
    );
    expect(rows.filter((r) => r.granted)).toEqual([]);
    await t.backend.db.query(
      `insert into private.iepf_statement_rows
         (financial_year, investor_name, account, amount, proposed_transfer_date)
       values ('2019-20', 'Sample Investor', 'RLS00001', 10, '2027-01-01')`,
    );
    for (const client of [anon, reader]) {
      const { data, error } = await client.rpc('lookup_unclaimed_dividends', {
        account: 'RLS00001',
      });
      expect(error).toBeNull();
      expect(data).toHaveLength(1);
    }
  });
});
