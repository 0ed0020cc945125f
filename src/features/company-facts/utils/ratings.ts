import type { CreditRatingRow } from '@/lib/company-facts';

/**
 * Each rating's history: a rating and every rating linked to it by `revises`, either way, are one
 * history, whatever their agency's or instrument's names now say (a corrected name must not cut a
 * rating from the ones it superseded). A link to a rating no longer there links nothing.
 */
function histories(ratings: CreditRatingRow[]): Map<string, string> {
  const parent = new Map(ratings.map((r) => [r.id, r.id]));
  const root = (id: string): string => {
    let at = id;
    while (parent.get(at) !== at) at = parent.get(at) ?? at;
    parent.set(id, at);
    return at;
  };
  for (const rating of ratings) {
    if (rating.revises && parent.has(rating.revises)) {
      parent.set(root(rating.id), root(rating.revises));
    }
  }
  return new Map(ratings.map((r) => [r.id, root(r.id)]));
}

/**
 * The ratings in force on `day`: of each history, the latest rating given by then, unless it has
 * been withdrawn. The rest (revised or withdrawn) are history, newest first.
 */
export function splitRatings(
  ratings: CreditRatingRow[],
  day: string,
): { current: CreditRatingRow[]; history: CreditRatingRow[] } {
  const historyOf = histories(ratings);
  const latest = new Map<string, CreditRatingRow>();
  for (const rating of ratings) {
    if (rating.rated_on > day) continue;
    const key = historyOf.get(rating.id) ?? rating.id;
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
