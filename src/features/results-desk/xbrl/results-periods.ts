/**
 * Which period each figure of a results instance covers, never invented: from the context's own
 * dates, from its header facts (DateOfStartOfReportingPeriod, DateOfEndOfReportingPeriod) where
 * the context is not defined, and where the two differ only as real filings make them differ.
 *
 * What the real files show (3,520 results instances filed with NSE, 2018 to January 2025, 70
 * companies; a public copy at GitHub dvygo/EQ-DATA-ENGINEERING, corporate-filingsNSE/DATA):
 * - 2,156 files refer to contexts they do not define: their main contexts OneD (the quarter),
 *   FourD (the year to date) and OneI / FourI (instants). NSE's instances for periods before
 *   30 September 2022, and its web-form (_WEB) filings up to the December 2022 quarter, define
 *   only the dimensional contexts (segments, expense lines) and give the main contexts' dates
 *   as header facts in those contexts. Such a context is the period its header facts state;
 *   without both header dates its facts (the instants' balance-sheet lines) are left out.
 * - Where a context is defined and has header facts, the two agree, with one exception, in 874
 *   contexts: the year-to-date context FourD repeats the quarter's dates while its header facts
 *   give the year to date, from the first day of the financial year to the quarter's end (for
 *   example acc/XBRL/03May2023_1712_INDAS_91122_836709_03052023051247.xml: FourD dated 1 Jan to
 *   31 Mar 2023, its header 1 Apr 2022 to 31 Mar 2023). No other difference occurs, so any
 *   other is refused rather than guessed at.
 * - 3,448 files state a financial year from 1 April (DateOfStartOfFinancialYear), 72 from
 *   1 January (ACC and Ambuja Cements until 2022, with the Tribunal's leave under section 2(41)
 *   of the Companies Act, 2013). Without that fact the year starts on 1 April, as section 2(41)
 *   has it.
 */
import type { PeriodKind } from '@/lib/financial-results';
import { PERIOD_KINDS, PERIOD_MONTHS } from '@/lib/financial-results';
import { formatIndianDate } from '@/lib/format-date';
import type { Context, Fact } from '@/lib/xbrl/read-instance';
import { XbrlError } from '@/lib/xbrl/xbrl-error';
import { HEADER } from './results-taxonomy';

export type Period = { start: string; end: string; contextIds: Set<string> };
export type FinancialYearStart = { start: string; stated: boolean };

const day = (iso: string) => formatIndianDate(iso);
const range = (start: string, end: string) => `${day(start)} to ${day(end)}`;

/** The months from start to end when they are whole months from the first of one; else null. */
export function wholeMonths(start: string, end: string): number | null {
  const [sy, sm, sd] = start.split('-').map(Number);
  const [ey, em, ed] = end.split('-').map(Number);
  if (!sy || !sm || !ey || !em || !ed || sd !== 1) return null;
  const lastDay = new Date(Date.UTC(ey, em, 0)).getUTCDate();
  if (ed !== lastDay) return null;
  return (ey - sy) * 12 + (em - sm) + 1;
}

/** `YYYY-MM-01` plus whole months. */
function addMonths(start: string, months: number): string {
  const [y = 0, m = 1] = start.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1 + months, 1));
  return date.toISOString().slice(0, 10);
}

const headerOf = (facts: Fact[]) => {
  const byContext = new Map<string, Map<string, string>>();
  for (const f of facts) {
    if (f.name !== HEADER.periodStart && f.name !== HEADER.periodEnd) continue;
    const map = byContext.get(f.contextRef) ?? new Map<string, string>();
    map.set(f.name, f.text.slice(0, 10));
    byContext.set(f.contextRef, map);
  }
  return (id: string, name: string) => byContext.get(id)?.get(name);
};

/**
 * The first day of the financial year the file reports in: its DateOfStartOfFinancialYear (with
 * DateOfEndOfFinancialYear twelve to fifteen months on, when given), or else the 1 April on or before the
 * reporting date.
 */
export function financialYearStart(facts: Fact[], reportingEnd: string): FinancialYearStart {
  const stated = [
    ...new Set(facts.filter((f) => f.name === HEADER.yearStart).map((f) => f.text.slice(0, 10))),
  ];
  const end = facts.find((f) => f.name === HEADER.yearEnd)?.text.slice(0, 10);
  if (stated.length > 1)
    throw new XbrlError(
      `The file gives two first days of its financial year (${stated.map(day).join(' and ')}), so its year to date is not known.`,
    );
  const start = stated[0];
  if (!start) {
    const [y = 0, m = 0] = reportingEnd.split('-').map(Number);
    return { start: `${String(m >= 4 ? y : y - 1)}-04-01`, stated: false };
  }
  // Twelve months, or up to fifteen in a year that changes the financial year (ACC, Ambuja
  // Cements and Nestlé India state 1 January 2022 or 2023 to 31 March of the next year, moving
  // to April-to-March). Eight real files (BHEL, Shriram Finance, Tata Motors 2022) write the
  // reporting date as the year's end; that end says nothing of the year's length, so it stands.
  const ends = [12, 13, 14, 15].map((m) => lastDayBefore(addMonths(start, m)));
  const yearEnd = end && ends.includes(end) ? end : (ends[0] ?? start);
  if (!/^\d{4}-\d{2}-01$/.test(start) || (end && !ends.includes(end) && end !== reportingEnd))
    throw new XbrlError(
      `The file says its financial year runs from ${day(start)}${end ? ` to ${day(end)}` : ''}, which is not twelve to fifteen months from the first of a month.`,
    );
  if (reportingEnd < start || reportingEnd > yearEnd)
    throw new XbrlError(
      `The file says its financial year runs from ${range(start, yearEnd)}, but it reports a period ending ${day(reportingEnd)}.`,
    );
  return { start, stated: true };
}

