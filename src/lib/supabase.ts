import { createClient } from '@supabase/supabase-js';
import { AUTH_STORAGE_KEY } from './auth-storage';
import type { Database } from './database.types';
import { env } from './env';

/**
 * supabase-js builds its realtime client eagerly and, on Node 20 (prerendering), finds no global
 * WebSocket and throws. The site uses no realtime channel, so outside a browser it gets a
 * transport that refuses to connect instead of a crash at import.
 */
const noRealtimeTransport = function () {
  throw new Error('Realtime is not used by this site');
} as unknown as typeof WebSocket;

const isBrowser = typeof window !== 'undefined';

/**
 * The one Supabase client of the app: every feature api imports it from here. Only lazily
 * loaded code imports this module, so public pages do not download supabase-js until needed.
 */
export const supabase = createClient<Database>(env.VITE_SUPABASE_URL, env.VITE_SUPABASE_ANON_KEY, {
  auth: {
    storageKey: AUTH_STORAGE_KEY,
    persistSession: isBrowser,
    autoRefreshToken: isBrowser,
  },
  ...(typeof WebSocket === 'undefined' ? { realtime: { transport: noRealtimeTransport } } : {}),
});

export type AppSupabaseClient = typeof supabase;
