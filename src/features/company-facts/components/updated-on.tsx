import { formatIndianDate } from '@/lib/format-date';
import { latestUpdate } from '../utils/board';

/**
 * "Updated on 12 Nov 2026": the day of the latest change among the rows a section shows, so a
 * shareholder can see that it is kept current (Regulation 46(3)(b)). Nothing for no rows.
 */
export function UpdatedOn({ rows }: { rows: readonly { updated_at: string }[] }) {
  const day = latestUpdate(rows);
  if (!day) return null;
  return (
    <p className="text-sm text-slate-600">
      Updated on <time dateTime={day}>{formatIndianDate(day)}</time>
    </p>
  );
}
