import { describe, expect, it } from 'vitest';
import type { DeskLane } from './real-postgres-desk';
import { ADMIN, CALLERS, type Outcome } from './rls-matrix';

/**
 * Auth's two verification-attempt hooks (migration 20261128100000) on the platform's
 * privileges: only supabase_auth_admin, the role Auth connects as, may run them or touch their
 * tables; they run with their caller's rights; called as Auth calls them (their own transaction,
 * statement_timeout 2 s) they pause an account after five wrong attempts and a right one after
 * the wait resumes it. The desk's report goes to the administrator only, at aal2 once a factor
 * exists.
 */
const HOOKS = ['hook_password_verification_attempt', 'hook_mfa_verification_attempt'];
const API_ROLES = ['anon', 'authenticated', 'service_role'];

/** The desk's report of failed attempts, as each caller. */
export const REPORT_MATRIX: Record<string, Outcome> = {
  anon: 'refused',
  'signed-in non-admin': 'refused',
  'admin aal1 (verified factor)': 'refused',
  'admin aal2': 'visible',
  'admin aal1 (no factor)': 'visible',
};

export function describeSignInHookChecks(lane: DeskLane) {
  const client = () => lane.pg().client;

  /** One hook call exactly as supabase/auth's hookspgfunc makes it; what it answered. */
  async function asAuth(hook: string, event: Record<string, unknown>) {
    await client().query('begin');
    try {
      await client().query('set local role supabase_auth_admin');
      await client().query("set local statement_timeout to '2000'");
      const { rows } = await client().query<{ answer: Record<string, unknown> }>(
        `select "private".${client().escapeIdentifier(hook)}($1) as answer`,
        [JSON.stringify(event)],
      );
      await client().query('commit');
      return rows[0]?.answer;
    } catch (error) {
      await client().query('rollback');
      throw error;
    }
  }

  describe('the sign-in hooks', () => {
    it('run with their caller’s rights, and only supabase_auth_admin may run them', async () => {
      const { rows } = await client().query<Record<string, unknown>>(
        `select p.proname as fn, p.prosecdef as definer, p.proowner::regrole::text as owner,
                p.proconfig as config,
                exists (select 1 from aclexplode(coalesce(p.proacl, acldefault('f', p.proowner))) a
                        where a.grantee = 0) as public,
                ${API_ROLES.map((r) => `has_function_privilege('${r}', p.oid, 'execute') as ${r}`).join(', ')},
                has_function_privilege('supabase_auth_admin', p.oid, 'execute') as auth
           from pg_proc p where p.pronamespace = 'private'::regnamespace
            and p.proname = any($1) order by p.proname`,
        [HOOKS],
      );
      const expected = {
        definer: false,
        owner: 'postgres',
        config: ['search_path=""'],
        public: false,
        anon: false,
        authenticated: false,
        service_role: false,
        auth: true,
      };
      lane.check(
        rows,
        [...HOOKS].sort().map((fn) => ({ fn, ...expected })),
        HOOKS.length,
      );
    });

    it('keep their tables from every API role: row-level security on, no grant, Auth’s role only', async () => {
      const { rows } = await client().query<Record<string, unknown>>(
        `select c.relname as t, c.relrowsecurity as rls,
                ${API_ROLES.map((r) => `has_table_privilege('${r}', c.oid, 'select, insert, update, delete') as ${r}`).join(', ')},
                has_table_privilege('supabase_auth_admin', c.oid, 'select') as auth
           from pg_class c where c.relnamespace = 'private'::regnamespace
            and c.relname in ('sign_in_attempts', 'sign_in_throttle_settings') order by c.relname`,
      );
      const closed = { rls: true, anon: false, authenticated: false, service_role: false };
      lane.check(rows, [
        { t: 'sign_in_attempts', ...closed, auth: true },
        { t: 'sign_in_throttle_settings', ...closed, auth: true },
      ]);
    });

    it('refuse the API roles that would call them', async () => {
      for (const caller of CALLERS) {
        const result = await lane.attempt(
          caller,
          `select private.hook_mfa_verification_attempt('{"user_id": "${ADMIN}", "valid": true}')`,
        );
        lane.check(result.error?.code, '42501');
      }
    });

    it('pause an account after five wrong passwords, refuse the right one during the wait, and resume after it', async () => {
      const user = '00000000-0000-4000-8000-00000000c001';
      const attempt = (valid: boolean) => asAuth(HOOKS[0] ?? '', { user_id: user, valid });
      const answers: unknown[] = [];
      for (let i = 0; i < 6; i++) answers.push(await attempt(false));
      answers.push(await attempt(true));
      // The wait left, in words: 30 seconds, or a second less on a slow machine.
      const paused = {
        error: {
          http_code: 429,
          message: expect.stringMatching(
            /^Sign-in to this account is paused after too many wrong passwords\. Please try again in (29|30) seconds\.$/,
          ),
        },
      };
      const go = { decision: 'continue' };
      lane.check(answers, [go, go, go, go, go, paused, paused], 7);
      await client().query(
        'update private.sign_in_attempts set wait_until = now() where user_id = $1',
        [user],
      );
      lane.check(await attempt(true), go);
      const { rows } = await client().query(
        'select failures, reported_failures, reported_refusals from private.sign_in_attempts where user_id = $1',
        [user],
      );
      lane.check(rows, [{ failures: 0, reported_failures: 5, reported_refusals: 2 }]);
      await client().query('delete from private.sign_in_attempts where user_id = $1', [user]);
    });

    it.each(CALLERS)('report failed attempts to the desk: $name', async (caller) => {
      const result = await lane.attempt(
        caller,
        'select count(*)::int as n from public.failed_sign_in_attempts()',
      );
      lane.check(
        result.error?.code === '42501' ? 'refused' : (result.error?.message ?? 'visible'),
        REPORT_MATRIX[caller.name],
      );
    });
  });
}
