import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { authError } from './auth-errors';
import { configScalars } from './config-toml';

/**
 * Auth's Postgres hooks that this site uses, called as Supabase Auth calls them (supabase/auth:
 * internal/hooks/hookspgfunc/hookspgfunc.go runs them; internal/hooks/v0hooks/v0hooks.go shapes
 * their input and output; internal/hooks/hookserrors/hookserrors.go reads an error answer;
 * internal/conf/configuration.go parses the URI). The endpoints decide what a rejection means
 * (auth-tokens.ts for the password, auth-mfa.ts for a code).
 */
export const HOOK_NAMES = ['password_verification_attempt', 'mfa_verification_attempt'] as const;
export type HookName = (typeof HOOK_NAMES)[number];

/** The `pg-functions://` URI of each enabled hook. */
export type HookUris = Partial<Record<HookName, string>>;

/** What a verification-attempt hook answered (Auth's `...VerificationAttemptOutput`). */
export type HookDecision = { decision: string; message: string; shouldLogoutUser: boolean };

// Auth's `postgresNamesRegexp`: each of the schema and the function must match it.
const NAME = /^[a-zA-Z_][a-zA-Z0-9_]{0,62}$/;
// Auth's `hookName` of metadata, per hook.
const METADATA_NAME: Record<HookName, string> = {
  password_verification_attempt: 'password-verification',
  mfa_verification_attempt: 'mfa-verification',
};
// hookspgfunc's default: the function gets 2 seconds (`set local statement_timeout`).
const HOOK_TIMEOUT_MS = 2000;

/**
 * `"schema"."function"` for `pg-functions://<database>/<schema>/<function>`, as Auth quotes it
 * (Go's %q, the same as SQL's double quotes for names its pattern allows). Auth refuses to start
 * with any other kind of hook URI than pg-functions, http(s); this backend calls only the first.
 */
export function hookFunction(uri: string): string {
  const url = URL.canParse(uri) ? new URL(uri) : undefined;
  if (url?.protocol !== 'pg-functions:') {
    throw new Error(`The embedded backend calls only pg-functions:// hooks, not "${uri}"`);
  }
  const [, schema = '', fn = ''] = url.pathname.split('/');
  if (!NAME.test(schema)) throw new Error(`Invalid schema name in hook URI "${uri}"`);
  if (!NAME.test(fn)) throw new Error(`Invalid function name in hook URI "${uri}"`);
  return `"${schema}"."${fn}"`;
}

/**
 * `[auth.hook.<name>]` of supabase/config.toml: the hooks with `enabled = true`, by URI (the
 * Supabase CLI passes the same to Auth as GOTRUE_HOOK_<NAME>_ENABLED and _URI).
 */
export function hooksFromConfig(text?: string): HookUris {
  const values = configScalars(text);
  const uris: HookUris = {};
  for (const name of HOOK_NAMES) {
    const uri = values.get(`auth.hook.${name}.uri`);
    if (values.get(`auth.hook.${name}.enabled`) !== true || typeof uri !== 'string') continue;
    hookFunction(uri);
    uris[name] = uri;
  }
  return uris;
}

/** Auth's `{"error": {"http_code", "message"}}`: an error only with a message (hookserrors.Check). */
function hookError(answer: Record<string, unknown>) {
  const error = answer.error;
  if (typeof error !== 'object' || error === null || Array.isArray(error)) return undefined;
  const { http_code: code = 0, message = '' } = error as Record<string, unknown>;
  if (typeof message !== 'string' || !Number.isInteger(code)) return undefined;
  if (message === '') return undefined;
  // Auth answers a hook's error with its status (500 when none), and no error code of its own.
  const status = code === 0 ? 500 : (code as number);
  return authError(status, status === 500 ? 'unexpected_failure' : 'unknown', message);
}

/** Go's json.Unmarshal into the output struct: wrong types fail the whole answer. */
function decisionOf(answer: unknown): HookDecision {
  const bad = () => authError(500, 'unexpected_failure', 'Error unmarshaling JSON output.');
  if (answer === null || answer === undefined) {
    return { decision: '', message: '', shouldLogoutUser: false };
  }
  if (typeof answer !== 'object' || Array.isArray(answer)) throw bad();
  const {
    decision = '',
    message = '',
    should_logout_user: logout = false,
  } = answer as Record<string, unknown>;
  if (typeof decision !== 'string' || typeof message !== 'string' || typeof logout !== 'boolean')
    throw bad();
  return { decision, message, shouldLogoutUser: logout };
}

export function createHooks(db: PGlite, uris: HookUris) {
  /**
   * One call, as hookspgfunc makes it: a transaction of its own on Auth's connection (role
   * supabase_auth_admin), 2 seconds for the function, the event as its one argument. A failing
   * function is Auth's 500 naming the URI; an `error` answer is that error; else the decision.
   * Known difference: PGlite sets statement_timeout but does not enforce it (it has no timer
   * signal), so a slow hook is not stopped here; the real-Postgres lane runs this site's hooks
   * under the 2 seconds.
   */
  async function invoke(name: HookName, uri: string, input: Record<string, unknown>) {
    const event = JSON.stringify(input);
    let answer: unknown;
    try {
      answer = await db.transaction(async (tx) => {
        await tx.query('set local role supabase_auth_admin');
        await tx.query(`set local statement_timeout to '${HOOK_TIMEOUT_MS}'`);
        const { rows } = await tx.query<{ answer: unknown }>(
          `select ${hookFunction(uri)}($1) as answer`,
          [event],
        );
        await tx.query('set local statement_timeout to default');
        return rows[0]?.answer ?? null;
      });
    } catch (error) {
      console.error(`[local-supabase] hook ${name} failed`, error);
      throw authError(500, 'unexpected_failure', `Error running hook URI: ${uri}`);
    }
    if (typeof answer === 'object' && answer !== null && !Array.isArray(answer)) {
      const error = hookError(answer as Record<string, unknown>);
      if (error) throw error;
    }
    return decisionOf(answer);
  }

  const metadata = (name: HookName, address: string) => ({
    uuid: randomUUID(),
    time: new Date().toISOString(),
    name: METADATA_NAME[name],
    ip_address: address,
  });

  return {
    /** After a password was checked, for an account that exists: null when the hook is off. */
    async passwordAttempt(address: string, userId: string, valid: boolean) {
      const uri = uris.password_verification_attempt;
      if (!uri) return null;
      const name = 'password_verification_attempt';
      return invoke(name, uri, { metadata: metadata(name, address), user_id: userId, valid });
    },
    /** After a TOTP code was checked against its factor: null when the hook is off. */
    async mfaAttempt(address: string, userId: string, factorId: string, valid: boolean) {
      const uri = uris.mfa_verification_attempt;
      if (!uri) return null;
      const name = 'mfa_verification_attempt';
      return invoke(name, uri, {
        metadata: metadata(name, address),
        user_id: userId,
        factor_id: factorId,
        factor_type: 'totp',
        valid,
      });
    },
  };
}

export type Hooks = ReturnType<typeof createHooks>;

/** Auth's words when a hook rejects without a message of its own (v0hooks.go). */
export const DEFAULT_REJECTION = {
  password: 'Further password verification attempts will be rejected.',
  mfa: 'Further MFA verification attempts will be rejected.',
} as const;
