// What satisfies a rule and where it goes, in the words the desk shows: "a document under
// Financial Reports or Integrated Filing (Financial)", "Policies, with “materiality” in its title".

import { documentPageOf } from '@/content/investor-document-pages';
import { documentRegistry } from '../document-registry';
import type { DocumentEvidence, FixLink } from './types';

/** "Financial Reports or Integrated Filing (Financial)": the sections, as the pages name them. */
export const tableNames = (evidence: DocumentEvidence) =>
  evidence.tables.map((table) => documentRegistry[table].label).join(' or ');

/** "A document under Policies with “materiality” in its title". */
export function evidenceWords(evidence: DocumentEvidence): string {
  if (evidence.words) return evidence.words;
  const words = evidence.title ? ` with “${evidence.title.words}” in its title` : '';
  const unless = evidence.unless ? ` (not one with “${evidence.unless.words}” in its title)` : '';
  return `A document under ${tableNames(evidence)}${words}${unless}`;
}

/** Where a document of the rule is added: the investor page of its first table. */
export function evidencePage(evidence: DocumentEvidence): FixLink | null {
  const [first] = evidence.tables;
  if (!first) return null;
  const page = documentPageOf(first);
  return { label: page.title, to: page.path, place: 'page' };
}
