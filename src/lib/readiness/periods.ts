// The periods the readiness rules count in: the quarters and the financial year (April to March)
// of an Indian listed company, and which one a filing is owed for on a given day.

import { addDays } from '../ist-time';

const QUARTER_ENDS = ['03-31', '06-30', '09-30', '12-31'] as const;

/** Every quarter's last day on or before `today`, newest first, for the last `count` quarters. */
export function quarterEndsBefore(today: string, count = 8): string[] {
  const year = Number(today.slice(0, 4));
  const ends: string[] = [];
  for (let y = year; y >= year - Math.ceil(count / 4) - 1; y--) {
    for (const end of [...QUARTER_ENDS].reverse()) {
      const day = `${y}-${end}`;
      if (day <= today) ends.push(day);
    }
  }
  return ends.slice(0, count);
}

/** Every financial year's last day (31 March) on or before `today`, newest first. */
export function yearEndsBefore(today: string, count = 3): string[] {
  const year = Number(today.slice(0, 4));
  const ends: string[] = [];
  for (let y = year; ends.length < count; y--) {
    const day = `${y}-03-31`;
    if (day <= today) ends.push(day);
  }
  return ends;
}

/** The first day of the financial year that ends on `end` (a 31 March). */
export const yearStartOf = (end: string) => `${Number(end.slice(0, 4)) - 1}-04-01`;

/** The fourth quarter of a financial year ends on 31 March. */
export const isYearEnd = (end: string) => end.endsWith('-03-31');

/**
 * The period a filing is owed for today: the newest period end whose deadline (its last day,
 * inclusive) has passed. Before that deadline the period before it is the one to have.
 */
export function owedPeriod(
  ends: readonly string[],
  deadline: (end: string) => string,
  today: string,
): { end: string; deadline: string } | null {
  for (const end of ends) {
    const last = deadline(end);
    if (last < today) return { end, deadline: last };
  }
  return null;
}

/** `end` plus a number of calendar days: the texts count "within n days" in calendar days. */
export const daysAfter = (end: string, days: number) => addDays(end, days);
