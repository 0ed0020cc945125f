import { useQuery } from '@tanstack/react-query';
import { DIVIDEND_COLUMNS, DIVIDENDS_KEY, type DividendRow } from '@/lib/dividends';
import { loadSupabase } from '@/lib/load-supabase';
import type { EventsClient } from './events';

/**
 * The dividends, for the calendar's statement of each one's unpaid amounts (Companies Act
 * s.124(2)). The same key, columns and order as the public history's read, so the desk's dividend
 * writes refresh the calendar too and the two never hold different shapes under one key.
 */
export async function listDividends(client?: EventsClient): Promise<DividendRow[]> {
  const db = client ?? (await loadSupabase());
  const { data, error } = await db
    .from('dividends')
    .select(DIVIDEND_COLUMNS)
    .order('record_date', { ascending: false })
    .overrideTypes<DividendRow[]>();
  if (error) throw error;
  return data;
}

export const useCalendarDividends = () =>
  useQuery({ queryKey: DIVIDENDS_KEY, queryFn: () => listDividends() });
