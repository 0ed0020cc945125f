// Working days as SEBI's LODR counts them for the website and the exchanges: every day except
// Saturdays, Sundays and the exchange's trading holidays (which the administrator enters; the
// list changes every year, so it is data, not code). Days are India's calendar days, `YYYY-MM-DD`.

import { addDays } from './ist-time';

export type Holidays = ReadonlySet<string>;

/** 0 Sunday … 6 Saturday for a `YYYY-MM-DD` day; a day has no zone, so UTC is only arithmetic. */
function weekdayOf(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

export function isWorkingDay(date: string, holidays: Holidays): boolean {
  const weekday = weekdayOf(date);
  return weekday !== 0 && weekday !== 6 && !holidays.has(date);
}

/** The first working day strictly after `date`. */
export function nextWorkingDay(date: string, holidays: Holidays): string {
  let day = addDays(date, 1);
  while (!isWorkingDay(day, holidays)) day = addDays(day, 1);
  return day;
}

/**
 * The n-th working day after `date`, not counting `date` itself: "within five working days of
 * the call" ends with this day.
 */
export function addWorkingDays(date: string, n: number, holidays: Holidays): string {
  let day = date;
  for (let i = 0; i < n; i++) day = nextWorkingDay(day, holidays);
  return day;
}

/** The n-th working day before `date`, not counting `date` itself. */
export function subtractWorkingDays(date: string, n: number, holidays: Holidays): string {
  let day = date;
  for (let i = 0; i < n;) {
    day = addDays(day, -1);
    if (isWorkingDay(day, holidays)) i++;
  }
  return day;
}
