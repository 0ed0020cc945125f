// The vocabulary of Regulation 46 readiness: what the rules read about the site, and where each
// clause stands today. The rules are the desk's one list (src/lib/compliance/register.ts);
// assess.ts reads them, and the compliance calendar's items, for each clause.

import type { ComplianceFacts } from '../compliance/facts';
import type {
  CompanyRecords,
  ComplianceDocument,
  ComplianceItem,
  FixLink,
} from '../compliance/types';

export type { FixLink };

/** What the rules look at: the same state the calendar and Today read. */
export type ReadinessInput = {
  /** Today in India (YYYY-MM-DD). */
  today: string;
  now: Date;
  /** Every live document of the tables the rules read. */
  documents: readonly ComplianceDocument[];
  /** The compliance calendar's items, worked out from the same state. */
  items: readonly ComplianceItem[];
  records: CompanyRecords;
  /**
   * The company's facts as the calendar read them (its answers, with the site's data): they
   * decide whether a rule with a fact (CSR, the top 1,000) applies. Absent: every rule applies.
   */
  facts?: ComplianceFacts;
};

export type ReadinessKind =
  /** On the site and as recent as the clause asks (`date`: the newest document's). */
  | 'current'
  /** On the site, but nothing for the period the clause asks for. */
  | 'stale'
  /** No document or fact behind it. */
  | 'missing'
  /** Part of the site's code (pages written by the developer): present, changed by a release. */
  | 'in-code'
  /** Owed per event (a meet, a call), and nothing owed yet: the calendar's items say when. */
  | 'per-event'
  /** The Regulation 46 table, or the company's answer to the desk's question, says it does not apply. */
  | 'not-applicable'
  /** A clause no rule covers yet (a row added to the table before its rule): said, not guessed. */
  | 'unchecked';

export type ReadinessStatus = {
  kind: ReadinessKind;
  /** The newest document's date, when one stands behind the clause. */
  date: string | null;
  /** What the desk found, in a sentence. */
  note: string;
  /** The calendar's overdue items that make the clause out of date (their ids). */
  overdue: readonly string[];
};
