import { PostgrestClient } from '@supabase/postgrest-js';
import type { Database } from './database.types';
import { env } from './env';

/**
 * Visitors' reads: the small PostgREST client (the one supabase-js itself wraps), typed with our
 * database types and sent as the anon role. Public pages import this, never `./supabase`, so a
 * visitor downloads neither auth, storage nor realtime (DESIGN.md). Creating it touches no
 * browser API, so prerendering in Node can use it too.
 */
export const publicClient = new PostgrestClient<Database>(`${env.VITE_SUPABASE_URL}/rest/v1`, {
  headers: {
    apikey: env.VITE_SUPABASE_ANON_KEY,
    Authorization: `Bearer ${env.VITE_SUPABASE_ANON_KEY}`,
  },
});

/** What a read needs: `from(table)`. The full supabase-js client fits too (tests pass one). */
export type PublicReader = Pick<typeof publicClient, 'from'>;
