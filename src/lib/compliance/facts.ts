// The company's answers the desk keeps: the facts that decide whether an obligation applies
// (asked once, unless the site's own data answers), and the items the administrator has marked
// not applicable, each with a reason. Rows of public.compliance_answers (admin-only); `subject`
// says which:
//   fact:dividends      'yes' | 'no'   a dividend declared in the last seven financial years
//                       (answered from public.dividends when the site holds one: withRecords)
//   fact:iepf_transfer  'YYYY-MM-DD' | 'none'   the next day shares are due to move to the IEPF
//   fact:csr            'yes' | 'no'   section 135(1) applies (the CSR thresholds are met)
//   fact:top_1000       'yes' | 'no'   among the top 1,000 listed entities by market capitalisation
//                       (migration 20261128130200 names the texts read for both)
//   fact:csr_committee  'yes' | 'no'   the year's CSR obligation is more than ₹50 lakh, so a CSR
//                       Committee is needed (s.135(9); asked once s.135(1) applies)
//   fact:subsidiaries   'yes' | 'no'   the company has one or more subsidiaries (Reg 46(2)(s))
//                       (migration 20261207090000 names the texts read for both)
//   item:<item id>      'not_applicable', with the administrator's reason

import { yesNoAnswer } from '../yes-no-answer';
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
  /** Whether s.135(1) applies (the CSR thresholds); null until answered. */
  csr: boolean | null;
  /** Whether the company is among the top 1,000 by market capitalisation; null until answered. */
  top1000: boolean | null;
  /** Whether the year's CSR obligation is more than ₹50 lakh (s.135(9)); null until answered. */
  csrCommittee: boolean | null;
  /** Whether the company has one or more subsidiaries; null until answered. */
  subsidiaries: boolean | null;
};

export type ComplianceAnswers = {
  facts: ComplianceFacts;
  /** Item id -> the administrator's reason. */
  notApplicable: ReadonlyMap<string, string>;
};

export const NO_ANSWERS: ComplianceAnswers = {
  facts: {
    dividends: null,
    dividendsHeld: [],
    iepfTransfer: null,
    csr: null,
    top1000: null,
    csrCommittee: null,
    subsidiaries: null,
  },
  notApplicable: new Map(),
};

