import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signInAdmin } from '@/features/auth/api/sign-in';
import { verifySignInCode } from '@/features/auth/api/verify-code';
import {
  adminPasswordFrom,
  clientAt,
  startTestBackend,
  type Client,
  type TestBackend,
} from './support/backend';
import { enrolTotp } from './support/mfa';
import { totpCode } from './support/totp';

// Wrong passwords and wrong codes counted per account, whatever address sends them: Auth's two
// verification-attempt hooks (supabase/migrations/20261128100000_sign_in_attempt_hooks.sql), as
// the embedded backend calls them with supabase/config.toml's [auth.hook.*], through the real
// supabase-js from several loopback addresses. Each address stays far inside Auth's own
// per-address limits, so what refuses here is the count per account.
let t: TestBackend;
let desk: Client;
let factorId = '';
let secret = '';
let lastStep = 0;

const ADDRESSES = ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5', '127.0.0.6', '127.0.0.7'];
// The wait left, in words: at most 30 seconds after the fifth wrong one (less on a slow machine).
const PAUSED_CODES =
  /^Two-factor codes for this account are paused after too many wrong ones\. Please try again in ([1-9]|[12]\d|30) seconds?\.$/;
const PAUSED_PASSWORDS =
  /^Sign-in to this account is paused after too many wrong passwords\. Please try again in ([1-9]|[12]\d|30) seconds?\.$/;

const step = () => Math.floor(Date.now() / 30_000);

beforeAll(async () => {
  t = await startTestBackend({ seed: false });
  desk = await t.admin();
  ({ factorId, secret } = await enrolTotp(desk));
  lastStep = step();
});
afterAll(() => t.stop());
// Each test starts with no wrong attempts on record.
beforeEach(async () => {
  await t.backend.db.query('delete from private.sign_in_attempts');
});

/** How long the last wrong one made the next attempt wait, in seconds, as stored. */
async function storedWait(kind: 'password' | 'totp') {
  const { rows } = await t.backend.db.query<{ wait: number }>(
    `select round(extract(epoch from wait_until - last_failed_at))::int as wait
       from private.sign_in_attempts where kind = $1`,
    [kind],
  );
  return rows[0]?.wait;
}

/** The wait, whatever is left of it, is over (as if its 30 seconds or more had passed). */
async function waitPasses(kind: 'password' | 'totp') {
  await t.backend.db.query(
    'update private.sign_in_attempts set wait_until = now() where kind = $1',
    [kind],
  );
}

/**
 * A right code not used before: codes are accepted for a step either side, once each. `used`
 * false for a code the test expects to be refused (the server then does not use it up).
 */
async function rightCode(used = true) {
  while (lastStep > step()) await new Promise((r) => setTimeout(r, 500));
  const next = Math.max(lastStep + 1, step());
  if (used) lastStep = next;
  return totpCode(secret, next - step());
}

function wrongCode() {
  const valid = [-1, 0, 1].map((s) => totpCode(secret, s));
  return ['000000', '111111', '222222', '333333'].find((c) => !valid.includes(c)) ?? '444444';
}

/** The administrator's password at `address`: the session that must still give the code. */
async function passwordAt(address: string) {
  const client = clientAt(t.url, t.backend.anonKey, address);
  const { error } = await client.auth.signInWithPassword({
    email: t.backend.admin.email,
    password: t.backend.admin.password,
  });
  if (error) throw error;
  return client;
}

async function codeFrom(client: Client, code: string) {
  const { error } = await client.auth.mfa.challengeAndVerify({ factorId, code });
  return error ? [error.status, error.code, error.message] : 'accepted';
}

