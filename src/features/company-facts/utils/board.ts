import type { BoardFacts, DirectorRow } from '@/lib/company-facts';
import { addDays, servesOn } from '@/lib/fact-terms';

export type BoardChange = {
  director: DirectorRow;
  kind: 'joined' | 'left';
  /** `YYYY-MM-DD`: the appointment or the cessation. */
  on: string;
  /** Entered ahead of its day: it has not happened yet. */
  upcoming: boolean;
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
      changes.push(change(director, 'joined', director.appointed_on, day));
    }
    if (director.ceased_on && director.ceased_on > since) {
      changes.push(change(director, 'left', director.ceased_on, day));
    }
  }
  return changes.sort((a, b) => b.on.localeCompare(a.on) || a.kind.localeCompare(b.kind));
}

function change(director: DirectorRow, kind: BoardChange['kind'], on: string, day: string) {
  return { director, kind, on, upcoming: on > day };
}

/** The committees a director sits on `day`, "(Chair)" after the ones they chair. */
export function membershipsOf(director: DirectorRow, board: BoardFacts, day: string): string[] {
  const names = new Map(board.committees.map((c) => [c.id, c.name]));
  return board.members
    .filter((m) => m.director_id === director.id && servesOn(m.from_date, m.to_date, day))
    .map((m) => `${names.get(m.committee_id) ?? ''}${m.role === 'chair' ? ' (Chair)' : ''}`);
}
