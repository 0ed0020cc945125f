import { formatIndianDate, indiaToday } from '@/lib/format-date';

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

/** The day (India's) of the latest write among `rows`, for "Updated on …"; null for none. */
export function latestUpdate(rows: readonly { updated_at: string }[]): string | null {
  let latest: string | null = null;
  for (const row of rows) if (!latest || row.updated_at > latest) latest = row.updated_at;
  return latest ? indiaToday(new Date(latest)) : null;
}
