// The quarterly filings: the shareholding pattern, the two Integrated Filings and the
// reconciliation of share capital audit. Each is met by a live document in its table dated from
// the quarter's last day until the next quarter's last day (the filing's date, as the desk enters
// it, falls after the quarter it reports on).
//
// Deadlines run in calendar days and do not move for a weekend or a holiday: the texts say "within
// n days", and the exchanges' calendars give fixed dates (21 January, 14 February, 30 May).

import type { FinancialYear } from '../financial-year';
import type { DocumentTableName } from '../document-tables';
import { daysAfter } from './deadline-time';
import { quarterLabel, quartersOf, type Quarter } from './periods';
import type { Obligation, RuleSource } from './types';

/**
 * The first quarter the Integrated Filings cover (SEBI circular of 31 December 2024); the desk's
 * calendar starts here, so the filings before it (the separate governance report under Reg 27(2)
 * and results under Reg 33 alone) are history it does not track.
 */
export const FIRST_INTEGRATED_QUARTER_END = '2024-12-31';

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

export const INTEGRATED_FINANCIAL: RuleSource = {
  clause: 'Reg 33(3)(a) with 32(1) and 23(9) (Integrated Filing (Financial))',
  rule: 'Financial results, with the statement of deviation or variation and, each half-year, related party transactions, filed together within 45 days of the end of the first three quarters and within 60 days of the end of the fourth quarter and the year.',
  asOf: 'SEBI circular SEBI/HO/CFD/CFD-PoD-2/CIR/P/2024/185 of 31 Dec 2024; Reg 33(3) as in force in 2025',
  read: 'BSE notice 20250102-4 (2 Jan 2025); NSE compliance calendar, main board (Nov 2024): by 14 August, 14 November, 14 February and 30 May',
};

export const SHARE_CAPITAL_RECONCILIATION: RuleSource = {
  clause: 'SEBI (Depositories and Participants) Regulations, 2018, Reg 76(1)-(2)',
  rule: 'The reconciliation of share capital audit report, by a practising company secretary or chartered accountant, reconciling the issued, listed and dematerialised capital and the register of members, to the exchanges every quarter within 30 days of its end; on the website under Reports and Certificates, titled for what it is. It never reaches the website by law: the site keeps it so that the desk sees it filed.',
  asOf: 'Reg 76 of the 2018 Regulations, which carried over Reg 55A of the 1996 Regulations; the 30 days from SEBI circular D&CC/FITTC/CIR-16/2002 as the exchanges apply it',
  read: "1-comply.com's text of Reg 76(1)-(3) (June 2023); the 30 days: BSE's notice on the compliance status of the reconciliation audit (\"within 30 days from the end of the Quarter\", under Reg 55A, 2013) and legalmantra.net's quarterly compliance checklist (October 2024). The circular itself not read",
};

type QuarterlyRule = {
  key: string;
  what: string;
  source: RuleSource;
  table: DocumentTableName;
  days: (quarter: Quarter) => number;
  /** A title the document must have, where its table holds other kinds too. */
  titlePattern?: RegExp;
};

const RULES: QuarterlyRule[] = [
  {
    key: 'shp',
    what: 'Shareholding pattern',
    source: SHAREHOLDING_PATTERN,
    table: 'shareholding_pattern',
    days: () => 21,
  },
  {
    key: 'ifg',
    what: 'Integrated Filing (Governance)',
    source: INTEGRATED_GOVERNANCE,
    table: 'integrated_filing_governance',
    days: (q) => (q.end === FIRST_INTEGRATED_QUARTER_END ? 45 : 30),
  },
  {
    key: 'iff',
    what: 'Integrated Filing (Financial): results',
    source: INTEGRATED_FINANCIAL,
    table: 'integrated_filing_financial',
    days: (q) => (q.number === 4 ? 60 : 45),
  },
  {
    key: 'rsc',
    what: 'Reconciliation of share capital audit report',
    source: SHARE_CAPITAL_RECONCILIATION,
    table: 'reports_certificates',
    days: () => 30,
    // The table holds other certificates (Reg 74(5), Reg 40) too.
    titlePattern: /reconciliation of share capital|share capital audit/i,
  },
];

/** Every quarterly obligation of the year's quarters that the Integrated Filings cover. */
export function quarterlyObligations(year: FinancialYear): Obligation[] {
  return quartersOf(year)
    .filter((quarter) => quarter.end >= FIRST_INTEGRATED_QUARTER_END)
    .flatMap((quarter) =>
      RULES.map((rule): Obligation => ({
        id: `${rule.key}:${quarter.end}`,
        family: 'quarterly',
        what: rule.what,
        subject: quarterLabel(quarter),
        source: rule.source,
        deadline: daysAfter(quarter.end, rule.days(quarter)),
        table: rule.table,
        window: { from: quarter.end, to: quarter.nextEnd },
        titlePattern: rule.titlePattern ?? null,
        fact: null,
        event: null,
        deadlineKey: null,
      })),
    );
}
