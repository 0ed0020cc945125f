import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getFailedSignIns } from '@/features/auth/api/get-failed-sign-ins';
import {
  clientAt,
  READER,
  signedIn,
  startTestBackend,
  type Client,
  type TestBackend,
} from './support/backend';
import { enrolTotp } from './support/mfa';

// The desk's report of wrong passwords and codes (public.failed_sign_in_attempts()), read through
// the real supabase-js as the Security section and Today read it: the administrator's own
// account, at aal2 once a factor exists; nobody else.
let t: TestBackend;
let desk: Client;
let factorId = '';

beforeAll(async () => {
  t = await startTestBackend({ seed: false });
  desk = await t.admin();
  ({ factorId } = await enrolTotp(desk));
  for (const [i, email] of [t.backend.admin.email, READER.email].entries()) {
    for (let n = 0; n < 6; n++) {
      await clientAt(
        t.url,
        t.backend.anonKey,
        `127.0.0.${10 + i * 10 + n}`,
      ).auth.signInWithPassword({
        email,
        password: 'wrong',
      });
    }
  }
  await t.backend.db.query('update private.sign_in_attempts set wait_until = now()');
  const attacker = await signedIn(
    t.url,
    t.backend.anonKey,
    t.backend.admin.email,
    t.backend.admin.password,
  );
  for (let n = 0; n < 2; n++)
    await attacker.auth.mfa.challengeAndVerify({ factorId, code: '000000' });
});
afterAll(() => t.stop());

describe('the report of failed sign-ins', () => {
  it('gives the administrator at aal2 their own account’s counts, one row for each kind', async () => {
    const rows = await getFailedSignIns(desk);
    expect(rows.map((r) => [r.email, r.kind, r.failures, r.refusals, r.free_failures])).toEqual([
      [t.backend.admin.email, 'password', 5, 1, 5],
      [t.backend.admin.email, 'totp', 2, 0, 5],
    ]);
    const [password, totp] = rows;
    expect([password?.longest_wait_seconds, totp?.longest_wait_seconds]).toEqual([900, 3600]);
    expect(password?.wait_seconds).toBe(0);
    expect(Date.parse(password?.since ?? '')).toBeLessThanOrEqual(Date.now());
    // Auth calls both hooks here, so the desk can say that both kinds are counted.
    expect(rows.every((r) => Date.parse(r.hook_called_at ?? '') > 0)).toBe(true);
  });

  it('refuses the administrator at aal1 once a factor exists, and anyone who is not the administrator', async () => {
    const aal1 = await signedIn(
      t.url,
      t.backend.anonKey,
      t.backend.admin.email,
      t.backend.admin.password,
    );
    for (const client of [aal1, await t.reader(), t.anon()]) {
      await expect(getFailedSignIns(client)).rejects.toMatchObject({ code: '42501' });
    }
  });

  it('says when Auth never calls the hooks, as on a plan without them', async () => {
    const plain = await startTestBackend({
      seed: false,
      hooks: { password_verification_attempt: false, mfa_verification_attempt: false },
    });
    try {
      const rows = await getFailedSignIns(await plain.admin());
      expect(rows.map((r) => [r.kind, r.failures, r.hook_called_at])).toEqual([
        ['password', 0, null],
        ['totp', 0, null],
      ]);
    } finally {
      await plain.stop();
    }
  });
});
