// Each clause of Regulation 46(2) (src/content/regulation-46.ts) with the rule that says whether
// the site meets it today, and the text behind the rule. The law sets a period for some clauses
// (a filing owed every quarter or year); for the rest, Regulation 46(3)(b) asks only that a change
// reach the website within two working days, which the desk cannot see from the data, so a
// document kept is current. Where the official text could not be read, the source named is the
// consolidation or the practitioners' note that was (docs/compliance.md, "Regulation 46
// readiness").

import { formatIndianDate } from '../format-date';
import { daysAfter, isYearEnd, quarterEndsBefore, yearEndsBefore, yearStartOf } from './periods';
import {
  documentEachPeriod,
  documentKept,
  documentReviewed,
  keptAsData,
  keptInCode,
  perEvent,
} from './rules';
import type { FixLink, ReadinessRule } from './types';
import { paths } from '@/config/paths';

const ON_CHANGE =
  'No period applies: Regulation 46(3)(b) asks that a change reach the website within two working days (quoted by Zee News). The desk reads the document titles only.';

const quarter = (end: string) => `the quarter ended ${formatIndianDate(end)}`;
const year = (end: string) => `the financial year ended ${formatIndianDate(end)}`;

/** Regulation 33(3)(a): results within 45 days of a quarter, 60 days of the fourth (the year's). */
const resultsDay = (end: string) => daysAfter(end, isYearEnd(end) ? 60 : 45);

const quarterly = (deadline: (end: string) => string) => ({
  ends: (today: string) => quarterEndsBefore(today),
  deadline,
  from: (end: string) => end,
  name: quarter,
});

/** Section 96(1) of the Companies Act: the AGM within six months of the year's end. */
const agmLastDay = (end: string) => `${end.slice(0, 4)}-09-30`;

const yearly = (deadline: (end: string) => string, from = (end: string) => end) => ({
  ends: (today: string) => yearEndsBefore(today),
  deadline,
  from,
  name: year,
});

const policies = (words: string, pattern: RegExp) => ({
  tables: ['policies'] as const,
  title: { words, pattern },
});

const page = (label: string, to: string): FixLink => ({ label, to, place: 'page' });
const calendar: FixLink = {
  label: 'Calendar and deadlines',
  to: paths.desk.calendar,
  place: 'desk',
};
const board = page('Board of Directors', paths.investor.boardOfDirectors);

