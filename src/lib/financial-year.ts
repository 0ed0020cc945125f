import { parseIsoDate } from './format-date';

/**
 * An Indian financial year, April to March, named as in filings: "2024-25" runs from
 * 1 April 2024 to 31 March 2025. `start` is the calendar year it begins in.
 */
export type FinancialYear = { start: number; key: string; label: string };

export function financialYear(start: number): FinancialYear {
  const key = `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
  return { start, key, label: `FY ${key}` };
}

/** The financial year a `YYYY-MM-DD` date falls in; null for anything that is not a date. */
export function financialYearOf(date: string): FinancialYear | null {
  const parts = parseIsoDate(date.slice(0, 10));
  if (!parts) return null;
  return financialYear(parts.month >= 4 ? parts.year : parts.year - 1);
}

/**
 * Reads `?fy=` as people write it: "2024-25" only, the second part being the next year's last
 * two digits. Anything else (2024, 2024-2025, 2024-26, text) is not a financial year.
 */
export function parseFinancialYear(value: string | null): FinancialYear | null {
  const match = /^(\d{4})-(\d{2})$/.exec(value ?? '');
  if (!match) return null;
  const start = Number(match[1]);
  if (start < 1900 || Number(match[2]) !== (start + 1) % 100) return null;
  return financialYear(start);
}

/** The first and last day of a financial year, inclusive, as `YYYY-MM-DD`. */
export function financialYearRange(year: FinancialYear): { from: string; to: string } {
  return { from: `${year.start}-04-01`, to: `${year.start + 1}-03-31` };
}

/** Whether a `YYYY-MM-DD` date lies in the financial year. */
export function isInFinancialYear(date: string, year: FinancialYear): boolean {
  return financialYearOf(date)?.start === year.start;
}

/** The financial years that the dates fall in, newest first, each once. */
export function financialYearsOf(dates: Iterable<string>): FinancialYear[] {
  const starts = new Set<number>();
  for (const date of dates) {
    const year = financialYearOf(date);
    if (year) starts.add(year.start);
  }
  return [...starts].sort((a, b) => b - a).map(financialYear);
}
