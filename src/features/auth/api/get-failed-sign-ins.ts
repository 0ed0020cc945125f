import { useQuery } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';
import { loadSupabase } from '@/lib/load-supabase';
import type { FailedSignIns } from '../utils/failed-sign-ins';

export const failedSignInsKeys = { all: ['failed-sign-ins'] as const };

/**
 * The wrong passwords and codes of the last week, per account, from the database's report
 * (administrator only, at aal2 once a factor exists; anyone else is refused with 42501).
 */
export async function getFailedSignIns(
  client?: SupabaseClient<Database>,
): Promise<FailedSignIns[]> {
  const db = client ?? (await loadSupabase());
  const { data, error } = await db.rpc('failed_sign_in_attempts');
  if (error) throw error;
  return data;
}

export function useFailedSignIns() {
  return useQuery({
    queryKey: failedSignInsKeys.all,
    queryFn: () => getFailedSignIns(),
    // Attempts happen elsewhere, unannounced: read afresh while the desk is open.
    staleTime: 30_000,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });
}
