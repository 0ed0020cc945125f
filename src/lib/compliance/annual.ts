// The yearly obligations: the secretarial compliance report and the annual report, each met by a
// live document in its table dated from the year's last day until the next year's last day; and
// the annual general meeting itself, met by the AGM on the investor calendar once it has been
// held (its voting results are an item of their own, as for every general meeting: Reg 44(3),
// event-based.ts).

import type { FinancialYear } from '../financial-year';
import { addDays, istDate } from '../ist-time';
import type { InvestorEventRow } from '../investor-events';
import { addMonths, daysAfter, endOfIstDay } from './deadline-time';
import { yearEnd } from './periods';
import type { Obligation, RuleSource } from './types';

export const SECRETARIAL_COMPLIANCE: RuleSource = {
  clause: 'Reg 24A(2)',
  rule: 'The secretarial compliance report of a practising company secretary, filed with the exchanges within 60 days of the end of each financial year (on the website under Reg 46(2)(t)).',
  asOf: 'Reg 24A(2) as inserted by the LODR (Second Amendment) Regulations, 5 May 2021',
  read: 'taxmanagementindia.com, text of Reg 24A with its amendment notes; ca2013.com, Reg 24A (as on 4 Nov 2024)',
};

export const ANNUAL_REPORT: RuleSource = {
  clause: 'Reg 34(1)(a); Companies Act s.101(1)',
  rule: 'The annual report, with the notice of the AGM, filed with the exchanges and on the website no later than the day its dispatch to shareholders begins. The desk takes that day as 22 days before the AGM (the notice needs 21 clear days), or before the last day for the AGM when none is on the calendar: the earliest the dispatch can lawfully be needed.',
  asOf: 'Reg 34(1) as in force in 2025; s.101(1) of the Companies Act, 2013',
  read: "NSE SME compliance calendar (2025): \"Not later than the day of commencement of dispatch to its shareholders\"; aracs.in's table of LODR compliances. s.101(1)'s 21 clear days not read here: practitioners' standard reading",
};

export const ANNUAL_GENERAL_MEETING: RuleSource = {
  clause: 'Companies Act s.96(1)',
  rule: 'The AGM within six months of the end of the financial year (and within 15 months of the last one). Met by the AGM on the investor calendar once it has been held; its voting results are due two working days after it, as for every general meeting (Reg 44(3)).',
  asOf: 'Companies Act, 2013, s.96 as in force in 2025',
  read: "law.emunshi.ai, statutory text of s.96; registerkaro.in's note on s.96",
};

/** The AGM of a year on the calendar: the first one going ahead after the year ended. */
export function agmOf(
  year: FinancialYear,
  events: readonly InvestorEventRow[],
): InvestorEventRow | null {
  const from = yearEnd(year);
  const to = addMonths(from, 12);
  return (
    events
      .filter((e) => e.kind === 'agm' && !e.cancelled_at)
      .filter((e) => {
        const day = istDate(new Date(e.starts_at));
        return day > from && day <= to;
      })
      .sort((a, b) => a.starts_at.localeCompare(b.starts_at))[0] ?? null
  );
}

/** The last day for the year's AGM under s.96(1): six months after the year's end. */
export const agmLastDay = (year: FinancialYear) => addMonths(yearEnd(year), 6);

export function annualObligations(
  year: FinancialYear,
  events: readonly InvestorEventRow[],
): Obligation[] {
  const end = yearEnd(year);
  const window = { from: end, to: addMonths(end, 12) };
  const agm = agmOf(year, events);
  const agmDay = agm ? istDate(new Date(agm.starts_at)) : agmLastDay(year);
  const base = { window, titlePattern: null, fact: null, event: null, deadlineKey: null } as const;
  return [
    {
      ...base,
      id: `scr:${end}`,
      family: 'annual',
      what: 'Secretarial compliance report',
      subject: year.label,
      source: SECRETARIAL_COMPLIANCE,
      deadline: daysAfter(end, 60),
      table: 'secretarial_compliance',
    },
    {
      ...base,
      id: `ar:${end}`,
      family: 'annual',
      what: 'Annual report',
      subject: agm ? `${year.label}, before the AGM notice goes out` : year.label,
      source: ANNUAL_REPORT,
      deadline: endOfIstDay(addDays(agmDay, -22)),
      table: 'annual_report',
    },
    {
      ...base,
      id: `agm:${end}`,
      family: 'annual',
      what: 'Annual general meeting held',
      subject: year.label,
      source: ANNUAL_GENERAL_MEETING,
      deadline: endOfIstDay(agmLastDay(year)),
      // Its notice and proceedings go there; what meets the item is the meeting itself.
      table: 'general_meeting',
      window: null,
      meeting: agm,
    },
  ];
}
