// The public Regulation 46 table with the company's answers in it: a row whose applicability
// turns on a fact of the company's says what the company answered on the desk, as the desk's
// rules read the same answer (src/lib/compliance/facts.ts): (y), the dividend distribution
// policy, which Regulation 43A(1) asks of the top 1,000 listed entities by market
// capitalisation, and (s), the subsidiaries' audited accounts, owed where the company has
// subsidiaries. Until the company answers, a row keeps its blank ("Where it applies") and where
// the document would be.

import type { DisclosureRow } from '@/content/regulation-46';
import type { ApplicabilityFacts } from './company-facts';

export const NOT_TOP_1000 =
  'The company is not among the top 1,000 listed entities by market capitalisation, so Regulation 43A(1) does not apply to it.';

export const NO_SUBSIDIARIES = 'The company has no subsidiaries.';

/** Each answered row: the answer that decides it, and the reason it gives when it is no. */
const ANSWERED: Record<string, { answer: keyof ApplicabilityFacts; no: string }> = {
  '(y)': { answer: 'top1000', no: NOT_TOP_1000 },
  '(s)': { answer: 'subsidiaries', no: NO_SUBSIDIARIES },
};

export function withCompanyAnswers(
  rows: readonly DisclosureRow[],
  facts: ApplicabilityFacts | undefined,
): DisclosureRow[] {
  return rows.map((row) => {
    const decided = ANSWERED[row.clause];
    const answer = decided ? (facts?.[decided.answer] ?? null) : null;
    if (!decided || answer === null) return row;
    if (answer) return { ...row, applicability: 'Yes' };
    const { location: _none, ...rest } = row;
    return { ...rest, applicability: 'NA', reason: decided.no };
  });
}
