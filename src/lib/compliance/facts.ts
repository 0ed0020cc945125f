// The company's answers the desk keeps: the facts that decide whether an obligation applies
// (asked once), and the items the administrator has marked not applicable, each with a reason.
// Rows of public.compliance_answers (admin-only); `subject` says which:
//   fact:dividends      'yes' | 'no'   a dividend declared in the last seven financial years
//   fact:iepf_transfer  'YYYY-MM-DD' | 'none'   the next day shares are due to move to the IEPF
//   item:<item id>      'not_applicable', with the administrator's reason

import type { FactKey } from './types';

export type ComplianceAnswerRow = {
  id: string;
  subject: string;
  answer: string;
  reason: string | null;
  updated_at: string;
};

export type ComplianceFacts = {
  /** null until answered. */
  dividends: boolean | null;
  /** A YYYY-MM-DD day, 'none', or null until answered. */
  iepfTransfer: string | null;
};

export type ComplianceAnswers = {
  facts: ComplianceFacts;
  /** Item id -> the administrator's reason. */
  notApplicable: ReadonlyMap<string, string>;
};

export const NO_ANSWERS: ComplianceAnswers = {
  facts: { dividends: null, iepfTransfer: null },
  notApplicable: new Map(),
};

export const factSubject = (key: FactKey) => `fact:${key}`;
export const itemSubject = (itemId: string) => `item:${itemId}`;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function readAnswers(rows: readonly ComplianceAnswerRow[]): ComplianceAnswers {
  const bySubject = new Map(rows.map((row) => [row.subject, row]));
  const dividends = bySubject.get(factSubject('dividends'))?.answer;
  const transfer = bySubject.get(factSubject('iepf_transfer'))?.answer;
  const notApplicable = new Map<string, string>();
  for (const row of rows) {
    if (row.subject.startsWith('item:') && row.answer === 'not_applicable') {
      notApplicable.set(row.subject.slice('item:'.length), row.reason ?? '');
    }
  }
  return {
    facts: {
      dividends: dividends === 'yes' ? true : dividends === 'no' ? false : null,
      iepfTransfer: transfer === 'none' || (transfer && DAY.test(transfer)) ? transfer : null,
    },
    notApplicable,
  };
}

/** The questions the desk asks, in the words it asks them. */
export const FACT_QUESTIONS: Record<FactKey, { question: string; help: string }> = {
  dividends: {
    question: 'Has the company declared a dividend in the last seven financial years?',
    help: 'If not, the statement of unpaid dividends (rule 5(8) of the IEPF Rules) and the notices before shares move to the IEPF (rule 6(3)(a)) do not apply.',
  },
  iepf_transfer: {
    question: 'On what day are shares next due to move to the IEPF?',
    help: 'The due date of transfer of shares whose dividends went unclaimed for seven consecutive years (section 124(6)): the notices are due three months before it.',
  },
};

/** Why an item does not apply, from the company's answers; null when it applies. */
export function factReason(key: FactKey | null, facts: ComplianceFacts): string | null {
  if (key === 'dividends' && facts.dividends === false) {
    return 'The company has declared no dividend in the last seven financial years (the desk’s answer).';
  }
  return null;
}

/** The facts still to ask about (the transfer day only matters when dividends were declared). */
export function openQuestions(facts: ComplianceFacts): FactKey[] {
  if (facts.dividends === null) return ['dividends'];
  if (facts.dividends && facts.iepfTransfer === null) return ['iepf_transfer'];
  return [];
}
