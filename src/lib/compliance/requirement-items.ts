// A rule of register.ts turned into the calendar's items: one per quarter, year or dividend it
// recurs on. Each item carries the rule's key, its clauses and what satisfies it, so the
// calendar, readiness and Today all read the same item.

import type { FinancialYear } from '../financial-year';
import { formatIndianDate } from '../format-date';
import type { InvestorEventRow } from '../investor-events';
import { addMonths, daysAfter } from './deadline-time';
import { quarterLabel, quartersOf, yearEnd } from './periods';
import type { DividendFact, DocumentRequirement, Obligation } from './types';

/**
 * The first quarter the Integrated Filings cover (SEBI circular of 31 December 2024); the desk's
 * quarterly items start here, so the filings before it (the separate governance report under
 * Reg 27(2) and results under Reg 33 alone) are history it does not track.
 */
export const FIRST_INTEGRATED_QUARTER_END = '2024-12-31';

const KIND_WORDS = { interim: 'Interim', final: 'Final' } as const;

function base(requirement: DocumentRequirement) {
  const [table] = requirement.satisfiedBy.tables;
  if (!table) throw new Error(`The rule ${requirement.key} names no table to put it in.`);
  return {
    rule: requirement.key,
    clauses: requirement.clauses,
    what: requirement.what,
    source: requirement.source,
    table,
    satisfiedBy: requirement.satisfiedBy,
    fact: requirement.fact ?? null,
    event: null,
    deadlineKey: null,
  };
}

/** The items of a rule for one financial year: its quarters', or the year's own. */
export function itemsOfYear(
  requirement: DocumentRequirement,
  year: FinancialYear,
  events: readonly InvestorEventRow[],
): Obligation[] {
  const { recurs } = requirement;
  if (recurs.every === 'quarter') {
    return quartersOf(year)
      .filter((quarter) => quarter.end >= FIRST_INTEGRATED_QUARTER_END)
      .map((quarter) => ({
        ...base(requirement),
        id: `${requirement.key}:${quarter.end}`,
        family: 'quarterly',
        subject: quarterLabel(quarter),
        deadline: daysAfter(quarter.end, recurs.days(quarter)),
        // A filing's date falls after the quarter it reports on, before the next one ends.
        window: { from: quarter.end, to: quarter.nextEnd },
      }));
  }
  if (recurs.every === 'year') {
    const end = yearEnd(year);
    const due = recurs.due(year, events);
    return [
      {
        ...base(requirement),
        id: `${requirement.key}:${end}`,
        family: requirement.fact === 'dividends' ? 'iepf' : 'annual',
        subject: due.subject,
        deadline: due.deadline,
        window: { from: recurs.from?.(year, events) ?? end, to: addMonths(end, 12) },
      },
    ];
  }
  return [];
}

/** The items of a rule that recurs with each dividend, one per dividend the site holds. */
export function itemsOfDividends(
  requirement: DocumentRequirement,
  dividends: readonly DividendFact[],
): Obligation[] {
  const { recurs } = requirement;
  if (recurs.every !== 'dividend') return [];
  return dividends.map((dividend) => ({
    ...base(requirement),
    id: `${requirement.key}:${dividend.kind}-${dividend.record_date}`,
    family: 'iepf',
    subject: `${KIND_WORDS[dividend.kind]} dividend ${dividend.financial_year}${
      dividend.declared_on
        ? `, declared ${formatIndianDate(dividend.declared_on)}`
        : ' (its declaration not entered: counted from its payment date)'
    }`,
    deadline: recurs.due(dividend),
    dividend,
    // Its document is dated on or after the rule's first day for it (else the record date),
    // within the seven years it stays unpaid.
    window: {
      from: recurs.from?.(dividend) ?? dividend.record_date,
      to: addMonths(dividend.record_date, 12 * 7),
    },
  }));
}
