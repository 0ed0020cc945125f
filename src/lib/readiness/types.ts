// The vocabulary of Regulation 46 readiness: what the desk knows about the site (its evidence),
// what a rule says about one clause, and where that clause stands today.

import type { DocumentTableName } from '../document-tables';

/** A live document of the site, as far as the readiness rules read it. */
export type EvidenceDocument = {
  table: DocumentTableName;
  title: string;
  /** What the document is of (YYYY-MM-DD): the filing's date, as the desk enters it. */
  date: string;
};

/**
 * What the rules look at. A branch that keeps more of the company's facts as data (the Board,
 * the officers, the compliance calendar's items) adds a field here and rules that read it.
 */
export type ReadinessInput = {
  /** Today in India (YYYY-MM-DD). */
  today: string;
  /** Every live document of the tables the rules read. */
  documents: readonly EvidenceDocument[];
};

/**
 * Where to put a clause right: the public page where its document is added (or shown), or a
 * section of the desk. `label` names the place: "Policies", "Calendar and deadlines".
 */
export type FixLink = { label: string; to: string; place: 'page' | 'desk' };

export type ReadinessKind =
  /** On the site and as recent as the clause asks (`date`: the newest document's). */
  | 'current'
  /** On the site, but nothing for the period the clause asks for. */
  | 'stale'
  /** No document or fact behind it. */
  | 'missing'
  /** Part of the site's code (pages written by the developer): present, changed by a release. */
  | 'in-code'
  /**
   * The company's facts (directors, committees, officers, ratings), kept as data on the page that
   * shows them; the desk's Company facts says what is missing, a sample or entered late.
   */
  | 'as-data'
  /** Owed per event (a meet, a call): the calendar's deadlines say whether each is met. */
  | 'per-event'
  /** The Regulation 46 table says it does not apply to the company. */
  | 'not-applicable'
  /** A clause no rule covers yet (a row added to the table before its rule): said, not guessed. */
  | 'unchecked';

export type ReadinessStatus = {
  kind: ReadinessKind;
  /** The newest document's date, when one stands behind the clause. */
  date: string | null;
  /** What the desk found, in a sentence. */
  note: string;
};

export type ReadinessRule = {
  /** The clause of Regulation 46(2) as src/content/regulation-46.ts writes it: "(m)". */
  clause: string;
  /** What counts and for which period, with the text it comes from: shown under the status. */
  basis: string;
  /** The document tables the rule reads, so the desk reads only those. */
  tables: readonly DocumentTableName[];
  check: (input: ReadinessInput) => ReadinessStatus;
  fix: FixLink | null;
};
