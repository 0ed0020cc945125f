/**
 * The checks Supabase's linter (splinter) makes that the lane has long run as queries: row-level
 * security on, fixed search paths, security_invoker views, no listing of a public bucket,
 * auth functions called once per query, no security definer function callable by anon.
 */
import { describe, it } from 'vitest';
import type { DeskLane } from './real-postgres-desk';

export function describeLinterChecks(lane: DeskLane) {
  describe("Supabase's linter, as queries", () => {
    const rows = async <T extends Record<string, unknown>>(sql: string) =>
      (await lane.pg().client.query<T>(sql)).rows;

    it('RLS is enabled on every table in the exposed schema and in storage', async () => {
      const tables = await rows<{ t: string; rls: boolean }>(
        `select n.nspname || '.' || c.relname as t, c.relrowsecurity as rls from pg_class c
           join pg_namespace n on n.oid = c.relnamespace
          where n.nspname in ('public', 'storage') and c.relkind in ('r', 'p')
            and c.relname <> 'migrations'`,
      );
      lane.check(tables.length >= 27, true);
      lane.check(
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
      lane.check(fns, []);
    });

    it('every view runs with the caller’s rights (security_invoker)', async () => {
      const views = await rows<{ v: string; opts: string[] | null }>(
        `select c.relname as v, c.reloptions as opts from pg_class c
           join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'v'`,
      );
      lane.check(views.length > 0, true);
      lane.check(
        views.filter((v) => !(v.opts ?? []).includes('security_invoker=true')).map((v) => v.v),
        [],
      );
    });

    it('no public bucket allows listing: every SELECT policy on its objects is the admin’s', async () => {
      // Permissive ones: a RESTRICTIVE policy only narrows them (the listing's aal2 rule).
      const policies = await rows<{ policyname: string; roles: string[]; qual: string | null }>(
        `select p.policyname, p.roles::text[] as roles, p.qual from pg_policies p
          where p.schemaname = 'storage' and p.tablename = 'objects' and p.cmd in ('SELECT', 'ALL')
            and p.permissive = 'PERMISSIVE'
            and exists (select 1 from storage.buckets b where b.public
                         and coalesce(p.qual, '') like '%' || b.id || '%')`,
      );
      lane.check(policies.length > 0, true);
      const broad = policies.filter(
        (p) =>
          p.roles.some((r) => r === 'anon' || r === 'public') || !/is_admin\(\)/.test(p.qual ?? ''),
      );
      lane.check(
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
      lane.check(
        policies.some((p) => /SELECT private\.is_admin\(\)/.test(p.text)),
        true,
      );
      lane.check(
        bare.map((p) => p.name),
        [],
      );
    });

    it('no security definer function in public or private is callable by anon, but the dividend lookup and the alerts’ visitor calls', async () => {
      const fns = await rows<{ fn: string }>(
        `select n.nspname || '.' || p.proname as fn from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          where p.prosecdef and n.nspname in ('public', 'private')
            and has_function_privilege('anon', p.oid, 'execute')`,
      );
      // It reads rows no API role may read and answers exact matches only (20261125120000); the
      // e-mail alerts' three visitor calls answer alike whatever is known (20261128170100), and the
      // visitor's own erasure needs the unsubscribe link's token (20261206160000).
      lane.check(fns.map((f) => f.fn).sort(), [
        'public.confirm_alert_subscription',
        'public.erase_my_alert_address',
        'public.lookup_unclaimed_dividends',
        'public.subscribe_to_alerts',
        'public.unsubscribe_from_alerts',
      ]);
    });
  });
}
