// The desk's rules, listed once. Every verdict the desk gives (Today, the compliance calendar,
// Regulation 46 readiness, Company facts' "still to enter", the Board page's "Members not yet
// published") is worked out from these entries over the same data (verdicts.ts); a view never
// keeps a rule of its own. Each entry names its clause and the text read, exactly what satisfies
// it (a document of which tables, with which words; or which of the company's records), and where
// it goes. A new obligation is one entry in the list of its family: docs/architecture.md, "The
// desk's rules".

import { paths } from '@/config/paths';
import type { DocumentTableName } from '../document-tables';
import { ANNUAL_REQUIREMENTS } from './annual';
import { EVENT_CLAUSES, EVENT_TABLES } from './event-based';
import { FACT_REQUIREMENTS } from './fact-requirements';
import { UNPAID_DIVIDEND_ACCOUNT_REQUIREMENT, UNPAID_DIVIDEND_REQUIREMENT } from './iepf';
import { QUARTERLY_REQUIREMENTS } from './periodic-quarterly';
import type { DocumentRequirement, FactRequirement, FixLink } from './types';
import { WEBSITE_DOCUMENTS } from './website-documents';

/** Every rule met by a document: the periodic filings, then what the website keeps. */
export const DOCUMENT_REQUIREMENTS: readonly DocumentRequirement[] = [
  ...QUARTERLY_REQUIREMENTS,
  ...ANNUAL_REQUIREMENTS,
  UNPAID_DIVIDEND_REQUIREMENT,
  UNPAID_DIVIDEND_ACCOUNT_REQUIREMENT,
  ...WEBSITE_DOCUMENTS,
];

export { FACT_REQUIREMENTS };

/** What is written into the site's pages by the developer: changed only by a release. */
export const IN_CODE: readonly { clause: string; what: string; where: FixLink }[] = [
  {
    clause: '(a)',
    what: 'The company’s own description of its business',
    where: { label: 'About Us', to: paths.about, place: 'page' },
  },
];

/** The clauses whose items each event on the calendar brings (the events' deadlines). */
export const EVENT_CLAUSE_LIST: readonly string[] = [
  ...new Set(Object.values(EVENT_CLAUSES).filter((clause) => clause !== null)),
];

/** Every document table a rule reads, so the desk reads exactly those. */
export const RULE_TABLES: readonly DocumentTableName[] = [
  ...new Set([
    ...DOCUMENT_REQUIREMENTS.flatMap((r) => r.satisfiedBy.tables),
    'iepf_transfer_notices' as const,
    ...Object.values(EVENT_TABLES).flat(),
  ]),
].sort();

/** The rules that answer for a clause of Regulation 46(2). */
export function rulesForClause(clause: string): {
  documents: DocumentRequirement[];
  facts: FactRequirement[];
} {
  return {
    documents: DOCUMENT_REQUIREMENTS.filter((r) => r.clauses.includes(clause)),
    facts: FACT_REQUIREMENTS.filter((r) => r.clauses.includes(clause)),
  };
}
