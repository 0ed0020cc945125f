import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  EXCHANGE_HOLIDAY_COLUMNS,
  HOLIDAYS_KEY,
  type ExchangeHolidayInsert,
  type ExchangeHolidayRow,
} from '@/lib/exchange-holidays';
import { loadSupabase } from '@/lib/load-supabase';
import type { EventsClient } from './events';

/**
 * The whole list, read once for the desk and handed to the pure working-day functions (it is a
 * few dozen rows a year).
 */
export async function listHolidays(client?: EventsClient): Promise<ExchangeHolidayRow[]> {
  const db = client ?? (await loadSupabase());
  const { data, error } = await db
    .from('exchange_holidays')
    .select(EXCHANGE_HOLIDAY_COLUMNS)
    .order('holiday_date', { ascending: true });
  if (error) throw error;
  return data;
}

export const useHolidays = () =>
  useQuery({ queryKey: HOLIDAYS_KEY, queryFn: () => listHolidays() });

export async function addHoliday(values: ExchangeHolidayInsert, client?: EventsClient) {
  const db = client ?? (await loadSupabase());
  const { error } = await db.from('exchange_holidays').insert(values);
  if (error) throw error;
}

export async function removeHoliday(id: string, client?: EventsClient) {
  const db = client ?? (await loadSupabase());
  const { error } = await db.from('exchange_holidays').delete().eq('id', id);
  if (error) throw error;
}

export function useHolidayMutation<V>(run: (variables: V) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: HOLIDAYS_KEY }),
  });
}