function lastDayBefore(firstOfMonth: string): string {
  const [y = 0, m = 1] = firstOfMonth.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, 0)).toISOString().slice(0, 10);
}

export type PeriodsRead = {
  periods: Period[];
  /** Context ids the file refers to, does not define and gives no dates for: their facts are left out. */
  leftOut: Map<string, number>;
};

/**
 * Groups the figures' contexts (the company as a whole, over a period) by the period each
 * covers. `isFigure` says which facts are figures the desk reads.
 */
export function periodsOf(
  contexts: Map<string, Context>,
  facts: Fact[],
  isFigure: (fact: Fact) => boolean,
): PeriodsRead {
  const header = headerOf(facts);
  const withFigures = new Set(facts.filter(isFigure).map((f) => f.contextRef));
  const yearStarts = new Set(
    facts.filter((f) => f.name === HEADER.yearStart).map((f) => f.text.slice(0, 10)),
  );
  const leftOut = new Map<string, number>();
  for (const f of facts)
    if (
      !contexts.has(f.contextRef) &&
      !(header(f.contextRef, HEADER.periodStart) && header(f.contextRef, HEADER.periodEnd))
    )
      leftOut.set(f.contextRef, (leftOut.get(f.contextRef) ?? 0) + 1);

  const periods = new Map<string, Period>();
  for (const id of withFigures) {
    const context = contexts.get(id);
    const hs = header(id, HEADER.periodStart);
    const he = header(id, HEADER.periodEnd);
    let start: string;
    let end: string;
    if (!context) {
      if (!hs || !he) continue;
      [start, end] = [hs, he];
    } else {
      if (context.dimensional || context.instant || !context.start) continue;
      [start, end] = [context.start, context.end];
      const [cs, ce] = [context.start, context.end];
      if ((hs ?? cs) !== cs || (he ?? ce) !== ce) {
        // The one difference real filings make: the year to date's context repeats the quarter.
        const yearToDate =
          (he ?? ce) === ce &&
          wholeMonths(cs, ce) === 3 &&
          hs !== undefined &&
          hs < cs &&
          (yearStarts.size === 0 ? hs.endsWith('-04-01') : yearStarts.has(hs));
        if (!yearToDate)
          throw new XbrlError(
            `The file dates the figures of its context “${id}” ${range(cs, ce)} in the context, but ${range(hs ?? cs, he ?? ce)} in its header facts (${HEADER.periodStart}, ${HEADER.periodEnd}). Filings differ there only when the year-to-date context repeats the quarter’s dates and its header gives the year to date from the first day of the financial year; this is not that, so the period of these figures is not known. Nothing was read; ask whoever prepared the file which period it covers.`,
          );
        start = hs;
      }
    }
    const key = `${start}/${end}`;
    const period = periods.get(key) ?? { start, end, contextIds: new Set<string>() };
    period.contextIds.add(id);
    periods.set(key, period);
  }
  return { periods: [...periods.values()], leftOut };
}

/**
 * The kind of a current period (one ending on the reporting date), checked against the
 * financial year: a quarter is three whole months and one of the year's four; a half-year,
 * nine months or year runs from the year's first day.
 */
export function kindOf(period: Period, year: FinancialYearStart): PeriodKind {
  const months = wholeMonths(period.start, period.end);
  const kind = PERIOD_KINDS.find((k) => PERIOD_MONTHS[k] === months);
  const where = `from ${range(period.start, period.end)}`;
  if (!kind)
    throw new XbrlError(
      `The file reports a period ${where}, which is not a quarter, half-year, nine months or year.`,
    );
  const source = year.stated
    ? `as the file states (${HEADER.yearStart})`
    : 'as the Companies Act has it (section 2(41): the year ends on 31 March)';
  if (kind === 'quarter') {
    // A fifteen-month year of transition has five quarters.
    const quarters = [0, 3, 6, 9, 12].map((m) => addMonths(year.start, m));
    if (!quarters.includes(period.start))
      throw new XbrlError(
        `The file reports a quarter ${where}, which is not one of the quarters of its financial year from ${day(year.start)}, ${source}.`,
      );
  } else if (period.start !== year.start)
    throw new XbrlError(
      `The file reports ${String(months)} months ${where}; a half-year, nine months or year to date runs from the first day of the financial year, ${day(year.start)}, ${source}.`,
    );
  return kind;
}
