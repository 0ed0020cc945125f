/**
 * Search inside the documents on a real PostgreSQL 17 server with the platform's
 * roles: the administrator's write at aal2 (and its refusal at aal1 once a factor is verified),
 * a visitor's search by a word of page 3, the escaped snippet, Hindi words and typos under this
 * server's ctype, archived documents, and no API role reading the text table.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealPostgres, type RealPostgres } from '../../scripts/real-postgres/server';
import { laneBuilds } from './support/real-postgres-lane';
import { ADMIN, CALLERS, type Caller } from './support/rls-matrix';

const builds = await laneBuilds(
  'search inside the documents was NOT proven on a real PostgreSQL server',
);
let pg: RealPostgres;

const caller = (name: string): Caller => {
  const found = CALLERS.find((c) => c.name === name);
  if (!found) throw new Error(`No caller ${name}`);
  return found;
};
const ANON = caller('anon');
const ADMIN_AAL1 = caller('admin aal1 (verified factor)');
const ADMIN_AAL2 = caller('admin aal2');

/** Runs `sql` as the caller, as PostgREST would; commits when `keep`, else rolls back. */
async function as<T extends object>(
  who: Caller,
  sql: string,
  params: unknown[] = [],
  keep = false,
) {
  const { client } = pg;
  await client.query('begin');
  try {
    // The role comes from the fixed list of callers, never from input.
    await client.query(`set local role ${who.role}`);
    await client.query("select set_config('request.jwt.claims', $1, true)", [
      JSON.stringify(who.claims),
    ]);
    const result = await client.query<T>(sql, params);
    await client.query(keep ? 'commit' : 'rollback');
    return { rows: result.rows, error: undefined };
  } catch (error) {
    await client.query('rollback');
    return { rows: [] as T[], error: error as { code?: string; message: string } };
  }
}

const SAVE = `select public.save_document_text($1, $2, $3::jsonb, 'searchable')`;
const SEARCH = `select id, document_title, best_page, snippet from public.search_documents($1)`;
type Found = { id: string; document_title: string; best_page: number | null; snippet: string };

async function addDocument(table: string, title: string, archived = false) {
  const { rows } = await pg.client.query<{ id: string }>(
    `insert into public.${pg.client.escapeIdentifier(table)} (document_title, view_download)
     values ($1, 'https://example.com/a.pdf') returning id`,
    [title],
  );
  const id = rows[0]?.id ?? '';
  if (archived) {
    await pg.client.query(
      `update public.${pg.client.escapeIdentifier(table)} set archived_at = now() where id = $1`,
      [id],
    );
  }
  return id;
}

let reportId = '';
let hindiId = '';
let archivedId = '';

