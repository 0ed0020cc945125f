// The public Regulation 46 table with the company's answers in it: a row whose applicability
// turns on a fact of the company's says what the company answered on the desk, as the desk's
// rules read the same answer (src/lib/compliance/facts.ts). Today one row: (y), the dividend
// distribution policy, which Regulation 43A(1) asks of the top 1,000 listed entities by market
// capitalisation. Until the company answers, the row keeps its blank ("Where it applies") and
// where the policy would be.

import type { DisclosureRow } from '@/content/regulation-46';
import type { ApplicabilityFacts } from './company-facts';

/** The rows that turn on whether the company is among the top 1,000. */
const TOP_1000_CLAUSES: readonly string[] = ['(y)'];

export const NOT_TOP_1000 =
  'The company is not among the top 1,000 listed entities by market capitalisation, so Regulation 43A(1) does not apply to it.';

export function withCompanyAnswers(
  rows: readonly DisclosureRow[],
  facts: ApplicabilityFacts | undefined,
): DisclosureRow[] {
  const top1000 = facts?.top1000 ?? null;
  return rows.map((row) => {
    if (!TOP_1000_CLAUSES.includes(row.clause) || top1000 === null) return row;
    if (top1000) return { ...row, applicability: 'Yes' };
    const { location: _none, ...rest } = row;
    return { ...rest, applicability: 'NA', reason: NOT_TOP_1000 };
  });
}
