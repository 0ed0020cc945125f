import type { ReactNode } from 'react';
import type { DirectorRow } from '@/lib/company-facts';
import { REASON_WORDS } from '@/lib/company-fact-words';
import { formatIndianDate } from '@/lib/format-date';
import type { BoardChange } from '../utils/board';

/** In the past tense once it has happened; a change entered ahead of its day says what will. */
function describe({ director, kind, upcoming }: BoardChange): string {
  if (kind === 'joined')
    return `${upcoming ? 'To be appointed' : 'Appointed'} ${director.designation}`;
  const reason = director.cessation_reason ? REASON_WORDS[director.cessation_reason] : '';
  const ceases = upcoming ? 'Will cease to be a director' : 'Ceased to be a director';
  return `${ceases}${reason ? ` (${reason.toLowerCase()})` : ''}`;
}

/**
 * Who joined or left the Board, and when: a list a shareholder reads top to bottom. A director
 * who has left has the administrator's actions beside them (correct the cessation, or delete a
 * row entered by mistake or a sample), as a serving director, one who is to leave too, has on
 * their card.
 */
export function BoardChanges({
  changes,
  empty,
  actions,
}: {
  changes: BoardChange[];
  empty: string;
  actions?: (director: DirectorRow) => ReactNode;
}) {
  if (changes.length === 0) return <p className="text-slate-600">{empty}</p>;
  return (
    <ol className="grid gap-3">
      {changes.map((change) => (
        <li
          key={`${change.director.id}-${change.kind}`}
          className="grid gap-1 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-[9rem_1fr]"
        >
          <time dateTime={change.on} className="font-medium text-slate-900">
            {formatIndianDate(change.on)}
          </time>
          <span className="flex flex-wrap items-start justify-between gap-2">
            <span>
              <span className="font-medium text-brand-900">{change.director.name}</span>
              <DinNote director={change.director} />: {describe(change)}
            </span>
            {actions && change.kind === 'left' && !change.upcoming
              ? actions(change.director)
              : null}
          </span>
        </li>
      ))}
    </ol>
  );
}

function DinNote({ director }: { director: DirectorRow }) {
  return <span className="text-slate-600"> (DIN {director.din})</span>;
}