describe('wrong two-factor codes, counted per account', () => {
  it('refuses every code after five wrong ones from six addresses, the right one too, and keeps the desk signed in', async () => {
    const answers: unknown[] = [];
    for (const address of ADDRESSES.slice(0, 5)) {
      answers.push(await codeFrom(await passwordAt(address), wrongCode()));
    }
    expect(answers).toEqual(
      Array(5).fill([422, 'mfa_verification_failed', 'Invalid TOTP code entered']),
    );
    const sixth = await passwordAt(ADDRESSES[5] ?? '');
    for (const code of [wrongCode(), await rightCode(false)]) {
      const refused = await codeFrom(sixth, code);
      expect(refused).toEqual([429, expect.any(String), expect.stringMatching(PAUSED_CODES)]);
    }
    const aal = await sixth.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal.data?.currentLevel).toBe('aal1');
    // The pause answers with words, not Auth's sign-out of every session.
    expect((await desk.auth.getUser()).error).toBeNull();
    expect((await desk.auth.refreshSession()).error).toBeNull();
  });

  it('accepts the right code once the wait is over, and a right code makes the five free again', async () => {
    const attacker = await passwordAt(ADDRESSES[0] ?? '');
    for (let i = 0; i < 5; i++) await codeFrom(attacker, wrongCode());
    expect((await codeFrom(attacker, wrongCode()))[0]).toBe(429);
    await waitPasses('totp');
    const admin = await passwordAt(ADDRESSES[1] ?? '');
    expect(await codeFrom(admin, await rightCode())).toBe('accepted');
    const after: unknown[] = [];
    for (let i = 0; i < 5; i++) after.push((await codeFrom(attacker, wrongCode()))[0]);
    expect(after).toEqual([422, 422, 422, 422, 422]);
    expect((await codeFrom(attacker, wrongCode()))[0]).toBe(429);
  });

  it('doubles the wait for each further wrong code, and does not lengthen it for refused ones', async () => {
    const attacker = await passwordAt(ADDRESSES[2] ?? '');
    for (let i = 0; i < 5; i++) await codeFrom(attacker, wrongCode());
    expect(await storedWait('totp')).toBe(30);
    // Refused while the wait runs, in words, and the wait stays what it was.
    for (let i = 0; i < 3; i++) {
      expect(await codeFrom(attacker, wrongCode())).toEqual([
        429,
        expect.any(String),
        expect.stringMatching(PAUSED_CODES),
      ]);
    }
    expect(await storedWait('totp')).toBe(30);
    await waitPasses('totp');
    expect((await codeFrom(attacker, wrongCode()))[0]).toBe(422);
    expect(await storedWait('totp')).toBe(60);
    await waitPasses('totp');
    expect((await codeFrom(attacker, wrongCode()))[0]).toBe(422);
    expect(await storedWait('totp')).toBe(120);
  });

  it('lets a challenge be verified only from the address that made it, as Auth does', async () => {
    const here = await passwordAt(ADDRESSES[3] ?? '');
    const { data } = await here.auth.mfa.challenge({ factorId });
    const { data: session } = await here.auth.getSession();
    const there = clientAt(t.url, t.backend.anonKey, ADDRESSES[4] ?? '');
    await there.auth.setSession({
      access_token: session.session?.access_token ?? '',
      refresh_token: session.session?.refresh_token ?? '',
    });
    const { error } = await there.auth.mfa.verify({
      factorId,
      challengeId: data?.id ?? '',
      code: wrongCode(),
    });
    expect([error?.status, error?.code, error?.message]).toEqual([
      422,
      'mfa_ip_address_mismatch',
      'Challenge and verify IP addresses mismatch.',
    ]);
  });

  it('gives the sign-in dialog the wait in words', async () => {
    const attacker = await passwordAt(ADDRESSES[4] ?? '');
    for (let i = 0; i < 5; i++) await codeFrom(attacker, wrongCode());
    const result = await verifySignInCode(attacker, wrongCode());
    expect(result).toEqual({
      ok: false,
      reason: 'paused',
      message: expect.stringMatching(PAUSED_CODES),
    });
  });
});

describe('wrong passwords, counted per account', () => {
  const passwordFrom = (address: string, password: string) =>
    adminPasswordFrom(t, address, password);

  it('refuses the right password after five wrong ones from five addresses, and accepts it once the wait is over', async () => {
    const answers: unknown[] = [];
    for (const address of ADDRESSES.slice(0, 5)) answers.push(await passwordFrom(address, 'wrong'));
    expect(answers).toEqual(
      Array(5).fill([400, 'invalid_credentials', 'Invalid login credentials']),
    );
    const right = t.backend.admin.password;
    expect(await passwordFrom(ADDRESSES[5] ?? '', right)).toEqual([
      429,
      expect.any(String),
      expect.stringMatching(PAUSED_PASSWORDS),
    ]);
    await waitPasses('password');
    expect(await passwordFrom(ADDRESSES[5] ?? '', right)).toBe('accepted');
  });

  it('makes the five free again after the right password', async () => {
    for (let i = 0; i < 4; i++) await passwordFrom(ADDRESSES[i] ?? '', 'wrong');
    expect(await passwordFrom(ADDRESSES[4] ?? '', t.backend.admin.password)).toBe('accepted');
    const after: unknown[] = [];
    for (let i = 0; i < 5; i++) after.push((await passwordFrom(ADDRESSES[i] ?? '', 'wrong'))[0]);
    expect(after).toEqual([400, 400, 400, 400, 400]);
    expect((await passwordFrom(ADDRESSES[5] ?? '', 'wrong'))[0]).toBe(429);
  });

  it('does not count an e-mail that has no account, and keeps other accounts apart', async () => {
    for (let i = 0; i < 8; i++) {
      const { error } = await t.anon().auth.signInWithPassword({
        email: 'nobody@example.com',
        password: 'wrong',
      });
      expect(error?.code).toBe('invalid_credentials');
    }
    const { rows } = await t.backend.db.query('select 1 from private.sign_in_attempts');
    expect(rows).toEqual([]);
    for (let i = 0; i < 6; i++) await passwordFrom(ADDRESSES[i] ?? '', 'wrong');
    expect((await passwordFrom(ADDRESSES[0] ?? '', t.backend.admin.password))[0]).toBe(429);
    // Another account is not paused by the administrator's wrong passwords.
    await expect(t.reader()).resolves.toBeDefined();
  });

  it('tells the login dialog the account is paused, in the database’s words', async () => {
    for (let i = 0; i < 5; i++) await passwordFrom(ADDRESSES[i] ?? '', 'wrong');
    const result = await signInAdmin({
      client: clientAt(t.url, t.backend.anonKey, ADDRESSES[5] ?? ''),
      username: t.backend.admin.username,
      password: t.backend.admin.password,
      emailDomain: t.backend.admin.email.split('@')[1] ?? '',
    });
    expect(result).toEqual({
      ok: false,
      reason: 'paused',
      message: expect.stringMatching(PAUSED_PASSWORDS),
    });
  });
});
