// The vocabulary of the desk's rules: what a rule is (with the text behind it), what satisfies it
// and where it goes, what an item on the calendar is, and where an item stands. The rules
// themselves are in one file per family (periodic-quarterly, annual, iepf, website-documents,
// fact-requirements, event-based), listed once in register.ts; every verdict the desk gives is
// worked out from that list (verdicts.ts).

import type {
  CommitteeMemberRow,
  CommitteeRow,
  ContactsRow,
  CreditRatingRow,
  DirectorRow,
  OfficerRow,
} from '../company-facts';
import type { DeadlineKey } from '../disclosure-deadlines';
import type { DocumentTableName } from '../document-tables';
import type { FinancialYear } from '../financial-year';
import type { InvestorEventRow } from '../investor-events';
import type { Quarter } from './periods';

/** The text behind a rule, named beside it: which clause, what it says, as of when, read where. */
export type RuleSource = {
  /** The clause as the desk prints it: "Reg 31(1)(b)". */
  clause: string;
  /** What the text asks, in our own words. */
  rule: string;
  /** Which version of the text: the amendment or circular and its date. */
  asOf: string;
  /** Where we read it (SEBI's own consolidated text could not be reached from here). */
  read: string;
};

export type ItemFamily = 'quarterly' | 'annual' | 'iepf' | 'event';

export type ItemStatus = 'done' | 'not applicable' | 'overdue' | 'due';

/**
 * What makes a rule met: a live document in one of `tables` (the first is where the desk sends
 * the administrator to add it), with `title` words where a table holds other kinds too.
 */
export type DocumentEvidence = {
  tables: readonly DocumentTableName[];
  title?: { pattern: RegExp; words: string };
  /**
   * Words that make a document of these tables another rule's: a subsidiary's accounts under
   * Annual Reports are not the company's annual report.
   */
  unless?: { pattern: RegExp; words: string };
  /**
   * What meets the rule in the desk's words ("Met by: ..."), where its tables and title words do
   * not say it all: the business responsibility report is met by the annual report it is part of.
   */
  words?: string;
};

/** A live document of one of the site's tables, with the dates the calendar reads. */
export type ComplianceDocument = {
  table: DocumentTableName;
  id: string;
  document_title: string;
  view_download: string;
  /** The day the document is of (YYYY-MM-DD): the filing's date, as the desk enters it. */
  document_date: string;
  created_at: string;
};

/**
 * One obligation for one period or event, before its status is known. A periodic obligation is
 * met by a live document that `satisfiedBy` accepts, dated in `window`; an event's, by such a
 * document linked to the event (as the Due list has always done).
 */
export type Obligation = {
  /** Stable across loads and builds: "shp:2026-12-31", "event:<uuid>:outcome". */
  id: string;
  /** The rule of register.ts it comes from ("shp"); an event's items, "event:<deadline key>". */
  rule: string;
  /** The clauses of Regulation 46(2) whose readiness it decides ("(m)"), as regulation-46.ts writes them. */
  clauses: readonly string[];
  family: ItemFamily;
  /** What must be done, as the desk says it. */
  what: string;
  /** The period or event it is for: "Quarter ended 31 Dec 2026". */
  subject: string;
  source: RuleSource;
  /** The latest moment it may be done: on or before this instant. */
  deadline: Date;
  /** The document table where it goes (where the desk links to): `satisfiedBy.tables[0]`. */
  table: DocumentTableName;
  /** Every document that meets it: its tables, and the words its title needs. */
  satisfiedBy: DocumentEvidence;
  /** Periodic: the document dates that count for this period, [from, to) as YYYY-MM-DD. */
  window: { from: string; to: string } | null;
  /** A fact of the company's that decides whether the obligation applies at all. */
  fact: FactKey | null;
  /** Event-based: the event and which of its deadlines this is. */
  event: InvestorEventRow | null;
  deadlineKey: DeadlineKey | null;
  /**
   * Owed for a dividend (its s.124(2) statement): met by the document linked to the dividend,
   * as an event's by the documents linked to the event. Absent for every other obligation.
   */
  dividend?: DividendFact;
  /**
   * Documents that cannot meet it because they are tied to something else: the year's statement
   * of unpaid dividends is never a dividend's own, linked to that dividend.
   */
  tiedElsewhere?: readonly string[];
  /**
   * Met by a day the desk records rather than by a document: a dividend's unclaimed amount
   * credited to the IEPF (s.124(5)), a filing with the Ministry that no page of the site shows.
   * Null while none is recorded; absent for every other obligation.
   */
  recordedOn?: string | null;
  /** Where that day is recorded, in the desk's words. */
  recordedWhere?: string;
  /**
   * Met by a meeting being held rather than by a document (the AGM, s.96(1)): the meeting on the
   * investor calendar, or null while none is entered. Absent for every other obligation.
   */
  meeting?: InvestorEventRow | null;
};

export type ComplianceItem = Obligation & {
  status: ItemStatus;
  /** Why it is not applicable: the company's answer or the administrator's reason. */
  reason: string | null;
  /** The document that makes it done. */
  doneBy: ComplianceDocument | null;
  /**
   * Done, but not in time: the document is dated after the deadline (filed late), or reached the
   * site more than two working days after its date (Regulation 46(3)(b)). Null when in time.
   */
  late: LateFiling | null;
  /** Event-based and open: documents that would make it done once linked to the event. */
  candidates: ComplianceDocument[];
};

