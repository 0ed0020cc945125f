// The yearly obligations: the secretarial compliance report, the annual report, the annual
// return and the familiarisation programmes, each met by a live document that its `satisfiedBy`
// accepts, dated from the year's last day until the next year's; and the annual general meeting
// itself, met by the AGM on the investor calendar once it has been held (agmHeldObligation: its
// voting results are an event's item, as for every general meeting: rule 20(4)(xvi), Reg 44(3)).
//
// The annual report has one date everywhere on the desk (the calendar, Regulation 46 readiness,
// Today): the day before which its dispatch must begin, counted back from the AGM.

import type { FinancialYear } from '../financial-year';
import { addDays, istDate } from '../ist-time';
import type { InvestorEventRow } from '../investor-events';
import { addMonths, daysAfter, endOfIstDay } from './deadline-time';
import { yearEnd } from './periods';
import { itemsOfYear } from './requirement-items';
import { EVIDENCE } from './clause-evidence';
import type { DocumentRequirement, Obligation, RuleSource } from './types';

export const SECRETARIAL_COMPLIANCE: RuleSource = {
  clause: 'Reg 24A(2)',
  rule: 'The secretarial compliance report of a practising company secretary, filed with the exchanges within 60 days of the end of each financial year (on the website under Reg 46(2)(t)).',
  asOf: 'Reg 24A(2) as inserted by the LODR (Second Amendment) Regulations, 5 May 2021',
  read: 'taxmanagementindia.com, text of Reg 24A with its amendment notes; ca2013.com, Reg 24A (as on 4 Nov 2024)',
};

export const ANNUAL_REPORT: RuleSource = {
  clause: 'Reg 34(1)(a); Reg 46(2)(l)(iii); Companies Act s.101(1)',
  rule: 'The annual report, with the notice of the AGM, filed with the exchanges and on the website no later than the day its dispatch to shareholders begins. The notice needs "not less than clear twenty-one days" (s.101(1)): the day of sending and the day of the meeting do not count, so dispatch begins 22 days before the AGM at the latest. The desk counts back from the AGM on the calendar, or from the last day the AGM may be held (s.96(1)) when none is entered: the earliest the dispatch can lawfully be needed.',
  asOf: 'Reg 34(1) as in force in 2025; s.101(1) of the Companies Act, 2013',
  read: 'NSE SME compliance calendar (2025): "Not later than the day of commencement of dispatch to its shareholders"; aracs.in\'s table of LODR compliances; s.101(1)\'s words ("not less than clear twenty-one days\' notice") as public statute corpora on GitHub reproduce the Act',
};

export const ANNUAL_GENERAL_MEETING: RuleSource = {
  clause: 'Companies Act s.96(1)',
  rule: 'The AGM within six months of the end of the financial year (and within 15 months of the last one). Met by the AGM on the investor calendar once it has been held; its voting results are due on the website two days after it, as for every general meeting (rule 20(4)(xvi) of the Management and Administration Rules; the exchanges have two working days under Reg 44(3)).',
  asOf: 'Companies Act, 2013, s.96 as in force in 2025',
  read: "law.emunshi.ai, statutory text of s.96; registerkaro.in's note on s.96",
};

export const ANNUAL_RETURN: RuleSource = {
  clause: 'Companies Act s.92(3)-(4); Reg 46(2)(z)',
  rule: 'A copy of the annual return (Form MGT-7) on the website; it is filed with the Registrar within 60 days of the AGM, or of the day the AGM should have been held when none was.',
  asOf: 's.92(3) as substituted from 28 Aug 2020; rule 12 of the Management and Administration Rules as amended on 5 Mar 2021',
  read: 'advocatekhoj.com, text of section 92; taxguru.in and Vinod Kothari (March 2021) on the 2021 amendment',
};

export const BUSINESS_RESPONSIBILITY_REPORT: RuleSource = {
  clause: 'Reg 34(2)(f)',
  rule: 'The top 1,000 listed entities by market capitalisation include a business responsibility and sustainability report in the annual report, in the format SEBI specifies: it is due with the annual report, by the day its dispatch begins. It reaches the website as part of the complete annual report (Reg 46(2)(l)(iii)), so the year’s annual report under Annual Reports meets it, as does the report published there on its own.',
  asOf: 'Reg 34(2)(f) as substituted by the LODR (Second Amendment) Regulations, 5 May 2021; the list of the top 1,000 as of 31 December each year since the LODR (Amendment) Regulations of 17 May 2024',
  read: "Reg 34(2)(f), which puts the report in the annual report, as Millennium Post reported the 2021 notification (12 May 2021) and as compliance calendars list it (slidepub.com's Compliance Calendar 2024-25: \"Attachment to Annual Report: Submission of Business Responsibility and Sustainability Report, Reg. 34(2)(f)\"); Reg 46(2)(l)(iii) in taxmanagementindia.com's text of Regulation 46; Mondaq's and cimplyfive.com's summaries of the May 2024 amendment (the 31 December list; systems for Reg 34(2)(f) within three months)",
};

export const SUBSIDIARY_ACCOUNTS: RuleSource = {
  clause: 'Reg 46(2)(s); Companies Act s.136(1), fourth proviso',
  rule: 'Where the company has subsidiaries: the separate audited financial statements of each subsidiary for the financial year, on the website at least 21 days before the AGM that adopts the accounts. The desk counts back from the AGM on the calendar, or from the last day it may be held (s.96(1)) when none is entered.',
  asOf: 'Reg 46(2)(s) as substituted by the LODR (Amendment) Regulations, 9 May 2018 (from 1 Apr 2019)',
  read: "The clause's words (\"separate audited financial statements of each subsidiary of the listed entity in respect of a relevant financial year, uploaded at least 21 days prior to the date of the annual general meeting\") as listed companies' Regulation 46 tables quote them; SEBI's own text was not reached: verify",
};

