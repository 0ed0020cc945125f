/**
 * Where supabase-js keeps the session in localStorage. Named here, apart from the client, so the
 * app can tell whether anyone is signed in without downloading supabase-js on every page.
 */
export const AUTH_STORAGE_KEY = 'hfa-auth-session';

export function hasStoredSession(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(AUTH_STORAGE_KEY) !== null;
  } catch {
    // Storage can be blocked (privacy settings); then nobody is signed in on this device.
    return false;
  }
}
