/**
 * The migrations on a real PostgreSQL 17 server with Supabase's roles and schemas (the embedded
 * backend's own bootstrap): the row-level-security matrix asserted as each role, as PostgREST
 * would run it (`set local role` and `request.jwt.claims`), and the checks Supabase's linter makes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_TABLES } from '@/lib/document-tables';
import { ALLOW_OBJECT_DELETE_SQL } from '../../supabase/local/storage-common';
import { startRealPostgres, type RealPostgres } from '../../scripts/real-postgres/server';
import { describeAdminWrites } from './support/real-postgres-admin-checks';
import { describeCreatedAtChecks } from './support/real-postgres-created-at';
import { describeDeskChecks, type Attempt, type DeskLane } from './support/real-postgres-desk';
import { describeDirectionChecks, LEGACY_TITLES } from './support/real-postgres-direction';
import { describeEventChecks, describeHolidayChecks } from './support/real-postgres-events';
import { describeResultsChecks } from './support/real-postgres-results';
import { describeFactChecks, FACT_TABLES } from './support/real-postgres-facts';
import { describeFileChecks } from './support/real-postgres-files';
import { describeHistoryChecks } from './support/real-postgres-history';
import { describeHoldingsChecks } from './support/real-postgres-holdings';
import { describeLinterChecks } from './support/real-postgres-linter';
import { laneBuilds } from './support/real-postgres-lane';
import { describeAlertChecks } from './support/real-postgres-alerts';
import { describeDutyChecks } from './support/real-postgres-duty';
import { describeLookupChecks } from './support/real-postgres-lookup';
import { describePlatformChecks } from './support/real-postgres-platform';
import { describeProtectionChecks } from './support/real-postgres-protections';
import { describeSignInHookChecks } from './support/real-postgres-sign-in-hooks';
import { describeSupabaseTools } from './support/real-postgres-supabase-tools';
import { describeTypedValueChecks } from './support/real-postgres-typed-values';
import {
  ADMIN,
  ADMIN_NO_FACTOR,
  CALLERS,
  OBJECT_MATRIX,
  OPS,
  READER,
  ruleOutcome,
  TABLE_MATRIX,
  type Caller,
  type Op,
  type Outcome,
} from './support/rls-matrix';

const builds = await laneBuilds(
  'the migrations were NOT deployed by the Supabase CLI to a real PostgreSQL server, nor ' +
    'src/lib/database.types.ts compared with what they generate,',
);

const WRITABLE_TABLES = new Set<string>([
  ...DOCUMENT_TABLES,
  'objects',
  'audit_log',
  'replaced_files',
  'investor_events',
  'exchange_holidays',
  'shareholding_quarters',
  'dividends',
  'financial_results',
  'document_pages',
  'document_text_status',
  ...FACT_TABLES,
  // Made by the standard protections' checks, in transactions rolled back.
  'lane_company_facts',
  'lane_compliance_items',
]);

let pg: RealPostgres;
let checks = 0;
let started = 0;
let bootMs = 0;
const seeded = new Map<string, string>();

/** Runs `sql` as the caller in a transaction that is always rolled back. */
async function attempt(
  caller: Caller,
  sql: string,
  params: unknown[] = [],
  { asStorageApi = false } = {},
): Promise<Attempt> {
  const { client } = pg;
  await client.query('begin');
  try {
    // The role comes from the fixed list above, never from input.
    await client.query(`set local role ${caller.role}`);
    await client.query("select set_config('request.jwt.claims', $1, true)", [
      JSON.stringify(caller.claims),
    ]);
    // The Storage server sets the flag its delete guard asks for before it deletes.
    if (asStorageApi) await client.query(ALLOW_OBJECT_DELETE_SQL);
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
    // A refusal names the table written; a policy that reads a table the caller may not read
    // (auth.mfa_factors, say) fails with the same code naming that table instead: a broken rule,
    // not a refusal, so it is reported as what it is.
    const other = /permission denied for table (\w+)/.exec(result.error.message)?.[1];
    if (other && !WRITABLE_TABLES.has(other)) return result.error.message;
    if (result.error.code === '42501') return 'refused';
    return ruleOutcome(result.error.message) ?? result.error.message;
  }
  if (op === 'select') return (result.n ?? 0) > 0 ? 'visible' : 'hidden';
  return result.rowCount > 0 ? 'allowed' : 'hidden';
}

/** An assertion that counts toward the lane's figures: `cells` for a row of the matrix. */
function check(actual: unknown, expected: unknown, cells = 1) {
  checks += cells;
  expect(actual).toEqual(expected);
}

describe.skipIf(!builds)('the migrations on a real PostgreSQL 17', () => {
  beforeAll(async () => {
    started = Date.now();
    // Titles with direction controls stored before the migration that refuses them.
    pg = await startRealPostgres({ pauseBefore: LEGACY_TITLES });
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
      `[real-postgres] PostgreSQL ${pg?.version ?? '?'} from ${builds?.postgres}, migrations by ` +
        `${builds?.cli}: ${checks} checks in ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s (server start, bootstrap and ` +
        `db push ${(bootMs / 1000).toFixed(1)} s)`,
    );
  });

  const lane: DeskLane = { pg: () => pg, seeded, attempt, outcomeOf, check };
  // First, on the schema as db push left it: the CLI's history and the generated types.
  describeSupabaseTools(lane);

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
      for (const op of OPS) {
        const [text, params] = sql[op];
        outcomes.push(outcomeOf(op, await attempt(caller, text, params, { asStorageApi: true })));
      }
      check(outcomes, OBJECT_MATRIX[caller.name], OPS.length);
    });
  });

  // The administrator's desk: archive, restore, purge, and the append-only audit trail.
  describeDeskChecks(lane);
  // Replaced files kept for old links, and files a row links to, which nobody can remove.
  describeFileChecks(lane);
  describeEventChecks(lane);
  describeHolidayChecks(lane);
  // The shareholding figures and the dividend history.
  describeHoldingsChecks(lane);
  // The results periods.
  describeResultsChecks(lane);
  // The company's regulated facts: the Board, committees, officers, contacts, credit ratings.
  describeFactChecks(lane);
  // The IEPF statement rows: read only through the shareholder lookup.
  describeLookupChecks(lane);
  // E-mail alerts: the subscribers, the desk's calls, the consent record, the queue's boundary.
  describeAlertChecks(lane);
  describeDutyChecks(lane);
  // Wrong passwords and codes counted per account by Auth's hooks; the desk's report of them.
  describeSignInHookChecks(lane);
  describeDirectionChecks(lane);
  // Typed text and dates in every column the administrator writes; the facts' history kept.
  describeTypedValueChecks(lane);
  describeHistoryChecks(lane);

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

  // What the platform's privileges mean for the migrations and the administrator's writes.
  describePlatformChecks(lane);
  describeAdminWrites(lane);
  // One set of protections on every table the administrator writes, from one function.
  describeProtectionChecks(lane);
  describeCreatedAtChecks(lane);
  // Supabase's linter, as queries.
  describeLinterChecks(lane);
});
