// Day arithmetic for deadlines that run in days: "within 21 days from the end of the quarter"
// ends with the 21st day after the quarter's last day, at midnight in India. The desk shows it as
// 11:59 pm IST that day, the last minute the rules allow, as disclosure-deadlines.ts always has.

import { addDays, fromIst } from '../ist-time';

const MINUTE = 60_000;

/** The last minute of `date` (YYYY-MM-DD) in India: "by" that day. */
export const endOfIstDay = (date: string): Date =>
  new Date(fromIst(addDays(date, 1)).getTime() - MINUTE);

/** The last minute of the n-th day after `date`: "within n days of" it. */
export const daysAfter = (date: string, n: number): Date => endOfIstDay(addDays(date, n));

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * `date` moved by whole months, kept on the same day or the month's last day when it has no such
 * day ("three months before 31 May" is 28 or 29 February, the earlier and so stricter reading).
 */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${y}-${pad(m)}-${pad(Math.min(day, last))}`;
}

/** The earlier of two YYYY-MM-DD days. */
export const earlierDay = (a: string, b: string): string => (a <= b ? a : b);
