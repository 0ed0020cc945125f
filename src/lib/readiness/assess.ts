// Where each clause of Regulation 46(2) stands today, worked out from the desk's one list of rules
// (src/lib/compliance/register.ts) over the same state as the compliance calendar:
//   - a clause met by a filing each period (or each event) reads the calendar's items for it:
//     out of date exactly when the calendar has one of them overdue, current when the latest one
//     owed is done, so the two can never disagree;
//   - a clause met by a document kept (a policy, the Memorandum) reads the documents;
//   - a clause met by the company's records (the Board, committees, officers) reads the records
//     as they are today, as Company facts and the public pages do;
//   - the table's own "not applicable", the site's code, or an honest "no check yet".

import { paths } from '@/config/paths';
import type { DisclosureRow } from '@/content/regulation-46';
import { formatIndianDate } from '../format-date';
import { istDate } from '../ist-time';
import { EVENT_CLAUSES, EVENT_SOURCES } from '../compliance/event-based';
import { evidencePage, evidenceWords, tableNames } from '../compliance/evidence-words';
import { EVENT_CLAUSE_LIST, IN_CODE, rulesForClause } from '../compliance/register';
import { factReason, FACT_QUESTIONS, unansweredFact } from '../compliance/facts';
import { meetsEvidence } from '../compliance/evidence';
import type {
  ComplianceDocument,
  ComplianceItem,
  DocumentRequirement,
  FactKey,
  FactRequirement,
  FixLink,
} from '../compliance/types';
import type { ReadinessInput, ReadinessStatus } from './types';

export type ClauseReadiness = {
  row: DisclosureRow;
  status: ReadinessStatus;
  /** What counts and for which period, with the text it comes from: shown under the status. */
  basis: string | null;
  /** What satisfies the clause, in the desk's words. */
  satisfiedBy: string | null;
  /** Where to put it right. */
  fix: FixLink | null;
};

const CALENDAR: FixLink = {
  label: 'Calendar and deadlines',
  to: paths.desk.calendar,
  place: 'desk',
};

const status = (
  kind: ReadinessStatus['kind'],
  note: string,
  date: string | null = null,
  overdue: readonly string[] = [],
): ReadinessStatus => ({ kind, note, date, overdue });

const newestFirst = (docs: readonly ComplianceDocument[]) =>
  [...docs].sort((a, b) => b.document_date.localeCompare(a.document_date));

const newestWords = (doc: ComplianceDocument) =>
  `Newest: “${doc.document_title}”, dated ${formatIndianDate(doc.document_date)}.`;

/** "Shareholding pattern, quarter ended 30 Sep 2026": the subject as the middle of a sentence. */
const itemWords = (item: ComplianceItem) =>
  `${item.what}, ${item.subject.replace(/^(Quarter|After) /, (word) => word.toLowerCase())}`;

/** A kept document (a policy, the Memorandum): any date, or within its review period. */
function keptClause(rule: DocumentRequirement, input: ReadinessInput): ReadinessStatus {
  const [doc] = newestFirst(input.documents.filter((d) => meetsEvidence(d, rule.satisfiedBy)));
  if (!doc) {
    const { title } = rule.satisfiedBy;
    const where = tableNames(rule.satisfiedBy);
    return status(
      'missing',
      title
        ? `No document under ${where} has “${title.words}” in its title.`
        : `No document under ${where} yet.`,
    );
  }
  if (rule.recurs.every === 'review') {
    const { years, since: changed } = rule.recurs;
    if (changed && doc.document_date < changed.day) {
      return status('stale', `${newestWords(doc)} ${changed.why}`, doc.document_date);
    }
    const since = `${Number(input.today.slice(0, 4)) - years}${input.today.slice(4)}`;
    if (doc.document_date < since) {
      return status(
        'stale',
        `${newestWords(doc)} Nothing newer in the last ${years} years.`,
        doc.document_date,
      );
    }
  }
  return status('current', newestWords(doc), doc.document_date);
}

/** A filing owed each period or event: exactly what the calendar's items for the clause say. */
function itemsClause(
  clause: string,
  periodic: readonly DocumentRequirement[],
  input: ReadinessInput,
): ReadinessStatus {
  const items = input.items.filter((i) => i.clauses.includes(clause));
  const evidence = [...periodic.map((r) => r.satisfiedBy), ...items.map((i) => i.satisfiedBy)];
  const [newest] = newestFirst(
    input.documents.filter((d) => evidence.some((e) => meetsEvidence(d, e))),
  );
  const owed = items.filter(
    (i) => i.deadline.getTime() <= input.now.getTime() && i.status !== 'not applicable',
  );
  const overdue = owed.filter((i) => i.status === 'overdue');
  const [latestOverdue] = overdue.slice(-1);
  if (latestOverdue) {
    const more = overdue.length > 1 ? ` (and ${overdue.length - 1} more)` : '';
    return status(
      newest ? 'stale' : 'missing',
      `Overdue on the compliance calendar: ${itemWords(latestOverdue)}, due by ${formatIndianDate(
        istDate(latestOverdue.deadline),
      )}${more}.${newest ? ` ${newestWords(newest)}` : ''}`,
      newest?.document_date ?? null,
      overdue.map((i) => i.id),
    );
  }
  const [latestDone] = owed.filter((i) => i.status === 'done').slice(-1);
  if (latestDone?.doneBy) {
    const late = latestDone.late ? ' It reached the site late (see the calendar).' : '';
    return status(
      'current',
      `${itemWords(latestDone)}: “${latestDone.doneBy.document_title}”, dated ${formatIndianDate(latestDone.doneBy.document_date)}.${late}`,
      latestDone.doneBy.document_date,
    );
  }
  if (!periodic.length) {
    // Not yet owed is not nothing owed: an item due this week is said, as the calendar says it.
    const [next] = items
      .filter((i) => i.status === 'due' && i.deadline.getTime() > input.now.getTime())
      .sort((a, b) => a.deadline.getTime() - b.deadline.getTime());
    return status(
      'per-event',
      next
        ? `Owed for each event on the calendar; next: ${itemWords(next)}, due by ${formatIndianDate(istDate(next.deadline))}. Its items are in Calendar and deadlines.`
        : 'Owed for each event on the calendar; none is due now. Its items are in Calendar and deadlines.',
    );
  }
  if (newest) {
    return status(
      'current',
      `${newestWords(newest)} Nothing else has fallen due since the calendar’s first day.`,
      newest.document_date,
    );
  }
  const where = periodic.map((r) => tableNames(r.satisfiedBy)).join(' or ');
  return status('missing', `No document under ${where} yet.`);
}

