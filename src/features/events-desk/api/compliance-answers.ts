import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ANSWERS_KEY, type ComplianceAnswerRow } from '@/lib/compliance/facts';
import { loadSupabase } from '@/lib/load-supabase';
import type { EventsClient } from './events';

const COLUMNS = 'id, subject, answer, reason, updated_at';

/** The company's answers and the items marked not applicable (the administrator's alone). */
export async function listAnswers(client?: EventsClient): Promise<ComplianceAnswerRow[]> {
  const db = client ?? (await loadSupabase());
  const { data, error } = await db.from('compliance_answers').select(COLUMNS);
  if (error) throw error;
  return data;
}

export const useComplianceAnswers = () =>
  useQuery({ queryKey: ANSWERS_KEY, queryFn: () => listAnswers() });

export type AnswerInput = { subject: string; answer: string; reason?: string | null };

/**
 * Records an answer: a new row, or the subject's row changed, in one statement; the database
 * checks it, the two-factor rule, and writes the audit trail.
 */
export async function saveAnswer(
  input: AnswerInput,
  existing: Pick<ComplianceAnswerRow, 'id'> | undefined,
  client?: EventsClient,
): Promise<void> {
  const db = client ?? (await loadSupabase());
  const values = { answer: input.answer, reason: input.reason ?? null };
  const { error } = existing
    ? await db.from('compliance_answers').update(values).eq('id', existing.id)
    : await db.from('compliance_answers').insert({ subject: input.subject, ...values });
  if (error) throw error;
}

/** Withdraws an answer (an item marked not applicable is due again). */
export async function removeAnswer(id: string, client?: EventsClient): Promise<void> {
  const db = client ?? (await loadSupabase());
  const { error } = await db.from('compliance_answers').delete().eq('id', id);
  if (error) throw error;
}

export function useAnswerMutation<V>(run: (variables: V) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ANSWERS_KEY }),
  });
}
