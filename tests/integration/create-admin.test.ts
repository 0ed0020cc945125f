import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminInputFromEnv,
  createOrUpdateAdmin,
  resetAdminFactors,
} from '../../scripts/create-admin';
import { signedIn, startTestBackend, type TestBackend } from './support/backend';
import { awaitFreshStep, totpCode } from './support/totp';

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

  it('resets a lost authenticator, so the admin signs in with the password alone', async () => {
    const input = {
      email: 'lost@example.com',
      password: 'lost-phone-pass1',
      name: 'L',
      username: 'lost',
    };
    const { id } = await createOrUpdateAdmin(t.service(), input);
    const client = await signedIn(t.url, t.backend.anonKey, input.email, input.password);
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp' });
    if (enrolled.error) throw enrolled.error;
    await awaitFreshStep();
    const verified = await client.auth.mfa.challengeAndVerify({
      factorId: enrolled.data.id,
      code: totpCode(enrolled.data.totp.secret),
    });
    expect(verified.error).toBeNull();
    const aal1 = await signedIn(t.url, t.backend.anonKey, input.email, input.password);
    const refused = await aal1
      .from('policies')
      .insert({ document_title: 'x', view_download: 'https://example.com' });
    expect(refused.error?.code).toBe('42501');

    expect(await resetAdminFactors(t.service(), id)).toBe(1);
    const after = await signedIn(t.url, t.backend.anonKey, input.email, input.password);
    expect((await after.auth.mfa.getAuthenticatorAssuranceLevel()).data?.nextLevel).toBe('aal1');
    const allowed = await after
      .from('policies')
      .insert({ document_title: 'x', view_download: 'https://example.com' });
    expect(allowed.error).toBeNull();
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