describe.skipIf(!builds)('search inside the documents on a real PostgreSQL 17', () => {
  beforeAll(async () => {
    pg = await startRealPostgres();
    await pg.client.query(
      `insert into auth.users (id, email, raw_app_meta_data) values ($1, 'admin@example.com', '{"role":"admin"}')`,
      [ADMIN],
    );
    await pg.client.query(
      `insert into auth.mfa_factors (user_id, friendly_name, factor_type, status, secret)
       values ($1, 'phone', 'totp', 'verified', 'JBSWY3DPEHPK3PXP')`,
      [ADMIN],
    );
    reportId = await addDocument('annual_report', 'Annual Report 2023-24');
    hindiId = await addDocument('newspaper_publication', 'लाभांश की सूचना');
    archivedId = await addDocument('policies', 'Old Policy', true);
    const pages = JSON.stringify([
      'Directors report.',
      'Cash flows.',
      'A <b>final</b> dividend of Rs 2 a share',
    ]);
    for (const [table, id, text] of [
      ['annual_report', reportId, pages],
      ['newspaper_publication', hindiId, JSON.stringify(['वार्षिक आम बैठक प्रबंधन'])],
      ['policies', archivedId, JSON.stringify(['a dividend, archived'])],
    ] as const) {
      const saved = await as(ADMIN_AAL2, SAVE, [table, id, text], true);
      expect(saved.error).toBeUndefined();
    }
  }, 240_000);
  afterAll(() => pg?.stop());

  it('refuses the write at aal1 once the administrator has a verified factor', async () => {
    const refused = await as(ADMIN_AAL1, SAVE, ['annual_report', reportId, '["x"]']);
    expect(refused.error?.code).toBe('42501');
  });

  it('finds a word of page 3 with page 3 and an escaped, marked snippet', async () => {
    const { rows, error } = await as<Found>(ANON, SEARCH, ['dividend']);
    expect(error).toBeUndefined();
    expect(rows.map((r) => [r.id, r.best_page])).toEqual([[reportId, 3]]);
    expect(rows[0]?.snippet).toContain('<mark>dividend</mark>');
    expect(rows[0]?.snippet).toContain('&lt;b&gt;');
  });

  it('finds Hindi words of the text and the title, and a Hindi typo', async () => {
    const text = await as<Found>(ANON, SEARCH, ['प्रबंधन']);
    expect(text.rows.map((r) => [r.id, r.best_page])).toEqual([[hindiId, 1]]);
    const typo = await as<Found>(ANON, SEARCH, ['लाभाश']);
    expect(typo.rows.map((r) => r.id)).toEqual([hindiId]);
  });

  it('never shows an archived document', async () => {
    const { rows } = await as<Found>(ANON, SEARCH, ['archived']);
    expect(rows).toEqual([]);
  });

  it('records the save in the audit trail and stores no control character', async () => {
    const id = await addDocument('board_meeting', 'Board meeting notice');
    const pages = JSON.stringify(['Interim\u0007dividend\u001b on\nrecord date']);
    expect((await as(ADMIN_AAL2, SAVE, ['board_meeting', id, pages], true)).error).toBeUndefined();
    const { rows: stored } = await pg.client.query<{ body: string }>(
      'select body from private.document_pages where id = $1',
      [id],
    );
    expect(stored.map((r) => r.body)).toEqual(['Interim dividend  on\nrecord date']);
    const { rows: entries } = await pg.client.query<Record<string, string>>(
      `select action, actor_id::text as actor_id, actor_role, table_name, title_after, detail
         from public.audit_log where row_id = $1 and action = 'text'`,
      [id],
    );
    expect(entries).toEqual([
      {
        action: 'text',
        actor_id: ADMIN,
        actor_role: 'authenticated',
        table_name: 'board_meeting',
        title_after: 'Board meeting notice',
        detail: 'searchable: 1 page',
      },
    ]);
  });

  it('lets no visitor read the text table or write through the function', async () => {
    const read = await as(ANON, 'select * from private.document_pages');
    expect(read.error?.code).toBe('42501');
    const status = await as(ANON, 'select * from private.document_text_status');
    expect(status.error?.code).toBe('42501');
    const write = await as(ANON, SAVE, ['annual_report', reportId, '["x"]']);
    expect(write.error?.code).toBe('42501');
  });

  it('lets the administrator read the text and its statuses only at aal2 once she has a factor', async () => {
    const { rows: all } = await pg.client.query<{ pages: number; statuses: number }>(
      `select (select count(*)::int from private.document_pages) as pages,
              (select count(*)::int from private.document_text_status) as statuses`,
    );
    const every = [all[0]?.pages ?? 0, all[0]?.statuses ?? 0, all[0]?.statuses ?? 0];
    expect(every.every((n) => n > 0)).toBe(true);
    // [pages, statuses, the statuses' function]: what each caller gets.
    const expected: Record<string, (number | string)[]> = {
      anon: ['42501', '42501', '42501'],
      'signed-in non-admin': [0, 0, 0],
      'admin aal1 (verified factor)': [0, 0, '42501'],
      'admin aal2': every,
      'admin aal1 (no factor)': every,
    };
    for (const who of CALLERS) {
      const seen = [];
      for (const sql of [
        'select count(*)::int as n from private.document_pages',
        'select count(*)::int as n from private.document_text_status',
        'select count(*)::int as n from public.document_text_statuses()',
      ]) {
        const { rows, error } = await as<{ n: number }>(who, sql);
        seen.push(error?.code ?? rows[0]?.n ?? -1);
      }
      expect({ who: who.name, seen }).toEqual({ who: who.name, seen: expected[who.name] });
    }
  });

  it('says what this server counts as a letter (ctype, pg_trgm)', async () => {
    const { rows } = await pg.client.query<{ ctype: string; alike: number; words: string[] }>(
      `select datctype as ctype, extensions.similarity('लाभांश', 'लाभाश') as alike,
              private.title_words('प्रबंधन की सूचना') as words
         from pg_database where datname = current_database()`,
    );
    console.info('real-Postgres ctype and Hindi likeness:', rows[0]);
    expect(rows[0]?.alike).toBeGreaterThan(0.3);
    expect(rows[0]?.words).toContain('प्रबंधन');
  });
});
