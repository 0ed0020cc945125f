/**
 * Supabase's own tools on the lane's database: the pinned Supabase CLI deployed the migrations
 * (`supabase db push`, as the operator does) and left its history where the CLI keeps it;
 * src/lib/database.types.ts is exactly what Supabase's generator makes of the result; and what
 * the app's queries tell the types beyond it (`overrideTypes`, src/lib/database-rows.ts) holds.
 */
import { describe, it } from 'vitest';
import {
  committedDatabaseTypes,
  generateDatabaseTypes,
} from '../../../scripts/real-postgres/database-types';
import { migrationFiles } from '../../../scripts/real-postgres/supabase-cli';
import { AUDIT_ACTIONS } from '@/lib/database-rows';
import { DOCUMENT_TABLES } from '@/lib/document-tables';
import { BASES, PERIOD_KINDS, SCALES } from '@/lib/financial-results';
import { BOARD_PURPOSES, INVESTOR_EVENT_KINDS } from '@/lib/investor-events';
import type { DeskLane } from './real-postgres-desk';
import { CALLERS } from './rls-matrix';

const sorted = (values: readonly string[]) => [...values].sort();
/** The quoted words of a definition Postgres printed: `'agm'::text` gives agm. */
const quoted = (definition: string) =>
  sorted([...definition.matchAll(/'([a-z0-9_]+)'::text/g)].map((m) => m[1] ?? ''));

/** Where two texts first part, as a line number and both lines, for a readable failure. */
function firstDifference(expected: string, actual: string): string {
  const a = expected.split('\n');
  const b = actual.split('\n');
  const line = a.findIndex((text, i) => text !== b[i]);
  const at = line < 0 ? a.length : line;
  return `line ${at + 1}: generated ${JSON.stringify(a[at])}, committed ${JSON.stringify(b[at])}`;
}

