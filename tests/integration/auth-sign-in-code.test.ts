import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '@/features/auth/api/sign-in';
import { verifySignInCode } from '@/features/auth/api/verify-code';
import { needsSecondFactor } from '@/features/auth/session-aal';
import { startTestBackend, type TestBackend } from './support/backend';
import { awaitFreshStep, totpCode } from './support/totp';

// The login dialog's two steps through the real supabase-js: the password, then the code.
let t: TestBackend;
let secret = '';
let domain = '';

beforeAll(async () => {
  t = await startTestBackend({ seed: false });
  domain = t.backend.admin.email.split('@')[1] ?? '';
  const admin = await t.admin();
  const enrolled = await admin.auth.mfa.enroll({ factorType: 'totp' });
  if (enrolled.error) throw enrolled.error;
  secret = enrolled.data.totp.secret;
  await awaitFreshStep();
  const verified = await admin.auth.mfa.challengeAndVerify({
    factorId: enrolled.data.id,
    code: totpCode(secret, -1),
  });
  if (verified.error) throw verified.error;
});
afterAll(() => t.stop());

async function passwordStep() {
  const client = t.anon();
  const result = await signInAdmin({
    client,
    username: t.backend.admin.username,
    password: t.backend.admin.password,
    emailDomain: domain,
  });
  if (!result.ok) throw new Error(result.message);
  return { client, session: result.session };
}

describe('signing in with a code', () => {
  it('leaves a password-only session needing the code', async () => {
    const { session } = await passwordStep();
    expect(needsSecondFactor(session)).toBe(true);
  });

  it('says a wrong code is wrong, and a right code completes the sign-in at aal2', async () => {
    const { client } = await passwordStep();
    const valid = [-1, 0, 1].map((s) => totpCode(secret, s));
    const wrong = ['000000', '111111', '222222'].find((c) => !valid.includes(c)) ?? '333333';
    expect(await verifySignInCode(client, wrong)).toMatchObject({
      ok: false,
      reason: 'wrong-code',
    });
    await awaitFreshStep();
    expect(await verifySignInCode(client, totpCode(secret))).toEqual({ ok: true });
    const { data } = await client.auth.getSession();
    expect(needsSecondFactor(data.session)).toBe(false);
    const write = await client
      .from('policies')
      .insert({ document_title: 'Signed in with a code', view_download: 'https://example.com' });
    expect(write.error).toBeNull();
  });

  it('refuses the same code twice', async () => {
    const first = await passwordStep();
    await awaitFreshStep();
    const code = totpCode(secret, 1);
    expect(await verifySignInCode(first.client, code)).toEqual({ ok: true });
    const second = await passwordStep();
    expect(await verifySignInCode(second.client, code)).toMatchObject({ reason: 'wrong-code' });
  });
});
