// The IEPF steps: the yearly statement of unpaid and unclaimed dividends, and the notices before
// shares move to the Investor Education and Protection Fund. Both depend on the company's facts
// (a dividend declared in the last seven years; the day shares are next due to move), which the
// desk asks once and keeps (facts.ts).

import { addDays, istDate } from '../ist-time';
import type { FinancialYear } from '../financial-year';
import type { InvestorEventRow } from '../investor-events';
import { formatIndianDate } from '../format-date';
import { agmLastDay, agmOf } from './annual';
import { addMonths, daysAfter, earlierDay, endOfIstDay } from './deadline-time';
import { yearEnd } from './periods';
import type { Obligation, RuleSource } from './types';

export const UNPAID_DIVIDEND_STATEMENT: RuleSource = {
  clause: 'Companies Act s.124(2); IEPF Rules 2016, rule 5(8)',
  rule: 'The details of the dividends that remain unpaid or unclaimed, year by year until the seven years are over, on the website within 60 days of the AGM or of the day by which it should have been held under s.96, whichever is earlier.',
  asOf: 'Rule 5(8) as amended by the IEPF Authority (Accounting, Audit, Transfer and Refund) Amendment Rules, 2017',
  read: 'cabkgoyal.com, text of rule 5 of the IEPF Rules 2016 with its amendments',
};

export const IEPF_TRANSFER_NOTICE: RuleSource = {
  clause: 'Companies Act s.124(6); IEPF Rules 2016, rule 6(3)(a)',
  rule: 'Before shares whose dividends went unclaimed for seven consecutive years move to the IEPF: a notice to each shareholder three months before the due date of transfer, published at the same time in an English and a regional-language newspaper, with the details on the website.',
  asOf: 'Rule 6 as substituted by the IEPF Amendment Rules, 28 Feb 2017',
  read: "cabkgoyal.com, text of rule 6 of the IEPF Rules 2016; Vinod Kothari's analysis of the 2017 amendment rules",
};

/** The year's statement: due 60 days after the AGM or its last lawful day, whichever is earlier. */
export function unpaidDividendObligation(
  year: FinancialYear,
  events: readonly InvestorEventRow[],
): Obligation {
  const end = yearEnd(year);
  const agm = agmOf(year, events);
  const last = agmLastDay(year);
  const from = agm ? earlierDay(istDate(new Date(agm.starts_at)), last) : last;
  return {
    id: `upd:${end}`,
    family: 'iepf',
    what: 'Statement of unpaid and unclaimed dividends',
    subject: `After the AGM for ${year.label}`,
    source: UNPAID_DIVIDEND_STATEMENT,
    deadline: daysAfter(from, 60),
    table: 'unpaid_dividend_statements',
    window: { from: end, to: addMonths(end, 12) },
    titlePattern: null,
    fact: 'dividends',
    event: null,
    deadlineKey: null,
  };
}

/** The notices for shares due to move on `transferDay`: three months before it. */
export function iepfNoticeObligation(transferDay: string): Obligation {
  return {
    id: `iepf-notice:${transferDay}`,
    family: 'iepf',
    what: 'Notices before shares move to the IEPF',
    subject: `Shares due to move on ${formatIndianDate(transferDay)}`,
    source: IEPF_TRANSFER_NOTICE,
    deadline: endOfIstDay(addMonths(transferDay, -3)),
    table: 'iepf_transfer_notices',
    window: { from: addMonths(transferDay, -12), to: addDays(transferDay, 1) },
    titlePattern: null,
    fact: 'dividends',
    event: null,
    deadlineKey: null,
  };
}
