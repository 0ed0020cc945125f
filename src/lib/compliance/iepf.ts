// The IEPF steps: the statement of each dividend's unpaid amounts (s.124(2)), the yearly statement
// of unpaid and unclaimed dividends (rule 5(8)), the notices before shares move to the Investor
// Education and Protection Fund, and the transfers themselves (s.124(5) and (6)). The yearly ones depend on the company's facts (a
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

export const IEPF_CREDIT: RuleSource = {
  clause: 'Companies Act s.124(5); IEPF Rules 2016, rule 5(1)',
  rule: 'What stays unpaid or unclaimed in the Unpaid Dividend Account for seven years from its transfer there is credited to the IEPF within thirty days of its becoming due, with Form IEPF-1 (the forms IEPF-1, 1A and 2 as substituted in 2024). The desk counts from the transfer recorded with the dividend, else from its latest lawful day (37 days after the declaration), and the item is met when the day of the credit is recorded with the dividend: the filing is the Ministry’s, not a page of the site.',
  asOf: 'Rule 5 as amended by G.S.R. 414(E) of 2024 (the substituted forms), as practitioners’ notes state it',
  read: "cabkgoyal.com's text of rule 5 (the thirty days); practitioners' notes of the 2024 amendment for the forms (../shared/compliance-sources.md, medium). The Gazette text of 2024 was not reached: verify",
};

export const IEPF_SHARES_MOVE: RuleSource = {
  clause: 'Companies Act s.124(6); IEPF Rules 2016, rule 6(1)',
  rule: 'Shares whose dividends went unpaid or unclaimed for seven consecutive years move to the IEPF Authority’s demat account within thirty days of their becoming due (the day the desk was told), with the statement in Form IEPF-4. Met once the desk is told the next day shares are due, or that none are.',
  asOf: 'Rule 6 as substituted by the IEPF Amendment Rules, 28 Feb 2017',
  read: "cabkgoyal.com's text of rule 6; Vinod Kothari's analysis of the 2017 amendment rules",
};

/** The last lawful day of the transfer to the Unpaid Dividend Account, or the one recorded. */
const unpaidAccountDay = (dividend: DividendFact) =>
  dividend.unpaid_transferred_on ?? addDays(thirtyDaysEnd(dividend), 7);

/** Each dividend's unclaimed amount credited to the IEPF: seven years and thirty days on. */
export function iepfCreditObligations(dividends: readonly DividendFact[]): Obligation[] {
  return dividends.map((dividend) => ({
    id: `iepf-credit:${dividend.kind}-${dividend.record_date}`,
    rule: 'iepf-credit',
    clauses: [],
    family: 'iepf',
    what: 'Unclaimed amount credited to the IEPF (Form IEPF-1)',
    subject: `${dividend.kind === 'interim' ? 'Interim' : 'Final'} dividend ${dividend.financial_year}`,
    source: IEPF_CREDIT,
    deadline: daysAfter(addMonths(unpaidAccountDay(dividend), 12 * 7), 30),
    table: 'unpaid_dividend_statements',
    satisfiedBy: { tables: [] },
    window: null,
    fact: null,
    event: null,
    deadlineKey: null,
    recordedOn: dividend.iepf_credited_on ?? null,
    recordedWhere: 'Credited to the IEPF on, with the dividend (Shareholders, Dividends)',
  }));
}

/**
 * The shares due to move on `transferDay` (the company's answer), thirty days on. Met when the
 * desk is told the next day, or that none are due: this item then leaves the calendar.
 */
export function iepfSharesObligation(transferDay: string): Obligation {
  return {
    id: `iepf-shares:${transferDay}`,
    rule: 'iepf-shares',
    clauses: [],
    family: 'iepf',
    what: 'Shares moved to the IEPF (Form IEPF-4)',
    subject: `Shares due to move on ${formatIndianDate(transferDay)}`,
    source: IEPF_SHARES_MOVE,
    deadline: daysAfter(transferDay, 30),
    table: 'iepf_transfer_notices',
    satisfiedBy: { tables: [] },
    window: null,
    fact: 'dividends',
    event: null,
    deadlineKey: null,
    recordedOn: null,
    recordedWhere:
      'the next day shares are due to move, or that none are (Calendar and deadlines, the company’s facts)',
  };
}
