// The quarterly filings: the shareholding pattern, the quarter's financial results, the two
// Integrated Filings and the reconciliation of share capital audit. Each is met by a live
// document that its `satisfiedBy` accepts, dated from
// the quarter's last day until the next quarter's last day (the filing's date, as the desk enters
// it, falls after the quarter it reports on).
//
// Deadlines run in calendar days and do not move for a weekend or a holiday: the texts say "within
// n days", and the exchanges' calendars give fixed dates (21 January, 14 February, 30 May).
//
// A new quarterly filing is one more entry in QUARTERLY_REQUIREMENTS (docs/architecture.md, "The
// desk's rules").

import type { FinancialYear } from '../financial-year';
import { FIRST_INTEGRATED_QUARTER_END, itemsOfYear } from './requirement-items';
import type { Quarter } from './periods';
import { EVIDENCE } from './clause-evidence';
import type { DocumentRequirement, Obligation, RuleSource } from './types';

export { FIRST_INTEGRATED_QUARTER_END };

export const SHAREHOLDING_PATTERN: RuleSource = {
  clause: 'Reg 31(1)(b)',
  rule: 'The shareholding pattern, filed with the exchanges within 21 days of the end of each quarter (on the website under Reg 46(2)(m)).',
  asOf: 'LODR as in force in 2025; unchanged by the 2024 amendments',
  read: 'NSE compliance calendar, main board and quarterly-compliances pages (copies of Nov 2024 and Apr 2025): "Within 21 days from the end of the quarter", by 21 July, October, January and April',
};

export const INTEGRATED_GOVERNANCE: RuleSource = {
  clause: 'Reg 10(1A); Reg 13(3) and 27(2)(a); SEBI circular CIR/P/2024/185',
  rule: 'The Integrated Filing (Governance): the statement on investor grievances, the quarterly report on corporate governance and some Reg 30 disclosures, within 30 days of the end of each quarter (45 days for the quarter ended 31 December 2024 alone).',
  asOf: 'SEBI circular SEBI/HO/CFD/CFD-PoD-2/CIR/P/2024/185 of 31 Dec 2024, from the quarter ended 31 Dec 2024',
  read: 'BSE notice 20250102-4 (2 Jan 2025), which quotes the circular; NSE quarterly-compliances page (Apr 2025): by 30 July, October, January and April',
};

/**
 * The results themselves. Regulation 46(2)(l)(ii) asks the website for "financial results, on
 * conclusion of the meeting of the board of directors where the financial results were
 * approved": the results document. The Integrated Filing (Financial) carries the same results
 * with the statements filed beside them, so either on the site meets this item; the statements
 * are an item of their own (INTEGRATED_FINANCIAL).
 */
export const QUARTER_RESULTS: RuleSource = {
  clause: 'Reg 33(3)(a); Reg 46(2)(l)(ii)',
  rule: 'The financial results of each quarter, filed with the exchanges within 45 days of the end of the first three quarters and within 60 days of the end of the fourth quarter and the year, and on the website once the Board has approved them: the results on Financial Reports, or the Integrated Filing (Financial) that carries them, either counts.',
  asOf: 'Reg 33(3) as in force in 2025; Reg 46(2)(l)(ii) as amended to the Third Amendment of 12 Dec 2024',
  read: "NSE compliance calendar, main board (Nov 2024): by 14 August, 14 November, 14 February and 30 May; the words of Reg 46(2)(l)(ii) as taxmanagementindia.com's text of Regulation 46 and listed companies' Regulation 46 tables give them; MMJC's FAQ on the Integrated Filing (Financial) of 21 Jan 2025 (mmjc.in): it comprises the Reg 33 results",
};

export const INTEGRATED_FINANCIAL: RuleSource = {
  clause: 'Reg 10(1A); Reg 32(1), 23(9) (Integrated Filing (Financial)); Reg 46(2)(x)',
  rule: 'The Integrated Filing (Financial): the results with the statement of deviation or variation (Reg 32(1), on the website under Reg 46(2)(x)), the disclosure of defaults on loans and, each half-year, related party transactions (Reg 23(9)), within 45 days of the end of the first three quarters and within 60 days of the fourth quarter and the year. Only this filing carries the statements, so only a document on Integrated Filing (Financial) meets it.',
  asOf: 'SEBI circular SEBI/HO/CFD/CFD-PoD-2/CIR/P/2024/185 of 31 Dec 2024; Reg 33(3) as in force in 2025',
  read: "BSE notice 20250102-4 (2 Jan 2025); Mehta & Mehta's summary of the circular (mehta-mehtaadvisory.com); MMJC's FAQ of 21 Jan 2025 (mmjc.in); NSE compliance calendar, main board (Nov 2024)",
};

