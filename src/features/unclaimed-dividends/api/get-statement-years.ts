import type { IepfStatementYear } from '@/lib/database-rows';
import { loadSupabase } from '@/lib/load-supabase';
import type { AppSupabaseClient } from '@/lib/supabase';

/**
 * The years whose statement rows the lookup already has, with how many rows each: what the import
 * asks about before it replaces a year. Read when the import is about to run, never from a cache,
 * so another tab's import is seen.
 */
export async function getStatementYears(
  client?: Pick<AppSupabaseClient, 'rpc'>,
): Promise<IepfStatementYear[]> {
  const db = client ?? (await loadSupabase());
  const { data, error } = await db.rpc('iepf_statement_years');
  if (error) throw new Error(error.message);
  return data;
}
