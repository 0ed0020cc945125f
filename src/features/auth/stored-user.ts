import type { User } from '@supabase/supabase-js';
import type { StoredUser } from '@/lib/auth-context';

/** Spec section 3: the logged-in user kept in localStorage under this key. */
export const STORED_USER_KEY = 'user';

export const DEFAULT_DISPLAY_NAME = 'Admin';

function getStorage(): Storage | null {
  // Prerendering runs in Node, and a locked-down browser may refuse storage access.
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function isStoredUser(value: unknown): value is StoredUser {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return ['id', 'username', 'name', 'role'].every((key) => typeof record[key] === 'string');
}

/** The stored user, or null; a corrupt value is removed (spec section 4). */
export function readStoredUser(storage: Storage | null = getStorage()): StoredUser | null {
  const raw = storage?.getItem(STORED_USER_KEY);
  if (raw == null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isStoredUser(parsed)) return parsed;
  } catch {
    // Not JSON: handled below like any other corrupt value.
  }
  storage?.removeItem(STORED_USER_KEY);
  return null;
}

export function writeStoredUser(user: StoredUser, storage: Storage | null = getStorage()) {
  storage?.setItem(STORED_USER_KEY, JSON.stringify(user));
}

export function clearStoredUser(storage: Storage | null = getStorage()) {
  storage?.removeItem(STORED_USER_KEY);
}

/** The mirror of a Supabase user; the session stays the authority. */
export function storedUserFromAuthUser(user: User): StoredUser {
  const metadata = user.user_metadata as Record<string, unknown>;
  const email = user.email ?? '';
  const username =
    typeof metadata.username === 'string' && metadata.username
      ? metadata.username
      : email.split('@')[0] || email;
  const name =
    typeof metadata.name === 'string' && metadata.name.trim()
      ? metadata.name.trim()
      : DEFAULT_DISPLAY_NAME;
  const role = user.app_metadata.role;
  return { id: user.id, username, name, role: typeof role === 'string' ? role : 'user' };
}

/** DESIGN.md: the admin is the user whose app_metadata.role, set only by the service role, is admin. */
export function isAdminUser(user: User | null | undefined): boolean {
  return user?.app_metadata.role === 'admin';
}