export const SHARE_CAPITAL_RECONCILIATION: RuleSource = {
  clause: 'SEBI (Depositories and Participants) Regulations, 2018, Reg 76(1)-(2)',
  rule: 'The reconciliation of share capital audit report, by a practising company secretary or chartered accountant, reconciling the issued, listed and dematerialised capital and the register of members, to the exchanges every quarter within 30 days of its end; on the site under Reports and Certificates, titled for what it is. The law does not put it on the website: the site keeps it so that the desk sees it filed.',
  asOf: 'Reg 76 of the 2018 Regulations, which carried over Reg 55A of the 1996 Regulations; the 30 days from SEBI circular D&CC/FITTC/CIR-16/2002 (31 Dec 2002), the audit renamed by circular MRD/DP/30/2010 (6 Sep 2010)',
  read: '1-comply.com\'s text of Reg 76(1)-(3) (June 2023); the 30 days in SEBI circular D&CC/FITTC/CIR-16/2002 as taxguru.in reproduces it (taxguru.in/sebi/sebi-secretarial-audit.html: "every quarter starting from March 31, 2003, within 30 days of the end of each quarter"), and BSE\'s notice on the audit\'s compliance status (2013: "within 30 days from the end of the Quarter"); circular MRD/DP/30/2010 as taxguru.in reproduces it',
};

/** Reg 33(3)(a): 45 days after the first three quarters, 60 after the fourth (and the year). */
const resultsDays = (q: Quarter) => (q.number === 4 ? 60 : 45);

export const QUARTERLY_REQUIREMENTS: readonly DocumentRequirement[] = [
  {
    key: 'shp',
    what: 'Shareholding pattern',
    source: SHAREHOLDING_PATTERN,
    clauses: ['(m)'],
    satisfiedBy: EVIDENCE.shareholding,
    recurs: { every: 'quarter', days: () => 21 },
  },
  {
    key: 'ifg',
    what: 'Integrated Filing (Governance)',
    source: INTEGRATED_GOVERNANCE,
    clauses: ['(w) quarterly'],
    satisfiedBy: EVIDENCE.governanceFiling,
    recurs: {
      every: 'quarter',
      days: (q) => (q.end === FIRST_INTEGRATED_QUARTER_END ? 45 : 30),
    },
  },
  {
    key: 'results',
    what: 'Financial results',
    source: QUARTER_RESULTS,
    clauses: ['(l)(ii)'],
    satisfiedBy: EVIDENCE.results,
    recurs: { every: 'quarter', days: resultsDays },
  },
  {
    key: 'iff',
    what: 'Integrated Filing (Financial): deviation statement, defaults, related party transactions',
    source: INTEGRATED_FINANCIAL,
    clauses: ['(x)'],
    satisfiedBy: EVIDENCE.financialFiling,
    recurs: { every: 'quarter', days: resultsDays },
  },
  {
    key: 'rsc',
    what: 'Reconciliation of share capital audit report',
    source: SHARE_CAPITAL_RECONCILIATION,
    // No clause of Regulation 46(2): the report is filed with the exchanges, not published.
    clauses: [],
    satisfiedBy: {
      tables: ['reports_certificates'],
      // The table holds other certificates (Reg 74(5), Reg 40) too.
      title: {
        pattern: /reconciliation of share capital|share capital audit/i,
        words: 'reconciliation of share capital',
      },
    },
    recurs: { every: 'quarter', days: () => 30 },
  },
];

/** Every quarterly obligation of the year's quarters that the Integrated Filings cover. */
export function quarterlyObligations(year: FinancialYear): Obligation[] {
  return QUARTERLY_REQUIREMENTS.flatMap((requirement) => itemsOfYear(requirement, year, []));
}
