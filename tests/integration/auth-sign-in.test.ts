import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signInAdmin } from '@/features/auth/api/sign-in';
import { signOut } from '@/features/auth/api/sign-out';
import { isAdminUser, storedUserFromAuthUser } from '@/features/auth/stored-user';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { READER, makeClient, startTestBackend, type TestBackend } from './support/backend';

let t: TestBackend;
let domain: string;

beforeAll(async () => {
  t = await startTestBackend({ seed: false });
  domain = t.backend.admin.email.split('@')[1] ?? '';
});
afterAll(() => t.stop());

const client = () => makeClient(t.url, t.backend.anonKey);

/** A loopback port nothing listens on. */
function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

describe('signInAdmin', () => {
  it('signs the admin in by username, mapping it to the configured email domain', async () => {
    const c = client();
    const result = await signInAdmin({
      client: c,
      username: t.backend.admin.username,
      password: t.backend.admin.password,
      emailDomain: domain,
    });
    if (!result.ok) throw new Error(`sign-in failed: ${result.message}`);
    const { data } = await c.auth.getSession();
    expect(isAdminUser(data.session?.user)).toBe(true);
    expect(storedUserFromAuthUser(result.user)).toMatchObject({
      username: t.backend.admin.username,
      role: 'admin',
    });
  });

  it('sends the CAPTCHA token where Auth reads it, which a project without CAPTCHA ignores', async () => {
    const bodies: unknown[] = [];
    const recording = createClient(t.url, t.backend.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: ws as unknown as typeof WebSocket },
      global: {
        fetch: (input, init) => {
          if (typeof init?.body === 'string') bodies.push(JSON.parse(init.body));
          return fetch(input, init);
        },
      },
    });
    const result = await signInAdmin({
      client: recording,
      username: t.backend.admin.username,
      password: t.backend.admin.password,
      emailDomain: domain,
      captchaToken: 'turnstile-token',
    });
    expect(result.ok).toBe(true);
    // supabase/auth internal/api/middleware.go, verifyCaptcha: `gotrue_meta_security.captcha_token`.
    expect(bodies[0]).toMatchObject({ gotrue_meta_security: { captcha_token: 'turnstile-token' } });
  });

  it('reports a wrong password as invalid credentials', async () => {
    const result = await signInAdmin({
      client: client(),
      username: t.backend.admin.username,
      password: 'wrong password',
      emailDomain: domain,
    });
    expect(result).toMatchObject({ ok: false, reason: 'invalid-credentials' });
  });

  it('refuses a valid account that is not the admin and leaves no session', async () => {
    const c = client();
    const result = await signInAdmin({
      client: c,
      username: READER.email,
      password: READER.password,
      emailDomain: domain,
    });
    expect(result).toMatchObject({ ok: false, reason: 'not-admin' });
    expect((await c.auth.getSession()).data.session).toBeNull();
  });

  it('reports an unreachable backend as an error, not as bad credentials', async () => {
    // supabase-js logs the failed fetch; the result is what matters here.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const result = await signInAdmin({
      client: makeClient(`http://127.0.0.1:${await closedPort()}`, t.backend.anonKey),
      username: 'admin',
      password: 'x',
      emailDomain: domain,
    });
    expect(result).toMatchObject({ ok: false, reason: 'error' });
    consoleError.mockRestore();
  });
});

describe('signOut', () => {
  it('ends the session', async () => {
    const c = client();
    await signInAdmin({
      client: c,
      username: t.backend.admin.username,
      password: t.backend.admin.password,
      emailDomain: domain,
    });
    await signOut(c);
    expect((await c.auth.getSession()).data.session).toBeNull();
  });
});
