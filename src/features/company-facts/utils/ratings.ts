import type { CreditRatingRow } from '@/lib/company-facts';

/**
 * The ratings in force on `day`: for each agency and instrument, the latest rating given by then,
 * unless it has been withdrawn. The rest (revised or withdrawn) are history, newest first.
 */
export function splitRatings(
  ratings: CreditRatingRow[],
  day: string,
): { current: CreditRatingRow[]; history: CreditRatingRow[] } {
  const latest = new Map<string, CreditRatingRow>();
  for (const rating of ratings) {
    if (rating.rated_on > day) continue;
    const key = `${rating.agency.toLowerCase()}\n${rating.instrument.toLowerCase()}`;
    const seen = latest.get(key);
    if (!seen || rating.rated_on > seen.rated_on) latest.set(key, rating);
  }
  const current = [...latest.values()].filter((r) => !r.withdrawn_on || r.withdrawn_on > day);
  const inForce = new Set(current);
  const byDate = (a: CreditRatingRow, b: CreditRatingRow) => b.rated_on.localeCompare(a.rated_on);
  return {
    current: current.sort(byDate),
    history: ratings.filter((r) => !inForce.has(r)).sort(byDate),
  };
}
