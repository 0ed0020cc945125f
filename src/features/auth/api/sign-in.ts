import type { Session, SupabaseClient, User } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';
import { isAdminUser } from '../stored-user';

export type AuthClient = SupabaseClient<Database>;

/** DESIGN.md: a username without '@' signs in as `${username}@${domain}`. */
export function usernameToEmail(username: string, domain: string): string {
  const trimmed = username.trim();
  return trimmed.includes('@') ? trimmed : `${trimmed}@${domain}`;
}

export type SignInResult =
  | { ok: true; user: User; session: Session }
  | {
      ok: false;
      reason: 'invalid-credentials' | 'not-admin' | 'rate-limited' | 'paused' | 'captcha' | 'error';
      message: string;
    };

function isCredentialsError(error: { status?: number; code?: string }): boolean {
  return error.code === 'invalid_credentials' || error.status === 400;
}

/** Supabase Auth throttles sign-ins per IP (`[auth.rate_limit]`) and answers 429. */
export function isRateLimited(error: { status?: number; code?: string }): boolean {
  return error.status === 429 || error.code === 'over_request_rate_limit';
}

/**
 * The database's sign-in hooks pause an account after too many wrong passwords or codes
 * (supabase/migrations/20261128100000_sign_in_attempt_hooks.sql): Auth answers 429 with the
 * hook's own words ("… Please try again in 4 minutes.") and no code of its own, where its
 * per-address limiter says `over_request_rate_limit`. The words are ours, so they are shown.
 */
export function isAccountPaused(error: { status?: number; code?: string; message?: string }) {
  return error.status === 429 && error.code !== 'over_request_rate_limit' && !!error.message;
}

function failureReason(error: { status?: number; code?: string; message?: string }) {
  // Auth refuses a missing or failed CAPTCHA token with 400 captcha_failed, before the password.
  if (error.code === 'captcha_failed') return 'captcha' as const;
  if (isAccountPaused(error)) return 'paused' as const;
  if (isRateLimited(error)) return 'rate-limited' as const;
  return isCredentialsError(error) ? ('invalid-credentials' as const) : ('error' as const);
}

/**
 * Password sign-in with Supabase Auth. Only the admin may keep the session: this site has no
 * other kind of user, so anyone else is signed out again at once.
 */
export async function signInAdmin({
  client,
  username,
  password,
  emailDomain,
  captchaToken,
}: {
  client: AuthClient;
  username: string;
  password: string;
  emailDomain: string;
  /** The CAPTCHA's one-use token, when the site has CAPTCHA configured. */
  captchaToken?: string;
}): Promise<SignInResult> {
  const { data, error } = await client.auth.signInWithPassword({
    email: usernameToEmail(username, emailDomain),
    password,
    options: captchaToken ? { captchaToken } : undefined,
  });
  if (error) {
    return { ok: false, reason: failureReason(error), message: error.message };
  }
  if (!isAdminUser(data.user)) {
    await client.auth.signOut({ scope: 'local' });
    return { ok: false, reason: 'not-admin', message: 'The account is not the admin' };
  }
  return { ok: true, user: data.user, session: data.session };
}
