import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadSupabase } from '@/lib/load-supabase';
import { PermissionDeniedError } from '@/lib/request-errors';
import { SHAREHOLDING_KEY, type ShareholdingQuarterInsert } from '@/lib/shareholding';
import type { AppSupabaseClient } from '@/lib/supabase';

/**
 * The desk's writes. The database checks every rule (private.prepare_shareholding_quarter,
 * migration 20261126165000) and answers in its own words; RLS lets only the administrator, at
 * aal2, write.
 */
export async function addQuarter(values: ShareholdingQuarterInsert, client?: AppSupabaseClient) {
  const db = client ?? (await loadSupabase());
  const { error } = await db.from('shareholding_quarters').insert(values);
  if (error) throw error;
}

export async function updateQuarter(
  id: string,
  values: ShareholdingQuarterInsert,
  client?: AppSupabaseClient,
) {
  const db = client ?? (await loadSupabase());
  const { data, error } = await db
    .from('shareholding_quarters')
    .update(values)
    .eq('id', id)
    .select('id');
  if (error) throw error;
  // RLS filters a row the caller may not change out of the update: no error, no row.
  if (data.length === 0) throw new PermissionDeniedError();
}

export async function removeQuarter(id: string, client?: AppSupabaseClient) {
  const db = client ?? (await loadSupabase());
  const { data, error } = await db.from('shareholding_quarters').delete().eq('id', id).select('id');
  if (error) throw error;
  if (data.length === 0) throw new PermissionDeniedError();
}

/** A write that refreshes the figures wherever they show (the desk, the public page). */
export function useQuarterMutation<V>(run: (variables: V) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SHAREHOLDING_KEY }),
  });
}
