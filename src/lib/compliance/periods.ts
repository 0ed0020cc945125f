// The periods the periodic filings are for: the four quarters of an Indian financial year (April
// to March) and the year itself, as YYYY-MM-DD days.

import type { FinancialYear } from '../financial-year';
import { formatIndianDate } from '../format-date';

export type Quarter = {
  /** 1 for April-June … 4 for January-March, as filings number them. */
  number: 1 | 2 | 3 | 4;
  year: FinancialYear;
  /** The quarter's first and last day. */
  start: string;
  end: string;
  /** The last day of the next quarter: a filing dated before it is this quarter's. */
  nextEnd: string;
};

/** The quarter's first and last day in a year beginning in April of `s`; quarter 5 is the next Q1. */
function bounds(s: number, n: number): { start: string; end: string } {
  switch (n) {
    case 1:
      return { start: `${s}-04-01`, end: `${s}-06-30` };
    case 2:
      return { start: `${s}-07-01`, end: `${s}-09-30` };
    case 3:
      return { start: `${s}-10-01`, end: `${s}-12-31` };
    case 4:
      return { start: `${s + 1}-01-01`, end: `${s + 1}-03-31` };
    default:
      return { start: `${s + 1}-04-01`, end: `${s + 1}-06-30` };
  }
}

export function quartersOf(year: FinancialYear): Quarter[] {
  return ([1, 2, 3, 4] as const).map((number) => ({
    number,
    year,
    ...bounds(year.start, number),
    nextEnd: bounds(year.start, number + 1).end,
  }));
}

/** "Quarter ended 31 Dec 2026". */
export const quarterLabel = (quarter: Quarter) => `Quarter ended ${formatIndianDate(quarter.end)}`;

/** The year's last day. */
export const yearEnd = (year: FinancialYear) => `${year.start + 1}-03-31`;

/**
 * The financial years from `first` to `last` (by their starting calendar year), oldest first, in
 * financial-year.ts's shape. Made here rather than with its financialYear(): the desk's chunk
 * importing that module would split it out of the document pages' chunk into one of its own,
 * a request and 0.4 KB more on every document page's first load (bundle-budget.test.ts).
 */
export function yearsBetween(first: number, last: number): FinancialYear[] {
  const years: FinancialYear[] = [];
  for (let start = first; start <= last; start++) {
    const key = `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
    years.push({ start, key, label: `FY ${key}` });
  }
  return years;
}

/** The financial year (by its starting calendar year) that a YYYY-MM-DD day falls in. */
export const yearStartOf = (day: string): number =>
  Number(day.slice(5, 7)) >= 4 ? Number(day.slice(0, 4)) : Number(day.slice(0, 4)) - 1;
