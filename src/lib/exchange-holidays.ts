// The exchange's trading holidays, which working days skip (src/lib/working-days.ts). Kept in step
// with supabase/migrations/20261125130000_exchange_holidays.sql.

import type { Tables, TablesInsert } from './database.types';
import type { Holidays } from './working-days';

/**
 * A trading holiday: holiday_date is India's calendar day (`YYYY-MM-DD`); is_sample marks a date
 * seeded for a local backend, not the exchange's own list.
 */
export type ExchangeHolidayRow = Tables<'exchange_holidays'>;

/** What the desk sends: the day, its name, and whether it is a sample. */
export type ExchangeHolidayInsert = Pick<
  TablesInsert<'exchange_holidays'>,
  'holiday_date' | 'name' | 'is_sample'
>;

/** Mirrors exchange_holidays_name_check. */
export const MAX_HOLIDAY_NAME_LENGTH = 200;

/** The holidays' query key: the desk's list and the desk's rules, so a write refreshes both. */
export const HOLIDAYS_KEY = ['exchange-holidays'] as const;

export const EXCHANGE_HOLIDAY_COLUMNS = 'id, holiday_date, name, is_sample, created_at';

/** The list as the pure working-day functions take it: fetched once, passed to each call. */
export function holidaySet(rows: readonly Pick<ExchangeHolidayRow, 'holiday_date'>[]): Holidays {
  return new Set(rows.map((row) => row.holiday_date));
}
