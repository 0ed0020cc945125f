import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  READER,
  signedIn,
  startTestBackend,
  type Client,
  type TestBackend,
} from './support/backend';
import { MFA_BURST, createTokenBucketLimiter } from '../../supabase/local/rate-limit';
import { awaitFreshStep, totpCode } from './support/totp';

// The factor API as supabase-js calls it, on a signed-in user: enrol, challenge, verify, list,
// unenrol. Codes are computed here from the secret the server shows, as an authenticator would.
let t: TestBackend;
let client: Client;

beforeAll(async () => {
  t = await startTestBackend({ seed: false, rateLimits: { mfa: 1000 } });
  client = await t.reader();
});
afterAll(() => t.stop());

async function enrol(c: Client, friendlyName?: string) {
  const { data, error } = await c.auth.mfa.enroll({
    factorType: 'totp',
    friendlyName,
    issuer: 'Health For All',
  });
  if (error) throw error;
  return data;
}

async function verify(c: Client, factorId: string, code: string) {
  const challenge = await c.auth.mfa.challenge({ factorId });
  if (challenge.error) throw challenge.error;
  return c.auth.mfa.verify({ factorId, challengeId: challenge.data.id, code });
}

/** A code that no step within reach would produce. */
function wrongCode(secret: string) {
  const valid = [-1, 0, 1].map((steps) => totpCode(secret, steps));
  return ['000000', '111111', '222222', '333333'].find((c) => !valid.includes(c)) ?? '444444';
}

describe('TOTP factors', () => {
  let factorId = '';
  let secret = '';

  it('enrols a factor with a QR code, the secret as text and an otpauth URI', async () => {
    const data = await enrol(client, 'Phone');
    factorId = data.id;
    secret = data.totp.secret;
    expect(data.type).toBe('totp');
    expect(data.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg/);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(data.totp.uri).toMatch(/^otpauth:\/\/totp\/Health%20For%20All:reader%40example\.com\?/);
    const { data: factors } = await client.auth.mfa.listFactors();
    expect(factors?.all.map((f) => [f.id, f.status, f.friendly_name])).toEqual([
      [factorId, 'unverified', 'Phone'],
    ]);
    expect(factors?.totp).toEqual([]);
  });

  it('refuses a wrong code plainly and keeps the session at aal1', async () => {
    const { error } = await verify(client, factorId, wrongCode(secret));
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('mfa_verification_failed');
    const { data } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(data?.currentLevel).toBe('aal1');
  });

  it('verifies the first code: the factor is verified and the session is aal2 with totp in amr', async () => {
    await awaitFreshStep();
    const { data, error } = await verify(client, factorId, totpCode(secret, -1));
    expect(error).toBeNull();
    expect(data?.access_token).toBeTruthy();
    const aal = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal.data?.currentLevel).toBe('aal2');
    expect(aal.data?.nextLevel).toBe('aal2');
    expect(
      aal.data?.currentAuthenticationMethods
        .map((m) => (typeof m === 'string' ? m : m.method))
        .sort(),
    ).toEqual(['password', 'totp']);
    const { data: factors } = await client.auth.mfa.listFactors();
    expect(factors?.totp.map((f) => f.id)).toEqual([factorId]);
  });

  it('accepts the next step’s code, then refuses every code already used or older', async () => {
    await awaitFreshStep();
    expect((await verify(client, factorId, totpCode(secret, 1))).error).toBeNull();
    for (const steps of [1, 0, -1]) {
      const { error } = await verify(client, factorId, totpCode(secret, steps));
      expect(error?.code).toBe('mfa_verification_failed');
    }
  });

  it('refuses a code two steps away', async () => {
    const other = await signedIn(
      t.url,
      t.backend.anonKey,
      t.backend.admin.email,
      t.backend.admin.password,
    );
    const factor = await enrol(other);
    await awaitFreshStep();
    expect((await verify(other, factor.id, totpCode(factor.totp.secret, -2))).error?.code).toBe(
      'mfa_verification_failed',
    );
    expect((await verify(other, factor.id, totpCode(factor.totp.secret, 2))).error?.code).toBe(
      'mfa_verification_failed',
    );
    expect((await other.auth.mfa.unenroll({ factorId: factor.id })).error).toBeNull();
  });

  it('signs in next time at aal1, with aal2 as the next level, and refreshes an aal2 session as aal2', async () => {
    const fresh = await signedIn(t.url, t.backend.anonKey, READER.email, READER.password);
    const before = await fresh.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(before.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    const after = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(after.data?.currentLevel).toBe('aal2');
  });

  it('refuses to add a second factor from an aal1 session once one is verified', async () => {
    const fresh = await signedIn(t.url, t.backend.anonKey, READER.email, READER.password);
    const { error } = await fresh.auth.mfa.enroll({ factorType: 'totp' });
    expect(error?.status).toBe(403);
    expect(error?.code).toBe('insufficient_aal');
  });

  it('refuses to remove a verified factor from an aal1 session, and removes it at aal2', async () => {
    const fresh = await signedIn(t.url, t.backend.anonKey, READER.email, READER.password);
    const refused = await fresh.auth.mfa.unenroll({ factorId });
    expect(refused.error?.code).toBe('insufficient_aal');
    const removed = await client.auth.mfa.unenroll({ factorId });
    expect(removed.error).toBeNull();
    expect(removed.data?.id).toBe(factorId);
    const { data: factors } = await client.auth.mfa.listFactors();
    expect(factors?.all).toEqual([]);
  });

  it('lets the service role list and delete a user’s factors, as create-admin does to reset one', async () => {
    const factor = await enrol(client);
    const service = t.service();
    const users = await service.auth.admin.listUsers();
    const readerId = users.data.users.find((u) => u.email === READER.email)?.id ?? '';
    const listed = await service.auth.admin.mfa.listFactors({ userId: readerId });
    expect(listed.data?.factors.map((f) => f.id)).toEqual([factor.id]);
    const deleted = await service.auth.admin.mfa.deleteFactor({ userId: readerId, id: factor.id });
    expect(deleted.error).toBeNull();
    expect((await service.auth.admin.mfa.listFactors({ userId: readerId })).data?.factors).toEqual(
      [],
    );
  });
});

