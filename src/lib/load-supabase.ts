import type { AppSupabaseClient } from './supabase';

/** The shared client, fetched on first use: its module (and supabase-js) is a separate chunk. */
export function loadSupabase(): Promise<AppSupabaseClient> {
  return import('./supabase').then((m) => m.supabase);
}
