import type { Session } from '@supabase/supabase-js';

/** The `aal` claim of an access token: 'aal2' once a second factor was verified this session. */
export function tokenAal(accessToken: string): string | null {
  const payload = accessToken.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const aal = (JSON.parse(json) as { aal?: unknown }).aal;
    return typeof aal === 'string' ? aal : null;
  } catch {
    return null;
  }
}

/**
 * True when the password was right but the user has a verified authenticator and this session
 * has not yet passed it: the sign-in is half done. The database refuses this session's writes
 * anyway (RLS needs aal2); the app only mirrors that by not treating it as signed in.
 */
export function needsSecondFactor(session: Session | null): boolean {
  if (!session) return false;
  const verified = session.user.factors?.some((f) => f.status === 'verified') ?? false;
  return verified && tokenAal(session.access_token) !== 'aal2';
}