describe('MFA throttling, as Supabase Auth does it', () => {
  // supabase/auth internal/api/apilimiter/apilimiter.go: GOTRUE_MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY
  // (15 a minute) refills two buckets per IP, one for challenges and one for verifications, each
  // holding 30 at once. Here the rate is 1 a minute, so the burst is all a test can use. Without
  // the MFA verification attempt hook, as on a plan that has none: with it, the account would be
  // paused after five wrong codes (auth-attempt-hooks.test.ts).
  let limited: TestBackend;
  let c: Client;
  let factorId = '';
  let secret = '';
  beforeAll(async () => {
    limited = await startTestBackend({
      seed: false,
      rateLimits: { mfa: 1 },
      hooks: { mfa_verification_attempt: false },
    });
    c = await limited.reader();
    ({
      id: factorId,
      totp: { secret },
    } = await enrol(c));
  });
  afterAll(() => limited.stop());

  it('answers the 31st challenge in a burst with Auth’s 429, and verification keeps its own 30', async () => {
    const challenges: string[] = [];
    for (let i = 0; i < MFA_BURST; i++) {
      const { data, error } = await c.auth.mfa.challenge({ factorId });
      expect(error).toBeNull();
      challenges.push(data?.id ?? '');
    }
    const refused = await c.auth.mfa.challenge({ factorId });
    expect([refused.error?.status, refused.error?.code, refused.error?.message]).toEqual([
      429,
      'over_request_rate_limit',
      'Request rate limit reached',
    ]);
    // The verify bucket is a separate one: 29 wrong codes, then the right one still gets through.
    for (let i = 0; i < MFA_BURST - 1; i++) {
      const wrong = await c.auth.mfa.verify({
        factorId,
        challengeId: challenges[i] ?? '',
        code: wrongCode(secret),
      });
      expect(wrong.error?.code).toBe('mfa_verification_failed');
    }
    const right = await c.auth.mfa.verify({
      factorId,
      challengeId: challenges[MFA_BURST - 1] ?? '',
      code: totpCode(secret),
    });
    expect(right.error).toBeNull();
    const over = await c.auth.mfa.verify({
      factorId,
      challengeId: challenges[0] ?? '',
      code: totpCode(secret),
    });
    expect([over.error?.status, over.error?.code]).toEqual([429, 'over_request_rate_limit']);
  });
});

describe('the MFA limiter’s bucket', () => {
  it('refills at the rate a minute, holds 30 at most, and starts afresh a minute after it was made', () => {
    const limiter = createTokenBucketLimiter(15);
    const start = 1_000_000;
    for (let i = 0; i < 30; i++) limiter.take('1.2.3.4', start);
    expect(() => limiter.take('1.2.3.4', start)).toThrow('Request rate limit reached');
    // Another address has its own bucket.
    expect(() => limiter.take('5.6.7.8', start)).not.toThrow();
    // 15 a minute is one every 4 seconds.
    expect(() => limiter.take('1.2.3.4', start + 3_900)).toThrow();
    expect(() => limiter.take('1.2.3.4', start + 4_000)).not.toThrow();
    expect(() => limiter.take('1.2.3.4', start + 4_100)).toThrow();
    // Tollbooth keeps a bucket for a minute from when it was made, then a full one is made.
    for (let i = 0; i < 30; i++) limiter.take('1.2.3.4', start + 60_000);
    expect(() => limiter.take('1.2.3.4', start + 60_000)).toThrow();
  });
});
