/**
 * The standard protections on the real-Postgres lane: every table the administrator writes has
 * them; whatever only the administrator reads needs aal2 once a factor is enrolled; and
 * private.attach_standard_protections attaches them to a new table as `postgres`, which is not a
 * superuser (as `supabase db push` runs on the platform), idempotently, callable by no API role.
 */
import { describe, it } from 'vitest';
import { DOCUMENT_TABLES } from '@/lib/document-tables';
import type { DeskLane } from './real-postgres-desk';
import { FACT_TABLES } from './real-postgres-facts';
import { CALLERS, OPS, type Caller, type Outcome } from './rls-matrix';
import { adminWrittenTables, protectionFingerprint, protectionGaps } from './standard-protections';

const MFA = 'private.session_meets_mfa()';
const caller = (name: string): Caller => {
  const found = CALLERS.find((c) => c.name === name);
  if (!found) throw new Error(`no caller ${name}`);
  return found;
};

/** A new table of live and archived rows, as a helper would add one, and an admin-only one. */
const NEW_TABLES = `
  create table public.lane_company_facts (
    id uuid primary key default gen_random_uuid(),
    fact text not null check (char_length(btrim(fact)) between 1 and 200),
    created_at timestamptz not null default now(),
    archived_at timestamptz
  );
  create table public.lane_compliance_items (
    id uuid primary key default gen_random_uuid(),
    title text not null,
    created_at timestamptz not null default now()
  );
  select private.attach_standard_protections('public.lane_company_facts',
    visitors_read => 'archived_at is null');
  select private.attach_standard_protections('public.lane_compliance_items',
    visitors_read => null, label => 'compliance items');`;

/** [read a live row, read an archived row, insert, update, delete] on lane_company_facts. */
const FACTS_MATRIX: Record<string, Outcome[]> = {
  anon: ['visible', 'hidden', 'refused', 'refused', 'refused'],
  'signed-in non-admin': ['visible', 'hidden', 'refused', 'refused', 'refused'],
  'admin aal1 (verified factor)': ['visible', 'hidden', 'refused', 'refused', 'refused'],
  'admin aal2': ['visible', 'visible', 'allowed', 'allowed', 'allowed'],
  'admin aal1 (no factor)': ['visible', 'visible', 'allowed', 'allowed', 'allowed'],
};
/** [select, insert, update, delete] on lane_compliance_items, which only the admin reads. */
const ITEMS_MATRIX: Record<string, Outcome[]> = {
  anon: ['refused', 'refused', 'refused', 'refused'],
  'signed-in non-admin': ['hidden', 'refused', 'refused', 'refused'],
  'admin aal1 (verified factor)': ['hidden', 'refused', 'refused', 'refused'],
  'admin aal2': ['visible', 'allowed', 'allowed', 'allowed'],
  'admin aal1 (no factor)': ['visible', 'allowed', 'allowed', 'allowed'],
};

