import { periodEndedLabel } from '@/lib/financial-results';
import type { XbrlPeriod } from '../xbrl/read-results-xbrl';

/**
 * What in the file the site cannot keep as read (a face value of 0, sums that do not add up, a
 * year that is not April to March), period by period, each with the figure and what to do: said
 * before the administrator checks the form, not only when the save is refused.
 */
export function ReadProblems({ periods }: { periods: XbrlPeriod[] }) {
  const flagged = periods.filter((p) => p.problems.length > 0);
  if (flagged.length === 0) return null;
  return (
    <div role="alert" className="grid gap-2 rounded-md bg-amber-50 p-3 text-sm text-amber-950">
      <p className="font-semibold">
        The file holds {flagged.length === 1 ? 'a figure' : 'figures'} the site cannot keep as read.
        Correct {flagged.length === 1 ? 'it' : 'them'} below before saving:
      </p>
      {flagged.map((period) => (
        <div key={`${period.period_start}/${period.period_end}`}>
          <p className="font-medium">{periodEndedLabel(period)}</p>
          <ul className="list-disc pl-5">
            {period.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
