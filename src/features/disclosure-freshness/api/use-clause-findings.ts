import type { DisclosureRow } from '@/content/regulation-46';
import { useFacts } from '@/lib/company-facts-store';
import type { CompanyRecords } from '@/lib/compliance/types';
import { useFactsToday } from '@/lib/facts-today';
import { findingTables, publicFinding, type PublicFinding } from '@/lib/readiness/public-finding';
import { useClauseDocuments } from './get-clause-documents';

/**
 * The company's records as the rules read them, from what a visitor may read; null until every
 * set is there. A visitor never sees when a change was entered, which only the desk's
 * "entered late" reads: those stamps stay empty here.
 */
function useRecords(): CompanyRecords | undefined {
  const contacts = useFacts('contacts').data;
  const board = useFacts('board').data;
  const officers = useFacts('officers').data;
  const ratings = useFacts('ratings').data;
  if (contacts === undefined || !board || !officers || !ratings) return undefined;
  return {
    contacts,
    directors: board.directors.map((d) => ({
      ...d,
      appointment_entered_at: null,
      cessation_entered_at: null,
    })),
    committees: board.committees,
    members: board.members,
    officers: officers.map((o) => ({
      ...o,
      took_charge_entered_at: null,
      cessation_entered_at: null,
    })),
    ratings,
  };
}

/** Each row's finding, by its clause (src/lib/readiness/public-finding.ts). */
export function useClauseFindings(
  rows: readonly DisclosureRow[],
): ReadonlyMap<string, PublicFinding | null> {
  const documents = useClauseDocuments(findingTables(rows)).data;
  const records = useRecords();
  const today = useFactsToday();
  return new Map(rows.map((row) => [row.clause, publicFinding(row, documents, records, today)]));
}
