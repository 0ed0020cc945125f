// The compliance calendar's vocabulary: what a rule is (with the text behind it), what an item on
// the calendar is, and where an item stands. The rules themselves are in one file per family
// (periodic-quarterly, annual, iepf, event-based); calendar.ts puts them together.

import type { DeadlineKey } from '../disclosure-deadlines';
import type { DocumentTableName } from '../document-tables';
import type { InvestorEventRow } from '../investor-events';

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
 * met by a live document in `table` whose date falls in `window`; an event's, by a document
 * linked to the event (as the Due list has always done).
 */
export type Obligation = {
  /** Stable across loads and builds: "shp:2026-12-31", "event:<uuid>:outcome". */
  id: string;
  family: ItemFamily;
  /** What must be done, as the desk says it. */
  what: string;
  /** The period or event it is for: "Quarter ended 31 Dec 2026". */
  subject: string;
  source: RuleSource;
  /** The latest moment it may be done: on or before this instant. */
  deadline: Date;
  /** The document table where it goes (where the desk links to). */
  table: DocumentTableName;
  /** Periodic: the document dates that count for this period, [from, to) as YYYY-MM-DD. */
  window: { from: string; to: string } | null;
  /** Periodic: a title the document must have, where its table holds other kinds too. */
  titlePattern: RegExp | null;
  /** A fact of the company's that decides whether the obligation applies at all. */
  fact: FactKey | null;
  /** Event-based: the event and which of its deadlines this is. */
  event: InvestorEventRow | null;
  deadlineKey: DeadlineKey | null;
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
  /** Event-based and open: documents that would make it done once linked to the event. */
  candidates: ComplianceDocument[];
};

/** The facts of the company's that decide whether an obligation applies; the desk asks once. */
export type FactKey = 'dividends' | 'iepf_transfer';