/** The facts of the company's that decide whether an obligation applies; the desk asks once. */
export type FactKey =
  'dividends' | 'iepf_transfer' | 'csr' | 'csr_committee' | 'top_1000' | 'subsidiaries';

/** How a document that made an item done was late, in the desk's words and dates. */
export type LateFiling = {
  /**
   * 'filed': the document is dated after the deadline; 'website': it reached the site more than
   * two working days after its date (Regulation 46(3)(b)); 'deadline': an event's document
   * reached the site after the event's deadline.
   */
  reason: 'filed' | 'website' | 'deadline' | 'recorded';
  /** The day (YYYY-MM-DD, India's) it reached the site. */
  enteredOn: string;
  /** The last day it should have reached the site. */
  dueOn: string;
};

/**
 * Where to put a rule right: the public page where its document or fact is added (or shown), or
 * a section of the desk. `label` names the place: "Policies", "Calendar and deadlines".
 */
export type FixLink = { label: string; to: string; place: 'page' | 'desk' };

/** How often a rule met by a document falls due. */
export type Recurrence =
  /** Every quarter the Integrated Filings cover (from 31 Dec 2024): `days` after its end. */
  | { every: 'quarter'; days: (quarter: Quarter) => number }
  /** Every financial year: by the deadline `due` gives (from the year's end or its AGM). */
  | {
      every: 'year';
      due: (year: FinancialYear, events: readonly InvestorEventRow[]) => YearDue;
      /**
       * The first day a document counts for the year, where it is not the year's last day: a
       * statement "as on the date of the AGM" is dated on or after the AGM.
       */
      from?: (year: FinancialYear, events: readonly InvestorEventRow[]) => string;
    }
  /**
   * Every dividend the site holds: by the deadline `due` gives, for that dividend; met by the
   * document linked to it, dated from `from` (else its record date).
   */
  | {
      every: 'dividend';
      due: (dividend: DividendFact) => Date;
      from?: (dividend: DividendFact) => string;
    }
  /** Kept on the site whatever its date; a change reaches it within two working days (46(3)(b)). */
  | { every: 'change' }
  /**
   * Kept, and renewed (a newer document) at least every `years` years; and, where the law it
   * follows changed on `since.day`, one dated before that day needs review whatever its age.
   */
  | { every: 'review'; years: number; since?: { day: string; why: string } };

/** A year's deadline, and what the calendar calls the year's item ("FY 2025-26"). */
export type YearDue = { deadline: Date; subject: string };

/** One rule met by a document: one entry of register.ts. */
export type DocumentRequirement = {
  /** The items' ids start with it: "shp" makes "shp:2026-12-31". */
  key: string;
  /** What must be done, as the desk says it. */
  what: string;
  source: RuleSource;
  /** The clauses of Regulation 46(2) whose readiness it decides, as regulation-46.ts writes them. */
  clauses: readonly string[];
  satisfiedBy: DocumentEvidence;
  recurs: Recurrence;
  /** A fact of the company's that decides whether it applies at all. */
  fact?: FactKey;
};

/** One rule met by the company's records (the Board, committees, officers, contacts, ratings). */
export type FactRequirement = {
  key: string;
  what: string;
  source: RuleSource;
  clauses: readonly string[];
  /** What satisfies it, in the desk's words. */
  satisfiedBy: string;
  /** Where it is entered. */
  where: FixLink;
  /** What is still to enter on `day`, one line each, in the desk's words; empty when met. */
  missing: (records: CompanyRecords, day: string) => string[];
  /** When met: what the site holds for it, in a sentence. */
  held: (records: CompanyRecords, day: string) => string;
  /** A fact of the company's that decides whether it applies at all. */
  fact?: FactKey;
};

/** A dividend as the rules read it (src/lib/dividends.ts has the whole row). */
export type DividendFact = {
  id: string;
  financial_year: string;
  kind: 'interim' | 'final';
  /** The day it was declared; null when entered before the desk asked (20261128130300). */
  declared_on: string | null;
  record_date: string;
  payment_date: string;
  amount_per_share: number;
  /**
   * The day its unpaid amounts moved to the Unpaid Dividend Account (s.124(1)), once the desk
   * records it (20261207100000); absent or null until then.
   */
  unpaid_transferred_on?: string | null;
  /** The link of the document that is its s.124(2) statement, once the desk ties one to it. */
  unpaid_statement_link?: string | null;
  /** The day its unclaimed amount was credited to the IEPF (s.124(5)), once recorded. */
  iepf_credited_on?: string | null;
};

/**
 * The company's records as the rules read them: the facts the pages show, with the database's
 * entry stamps (when each change was entered, for Regulation 46(3)(b)).
 */
export type CompanyRecords = {
  contacts: ContactsRow | null;
  directors: (DirectorRow & {
    appointment_entered_at: string | null;
    cessation_entered_at: string | null;
  })[];
  committees: CommitteeRow[];
  members: CommitteeMemberRow[];
  officers: (OfficerRow & {
    took_charge_entered_at: string | null;
    cessation_entered_at: string | null;
  })[];
  ratings: CreditRatingRow[];
};