export const regulation46Rules: ReadinessRule[] = [
  keptInCode(
    '(a)',
    page('About Us', paths.about),
    'The company’s own description of its business.',
  ),
  documentKept(
    '(aa)',
    { tables: ['memorandum_articles'] },
    `The Memorandum and Articles as a document; add the altered text when they change. ${ON_CHANGE}`,
  ),
  keptAsData('(ab)', board, `The directors’ profiles. ${ON_CHANGE}`),
  documentKept(
    '(b)',
    { tables: ['independent_director_tc', 'independent_director'] },
    `The terms and conditions of appointment, or the appointment letters that carry them. ${ON_CHANGE}`,
  ),
  keptAsData(
    '(c)',
    page('Board committees', `${paths.investor.boardOfDirectors}#committees`),
    `Who sits on each committee. ${ON_CHANGE}`,
  ),
  documentKept('(d)', policies('code of conduct', /code of conduct/i), ON_CHANGE),
  documentKept('(e)', policies('vigil or whistle', /vigil|whistle/i), ON_CHANGE),
  documentKept(
    '(f)',
    policies('remuneration or non-executive', /remuneration|non-executive/i),
    `Usually in the Nomination and Remuneration Policy, unless the annual report carries the criteria. ${ON_CHANGE}`,
  ),
  documentReviewed(
    '(g)',
    policies('related party', /related party/i),
    3,
    'Regulation 23(1): the Board reviews the policy on related party transactions at least once every three years and updates it (read in taxguru.in’s table of Regulation 23).',
  ),
  documentEachPeriod(
    '(i)',
    { tables: ['familiarization_program'] },
    yearly(agmLastDay, yearStartOf),
    'Regulation 25(7) with 46(2)(i): the programmes of each financial year, with the year’s and the cumulative numbers and hours. No deadline is set; the desk expects the last year’s by 30 September, when the annual report is out.',
  ),
  keptAsData(
    '(j)',
    page('Investor Contact', paths.investor.contact),
    `The grievance e-mail address and the designated officials, on the contact pages and footer. ${ON_CHANGE}`,
  ),
  documentKept(
    '(k)',
    { tables: ['investor_contact'] },
    `The designated officials’ contact details. ${ON_CHANGE}`,
  ),
  documentEachPeriod(
    '(l)(i)',
    {
      tables: ['board_meeting'],
      title: { words: 'notice or intimation', pattern: /notice|intimation/i },
    },
    quarterly(resultsDay),
    'Regulation 29: notice of the board meeting on results at least two working days before it; Regulation 33(3)(a) holds that meeting within 45 days of the quarter (60 for the fourth). Read: NSE compliance calendar; legalmantra.net (June 2025).',
  ),
  documentEachPeriod(
    '(l)(ii)',
    { tables: ['financial_report', 'integrated_filing_financial'] },
    quarterly(resultsDay),
    'Regulation 33(3)(a): results within 45 days of each quarter’s end, 60 days for the fourth quarter and the year; in the Integrated Filing (Financial) since the quarter ended 31 Dec 2024. Read: NSE main-board compliance calendar; BSE notice 20250102-4.',
  ),
  documentEachPeriod(
    '(l)(iii)',
    { tables: ['annual_report'] },
    yearly(agmLastDay),
    'Regulation 34(1): the annual report by the day its dispatch to shareholders begins, ahead of the AGM, which section 96(1) of the Companies Act holds within six months of the year’s end (so by 30 September).',
  ),
  keptAsData(
    '(r)',
    page('Credit Ratings', paths.investor.creditRatings),
    `Every credit rating of an outstanding instrument, updated on each revision. ${ON_CHANGE}`,
  ),
  documentEachPeriod(
    '(m)',
    { tables: ['shareholding_pattern'] },
    quarterly((end) => daysAfter(end, 21)),
    'Regulation 31(1)(b): the shareholding pattern within 21 days of each quarter’s end. Read: NSE compliance calendar.',
  ),
  perEvent(
    '(o) schedule',
    calendar,
    'Schedule III Part A para A.15(a): at least two working days before each meet.',
  ),
  perEvent(
    '(o) presentations',
    calendar,
    'Schedule III Part A para A.15(b): before each meet or call begins.',
  ),
  perEvent(
    '(oa)(i)',
    calendar,
    'Before the next trading day or within 24 hours of each call, whichever is earlier.',
  ),
  perEvent('(oa)(ii)', calendar, 'Within five working days of each call.'),
  documentEachPeriod(
    '(q)',
    { tables: ['newspaper_publication'] },
    quarterly((end) => daysAfter(resultsDay(end), 2)),
    'Regulation 47(3): the results in the newspapers within 48 hours of the board meeting that approved them (itself within Regulation 33(3)’s 45 or 60 days). Read: corporate-cases.com, text of Regulation 47.',
  ),
  documentEachPeriod(
    '(t)',
    { tables: ['secretarial_compliance'] },
    yearly((end) => daysAfter(end, 60)),
    'Regulation 24A(2): the secretarial compliance report within 60 days of the financial year’s end. Read: taxmanagementindia.com, Regulation 24A.',
  ),
  documentKept('(u)', policies('materiality', /materiality/i), ON_CHANGE),
  documentKept(
    '(v)',
    { tables: ['investor_contact'] },
    `The key managerial personnel authorised to determine materiality, with their contact details. ${ON_CHANGE}`,
  ),
  documentEachPeriod(
    '(w)',
    { tables: ['corporate_announcement'] },
    quarterly(resultsDay),
    'Regulation 30 with Schedule III Part A para A.4: the outcome of each results board meeting is disclosed, so at least one announcement each quarter; Regulation 30(8) keeps them on the site for five years.',
  ),
  documentEachPeriod(
    '(w) quarterly',
    { tables: ['integrated_filing_governance'] },
    quarterly((end) => daysAfter(end, 30)),
    'The Integrated Filing (Governance) within 30 days of each quarter’s end, since the quarter ended 31 Dec 2024 (SEBI circular SEBI/HO/CFD/CFD-PoD-2/CIR/P/2024/185, as Mehta & Mehta’s summary lists its contents; the timeline of the Regulation 46 table).',
  ),
  documentEachPeriod(
    '(x)',
    { tables: ['integrated_filing_financial'] },
    quarterly(resultsDay),
    'Regulation 32(1): the statement of deviation or variation each quarter, in the Integrated Filing (Financial) with the results since the quarter ended 31 Dec 2024 (SEBI circular SEBI/HO/CFD/CFD-PoD-2/CIR/P/2024/185; BSE notice 20250102-4).',
  ),
  documentEachPeriod(
    '(z)',
    { tables: ['mgt_mgt7'] },
    yearly((end) => daysAfter(agmLastDay(end), 60)),
    'Companies Act, section 92(3): the annual return (Form MGT-7) on the website; 92(4): filed within 60 days of the AGM, itself by 30 September (section 96(1)), so by 29 November. Read: advocatekhoj.com, text of section 92; yourfinancebook.com.',
  ),
];