/** Reg 46(2)(s): the subsidiaries' accounts at least 21 days before the year's AGM. */
export function subsidiaryAccountsDue(year: FinancialYear, events: readonly InvestorEventRow[]) {
  const agm = agmOf(year, events);
  return {
    deadline: endOfIstDay(addDays(agmDay(year, events), -21)),
    subject: agm ? `${year.label}, 21 days before the AGM` : year.label,
  };
}

export const FAMILIARISATION: RuleSource = {
  clause: 'Reg 25(7); Reg 46(2)(i)',
  rule: 'The familiarisation programmes for independent directors, with the programmes attended and the hours spent in the year and cumulatively. The text sets no date: the desk expects the year’s with the annual report, which reports the same year.',
  asOf: 'Reg 46(2)(i) as amended to the Third Amendment of 12 Dec 2024',
  read: "taxmanagementindia.com's text of Regulation 46 (the details of (i))",
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

/** The AGM's day: the one on the calendar, else the last day it may be held. */
export function agmDay(year: FinancialYear, events: readonly InvestorEventRow[]): string {
  const agm = agmOf(year, events);
  return agm ? istDate(new Date(agm.starts_at)) : agmLastDay(year);
}

/** Reg 34(1)(a) with s.101(1): the last day the annual report's dispatch may begin. */
export function annualReportDue(year: FinancialYear, events: readonly InvestorEventRow[]) {
  const agm = agmOf(year, events);
  return {
    deadline: endOfIstDay(addDays(agmDay(year, events), -22)),
    subject: agm ? `${year.label}, before the AGM notice goes out` : year.label,
  };
}

export const ANNUAL_REQUIREMENTS: readonly DocumentRequirement[] = [
  {
    key: 'scr',
    what: 'Secretarial compliance report',
    source: SECRETARIAL_COMPLIANCE,
    clauses: ['(t)'],
    satisfiedBy: EVIDENCE.secretarialCompliance,
    recurs: {
      every: 'year',
      due: (year) => ({ deadline: daysAfter(yearEnd(year), 60), subject: year.label }),
    },
  },
  {
    key: 'ar',
    what: 'Annual report',
    source: ANNUAL_REPORT,
    clauses: ['(l)(iii)'],
    satisfiedBy: EVIDENCE.annualReport,
    recurs: { every: 'year', due: annualReportDue },
  },
  {
    key: 'brsr',
    what: 'Business responsibility and sustainability report',
    source: BUSINESS_RESPONSIBILITY_REPORT,
    clauses: [],
    // Reg 34(2)(f) makes the report part of the annual report, and Reg 46(2)(l)(iii) puts the
    // complete annual report on the website: the year's annual report meets it, as does the report
    // published on its own beside it. No title is asked: an annual report is not titled for each
    // report it carries.
    satisfiedBy: {
      tables: ['annual_report'],
      unless: EVIDENCE.annualReport.unless,
      words:
        'A document under Annual Reports: the year’s annual report, which carries the report (Regulation 34(2)(f)), or the report on its own',
    },
    fact: 'top_1000',
    // The annual report's one date (annualReportDue), as the report goes out in it.
    recurs: { every: 'year', due: annualReportDue },
  },
  {
    key: 'subs',
    what: 'Audited financial statements of each subsidiary',
    source: SUBSIDIARY_ACCOUNTS,
    clauses: ['(s)'],
    satisfiedBy: EVIDENCE.subsidiaryAccounts,
    fact: 'subsidiaries',
    recurs: { every: 'year', due: subsidiaryAccountsDue },
  },
  {
    key: 'fam',
    what: 'Familiarisation programmes for independent directors',
    source: FAMILIARISATION,
    clauses: ['(i)'],
    satisfiedBy: EVIDENCE.familiarisation,
    recurs: { every: 'year', due: annualReportDue },
  },
  {
    key: 'mgt7',
    what: 'Annual return (MGT-7)',
    source: ANNUAL_RETURN,
    clauses: ['(z)'],
    satisfiedBy: EVIDENCE.annualReturn,
    recurs: {
      every: 'year',
      due: (year, events) => ({
        deadline: daysAfter(agmDay(year, events), 60),
        subject: year.label,
      }),
    },
  },
];

/**
 * The year's AGM (s.96(1)), due by its last lawful day and met by the meeting itself once held
 * (status.ts reads `meeting`); no document makes it held. Not a rule of the register's document
 * lists for that reason; the calendar adds one a year.
 */
export function agmHeldObligation(
  year: FinancialYear,
  events: readonly InvestorEventRow[],
): Obligation {
  const end = yearEnd(year);
  return {
    id: `agm:${end}`,
    rule: 'agm',
    clauses: [],
    family: 'annual',
    what: 'Annual general meeting held',
    subject: year.label,
    source: ANNUAL_GENERAL_MEETING,
    deadline: endOfIstDay(agmLastDay(year)),
    // Its notice and proceedings go there; what meets the item is the meeting itself.
    table: 'general_meeting',
    satisfiedBy: { tables: ['general_meeting'] },
    window: null,
    fact: null,
    event: null,
    deadlineKey: null,
    meeting: agmOf(year, events),
  };
}

export function annualObligations(
  year: FinancialYear,
  events: readonly InvestorEventRow[],
): Obligation[] {
  return [
    ...ANNUAL_REQUIREMENTS.flatMap((requirement) => itemsOfYear(requirement, year, events)),
    agmHeldObligation(year, events),
  ];
}
