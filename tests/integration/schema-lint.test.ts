import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalBackend, type LocalBackend } from '../../supabase/local/server';

// Reads the catalog of the migrated database directly: these rules hold for every table,
// policy and function the migrations create, including ones added later.
let backend: LocalBackend;
beforeAll(async () => {
  backend = await startLocalBackend({ port: 0, seed: false });
});
afterAll(() => backend.stop());

const query = async <T>(sql: string) => (await backend.db.query<T>(sql)).rows;

describe('the schema', () => {
  it('enables row-level security on every table in public', async () => {
    const rows = await query<{ relname: string; relrowsecurity: boolean }>(
      `select c.relname, c.relrowsecurity from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r'`,
    );
    // The 27 document tables, the audit trail, the files kept after a replacement, the investor
    // events, the exchange holidays, the compliance answers and settings, the shareholding
    // figures, the dividends, the results periods, the six tables of the company's facts, the
    // e-mail alert settings and the compliance reminders' settings and addresses.
    expect(rows.length).toBe(45);
    expect(rows.filter((r) => !r.relrowsecurity).map((r) => r.relname)).toEqual([]);
  });

  it('has no policy that lets anon insert, update or delete', async () => {
    const rows = await query<{ tablename: string; policyname: string }>(
      `select schemaname || '.' || tablename as tablename, policyname from pg_policies
        where cmd in ('INSERT', 'UPDATE', 'DELETE', 'ALL')
          and (roles @> array['anon']::name[] or roles @> array['public']::name[])
          -- pg_cron's own: each role sees and runs only its jobs (no API role may use the schema).
          and schemaname <> 'cron'`,
    );
    expect(rows).toEqual([]);
  });

  it('gives anon no write privilege on any public table', async () => {
    const rows = await query<{ table_name: string; privilege_type: string }>(
      `select table_name, privilege_type from information_schema.role_table_grants
        where grantee = 'anon' and table_schema = 'public'
          and privilege_type in ('INSERT', 'UPDATE', 'DELETE', 'TRUNCATE')`,
    );
    expect(rows).toEqual([]);
  });

  it('fixes the search_path of every function our migrations define', async () => {
    const rows = await query<{ fn: string }>(
      `select n.nspname || '.' || p.proname as fn from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname in ('public', 'private', 'auth', 'storage')
          and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) c where c like 'search_path=%')`,
    );
    expect(rows).toEqual([]);
  });

  it('runs every view in public with the caller’s rights', async () => {
    const rows = await query<{ relname: string; reloptions: string[] | null }>(
      `select c.relname, c.reloptions from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'v'`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const view of rows) expect(view.reloptions ?? []).toContain('security_invoker=true');
  });

  it('defines no security definer function that anon can call, but the dividend lookup and the alerts’ visitor calls', async () => {
    const rows = await query<{ fn: string }>(
      `select n.nspname || '.' || p.proname as fn from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where p.prosecdef and n.nspname in ('public', 'private')
          and has_function_privilege('anon', p.oid, 'execute')`,
    );
    // The shareholder lookup reads rows no API role may read, and answers only exact matches
    // (20261125120000); it checks its input and throttles its caller itself. The e-mail alerts'
    // three visitor calls answer alike whatever is known, and change nothing without a token
    // or past the throttle (20261128170100); the visitor's own erasure, from the same link as the
    // unsubscribe, needs its token (20261206160000).
    expect(rows.map((r) => r.fn).sort()).toEqual([
      'public.confirm_alert_subscription',
      'public.erase_my_alert_address',
      'public.lookup_unclaimed_dividends',
      'public.subscribe_to_alerts',
      'public.unsubscribe_from_alerts',
    ]);
  });
});
