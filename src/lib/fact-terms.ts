// Terms of office and dates, counted as the database counts them: a term from its first day
// until the day before its end ([from, to), as daterange), days as India's `YYYY-MM-DD`; and who
// serves on a day, which the public pages and the desk's rules both read.

import type {
  BoardFacts,
  CommitteeMemberRow,
  CommitteeRow,
  DirectorRow,
  OfficerRole,
  OfficerRow,
} from './company-facts';

/** True on `day` (`YYYY-MM-DD`) for a term from `from` until the day before `to`. */
export function servesOn(from: string, to: string | null, day: string): boolean {
  return from <= day && (to === null || to > day);
}

/** The day `n` days after (or, negative, before) `day`. */
export function addDays(day: string, n: number): string {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** The directors on the Board on `day`, in the page's order. */
export function currentDirectors<T extends DirectorRow>(directors: readonly T[], day: string): T[] {
  return directors.filter((d) => servesOn(d.appointed_on, d.ceased_on, day));
}

/** The officers in charge on `day`, in the page's order. */
export function currentOfficers<T extends OfficerRow>(officers: readonly T[], day: string): T[] {
  return officers.filter((o) => servesOn(o.took_charge_on, o.ceased_on, day));
}

/** Who holds `role` on `day`, if anyone. */
export function holderOf<T extends OfficerRow>(
  officers: readonly T[],
  role: OfficerRole,
  day: string,
): T | undefined {
  return currentOfficers(officers, day).find((o) => o.roles.includes(role));
}

export type CommitteeSeat = { member: CommitteeMemberRow; director: DirectorRow };

/**
 * A committee's chair and members serving on `day`, the chair first. The Board page lists them
 * ("Members not yet published" when there are none) and the desk's rules read the same seats.
 */
export function committeeOn(
  committee: CommitteeRow,
  board: Pick<BoardFacts, 'directors' | 'members'>,
  day: string,
): CommitteeSeat[] {
  const byId = new Map(board.directors.map((d) => [d.id, d]));
  return board.members
    .filter((m) => m.committee_id === committee.id && servesOn(m.from_date, m.to_date, day))
    .flatMap((member) => {
      const director = byId.get(member.director_id);
      return director ? [{ member, director }] : [];
    })
    .sort((a, b) => Number(b.member.role === 'chair') - Number(a.member.role === 'chair'));
}
