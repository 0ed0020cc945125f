import { loadSupabase } from '@/lib/load-supabase';

/**
 * Ends every other session of this account (Supabase Auth's `others` scope: its refresh tokens
 * are revoked, this session stays). An access token already issued elsewhere is a signed JWT and
 * stays valid until it expires (jwt_expiry in supabase/config.toml: one hour); no sign-out can
 * recall it. Source: supabase.com/docs/guides/auth/signout ("Sign out and scopes") and the
 * reference for auth.signOut ("There is no way to revoke a user's access token jwt until it
 * expires"); no SIGNED_OUT event fires here for the `others` scope.
 */
export async function signOutOtherDevices(): Promise<void> {
  const { error } = await (await loadSupabase()).auth.signOut({ scope: 'others' });
  if (error) throw error;
}
