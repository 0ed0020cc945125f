// The IEPF steps: the statement of each dividend's unpaid amounts (s.124(2)), the yearly statement
// of unpaid and unclaimed dividends (rule 5(8)), and the notices before shares move to the
// Investor Education and Protection Fund. The yearly ones depend on the company's facts (a
// dividend declared in the last seven years; the day shares are next due to move), which the desk
// asks once and keeps (facts.ts); each dividend's own statement comes from the dividends the site
// holds (public.dividends).

import { addDays, istDate } from '../ist-time';
import type { FinancialYear } from '../financial-year';
import type { InvestorEventRow } from '../investor-events';
import { formatIndianDate } from '../format-date';
import { agmLastDay, agmOf } from './annual';
import { addMonths, daysAfter, earlierDay, endOfIstDay } from './deadline-time';
import { itemsOfYear } from './requirement-items';
import type { DividendFact, DocumentRequirement, Obligation, RuleSource } from './types';

export const UNPAID_DIVIDEND_STATEMENT: RuleSource = {
  clause: 'Companies Act s.124(2); IEPF Rules 2016, rule 5(8)',
  rule: 'The details of the dividends that remain unpaid or unclaimed, year by year until the seven years are over, as on the date of the AGM, on the website within 60 days of the AGM or of the day by which it should have been held under s.96, whichever is earlier. Met by a statement dated on or after that day that is not linked to a dividend as its s.124(2) statement.',
  asOf: 'Rule 5(8) as amended by the IEPF Authority (Accounting, Audit, Transfer and Refund) Amendment Rules, 2017',
  read: 'cabkgoyal.com, text of rule 5 of the IEPF Rules 2016 with its amendments',
};

export const IEPF_TRANSFER_NOTICE: RuleSource = {
  clause: 'Companies Act s.124(6); IEPF Rules 2016, rule 6(3)(a)',
  rule: 'Before shares whose dividends went unclaimed for seven consecutive years move to the IEPF: a notice to each shareholder three months before the due date of transfer, published at the same time in an English and a regional-language newspaper, with the details on the website.',
  asOf: 'Rule 6 as substituted by the IEPF Amendment Rules, 28 Feb 2017',
  read: "cabkgoyal.com, text of rule 6 of the IEPF Rules 2016; Vinod Kothari's analysis of the 2017 amendment rules",
};

export const UNPAID_DIVIDEND_ACCOUNT_STATEMENT: RuleSource = {
  clause: 'Companies Act s.124(1)-(2)',
  rule: "For each dividend: what is unpaid or unclaimed 30 days after its declaration moves to the Unpaid Dividend Account within the next 7 days; within 90 days of that transfer, a statement of the names, last known addresses and unpaid dividend of each person goes on the website. The desk counts 90 days from the transfer once it is recorded with the dividend; until then from the transfer's last lawful day, 30 + 7 + 90 = 127 days after the declaration (from the payment date less 30 days, the earliest declaration it allows, when the declaration was not entered). The statement is linked to its dividend on the calendar and dated on or after the transfer (or the thirty days' end), so neither the year's statement under rule 5(8) nor another dividend's meets it.",
  asOf: 'Companies Act, 2013, s.124 as in force since 7 Sep 2016',
  read: 'advocatekhoj.com, text of s.124 (library/bareacts/companies2013/124.php); law.emunshi.ai/companies/124',
};

/** The first day unpaid amounts can be in the Unpaid Dividend Account: after the thirty days. */
const thirtyDaysEnd = (dividend: DividendFact) =>
  addDays(dividend.declared_on ?? addDays(dividend.payment_date, -30), 30);

/**
 * Each dividend's s.124(2) statement: due 90 days after the transfer to the Unpaid Dividend
 * Account once the desk records it; until then 127 days after the declaration (30 days to pay,
 * 7 to transfer, 90 to publish), counted in calendar days. Without the declaration's day, from
 * the payment date less 30 days (s.127: paid within 30 days of the declaration), so never later
 * than the real deadline. Met by the statement linked to the dividend (status.ts), dated on or
 * after the transfer: before it there is nothing in the account to state.
 */
export const UNPAID_DIVIDEND_ACCOUNT_REQUIREMENT: DocumentRequirement = {
  key: 's124',
  what: 'Statement of the unpaid dividend (Unpaid Dividend Account)',
  source: UNPAID_DIVIDEND_ACCOUNT_STATEMENT,
  clauses: [],
  satisfiedBy: { tables: ['unpaid_dividend_statements'] },
  recurs: {
    every: 'dividend',
    due: (dividend) =>
      dividend.unpaid_transferred_on
        ? daysAfter(dividend.unpaid_transferred_on, 90)
        : daysAfter(dividend.declared_on ?? addDays(dividend.payment_date, -30), 30 + 7 + 90),
    from: (dividend) => dividend.unpaid_transferred_on ?? thirtyDaysEnd(dividend),
  },
};

/** The day rule 5(8) counts from: the AGM, or the day it should have been held, the earlier. */
function agmOrLastDay(year: FinancialYear, events: readonly InvestorEventRow[]): string {
  const agm = agmOf(year, events);
  const last = agmLastDay(year);
  return agm ? earlierDay(istDate(new Date(agm.starts_at)), last) : last;
}

/**
 * The year's statement: due 60 days after the AGM or its last lawful day, whichever is earlier;
 * of the amounts "as on the date of" that meeting, so dated on or after it; never a statement
 * linked to a dividend as its s.124(2) statement (the calendar passes those: tiedElsewhere).
 */
export const UNPAID_DIVIDEND_REQUIREMENT: DocumentRequirement = {
  key: 'upd',
  what: 'Statement of unpaid and unclaimed dividends',
  source: UNPAID_DIVIDEND_STATEMENT,
  clauses: [],
  satisfiedBy: { tables: ['unpaid_dividend_statements'] },
  fact: 'dividends',
  recurs: {
    every: 'year',
    due: (year, events) => ({
      deadline: daysAfter(agmOrLastDay(year, events), 60),
      subject: `After the AGM for ${year.label}`,
    }),
    from: agmOrLastDay,
  },
};

export function unpaidDividendObligation(
  year: FinancialYear,
  events: readonly InvestorEventRow[],
): Obligation {
  const [item] = itemsOfYear(UNPAID_DIVIDEND_REQUIREMENT, year, events);
  if (!item) throw new Error('A yearly rule gives one item a year.');
  return item;
}

/**
 * The notices for shares due to move on `transferDay` (the company's answer): three months
 * before it. Not a recurring rule of the register: it follows the day the desk is told.
 */
export function iepfNoticeObligation(transferDay: string): Obligation {
  return {
    id: `iepf-notice:${transferDay}`,
    rule: 'iepf-notice',
    clauses: [],
    family: 'iepf',
    what: 'Notices before shares move to the IEPF',
    subject: `Shares due to move on ${formatIndianDate(transferDay)}`,
    source: IEPF_TRANSFER_NOTICE,
    deadline: endOfIstDay(addMonths(transferDay, -3)),
    table: 'iepf_transfer_notices',
    satisfiedBy: { tables: ['iepf_transfer_notices'] },
    window: { from: addMonths(transferDay, -12), to: addDays(transferDay, 1) },
    fact: 'dividends',
    event: null,
    deadlineKey: null,
  };
}
