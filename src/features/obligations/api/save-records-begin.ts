import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadSupabase } from '@/lib/load-supabase';
import type { AppSupabaseClient } from '@/lib/supabase';
import type { RecordsBeginRow } from './read-rule-state';
import { RECORDS_BEGIN_KEY } from './use-rule-state';

/**
 * Sets the day the site's records begin: the row, or its first one. One statement; the database
 * checks the day (not before 1985, not after today), the administrator and the second factor,
 * and writes the audit trail.
 */
export async function saveRecordsBegin(
  day: string,
  existing: Pick<RecordsBeginRow, 'id'> | null,
  client?: AppSupabaseClient,
): Promise<void> {
  const db = client ?? (await loadSupabase());
  const { error } = existing
    ? await db.from('compliance_settings').update({ records_begin: day }).eq('id', existing.id)
    : await db.from('compliance_settings').insert({ records_begin: day });
  if (error) throw error;
}

export function useSaveRecordsBegin(existing: Pick<RecordsBeginRow, 'id'> | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (day: string) => saveRecordsBegin(day, existing),
    onSettled: () => queryClient.invalidateQueries({ queryKey: RECORDS_BEGIN_KEY }),
  });
}
