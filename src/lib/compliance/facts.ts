// The company's answers the desk keeps: the facts that decide whether an obligation applies
// (asked once, unless the site's own data answers), and the items the administrator has marked
// not applicable, each with a reason. Rows of public.compliance_answers (admin-only); `subject`
// says which:
//   fact:dividends      'yes' | 'no'   a dividend declared in the last seven financial years
//                       (answered from public.dividends when the site holds one: withRecords)
//   fact:iepf_transfer  'YYYY-MM-DD' | 'none'   the next day shares are due to move to the IEPF
//   item:<item id>      'not_applicable', with the administrator's reason

import { yearStartOf } from './periods';
import type { DividendFact, FactKey } from './types';

/** The answers' query key, shared by the calendar and the desk's rules so a write refreshes both. */
export const ANSWERS_KEY = ['compliance-answers'] as const;

export type ComplianceAnswerRow = {
  id: string;
  subject: string;
  answer: string;
  reason: string | null;
  updated_at: string;
};

export type ComplianceFacts = {
  /** null until answered (by the dividends the site holds, or by the company). */
  dividends: boolean | null;
  /** The dividends on the site that answer the question; empty when the company answered. */
  dividendsHeld: readonly DividendFact[];
  /** A YYYY-MM-DD day, 'none', or null until answered. */
  iepfTransfer: string | null;
};

export type ComplianceAnswers = {
  facts: ComplianceFacts;
  /** Item id -> the administrator's reason. */
  notApplicable: ReadonlyMap<string, string>;
};

export const NO_ANSWERS: ComplianceAnswers = {
  facts: { dividends: null, dividendsHeld: [], iepfTransfer: null },
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
      dividendsHeld: [],
      iepfTransfer: transfer === 'none' || (transfer && DAY.test(transfer)) ? transfer : null,
    },
    notApplicable,
  };
}

/**
 * The dividends declared in the last seven financial years (the one `today` falls in and the
 * seven before), by their record dates: the question the desk would otherwise ask (the IEPF
 * steps apply when one was declared). The record date stands for the declaration, which the
 * dividends table does not keep; it falls within days of it.
 */
export function dividendsInSevenYears(
  dividends: readonly DividendFact[],
  today: string,
): DividendFact[] {
  const from = `${yearStartOf(today) - 7}-04-01`;
  return dividends.filter((d) => d.record_date >= from && d.record_date <= today);
}

/**
 * The answers with what the site's own data says: a dividend on the site from the last seven
 * years answers "yes" whatever was answered before (the site holds it, so the desk does not ask).
 * Holding none is not "no": the company may not have entered them, so its answer stands.
 */
export function withRecords(
  answers: ComplianceAnswers,
  dividends: readonly DividendFact[],
  today: string,
): ComplianceAnswers {
  const held = dividendsInSevenYears(dividends, today);
  if (!held.length) return answers;
  return { ...answers, facts: { ...answers.facts, dividends: true, dividendsHeld: held } };
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
