// What satisfies a rule and where it goes, in the words the desk shows: "a document under
// Financial Reports or Integrated Filing (Financial)", "Policies, with “materiality” in its title".

import { documentPageOf } from '@/content/investor-document-pages';
import { documentRegistry } from '../document-registry';
import type { ComplianceItem, DocumentEvidence, FixLink } from './types';

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

/**
 * What meets an item, as the calendar says after "Met by: " and the duty e-mails repeat: "a
 * document under Shareholding Pattern, linked to the event."
 */
export function metByWords(item: ComplianceItem): string {
  if (item.meeting !== undefined)
    return 'the meeting on the investor calendar, once it has been held.';
  if (item.recordedOn !== undefined) {
    return `the day it is done, recorded under ${item.recordedWhere ?? 'the calendar'}.`;
  }
  const tied = `${item.event ? ', linked to the event' : ''}${item.dividend ? ', linked to the dividend' : ''}`;
  return `${evidenceWords(item.satisfiedBy).replace(/^A /, 'a ')}${tied}.`;
}
