import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';

/**
 * The client every api function takes. The app passes the shared `supabase`; integration tests
 * pass clients signed in as anon, a user or the admin against the embedded backend.
 */
export type DocumentsClient = SupabaseClient<Database>;
