import { indiaToday } from '@/lib/format-date';

/** A quarter, as the dashboard's freshness mark counts it. */
export const QUARTER_MONTHS = 3;

/**
 * True when a table's newest document (`YYYY-MM-DD`, or null for none) is older than three
 * months today in India: the dashboard marks it, since a listed company files every quarter.
 */
export function isStale(latest: string | null, today: string = indiaToday()): boolean {
  if (latest === null) return true;
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const back = new Date(Date.UTC(year, month - 1 - QUARTER_MONTHS, 1));
  // The same day three months back, or that month's last day (31 May -> 28/29 February).
  const lastDay = new Date(Date.UTC(back.getUTCFullYear(), back.getUTCMonth() + 1, 0)).getUTCDate();
  back.setUTCDate(Math.min(day, lastDay));
  return latest < back.toISOString().slice(0, 10);
}