export const factSubject = (key: FactKey) => `fact:${key}`;
export const itemSubject = (itemId: string) => `item:${itemId}`;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function readAnswers(rows: readonly ComplianceAnswerRow[]): ComplianceAnswers {
  const bySubject = new Map(rows.map((row) => [row.subject, row]));
  const dividends = bySubject.get(factSubject('dividends'))?.answer;
  const transfer = bySubject.get(factSubject('iepf_transfer'))?.answer;
  const yesNo = (key: FactKey) => {
    return yesNoAnswer(bySubject.get(factSubject(key))?.answer);
  };
  const notApplicable = new Map<string, string>();
  for (const row of rows) {
    if (row.subject.startsWith('item:') && row.answer === 'not_applicable') {
      notApplicable.set(row.subject.slice('item:'.length), row.reason ?? '');
    }
  }
  return {
    facts: {
      dividends: yesNoAnswer(dividends),
      dividendsHeld: [],
      iepfTransfer: transfer === 'none' || (transfer && DAY.test(transfer)) ? transfer : null,
      csr: yesNo('csr'),
      top1000: yesNo('top_1000'),
      csrCommittee: yesNo('csr_committee'),
      subsidiaries: yesNo('subsidiaries'),
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
  csr: {
    question: 'Does section 135 (corporate social responsibility) apply to the company this year?',
    help: 'It does when, in the preceding financial year, the net worth was ₹500 crore or more, the turnover ₹1,000 crore or more, or the net profit ₹5 crore or more (section 135(1)). Then rule 9 of the CSR Rules puts the CSR Committee’s members, the CSR Policy and the projects the Board approved on the website.',
  },
  csr_committee: {
    question:
      'Is the amount the company must spend on CSR this year (2% of its average net profit) more than ₹50 lakh?',
    help: 'If it is ₹50 lakh or less, no CSR Committee is needed: the Board discharges the committee’s functions (section 135(9), from 22 January 2021). If it is more, the CSR Committee’s members go on the website (rule 9 of the CSR Rules).',
  },
  subsidiaries: {
    question: 'Does the company have one or more subsidiaries?',
    help: 'If so, the separate audited financial statements of each subsidiary go on the website for each year, at least 21 days before the AGM (Regulation 46(2)(s)), and consolidated results are expected. The policy for determining material subsidiaries is every listed company’s either way (Regulation 16(1)(c)). The answer is shown on the public Regulation 46 table.',
  },
  top_1000: {
    question:
      'Is the company among the top 1,000 listed companies by market capitalisation (the exchanges’ list of 31 December)?',
    help: 'If so, the annual report carries a business responsibility and sustainability report (Regulation 34(2)(f)) and the website a dividend distribution policy (Regulation 43A(1)).',
  },
};

/** Why an item does not apply, from the company's answers; null when it applies. */
export function factReason(key: FactKey | null, facts: ComplianceFacts): string | null {
  if (key === 'dividends' && facts.dividends === false) {
    return 'The company has declared no dividend in the last seven financial years (the desk’s answer).';
  }
  if (key === 'csr' && facts.csr === false) {
    return 'Section 135 does not apply: the company met none of its thresholds in the preceding financial year (the desk’s answer).';
  }
  if (key === 'csr_committee' && facts.csr === false) return factReason('csr', facts);
  if (key === 'csr_committee' && facts.csrCommittee === false) {
    return 'No CSR Committee is needed: the year’s CSR obligation is ₹50 lakh or less, and the Board discharges its functions (section 135(9); the desk’s answer).';
  }
  if (key === 'subsidiaries' && facts.subsidiaries === false) {
    return 'The company has no subsidiaries (the desk’s answer).';
  }
  if (key === 'top_1000' && facts.top1000 === false) {
    return 'The company is not among the top 1,000 listed companies by market capitalisation (the desk’s answer).';
  }
  return null;
}

/**
 * Why an item that turns on the CSR or top-1,000 question waits: not answered yet. Most listed
 * companies meet neither, so such an item is not called due or overdue before the company says it
 * applies; the question is on the desk (Today counts it) until then. The dividends' question is
 * not one of these: its items stay due while it is open, as before.
 */
export function factPending(key: FactKey | null, facts: ComplianceFacts): string | null {
  const open = key ? unansweredFact(key, facts) : null;
  if (!open) return null;
  return `Whether it applies is not answered yet: “${FACT_QUESTIONS[open].question}” (Company facts, on the calendar).`;
}

/**
 * The question still open that decides whether a rule turning on `key` applies, or null: the
 * CSR Committee's waits on s.135(1) first, then on the ₹50 lakh question. The dividends' and
 * the transfer day's questions are not among them (their items stay due while they are open).
 */
export function unansweredFact(key: FactKey, facts: ComplianceFacts): FactKey | null {
  switch (key) {
    case 'csr':
      return facts.csr === null ? 'csr' : null;
    case 'csr_committee':
      return facts.csr === null ? 'csr' : facts.csrCommittee === null ? 'csr_committee' : null;
    case 'top_1000':
      return facts.top1000 === null ? 'top_1000' : null;
    case 'subsidiaries':
      return facts.subsidiaries === null ? 'subsidiaries' : null;
    default:
      return null;
  }
}

/**
 * Whether the company said yes to a fact that decides whether a rule applies (the CSR
 * thresholds, the top 1,000): a rule that turns on one asks nothing until then.
 */
export function answeredYes(key: FactKey, facts: ComplianceFacts): boolean {
  switch (key) {
    case 'dividends':
      return facts.dividends === true;
    case 'iepf_transfer':
      return facts.iepfTransfer !== null && facts.iepfTransfer !== 'none';
    case 'csr':
      return facts.csr === true;
    case 'csr_committee':
      return facts.csr === true && facts.csrCommittee === true;
    case 'top_1000':
      return facts.top1000 === true;
    case 'subsidiaries':
      return facts.subsidiaries === true;
  }
}

/**
 * The facts still to ask about (the transfer day only matters when dividends were declared), the
 * dividends’ question first, then whether the CSR rules (and its committee), the top-1,000 rules
 * and the subsidiaries’ rules apply.
 */
export function openQuestions(facts: ComplianceFacts): FactKey[] {
  const dividends: FactKey[] =
    facts.dividends === null
      ? ['dividends']
      : facts.dividends && facts.iepfTransfer === null
        ? ['iepf_transfer']
        : [];
  return [
    ...dividends,
    ...(facts.csr === null ? (['csr'] as const) : []),
    ...(facts.csr === true && facts.csrCommittee === null ? (['csr_committee'] as const) : []),
    ...(facts.top1000 === null ? (['top_1000'] as const) : []),
    ...(facts.subsidiaries === null ? (['subsidiaries'] as const) : []),
  ];
}
