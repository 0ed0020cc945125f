import { afterEach, describe, expect, it } from 'vitest';
import { signInAdmin } from '@/features/auth/api/sign-in';
import { authMessages } from '@/features/auth/messages';
import { DEFAULT_RATE_LIMITS, rateLimitsFromConfig } from '../../supabase/local/rate-limit';
import { startTestBackend, type TestBackend } from './support/backend';

let t: TestBackend | undefined;
afterEach(async () => {
  await t?.stop();
  t = undefined;
  delete process.env.LOCAL_AUTH_SIGN_IN_RATE_LIMIT;
});

async function attempt(backend: TestBackend, password: string) {
  const { error } = await backend.anon().auth.signInWithPassword({
    email: backend.backend.admin.email,
    password,
  });
  return error;
}

describe('sign-in throttling', () => {
  it('takes its default from [auth.rate_limit] in supabase/config.toml: 30 per 5 minutes', () => {
    expect(rateLimitsFromConfig()).toEqual({ signIn: 30, mfa: 15 });
    expect(DEFAULT_RATE_LIMITS.signIn).toBe(30);
    expect(
      rateLimitsFromConfig(
        '[auth]\nx = 1\n[auth.rate_limit]\nsign_in_sign_ups = 7 # few\n[db]\nsign_in_sign_ups = 99\n',
      ),
    ).toEqual({ signIn: 7, mfa: 15 });
  });

  it('answers 429 with Supabase’s error once an IP has used its sign-ins, even for the right password', async () => {
    t = await startTestBackend({ seed: false, rateLimits: { signIn: 3 } });
    for (let i = 0; i < 3; i++) {
      expect((await attempt(t, 'wrong-password'))?.code).toBe('invalid_credentials');
    }
    const refused = await attempt(t, t.backend.admin.password);
    expect(refused?.status).toBe(429);
    expect(refused?.code).toBe('over_request_rate_limit');
    expect(refused?.message).toBe('Request rate limit reached');
  });

  it('lets LOCAL_AUTH_SIGN_IN_RATE_LIMIT set the limit', async () => {
    process.env.LOCAL_AUTH_SIGN_IN_RATE_LIMIT = '2';
    t = await startTestBackend({ seed: false });
    expect(await attempt(t, t.backend.admin.password)).toBeNull();
    expect(await attempt(t, t.backend.admin.password)).toBeNull();
    expect((await attempt(t, t.backend.admin.password))?.status).toBe(429);
  });

  it('counts only password sign-ins: refreshing a session is not throttled by them', async () => {
    t = await startTestBackend({ seed: false, rateLimits: { signIn: 1 } });
    const client = t.anon();
    const { error } = await client.auth.signInWithPassword({
      email: t.backend.admin.email,
      password: t.backend.admin.password,
    });
    expect(error).toBeNull();
    expect((await attempt(t, t.backend.admin.password))?.status).toBe(429);
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
  });
});

describe('the login dialog’s sign-in call', () => {
  it('reports a throttled sign-in as rate-limited, which the dialog words plainly', async () => {
    t = await startTestBackend({ seed: false, rateLimits: { signIn: 1 } });
    const domain = t.backend.admin.email.split('@')[1] ?? '';
    const args = {
      username: t.backend.admin.username,
      password: 'wrong-password',
      emailDomain: domain,
    };
    const first = await signInAdmin({ client: t.anon(), ...args });
    expect(first).toMatchObject({ ok: false, reason: 'invalid-credentials' });
    const second = await signInAdmin({ client: t.anon(), ...args });
    expect(second).toMatchObject({ ok: false, reason: 'rate-limited' });
    expect(authMessages.tooManyAttempts).toBe(
      'Too many sign-in attempts. Please wait a few minutes and try again.',
    );
  });
});
