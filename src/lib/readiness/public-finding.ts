// What the public Regulation 46 table says of each row, from the desk's rules (the evidence of
// its document rules, clause-evidence.ts, and its rules of the company's records), so the table
// a visitor reads can never say a disclosure is there when the desk's readiness says it is
// missing:
//   - a clause met by a document: the newest document its rules accept, named and dated (not
//     the newest of the page, which may be another document: a results PDF is no annual
//     report), or, when none is on the site, that it is not yet there;
//   - a clause met by the company's records (the committees and their members): whether the
//     records hold what the rule asks, as the Board page and Company facts say it.
// Whether such a document or record is recent enough is the desk's question (readiness and the
// calendar); the public table says what is there.

import type { DisclosureRow } from '@/content/regulation-46';
import type { DocumentTableName } from '../document-tables';
import { CLAUSE_EVIDENCE } from '../compliance/clause-evidence';
import { meetsEvidence } from '../compliance/evidence';
import { FACT_REQUIREMENTS } from '../compliance/fact-requirements';
import type { CompanyRecords, ComplianceDocument } from '../compliance/types';

export type PublicFinding =
  /** The newest document the clause's rules accept. */
  | { kind: 'document'; title: string; date: string }
  /** Nothing the rules accept is on the site yet. */
  | { kind: 'absent' }
  /** The records the rule reads are incomplete: what is still to publish, in the desk's words. */
  | { kind: 'incomplete'; missing: string[] }
  /**
   * Nothing the rules accept is on the site, for a row that applies only where the company's
   * answer says so and has none yet: nothing is said, not even when the page last changed (its
   * newest document is some other disclosure's).
   */
  | { kind: 'pending' };

/** The document tables whose documents answer any of these rows. */
export function findingTables(rows: readonly DisclosureRow[]): DocumentTableName[] {
  const tables = rows.flatMap((row) =>
    (CLAUSE_EVIDENCE[row.clause] ?? []).flatMap((evidence) => evidence.tables),
  );
  return [...new Set(tables)].sort();
}

/**
 * One row's finding; null where the table's own words stand (a row that does not apply, one no
 * rule checks, records not read yet). A row that applies only where the company's figures say
 * so ('') is never said to be missing: the company may not owe it.
 */
export function publicFinding(
  row: DisclosureRow,
  documents: readonly ComplianceDocument[] | undefined,
  records: CompanyRecords | undefined,
  today: string,
): PublicFinding | null {
  if (row.applicability === 'NA') return null;
  const facts = FACT_REQUIREMENTS.filter((rule) => rule.clauses.includes(row.clause));
  const evidence = CLAUSE_EVIDENCE[row.clause] ?? [];
  if (facts.length) {
    if (!records) return null;
    const missing = facts.flatMap((rule) => rule.missing(records, today));
    return missing.length && row.applicability === 'Yes' ? { kind: 'incomplete', missing } : null;
  }
  if (!evidence.length || !documents) return null;
  const [newest] = documents
    .filter((doc) => evidence.some((accepts) => meetsEvidence(doc, accepts)))
    .sort((a, b) => b.document_date.localeCompare(a.document_date));
  if (newest) return { kind: 'document', title: newest.document_title, date: newest.document_date };
  return row.applicability === 'Yes' ? { kind: 'absent' } : { kind: 'pending' };
}
