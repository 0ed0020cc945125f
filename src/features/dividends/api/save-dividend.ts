import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DIVIDENDS_KEY, type DividendInsert } from '@/lib/dividends';
import { loadSupabase } from '@/lib/load-supabase';
import { PermissionDeniedError } from '@/lib/request-errors';
import type { AppSupabaseClient } from '@/lib/supabase';

/**
 * The desk's writes. The database checks every rule (private.prepare_dividend, migration
 * 20261126165100) and answers a bad dividend in its own words; RLS lets only the administrator,
 * at aal2, write.
 */
export async function addDividend(values: DividendInsert, client?: AppSupabaseClient) {
  const db = client ?? (await loadSupabase());
  const { error } = await db.from('dividends').insert(values);
  if (error) throw error;
}

export async function updateDividend(
  id: string,
  values: DividendInsert,
  client?: AppSupabaseClient,
) {
  const db = client ?? (await loadSupabase());
  const { data, error } = await db.from('dividends').update(values).eq('id', id).select('id');
  if (error) throw error;
  // RLS filters a row the caller may not change out of the update: no error, no row.
  if (data.length === 0) throw new PermissionDeniedError();
}

export async function removeDividend(id: string, client?: AppSupabaseClient) {
  const db = client ?? (await loadSupabase());
  const { data, error } = await db.from('dividends').delete().eq('id', id).select('id');
  if (error) throw error;
  if (data.length === 0) throw new PermissionDeniedError();
}

/** A write that refreshes the history wherever it shows (the desk, the public page). */
export function useDividendMutation<V>(run: (variables: V) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: DIVIDENDS_KEY }),
  });
}
