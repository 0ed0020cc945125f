/**
 * The platform's privilege model, as the lane holds the migrations to it: migrations ran as a
 * `postgres` that is not a superuser, changed nothing in `auth` or `storage` but policies and
 * triggers, and the API roles cannot read Auth's tables; the two-factor rule is asked of a
 * SECURITY DEFINER function that only the signed-in role may call; Storage's delete guard holds.
 */
import { describe, expect, it } from 'vitest';
import { DOCUMENT_TABLES } from '@/lib/document-tables';
import type { DeskLane } from './real-postgres-desk';
import { CALLERS } from './rls-matrix';

export function describePlatformChecks(lane: DeskLane) {
  const rows = async <T extends Record<string, unknown>>(sql: string) =>
    (await lane.pg().client.query<T>(sql)).rows;

  describe("the platform's privileges", () => {
    it('migrations ran as postgres, which is not a superuser and bypasses row-level security', async () => {
      const [role] = await rows<{ super: boolean; bypass: boolean }>(
        `select rolsuper as super, rolbypassrls as bypass from pg_roles where rolname = 'postgres'`,
      );
      lane.check(role, { super: false, bypass: true });
      const owners = await rows<{ owner: string }>(
        `select distinct p.proowner::regrole::text as owner from pg_proc p
          where p.pronamespace in ('public'::regnamespace, 'private'::regnamespace)`,
      );
      lane.check(
        owners.map((o) => o.owner),
        ['postgres'],
      );
    });

    it('changed nothing in auth or storage but policies and triggers', () => {
      const { before, after } = lane.pg().platformSchemas;
      lane.check(before.length > 50, true);
      lane.check(
        after.filter((line) => !before.includes(line)),
        [],
      );
      lane.check(
        before.filter((line) => !after.includes(line)),
        [],
      );
    });

    it('auth.mfa_factors has row-level security on and is not readable by the API roles', async () => {
      const [table] = await rows<{ rls: boolean; anon: boolean; authenticated: boolean }>(
        `select c.relrowsecurity as rls,
                has_table_privilege('anon', c.oid, 'select') as anon,
                has_table_privilege('authenticated', c.oid, 'select') as authenticated
           from pg_class c where c.oid = 'auth.mfa_factors'::regclass`,
      );
      lane.check(table, { rls: true, anon: false, authenticated: false });
    });

    it('the two-factor rule is a SECURITY DEFINER function of postgres, not callable by anon', async () => {
      const [fn] = await rows<Record<string, unknown>>(
        `select p.prosecdef as definer, p.proowner::regrole::text as owner, p.proconfig as config,
                has_function_privilege('anon', p.oid, 'execute') as anon,
                has_function_privilege('authenticated', p.oid, 'execute') as authenticated
           from pg_proc p where p.oid = 'private.session_meets_mfa()'::regprocedure`,
      );
      lane.check(fn, {
        definer: true,
        owner: 'postgres',
        config: ['search_path=""'],
        anon: false,
        authenticated: true,
      });
      const policies = await rows<{ name: string; text: string }>(
        `select tablename || ': ' || policyname as name,
                coalesce(qual, '') || ' ' || coalesce(with_check, '') as text
           from pg_policies where permissive = 'RESTRICTIVE'`,
      );
      // Writes: three on each of the 27 document tables (the 23, the two IEPF tables, the
      // Integrated Filing (Governance) and the Memorandum and Articles), the bucket's objects, the
      // two tables of document text, the investor events, the exchange holidays, the compliance
      // answers and settings, the shareholding figures, the dividends, the results periods, the
      // six tables of company facts, the e-mail alert settings and the reminders' settings and
      // addresses. Reads of what only the administrator reads: one on each document table (its
      // archive), each text table, the bucket's listing, the audit trail, the kept files, the
      // compliance answers and settings, the investor events' material events, the alert
      // settings and the reminders' two tables.
      lane.check(
        policies.length,
        (27 + 1 + 2 + 1 + 1 + 2 + 2 + 1 + 6 + 1 + 2) * 3 + (27 + 2 + 1 + 1 + 1 + 2 + 1 + 1 + 2),
      );
      lane.check(
        policies
          .filter((p) => !p.text.includes('SELECT private.session_meets_mfa()'))
          .map((p) => p.name),
        [],
      );
      lane.check(
        policies.filter((p) => p.text.includes('mfa_factors')).map((p) => p.name),
        [],
      );
    });

    it('every document table carries the same triggers and policies', async () => {
      // A table added to private.document_table_names() after a migration attached its triggers
      // to the tables then on the list would miss them; this finds any such gap.
      const tables = await rows<{ t: string; triggers: string; policies: number }>(
        `select t.name as t,
                (select string_agg(tg.tgname, ',' order by tg.tgname) from pg_trigger tg
                  where tg.tgrelid = format('public.%I', t.name)::regclass
                    and not tg.tgisinternal) as triggers,
                (select count(*)::int from pg_policies p
                  where p.schemaname = 'public' and p.tablename = t.name) as policies
           from unnest(private.document_table_names()) as t(name)`,
      );
      lane.check(tables.length, DOCUMENT_TABLES.length);
      const first = tables[0];
      lane.check(
        tables.filter((t) => t.triggers !== first?.triggers || t.policies !== first.policies),
        [],
      );
    });

    it("refuses a DELETE on storage.objects without the Storage server's flag, whoever asks", async () => {
      const admin = CALLERS.find((c) => c.name === 'admin aal2');
      if (!admin) throw new Error('no admin caller');
      const sql = "delete from storage.objects where bucket_id = 'investor_documents'";
      for (const caller of [admin, { ...admin, role: 'service_role' as const }]) {
        const result = await lane.attempt(caller as typeof admin, sql);
        lane.check(result.error?.message, expect.stringContaining('Direct deletion'));
      }
    });

    it('no function in public or private runs an UPDATE or DELETE without a WHERE clause', async () => {
      // The platform loads pg-safeupdate into API sessions, and it checks every statement a
      // request runs, those inside functions and triggers too; this reads their bodies.
      const fns = await rows<{ fn: string; src: string }>(
        `select n.nspname || '.' || p.proname as fn, p.prosrc as src from pg_proc p
           join pg_namespace n on n.oid = p.pronamespace
          where n.nspname in ('public', 'private') and p.prolang in (
            select oid from pg_language where lanname in ('sql', 'plpgsql'))`,
      );
      lane.check(fns.length > 10, true);
      const unsafe = fns.filter((f) =>
        f.src
          .replace(/--.*$/gm, '')
          .split(';')
          .some(
            (stmt) =>
              /\b(delete\s+from|update\s+[\w."]+\s+set)\b/i.test(stmt) && !/\bwhere\b/i.test(stmt),
          ),
      );
      lane.check(
        unsafe.map((f) => f.fn),
        [],
      );
    });
  });
}
