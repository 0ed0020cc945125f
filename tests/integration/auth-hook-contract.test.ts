import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminPasswordFrom,
  clientAt,
  startTestBackend,
  type Client,
  type TestBackend,
} from './support/backend';
import { fetchFrom } from './support/local-address-fetch';
import { enrolTotp } from './support/mfa';

// Auth's contract with a verification-attempt hook, as the embedded backend keeps it (supabase/auth
// internal/api/token.go and mfa.go; internal/hooks/): what the function is sent and as whom, and
// what each answer does to the request. The hooks here are stand-ins a test writes, named in the
// backend's options as an operator names them in [auth.hook.*].
const PASSWORD_HOOK = 'pg-functions://postgres/private/lane_password_hook';
const MFA_HOOK = 'pg-functions://postgres/private/lane_mfa_hook';
let t: TestBackend;
let factorId = '';

beforeAll(async () => {
  t = await startTestBackend({
    seed: false,
    hooks: { password_verification_attempt: PASSWORD_HOOK, mfa_verification_attempt: MFA_HOOK },
  });
  await answer('password', `jsonb_build_object('decision', 'continue')`);
  await answer('mfa', `jsonb_build_object('decision', 'continue')`);
  ({ factorId } = await enrolTotp(await t.admin()));
});
afterAll(() => t.stop());

/** Makes the stand-in hook answer `expression` (SQL over `event`), callable as Auth calls it. */
async function answer(hook: 'password' | 'mfa', expression: string) {
  const fn = `private.lane_${hook}_hook`;
  await t.backend.db.exec(`
    create or replace function ${fn}(event jsonb) returns jsonb language sql set search_path = ''
    as $$ select ${expression} $$;
    revoke all on function ${fn}(jsonb) from public;
    grant execute on function ${fn}(jsonb) to supabase_auth_admin;`);
}

const passwordFrom = (address: string, password = t.backend.admin.password) =>
  adminPasswordFrom(t, address, password);

/**
 * The password grant as raw HTTP: supabase-js reads a 500 as a network failure and keeps no body,
 * so Auth's status and JSON are read here as a client would see them on the wire.
 */
async function rawPasswordFrom(address: string) {
  const response = await fetchFrom(address)(`${t.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: t.backend.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: t.backend.admin.email, password: t.backend.admin.password }),
  });
  const body = (await response.json()) as { code?: string; message?: string };
  return [response.status, body.code, body.message];
}

/** A signed-in password session at `address`, at aal1. */
async function sessionAt(address: string): Promise<Client> {
  const client = clientAt(t.url, t.backend.anonKey, address);
  const { error } = await client.auth.signInWithPassword({
    email: t.backend.admin.email,
    password: t.backend.admin.password,
  });
  if (error) throw error;
  return client;
}

const ECHO = `jsonb_build_object('error', jsonb_build_object('http_code', 418,
  'message', jsonb_build_object('role', current_user, 'event', event)::text))`;

describe('what a verification-attempt hook is sent, and as whom', () => {
  it('the password hook: the account, whether the password was right, and the metadata, as supabase_auth_admin', async () => {
    await answer('password', ECHO);
    const [status, , message] = (await passwordFrom('127.0.0.3', 'wrong')) as [
      number,
      string,
      string,
    ];
    const { rows } = await t.backend.db.query<{ id: string }>(
      'select id from auth.users where email = $1',
      [t.backend.admin.email],
    );
    expect(status).toBe(418);
    expect(JSON.parse(message)).toEqual({
      role: 'supabase_auth_admin',
      event: {
        user_id: rows[0]?.id,
        valid: false,
        metadata: {
          uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
          time: expect.any(String),
          name: 'password-verification',
          ip_address: '127.0.0.3',
        },
      },
    });
    await answer('password', `jsonb_build_object('decision', 'continue')`);
  });

  it('the MFA hook: the factor and its type too', async () => {
    const client = await sessionAt('127.0.0.4');
    await answer('mfa', ECHO);
    const { error } = await client.auth.mfa.challengeAndVerify({ factorId, code: '000000' });
    expect(error?.status).toBe(418);
    expect(JSON.parse(error?.message ?? '{}')).toMatchObject({
      role: 'supabase_auth_admin',
      event: {
        factor_id: factorId,
        factor_type: 'totp',
        metadata: { name: 'mfa-verification', ip_address: '127.0.0.4' },
      },
    });
    await answer('mfa', `jsonb_build_object('decision', 'continue')`);
  });
});

describe('what each answer does', () => {
  it('a password reject is 400 invalid_credentials with Auth’s default words, and signs out everywhere when asked', async () => {
    const other = await sessionAt('127.0.0.5');
    await answer(
      'password',
      `jsonb_build_object('decision', 'reject', 'should_logout_user', true)`,
    );
    expect(await passwordFrom('127.0.0.5')).toEqual([
      400,
      'invalid_credentials',
      'Further password verification attempts will be rejected.',
    ]);
    expect((await other.auth.refreshSession()).error?.code).toBe('refresh_token_not_found');
    await answer('password', `jsonb_build_object('decision', 'reject', 'message', 'Not now.')`);
    expect(await passwordFrom('127.0.0.5')).toEqual([400, 'invalid_credentials', 'Not now.']);
    await answer('password', `jsonb_build_object('decision', 'continue')`);
  });

  it('an MFA reject is 403 mfa_verification_rejected and signs the user out of every session', async () => {
    const desk = await sessionAt('127.0.0.6');
    const client = await sessionAt('127.0.0.6');
    await answer('mfa', `jsonb_build_object('decision', 'reject', 'message', 'Stop.')`);
    const { error } = await client.auth.mfa.challengeAndVerify({ factorId, code: '000000' });
    expect([error?.status, error?.code, error?.message]).toEqual([
      403,
      'mfa_verification_rejected',
      'Stop.',
    ]);
    expect((await desk.auth.refreshSession()).error?.code).toBe('refresh_token_not_found');
    await answer('mfa', `jsonb_build_object('decision', 'continue')`);
  });

  it('an error answer without a status is 500 with its message; an empty message is no error', async () => {
    await answer('password', `'{"error": {"message": "Broken."}}'::jsonb`);
    expect(await rawPasswordFrom('127.0.0.7')).toEqual([500, 'unexpected_failure', 'Broken.']);
    await answer('password', `'{"error": {"http_code": 429, "message": ""}}'::jsonb`);
    expect(await passwordFrom('127.0.0.7')).toBe('accepted');
  });

  it('a function that fails, or answers in the wrong shape, is Auth’s 500 and never a sign-in', async () => {
    await answer('password', `(1 / 0)::text::jsonb`);
    expect(await rawPasswordFrom('127.0.0.8')).toEqual([
      500,
      'unexpected_failure',
      `Error running hook URI: ${PASSWORD_HOOK}`,
    ]);
    await answer('password', `jsonb_build_object('decision', 1)`);
    expect(await rawPasswordFrom('127.0.0.8')).toEqual([
      500,
      'unexpected_failure',
      'Error unmarshaling JSON output.',
    ]);
    await answer('password', `jsonb_build_object('decision', 'continue')`);
  });
});
