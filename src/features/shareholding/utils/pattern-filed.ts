import { quartersOf } from '@/lib/compliance/periods';
import { financialYearOf } from '@/lib/financial-year';

/**
 * Whether a filed pattern of the quarter ending `end` is among the documents' dates: one dated
 * from the quarter's end to the next quarter's, as the desk's rule for Regulation 31 counts it
 * (the same quarters, src/lib/compliance/periods.ts).
 */
export function patternFiledFor(end: string, documentDates: readonly string[]): boolean {
  const year = financialYearOf(end);
  const next = year ? quartersOf(year).find((q) => q.end === end)?.nextEnd : undefined;
  return next !== undefined && documentDates.some((day) => day >= end && day < next);
}
