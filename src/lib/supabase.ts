import { createClient } from '@supabase/supabase-js';
import type { Database } from './database.types';
import { env } from './env';

/** The one Supabase client of the app: every feature api imports it from here. */
export const supabase = createClient<Database>(env.VITE_SUPABASE_URL, env.VITE_SUPABASE_ANON_KEY, {
  auth: {
    persistSession: typeof window !== 'undefined',
    autoRefreshToken: typeof window !== 'undefined',
  },
});