export function describeProtectionChecks(lane: DeskLane) {
  const client = () => lane.pg().client;

  /** Runs `fn` in a transaction that is always rolled back, as the cluster's owner. */
  async function rolledBack<T>(fn: () => Promise<T>): Promise<T> {
    await client().query('begin');
    try {
      return await fn();
    } finally {
      await client().query('rollback');
    }
  }
  /** One statement as `who` (PostgREST's role switch) inside the open transaction. */
  async function as(who: Caller, sql: string, params: unknown[] = []) {
    await client().query('savepoint attempt');
    try {
      await client().query(`set local role ${who.role}`);
      await client().query("select set_config('request.jwt.claims', $1, true)", [
        JSON.stringify(who.claims),
      ]);
      const result = await client().query<{ n?: number }>(sql, params);
      return { rowCount: result.rowCount ?? 0, n: result.rows[0]?.n, error: undefined };
    } catch (error) {
      return { rowCount: 0, n: undefined, error: error as { code?: string; message: string } };
    } finally {
      await client().query('rollback to savepoint attempt');
      await client().query('reset role');
    }
  }

  describe('the standard protections', () => {
    it('every table the administrator writes has all of them', async () => {
      const tables = await adminWrittenTables(client());
      // The 26 document tables, the events, the holidays, the shareholding figures, the
      // dividends, the results periods, the two tables of document text and the company's
      // regulated facts.
      lane.check(
        [
          ...DOCUMENT_TABLES.map((t) => `public.${t}`),
          ...FACT_TABLES.map((t) => `public.${t}`),
          'public.investor_events',
          'public.exchange_holidays',
          'public.shareholding_quarters',
          'public.dividends',
          'public.financial_results',
          'private.document_pages',
          'private.document_text_status',
        ].filter((t) => !tables.includes(t)),
        [],
      );
      const gaps: Record<string, string[]> = {};
      for (const table of tables) {
        const missing = await protectionGaps(client(), table);
        if (missing.length > 0) gaps[table] = missing;
      }
      lane.check(gaps, {}, tables.length);
    });

    it('whatever only the administrator reads needs aal2 once a factor is enrolled', async () => {
      const { rows } = await client().query<{ t: string; restrictive: string | null }>(
        `select distinct p.schemaname || '.' || p.tablename as t,
                (select string_agg(r.qual, ' ') from pg_policies r
                  where r.schemaname = p.schemaname and r.tablename = p.tablename
                    and r.permissive = 'RESTRICTIVE' and r.cmd in ('SELECT', 'ALL')
                    and r.roles && array['authenticated', 'public']::name[]) as restrictive
           from pg_policies p
          where p.permissive = 'PERMISSIVE' and p.cmd in ('SELECT', 'ALL')
            and p.roles && array['authenticated', 'public']::name[]
            and p.qual like '%private.is_admin()%'`,
      );
      const names = rows.map((r) => r.t);
      for (const t of ['public.audit_log', 'public.replaced_files', 'storage.objects'])
        lane.check(names.includes(t), true);
      lane.check(
        rows.filter((r) => !(r.restrictive ?? '').includes(MFA)).map((r) => r.t),
        [],
        rows.length,
      );
    });

    it('no SECURITY DEFINER function hands a signed-in caller what only the administrator reads without asking for aal2', async () => {
      const { rows } = await client().query<{ fn: string; asks: boolean }>(
        // private.require_alert_admin() and private.require_duty_admin() are the e-mail alerts'
        // and the reminders' desk calls' way of asking (each calls is_admin() and
        // session_meets_mfa(); their own bodies are checked below).
        `select n.nspname || '.' || p.proname as fn,
                p.prosrc like '%session_meets_mfa()%'
                  or p.prosrc like '%private.require_alert_admin()%'
                  or p.prosrc like '%private.require_duty_admin()%' as asks
           from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          where p.prosecdef and n.nspname = 'public'
            and has_function_privilege('authenticated', p.oid, 'execute')`,
      );
      // Public by design: the shareholder lookup (exact matches for one folio number) and the
      // visitor's three e-mail alert calls (an address in, the same answer whatever is known), and
      // the erasure of one's own address (the unsubscribe link's token in).
      const publicByDesign = [
        'public.lookup_unclaimed_dividends',
        'public.subscribe_to_alerts',
        'public.confirm_alert_subscription',
        'public.unsubscribe_from_alerts',
        'public.erase_my_alert_address',
      ];
      lane.check(
        rows.filter((r) => !r.asks && !publicByDesign.includes(r.fn)).map((r) => r.fn),
        [],
      );
      const helpers = (
        await client().query<{ body: string }>(
          `select prosrc as body from pg_proc
            where oid in ('private.require_alert_admin()'::regprocedure,
                          'private.require_duty_admin()'::regprocedure)`,
        )
      ).rows;
      lane.check(
        helpers.map(
          (h) =>
            /private\.is_admin\(\)/.test(h.body) && /private\.session_meets_mfa\(\)/.test(h.body),
        ),
        [true, true],
      );
    });

    it('attach_standard_protections is for the migration role: no API role may call it', async () => {
      const { rows } = await client().query<Record<string, unknown>>(
        `select p.prosecdef as definer, p.proowner::regrole::text as owner, p.proconfig as config,
                has_function_privilege('anon', p.oid, 'execute') as anon,
                has_function_privilege('authenticated', p.oid, 'execute') as authenticated,
                has_function_privilege('service_role', p.oid, 'execute') as service_role
           from pg_proc p where p.proname = 'attach_standard_protections'`,
      );
      lane.check(rows, [
        {
          definer: false,
          owner: 'postgres',
          config: ['search_path=""'],
          anon: false,
          authenticated: false,
          service_role: false,
        },
      ]);
    });

    it('attaches them to a new table as postgres, not a superuser, and a second call changes nothing', async () => {
      await rolledBack(async () => {
        await client().query('set local role postgres');
        await client().query(NEW_TABLES);
        await client().query('reset role');
        const first = await protectionFingerprint(client(), 'public.lane_company_facts');
        lane.check(first.length > 10, true);
        await client().query('set local role postgres');
        await client().query(
          `select private.attach_standard_protections('public.lane_company_facts',
             visitors_read => 'archived_at is null')`,
        );
        await client().query('reset role');
        lane.check(await protectionFingerprint(client(), 'public.lane_company_facts'), first);
        for (const table of ['public.lane_company_facts', 'public.lane_compliance_items'])
          lane.check({ table, gaps: await protectionGaps(client(), table) }, { table, gaps: [] });
        const denied = await as(
          caller('admin aal2'),
          `select private.attach_standard_protections('public.lane_company_facts', 'true')`,
        );
        lane.check(
          denied.error?.message,
          'permission denied for function attach_standard_protections',
        );
      });
    });

    it.each(CALLERS)('a new table protected by it, as $name', async (who) => {
      await rolledBack(async () => {
        await client().query('set local role postgres');
        await client().query(NEW_TABLES);
        await client().query(
          `insert into public.lane_company_facts (id, fact, archived_at) values
             ('00000000-0000-4000-8000-0000000000f1', 'Live', null),
             ('00000000-0000-4000-8000-0000000000f2', 'Archived', now());
           insert into public.lane_compliance_items (id, title)
           values ('00000000-0000-4000-8000-0000000000c1', 'Item')`,
        );
        await client().query('reset role');
        const facts: [string, 'select' | 'insert' | 'update' | 'delete'][] = [
          [
            "select count(*)::int as n from public.lane_company_facts where fact = 'Live'",
            'select',
          ],
          [
            "select count(*)::int as n from public.lane_company_facts where fact = 'Archived'",
            'select',
          ],
          ["insert into public.lane_company_facts (fact) values ('New')", 'insert'],
          ["update public.lane_company_facts set fact = 'Changed' where fact = 'Live'", 'update'],
          ["delete from public.lane_company_facts where fact = 'Live'", 'delete'],
        ];
        const outcomes: (Outcome | string)[] = [];
        for (const [sql, op] of facts) outcomes.push(lane.outcomeOf(op, await as(who, sql)));
        lane.check(outcomes, FACTS_MATRIX[who.name], facts.length);

        const items = [
          'select count(*)::int as n from public.lane_compliance_items',
          "insert into public.lane_compliance_items (title) values ('New')",
          "update public.lane_compliance_items set title = 'Changed' where title = 'Item'",
          "delete from public.lane_compliance_items where title = 'Item'",
        ];
        const itemOutcomes: (Outcome | string)[] = [];
        for (const [i, op] of OPS.entries())
          itemOutcomes.push(lane.outcomeOf(op, await as(who, items[i] ?? '')));
        lane.check(itemOutcomes, ITEMS_MATRIX[who.name], OPS.length);
      });
    });

    it('refuses in plain words that name the table', async () => {
      await rolledBack(async () => {
        await client().query('set local role postgres');
        await client().query(NEW_TABLES);
        await client().query('reset role');
        const sql = "insert into public.lane_compliance_items (title) values ('New')";
        const refusals = [];
        for (const name of ['signed-in non-admin', 'admin aal1 (verified factor)'])
          refusals.push((await as(caller(name), sql)).error?.message);
        lane.check(refusals, [
          'permission denied: only an administrator can change compliance items',
          'permission denied: confirm your two-factor code to change compliance items',
        ]);
      });
    });
  });
}
