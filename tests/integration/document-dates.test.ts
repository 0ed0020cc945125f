import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_TABLES } from '@/lib/document-tables';
import {
  applyMigration,
  BOOTSTRAP_SQL_PATH,
  newPGlite,
  readMigrations,
} from '../../supabase/local/database';
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

const link = 'https://example.com/a.pdf';

/** Today in India, as the database dates a document by default. */
function indiaToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
}

function daysAfter(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

describe('the new columns', () => {
  it('exist on every document table: document_date a required date, file_size_bytes a bigint', async () => {
    const { rows } = await t.backend.db.query<{
      table_name: string;
      column_name: string;
      data_type: string;
      is_nullable: string;
    }>(
      `select table_name, column_name, data_type, is_nullable from information_schema.columns
        where table_schema = 'public' and column_name in ('document_date', 'file_size_bytes')
          and table_name <> 'all_documents'
        order by table_name, column_name`,
    );
    expect(rows).toHaveLength(DOCUMENT_TABLES.length * 2);
    for (const table of DOCUMENT_TABLES) {
      expect(rows.filter((r) => r.table_name === table)).toEqual([
        { table_name: table, column_name: 'document_date', data_type: 'date', is_nullable: 'NO' },
        {
          table_name: table,
          column_name: 'file_size_bytes',
          data_type: 'bigint',
          is_nullable: 'YES',
        },
      ]);
    }
  });

  it.each(DOCUMENT_TABLES)(
    '%s dates a new row today in India when no date is given',
    async (table) => {
      const { data, error } = await admin
        .from(table)
        .insert({ document_title: 'Dated by default', view_download: link })
        .select('document_date, file_size_bytes')
        .single();
      expect(error).toBeNull();
      expect(data).toEqual({ document_date: indiaToday(), file_size_bytes: null });
    },
  );

  it('keeps the date it is given, as the same day, through the API', async () => {
    const { data, error } = await admin
      .from('annual_report')
      .insert({ document_title: 'Dated', view_download: link, document_date: '2024-03-31' })
      .select('document_date')
      .single();
    expect(error).toBeNull();
    expect(data?.document_date).toBe('2024-03-31');
  });

  it.each([
    ['a date after today in India', { document_date: daysAfter(indiaToday(), 1) }],
    ['a date before 1900', { document_date: '1899-12-31' }],
    ['a negative size', { file_size_bytes: -1 }],
  ])('refuse %s, even from the admin', async (_name, value) => {
    const { error, status } = await admin
      .from('policies')
      .insert({ document_title: 'Refused', view_download: link, ...value });
    expect(error?.code).toBe('23514');
    expect(status).toBe(400);
  });

  it('refuses to move an existing row’s date into the future', async () => {
    const { data } = await admin
      .from('policies')
      .insert({ document_title: 'Moved', view_download: link })
      .select('id')
      .single();
    const { error } = await admin
      .from('policies')
      .update({ document_date: daysAfter(indiaToday(), 30) })
      .eq('id', data?.id ?? '');
    expect(error?.code).toBe('23514');
  });

  it('accepts today, a size of zero and a size over 2 GB', async () => {
    const { data, error } = await admin
      .from('policies')
      .insert([
        {
          document_title: 'Today',
          view_download: link,
          document_date: indiaToday(),
          file_size_bytes: null,
        },
        {
          document_title: 'Empty',
          view_download: link,
          document_date: '2024-01-01',
          file_size_bytes: 0,
        },
        {
          document_title: 'Large',
          view_download: link,
          document_date: '2024-01-01',
          file_size_bytes: 3_000_000_000,
        },
      ])
      .select('file_size_bytes');
    expect(error).toBeNull();
    expect(data?.map((r) => r.file_size_bytes)).toEqual([null, 0, 3_000_000_000]);
  });
});

describe('row-level security on the new columns', () => {
  let id = '';
  beforeAll(async () => {
    const { data } = await admin
      .from('board_meeting')
      .insert({
        document_title: 'Board meeting notice',
        view_download: link,
        document_date: '2025-02-10',
        file_size_bytes: 123_456,
      })
      .select('id')
      .single();
    id = data?.id ?? '';
  });

  it('lets a visitor read them, in the table and in all_documents', async () => {
    const table = await anon
      .from('board_meeting')
      .select('document_date, file_size_bytes')
      .eq('id', id)
      .single();
    expect(table.data).toEqual({ document_date: '2025-02-10', file_size_bytes: 123_456 });
    const view = await anon
      .from('all_documents')
      .select('category, document_date, file_size_bytes')
      .eq('id', id)
      .single();
    expect(view.data).toEqual({
      category: 'board_meeting',
      document_date: '2025-02-10',
      file_size_bytes: 123_456,
    });
  });

  it('refuses a change from a visitor (401) and a non-admin (403) and keeps the values', async () => {
    const asAnon = await anon.from('board_meeting').update({ file_size_bytes: 1 }).eq('id', id);
    expect([asAnon.error?.code, asAnon.status]).toEqual(['42501', 401]);
    const asReader = await reader
      .from('board_meeting')
      .update({ document_date: '2020-01-01' })
      .eq('id', id);
    expect([asReader.error?.code, asReader.status]).toEqual(['42501', 403]);
    const { data } = await anon
      .from('board_meeting')
      .select('document_date, file_size_bytes')
      .eq('id', id)
      .single();
    expect(data).toEqual({ document_date: '2025-02-10', file_size_bytes: 123_456 });
  });

  it('lets the admin correct a date', async () => {
    const { data, error } = await admin
      .from('board_meeting')
      .update({ document_date: '2025-02-11' })
      .eq('id', id)
      .select('document_date')
      .single();
    expect(error).toBeNull();
    expect(data?.document_date).toBe('2025-02-11');
  });
});

describe('latest_document_dates', () => {
  it('gives every table its newest document’s date, or null when it has none, to a visitor', async () => {
    await t.backend.db.exec(
      'delete from public.voting_results; delete from public.familiarization_program',
    );
    await admin.from('voting_results').insert([
      { document_title: 'Older', view_download: link, document_date: '2023-09-30' },
      { document_title: 'Newer', view_download: link, document_date: '2024-10-01' },
    ]);
    const { data, error } = await anon.from('latest_document_dates').select('*');
    expect(error).toBeNull();
    expect(data).toHaveLength(DOCUMENT_TABLES.length);
    const byTable = new Map(data?.map((r) => [r.category, r.latest_document_date]));
    expect(byTable.get('voting_results')).toBe('2024-10-01');
    expect(byTable.get('familiarization_program')).toBeNull();
  });

  it('cannot be written to', async () => {
    const { status } = await admin
      .from('latest_document_dates')
      .delete()
      .eq('category', 'policies');
    expect(status).toBe(405);
  });
});

describe('the migration on a database that already has documents', () => {
  it('dates each existing row by the Indian day of its created_at', async () => {
    // A database made as the platform makes one, with the migrations before this one applied.
    const db = newPGlite();
    try {
      await db.exec(readFileSync(BOOTSTRAP_SQL_PATH, 'utf8'));
      const migrations = readMigrations();
      const mine = migrations.findIndex((m) => m.name === 'document_dates_and_search');
      for (const migration of migrations.slice(0, mine)) await applyMigration(db, migration);
      // 20:00 UTC on 31 March is 01:30 on 1 April in India: a new financial year there.
      await db.query(
        `insert into public.annual_report (document_title, view_download, created_at)
         values ('Before', $1, '2024-03-31T20:00:00Z'), ('Earlier', $1, '2024-03-31T10:00:00Z')`,
        [link],
      );
      const migration = migrations[mine];
      if (!migration) throw new Error('no document_dates_and_search migration');
      await applyMigration(db, migration);
      const { rows } = await db.query<{ document_title: string; d: string }>(
        `select document_title, document_date::text as d from public.annual_report order by 1`,
      );
      expect(rows).toEqual([
        { document_title: 'Before', d: '2024-04-01' },
        { document_title: 'Earlier', d: '2024-03-31' },
      ]);
    } finally {
      await db.close();
    }
    // Every earlier migration on a fresh PGlite: 32 s beside other suites on two cores.
  }, 180_000);
});
