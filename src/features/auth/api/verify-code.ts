import type { VerifyCodeResult } from '@/lib/auth-context';
import type { AuthClient } from './sign-in';
import { isAccountPaused, isRateLimited } from './sign-in';

/** A 6-digit code as typed or pasted ("123 456", "123-456"): digits only, at most six. */
export function normaliseCode(value: string): string {
  return value.replace(/\D/g, '').slice(0, 6);
}

/**
 * The second step of sign-in: the code from the admin's authenticator, checked by Supabase Auth
 * against their verified TOTP factor. Success raises the session to aal2.
 */
export async function verifySignInCode(
  client: AuthClient,
  code: string,
): Promise<VerifyCodeResult> {
  const { data, error: listError } = await client.auth.mfa.listFactors();
  if (listError) return { ok: false, reason: 'error', message: listError.message };
  const factor = data.totp[0];
  if (!factor) return { ok: false, reason: 'no-factor', message: 'No authenticator is set up' };
  const { error } = await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code });
  if (!error) return { ok: true };
  if (isAccountPaused(error)) return { ok: false, reason: 'paused', message: error.message };
  if (isRateLimited(error)) return { ok: false, reason: 'rate-limited', message: error.message };
  const wrong = error.code === 'mfa_verification_failed' || error.status === 422;
  return { ok: false, reason: wrong ? 'wrong-code' : 'error', message: error.message };
}
