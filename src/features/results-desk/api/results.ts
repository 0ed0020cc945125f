import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, Json } from '@/lib/database.types';
import {
  FINANCIAL_RESULT_COLUMNS,
  FINANCIAL_RESULTS_KEY,
  type FinancialResultInput,
  type FinancialResultKinds,
  type FinancialResultRow,
  type SaveResultsOutcome,
} from '@/lib/financial-results';
import { ANSWERS_KEY } from '@/lib/compliance/facts';
import { loadSupabase } from '@/lib/load-supabase';
import { PermissionDeniedError } from '@/lib/request-errors';
import { yesNoAnswer } from '@/lib/yes-no-answer';

/** The app passes nothing (the shared client); integration tests pass a signed-in client. */
export type ResultsClient = SupabaseClient<Database>;

/** A row of Financial Reports a period may link to; archived ones are marked. */
export type ReportChoice = {
  id: string;
  document_title: string;
  document_date: string;
  archived_at: string | null;
};

const DESK_KEY = [...FINANCIAL_RESULTS_KEY, 'desk'] as const;
const REPORTS_KEY = [...FINANCIAL_RESULTS_KEY, 'documents'] as const;

/** Every stored period, newest first. */
export async function listResults(client?: ResultsClient): Promise<FinancialResultRow[]> {
  const db = client ?? (await loadSupabase());
  const { data, error } = await db
    .from('financial_results')
    .select(FINANCIAL_RESULT_COLUMNS)
    .order('period_end', { ascending: false })
    .order('period_start', { ascending: false })
    .overrideTypes<FinancialResultKinds[]>();
  if (error) throw error;
  return data;
}

export const useDeskResults = () => useQuery({ queryKey: DESK_KEY, queryFn: () => listResults() });

/** The results documents to link a period to, newest first (the administrator reads archived ones). */
export async function listReportChoices(client?: ResultsClient): Promise<ReportChoice[]> {
  const db = client ?? (await loadSupabase());
  const { data, error } = await db
    .from('financial_report')
    .select('id, document_title, document_date, archived_at')
    .order('document_date', { ascending: false });
  if (error) throw error;
  return data;
}

export const useReportChoices = () =>
  useQuery({ queryKey: REPORTS_KEY, queryFn: () => listReportChoices() });

/**
 * The company's answer on the desk to whether it has subsidiaries: true, false, or null until
 * answered. Under the answers' key, so saving an answer refreshes it.
 */
export async function readSubsidiariesAnswer(client?: ResultsClient): Promise<boolean | null> {
  const db = client ?? (await loadSupabase());
  const { data, error } = await db
    .from('compliance_answers')
    .select('answer')
    .eq('subject', 'fact:subsidiaries')
    .maybeSingle();
  if (error) throw error;
  return yesNoAnswer(data?.answer);
}

export const useSubsidiariesAnswer = () =>
  useQuery({ queryKey: [...ANSWERS_KEY, 'subsidiaries'], queryFn: () => readSubsidiariesAnswer() });

/** The function's answer, { added, replaced }: jsonb to the generated types, so checked here. */
function toSaveOutcome(data: Json): SaveResultsOutcome {
  if (typeof data === 'object' && data !== null && !Array.isArray(data)) {
    const { added, replaced } = data;
    if (typeof added === 'number' && typeof replaced === 'number') return { added, replaced };
  }
  throw new Error('The database answered the save in a shape the site does not know.');
}

/**
 * Saves periods in one statement, all or nothing: the database checks every figure, the
 * administrator and the two-factor rule before any row changes. A period already on the site is
 * refused (23505, in words) unless `replace` is true.
 */
export async function saveResults(
  periods: FinancialResultInput[],
  replace: boolean,
  client?: ResultsClient,
): Promise<SaveResultsOutcome> {
  const db = client ?? (await loadSupabase());
  const { data, error } = await db.rpc('save_financial_results', {
    periods,
    replace_existing: replace,
  });
  if (error) throw error;
  return toSaveOutcome(data);
}

/** Deletes one period; RLS filtering it out silently is reported as a refusal. */
export async function deleteResult(id: string, client?: ResultsClient): Promise<void> {
  const db = client ?? (await loadSupabase());
  const { data, error } = await db.from('financial_results').delete().eq('id', id).select('id');
  if (error) throw error;
  if (data.length === 0) throw new PermissionDeniedError('permission denied: nothing was deleted');
}

/** A write that refreshes every reader of the table (the desk's list and the public page). */
export function useResultsMutation<T, V>(run: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: FINANCIAL_RESULTS_KEY }),
  });
}
