import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminInputFromEnv, createOrUpdateAdmin } from '../../scripts/create-admin';
import { signedIn, startTestBackend, type TestBackend } from './support/backend';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend({ seed: false });
});
afterAll(() => t.stop());

describe('scripts/create-admin', () => {
  it('creates an admin who may then add documents', async () => {
    const input = {
      email: 'owner@example.com',
      password: 'first-password-1',
      name: 'Owner',
      username: 'owner',
    };
    expect((await createOrUpdateAdmin(t.service(), input)).action).toBe('created');
    const client = await signedIn(t.url, t.backend.anonKey, input.email, input.password);
    const { error } = await client
      .from('policies')
      .insert({ document_title: 'By the new admin', view_download: 'https://example.com' });
    expect(error).toBeNull();
  });

  it('updates an existing user’s password and makes them admin', async () => {
    const service = t.service();
    await service.auth.admin.createUser({
      email: 'later@example.com',
      password: 'old-password-1',
      email_confirm: true,
    });
    const input = {
      email: 'later@example.com',
      password: 'new-password-22',
      name: 'Later',
      username: 'later',
    };
    expect((await createOrUpdateAdmin(service, input)).action).toBe('updated');
    const client = await signedIn(t.url, t.backend.anonKey, input.email, input.password);
    const { data } = await client.auth.getUser();
    expect(data.user?.app_metadata.role).toBe('admin');
  });

  it('cannot be run with the anon key', async () => {
    await expect(
      createOrUpdateAdmin(t.anon(), {
        email: 'x@example.com',
        password: 'pass-word-123',
        name: 'X',
        username: 'x',
      }),
    ).rejects.toThrow();
  });

  it('refuses a short password from the environment', () => {
    expect(() => adminInputFromEnv({ ADMIN_PASSWORD: 'short' })).toThrow(/at least 12/);
    expect(
      adminInputFromEnv({ ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'long-enough-pass' }).email,
    ).toBe('boss@healthforall.local');
  });
});