export function describeSupabaseTools(lane: DeskLane) {
  const rows = async <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    (await lane.pg().client.query<T>(sql, params)).rows;

  describe("Supabase's own tools", () => {
    it('the database types are what the generator makes from the migrations', async () => {
      const generated = await generateDatabaseTypes(lane.pg().dbUrl);
      const committed = committedDatabaseTypes();
      lane.check(
        generated === committed
          ? 'same'
          : "src/lib/database.types.ts is not what Supabase's generator makes from " +
              'supabase/migrations/: run `npm run gen:types` and commit the file ' +
              `(${firstDifference(generated, committed)})`,
        'same',
      );
    });

    it('what the queries add to the generated types, the schema guarantees', async () => {
      // Check-constrained text: the lists the app narrows kind and action to.
      const checks = await rows<{ name: string; def: string }>(
        `select conname as name, pg_get_constraintdef(oid) as def from pg_constraint
          where conname in ('investor_events_kind_check', 'audit_log_action_check',
                            'financial_results_kind_check', 'financial_results_basis_check',
                            'financial_results_scale_check')
          order by conname`,
      );
      lane.check(
        checks.map((c) => [c.name, quoted(c.def)]),
        [
          ['audit_log_action_check', sorted(AUDIT_ACTIONS)],
          ['financial_results_basis_check', sorted(BASES)],
          ['financial_results_kind_check', sorted(PERIOD_KINDS)],
          ['financial_results_scale_check', sorted(SCALES)],
          ['investor_events_kind_check', sorted(INVESTOR_EVENT_KINDS)],
        ],
      );
      // A board meeting's Regulation 29(1) proposals: the list the constraint's function holds.
      const [purposes] = await rows<{ src: string }>(
        `select prosrc as src from pg_proc
          where oid = 'private.board_purposes_valid(text, text[])'::regprocedure`,
      );
      const list = /array\[([^\]]+)\]/i.exec(purposes?.src ?? '')?.[1] ?? '';
      lane.check(
        sorted([...list.matchAll(/'([a-z_]+)'/g)].map((m) => m[1] ?? '')),
        sorted(BOARD_PURPOSES),
      );
      // The two views: one branch per document table, its name as the category, over columns
      // that are NOT NULL in every one of those tables.
      const views = await rows<{ name: string; def: string }>(
        `select c.relname as name, pg_get_viewdef(c.oid) as def from pg_class c
          where c.oid in ('public.all_documents'::regclass, 'public.latest_document_dates'::regclass)
          order by 1`,
      );
      for (const view of views)
        lane.check([view.name, quoted(view.def)], [view.name, sorted(DOCUMENT_TABLES)]);
      const nullable = await rows<{ col: string }>(
        `select c.relname || '.' || a.attname as col from pg_attribute a
           join pg_class c on c.oid = a.attrelid
          where c.relnamespace = 'public'::regnamespace and c.relname = any ($1::text[])
            and a.attname in ('id', 'document_title', 'view_download', 'created_at', 'document_date')
            and not a.attnotnull`,
        [DOCUMENT_TABLES],
      );
      lane.check(nullable, []);
      // Search's category: its index is written only by the document tables' own trigger, with
      // the table's name (TG_TABLE_NAME); page text is saved only under a name from
      // private.document_table_names(), which row-level-security.test.ts holds to the app's list.
      const indexed = await rows<{ t: string }>(
        `select distinct c.relnamespace::regnamespace::text || '.' || c.relname as t
           from pg_trigger g join pg_class c on c.oid = g.tgrelid
          where g.tgfoid = 'private.sync_document_search()'::regprocedure`,
      );
      lane.check(
        sorted(indexed.map((r) => r.t)),
        sorted(DOCUMENT_TABLES.map((t) => `public.${t}`)),
      );
    });

    it("an audit entry's changes are column -> { before, after }, as AuditLogRow says", async () => {
      const admin = CALLERS.find((c) => c.name === 'admin aal2');
      const client = lane.pg().client;
      await client.query('begin');
      try {
        await client.query(`set local role ${admin?.role ?? 'authenticated'}`);
        await client.query("select set_config('request.jwt.claims', $1, true)", [
          JSON.stringify(admin?.claims ?? {}),
        ]);
        const { rows: made } = await client.query<{ id: string }>(
          `insert into public.policies (document_title, view_download, document_date)
           values ('Shape of changes', 'https://example.com/shape.pdf', '2026-01-01') returning id`,
        );
        await client.query(
          `update public.policies set document_date = '2026-02-01' where id = $1`,
          [made[0]?.id],
        );
        await client.query('reset role');
        const { rows: entries } = await client.query<{ action: string; wrong: string[] }>(
          `select action, array(select key from jsonb_each(changes)
                                 where jsonb_typeof(value) <> 'object'
                                    or (select array_agg(k order by k) from jsonb_object_keys(value) k)
                                       <> array['after', 'before']) as wrong
             from public.audit_log where row_id = $1 and jsonb_typeof(changes) = 'object'
            order by id`,
          [made[0]?.id],
        );
        lane.check(entries, [
          { action: 'insert', wrong: [] },
          { action: 'update', wrong: [] },
        ]);
      } finally {
        await client.query('rollback');
      }
    });

    it('db push applied every migration in order, and kept its history as the CLI keeps it', async () => {
      // Each push reported its files and success, or the lane would not have started; the
      // first stopped short of a migration to store rows a hosted database may already hold.
      const applied = lane
        .pg()
        .pushes.flatMap((push) => push.stderr.match(/^Applying migration .+$/gm) ?? []);
      lane.check(
        applied,
        migrationFiles().map((file) => `Applying migration ${file}...`),
      );
      const history = await rows<{ file: string; statements: number }>(
        `select version || '_' || name || '.sql' as file,
                coalesce(array_length(statements, 1), 0) as statements
           from supabase_migrations.schema_migrations order by version`,
      );
      lane.check(
        history.map((h) => h.file),
        migrationFiles(),
      );
      lane.check(
        history.filter((h) => h.statements === 0).map((h) => h.file),
        [],
      );
    });

    it("the CLI's history is postgres's own, out of every API role's reach", async () => {
      // The platform has no supabase_migrations before the first push: the CLI makes it as the
      // role it logs in as (supabase/cli, pkg/migration/history.go, CreateMigrationTable).
      const [owners] = await rows<Record<string, unknown>>(
        `select n.nspowner::regrole::text as schema, c.relowner::regrole::text as "table",
                c.relrowsecurity as rls,
                has_schema_privilege('anon', n.oid, 'usage') as anon,
                has_schema_privilege('authenticated', n.oid, 'usage') as authenticated,
                has_schema_privilege('service_role', n.oid, 'usage') as service_role
           from pg_namespace n join pg_class c on c.relnamespace = n.oid
          where n.nspname = 'supabase_migrations' and c.relname = 'schema_migrations'`,
      );
      lane.check(owners, {
        schema: 'postgres',
        table: 'postgres',
        rls: false,
        anon: false,
        authenticated: false,
        service_role: false,
      });
    });
  });
}