/** The company's records, as they are today. */
function factClause(facts: readonly FactRequirement[], input: ReadinessInput): ReadinessStatus {
  const missing = facts.flatMap((f) => f.missing(input.records, input.today));
  if (missing.length) return status('missing', `Still to enter: ${missing.join('; ')}.`);
  return status('current', facts.map((f) => f.held(input.records, input.today)).join(' '));
}

/**
 * Whether a rule that turns on a fact of the company's applies: the company's answer (not
 * applicable, with its reason), or not yet asked (said, not guessed); null when it applies.
 */
function applicability(fact: FactKey | undefined, input: ReadinessInput): ReadinessStatus | null {
  if (!fact || !input.facts) return null;
  const reason = factReason(fact, input.facts);
  if (reason) return status('not-applicable', reason);
  const open = unansweredFact(fact, input.facts);
  if (open) {
    return status(
      'unchecked',
      `Whether it applies is the company’s answer, not yet given: “${FACT_QUESTIONS[open].question}” (Calendar and deadlines, the company’s facts).`,
    );
  }
  return null;
}

function assessClause(row: DisclosureRow, input: ReadinessInput): ClauseReadiness {
  if (row.applicability === 'NA') {
    return {
      row,
      status: status(
        'not-applicable',
        'Not applicable to the company, as the Regulation 46 table says.',
      ),
      basis: null,
      satisfiedBy: null,
      fix: null,
    };
  }
  const inCode = IN_CODE.find((entry) => entry.clause === row.clause);
  if (inCode) {
    return {
      row,
      status: status(
        'in-code',
        `Kept in the site’s code (${inCode.where.label}): a change needs a site update.`,
      ),
      basis: inCode.what,
      satisfiedBy: null,
      fix: inCode.where,
    };
  }
  const { documents, facts } = rulesForClause(row.clause);
  if (facts.length) {
    return {
      row,
      status: applicability(facts[0]?.fact, input) ?? factClause(facts, input),
      basis: facts.map((f) => `${f.source.rule} (${f.source.clause})`).join(' '),
      satisfiedBy: facts.map((f) => f.satisfiedBy).join(' '),
      fix: facts[0]?.where ?? null,
    };
  }
  const kept = documents.find((r) => r.recurs.every === 'change' || r.recurs.every === 'review');
  if (kept) {
    return {
      row,
      status: applicability(kept.fact, input) ?? keptClause(kept, input),
      basis: `${kept.source.rule} (${kept.source.clause})`,
      satisfiedBy: `${evidenceWords(kept.satisfiedBy)}.`,
      fix: evidencePage(kept.satisfiedBy),
    };
  }
  const periodic = documents.filter(
    (r) => !(r.recurs.every === 'change' || r.recurs.every === 'review'),
  );
  const eventKeys = (Object.keys(EVENT_CLAUSES) as (keyof typeof EVENT_CLAUSES)[]).filter(
    (key) => EVENT_CLAUSES[key] === row.clause,
  );
  if (periodic.length || EVENT_CLAUSE_LIST.includes(row.clause)) {
    const sources = [
      ...periodic.map((r) => r.source),
      ...eventKeys.map((key) => EVENT_SOURCES[key]),
    ];
    const first = periodic[0];
    return {
      row,
      status: applicability(first?.fact, input) ?? itemsClause(row.clause, periodic, input),
      basis: sources.map((s) => `${s.rule} (${s.clause})`).join(' '),
      satisfiedBy: first
        ? `${evidenceWords(first.satisfiedBy)}, dated in the period it is for.`
        : 'For each event, its document on the site, linked to the event on the calendar.',
      fix: first ? evidencePage(first.satisfiedBy) : CALENDAR,
    };
  }
  return {
    row,
    status: status('unchecked', 'The desk has no check for this clause yet.'),
    basis: null,
    satisfiedBy: null,
    fix: null,
  };
}

/** Every row of the Regulation 46 table, in its order, with its status. */
export function assessReadiness(
  rows: readonly DisclosureRow[],
  input: ReadinessInput,
): ClauseReadiness[] {
  return rows.map((row) => assessClause(row, input));
}
