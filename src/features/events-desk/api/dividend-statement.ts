import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DividendFact } from '@/lib/compliance/types';
import { DIVIDENDS_KEY } from '@/lib/dividends';
import { loadSupabase } from '@/lib/load-supabase';
import { PermissionDeniedError } from '@/lib/request-errors';
import type { AppSupabaseClient } from '@/lib/supabase';

/**
 * Ties a statement under Unpaid dividend statements to the dividend it is the s.124(2) statement
 * of (how that item is marked done, as an event's by linking its document). The database checks
 * that the link is such a statement and that no other dividend has it, and says so in words
 * (migration 20261207100000); RLS lets only the administrator, at aal2, write.
 */
export async function linkDividendStatement(
  dividend: Pick<DividendFact, 'id'>,
  link: string,
  client?: AppSupabaseClient,
): Promise<void> {
  const db = client ?? (await loadSupabase());
  const { data, error } = await db
    .from('dividends')
    .update({ unpaid_statement_link: link })
    .eq('id', dividend.id)
    .select('id');
  if (error) throw error;
  if (data.length === 0) throw new PermissionDeniedError();
}

/** A link that refreshes every view of the dividends (the rules read them under this key). */
export function useDividendStatementMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ dividend, link }: { dividend: Pick<DividendFact, 'id'>; link: string }) =>
      linkDividendStatement(dividend, link),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DIVIDENDS_KEY }),
  });
}
