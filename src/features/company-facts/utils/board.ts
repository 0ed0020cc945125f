import type {
  BoardFacts,
  CommitteeMemberRow,
  CommitteeRow,
  DirectorRow,
} from '@/lib/company-facts';
import { addDays, servesOn } from '@/lib/fact-terms';

/** The directors on the Board on `day`, in the page's order. */
export function currentDirectors(directors: DirectorRow[], day: string): DirectorRow[] {
  return directors.filter((d) => servesOn(d.appointed_on, d.ceased_on, day));
}

export type BoardChange = {
  director: DirectorRow;
  kind: 'joined' | 'left';
  /** `YYYY-MM-DD`: the appointment or the cessation. */
  on: string;
};

/**
 * Who joined or left in the twelve months up to `day` (and any change already entered for a
 * later day), newest first: Regulation 46(3)(b) asks that a change reach the website, and a
 * shareholder sees here what changed.
 */
export function recentChanges(directors: DirectorRow[], day: string): BoardChange[] {
  const since = addDays(day, -365);
  const changes: BoardChange[] = [];
  for (const director of directors) {
    if (director.appointed_on > since) {
      changes.push({ director, kind: 'joined', on: director.appointed_on });
    }
    if (director.ceased_on && director.ceased_on > since) {
      changes.push({ director, kind: 'left', on: director.ceased_on });
    }
  }
  return changes.sort((a, b) => b.on.localeCompare(a.on) || a.kind.localeCompare(b.kind));
}

export type CommitteeSeat = { member: CommitteeMemberRow; director: DirectorRow };

/** A committee's chair and members serving on `day`, the chair first. */
export function committeeOn(
  committee: CommitteeRow,
  board: BoardFacts,
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

/** The committees a director sits on `day`, "(Chair)" after the ones they chair. */
export function membershipsOf(director: DirectorRow, board: BoardFacts, day: string): string[] {
  const names = new Map(board.committees.map((c) => [c.id, c.name]));
  return board.members
    .filter((m) => m.director_id === director.id && servesOn(m.from_date, m.to_date, day))
    .map((m) => `${names.get(m.committee_id) ?? ''}${m.role === 'chair' ? ' (Chair)' : ''}`);
}
