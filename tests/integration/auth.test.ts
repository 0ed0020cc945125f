import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeClient, startTestBackend, type TestBackend } from './support/backend';

let t: TestBackend;

beforeAll(async () => {
  t = await startTestBackend({ seed: false });
});
afterAll(() => t.stop());

describe('auth', () => {
  it('signs the admin in with a password and reports the admin role', async () => {
    const client = t.anon();
    const { data, error } = await client.auth.signInWithPassword({
      email: t.backend.admin.email,
      password: t.backend.admin.password,
    });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.session?.refresh_token).toBeTruthy();
    expect(data.user?.app_metadata.role).toBe('admin');
    const { data: me } = await client.auth.getUser();
    expect(me.user?.email).toBe(t.backend.admin.email);
  });

  it('answers a wrong password with Auth’s invalid-credentials error', async () => {
    const { data, error } = await t.anon().auth.signInWithPassword({
      email: t.backend.admin.email,
      password: 'not-the-password',
    });
    expect(data.session).toBeNull();
    expect(error?.code).toBe('invalid_credentials');
    expect(error?.message).toBe('Invalid login credentials');
    expect(error?.status).toBe(400);
  });

  it('answers an unknown user exactly as a wrong password', async () => {
    const { error } = await t.anon().auth.signInWithPassword({
      email: 'nobody@example.com',
      password: 'whatever1',
    });
    expect(error?.code).toBe('invalid_credentials');
  });

  it('refreshes a session with a new access and refresh token, and lets a used one refresh within the reuse interval', async () => {
    const client = await t.admin();
    const before = (await client.auth.getSession()).data.session;
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session?.refresh_token).not.toBe(before?.refresh_token);
    expect(data.session?.user.id).toBe(before?.user.id);

    // Within refresh_token_reuse_interval (10 s, config.toml) a used token still refreshes, as
    // Auth allows for two tabs refreshing at once; platform-parity.test.ts covers the replay.
    const next = data.session?.refresh_token ?? '';
    const again = await t.anon().auth.refreshSession({ refresh_token: next });
    const reuse = await t
      .anon()
      .auth.refreshSession({ refresh_token: before?.refresh_token ?? '' });
    expect(reuse.error).toBeNull();
    expect(reuse.data.session?.refresh_token).not.toBe(again.data.session?.refresh_token);
  });

  it('signs out, after which the session cannot be used or refreshed', async () => {
    const client = await t.admin();
    const session = (await client.auth.getSession()).data.session;
    const { error } = await client.auth.signOut();
    expect(error).toBeNull();
    expect((await client.auth.getSession()).data.session).toBeNull();

    const stale = makeClient(t.url, t.backend.anonKey);
    const user = await stale.auth.getUser(session?.access_token);
    expect(user.error).not.toBeNull();
    const refresh = await stale.auth.refreshSession({
      refresh_token: session?.refresh_token ?? '',
    });
    expect(refresh.error).not.toBeNull();
  });

  it('lets only the service role use the admin API', async () => {
    const asAdminUser = await (await t.admin()).auth.admin.listUsers();
    expect(asAdminUser.error?.status).toBe(403);
    const asService = await t.service().auth.admin.listUsers();
    expect(asService.error).toBeNull();
    expect(asService.data.users.map((u) => u.email)).toContain(t.backend.admin.email);
  });
});
