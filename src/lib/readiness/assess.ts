// Where each clause of Regulation 46(2) stands today: its rule's answer, or the Regulation 46
// table's own "not applicable", or an honest "no check yet" for a clause no rule covers.

import type { DisclosureRow } from '@/content/regulation-46';
import type { DocumentTableName } from '../document-tables';
import type { ReadinessInput, ReadinessRule, ReadinessStatus } from './types';

export type ClauseReadiness = {
  row: DisclosureRow;
  status: ReadinessStatus;
  rule: ReadinessRule | null;
};

/**
 * The rules by clause, later lists replacing earlier ones: the facts and the compliance calendar
 * bring their own rules for the clauses whose evidence they hold, and pass them after these.
 */
export function mergeRules(...lists: readonly (readonly ReadinessRule[])[]): ReadinessRule[] {
  const byClause = new Map<string, ReadinessRule>();
  for (const list of lists) for (const rule of list) byClause.set(rule.clause, rule);
  return [...byClause.values()];
}

/** The document tables the rules read, so the desk reads only those. */
export function tablesRead(rules: readonly ReadinessRule[]): DocumentTableName[] {
  return [...new Set(rules.flatMap((rule) => rule.tables))].sort();
}

const NOT_APPLICABLE: ReadinessStatus = {
  kind: 'not-applicable',
  date: null,
  note: 'Not applicable to the company, as the Regulation 46 table says.',
};

/** Every row of the Regulation 46 table, in its order, with its status. */
export function assessReadiness(
  rows: readonly DisclosureRow[],
  rules: readonly ReadinessRule[],
  input: ReadinessInput,
): ClauseReadiness[] {
  const byClause = new Map(rules.map((rule) => [rule.clause, rule]));
  return rows.map((row) => {
    const rule = byClause.get(row.clause) ?? null;
    if (row.applicability === 'NA') return { row, rule, status: NOT_APPLICABLE };
    if (!rule) {
      return {
        row,
        rule,
        status: {
          kind: 'unchecked',
          date: null,
          note: 'The desk has no check for this clause yet.',
        },
      };
    }
    return { row, rule, status: rule.check(input) };
  });
}
