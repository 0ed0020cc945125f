import type { FinancialYear } from '@/lib/financial-year';
import { istParts } from '@/lib/ist-time';
import type { InvestorEventRow } from '@/lib/investor-events';

/**
 * The financial year (April to March) an instant falls in, in India. Written here rather than
 * imported from lib/financial-year, whose date parsing the calendar does not need: sharing it
 * split it into a chunk of its own that every document page then fetched (bundle budgets).
 */
function financialYearAt(instant: Date): FinancialYear {
  const { year, month } = istParts(instant);
  const start = month >= 4 ? year : year - 1;
  const key = `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
  return { start, key, label: `FY ${key}` };
}

export type PastYear = { year: FinancialYear; events: InvestorEventRow[] };

/**
 * Upcoming (not yet ended) events, soonest first; then past ones by Indian financial year,
 * newest year and newest event first. An event is past once it has ended (or, with no end
 * entered, once it has started), as of `now`.
 */
export function groupEvents(
  events: readonly InvestorEventRow[],
  now: Date,
): { upcoming: InvestorEventRow[]; past: PastYear[] } {
  const endOf = (e: InvestorEventRow) => new Date(e.ends_at ?? e.starts_at).getTime();
  const byStart = [...events].sort(
    (a, b) => new Date(a.starts_at).getTime() - new Date(b.starts_at).getTime(),
  );
  const upcoming = byStart.filter((e) => endOf(e) >= now.getTime());
  const past = byStart.filter((e) => endOf(e) < now.getTime()).reverse();
  const years = new Map<number, PastYear>();
  for (const event of past) {
    const year = financialYearAt(new Date(event.starts_at));
    const group = years.get(year.start) ?? { year, events: [] };
    group.events.push(event);
    years.set(year.start, group);
  }
  return { upcoming, past: [...years.values()].sort((a, b) => b.year.start - a.year.start) };
}
