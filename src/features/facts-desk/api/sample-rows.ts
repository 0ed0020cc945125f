import { useQuery } from '@tanstack/react-query';
import { loadSupabase } from '@/lib/load-supabase';
import { PermissionDeniedError } from '@/lib/request-errors';
import { findSampleRows, type SampleRow } from '@/lib/sample-rows';
import type { FactsClient } from './fact-writes';

export const SAMPLE_ROWS_KEY = ['sample-rows'] as const;

export const useSampleRows = () =>
  useQuery({ queryKey: SAMPLE_ROWS_KEY, queryFn: () => findSampleRows() });

/**
 * Removes one sample row. A director goes with their committee terms (public.delete_director,
 * one transaction; it refuses one an officer's row names, in words); any other row on its own.
 * Row-level security lets only the administrator, at aal2, remove anything: a row the caller may
 * not remove comes back as no row, said as a refusal.
 */
export async function removeSampleRow(row: SampleRow, client?: FactsClient): Promise<void> {
  const db = client ?? (await loadSupabase());
  if (row.table === 'board_directors') {
    const { error } = await db.rpc('delete_director', {
      target: row.id,
      expected_version: row.version ?? 1,
    });
    if (error) throw error;
    return;
  }
  const { data, error } = await db.from(row.table).delete().eq('id', row.id).select('id');
  if (error) throw error;
  if (data.length === 0) throw new PermissionDeniedError();
}

/**
 * Keeps a sample committee term as the company's own (the mark cleared, nothing else changed):
 * for a term the company's committee really has, once its director is the company's own.
 */
export async function keepSampleRow(row: SampleRow, client?: FactsClient): Promise<void> {
  const db = client ?? (await loadSupabase());
  const { data, error } = await db
    .from(row.table)
    .update({ is_sample: false })
    .eq('id', row.id)
    .select('id');
  if (error) throw error;
  if (data.length === 0) throw new PermissionDeniedError();
}
