// Where an obligation stands against the desk's clock: not applicable (the administrator's
// decision or the company's answer), done (a document that its rule accepts is on the site),
// overdue, or due. Done is seen, not ticked: nothing here but a live document makes an item done,
// and a document that came late makes it done with a flag (entered-late.ts), never silently.

import { istDate } from '../ist-time';
import type { Holidays } from '../working-days';
import type { ComplianceAnswers } from './facts';
import { factPending, factReason } from './facts';
import { lateFiling } from './entered-late';
import { matchesEventDocument } from './event-based';
import { meetsEvidence } from './evidence';
import type { ComplianceDocument, ComplianceItem, Obligation } from './types';

/** A periodic obligation's documents: accepted by its rule, dated in its period. */
function periodDocuments(
  obligation: Obligation,
  documents: readonly ComplianceDocument[],
): ComplianceDocument[] {
  const { window, tiedElsewhere = [] } = obligation;
  if (!window) return [];
  return documents.filter(
    (doc) =>
      meetsEvidence(doc, obligation.satisfiedBy) &&
      doc.document_date >= window.from &&
      doc.document_date < window.to &&
      !tiedElsewhere.includes(doc.view_download),
  );
}

export function resolveItem(
  obligation: Obligation,
  documents: readonly ComplianceDocument[],
  answers: ComplianceAnswers,
  now: Date,
  holidays: Holidays,
): ComplianceItem {
  const open = { doneBy: null, candidates: [], late: null };
  const decided = answers.notApplicable.get(obligation.id);
  const reason =
    decided !== undefined
      ? decided
      : (factReason(obligation.fact, answers.facts) ?? factPending(obligation.fact, answers.facts));
  if (reason !== null) return { ...obligation, ...open, status: 'not applicable', reason };

  let doneBy: ComplianceDocument | null = null;
  let first: ComplianceDocument | null = null;
  let candidates: ComplianceDocument[] = [];
  const { event, deadlineKey, meeting, dividend, recordedOn } = obligation;
  // Done on a day (recorded, or a meeting's): late when that day is after the deadline's.
  const doneOn = (day: string) => {
    const dueOn = istDate(obligation.deadline);
    return day > dueOn ? { reason: 'recorded' as const, enteredOn: day, dueOn } : null;
  };
  if (recordedOn !== undefined) {
    // Met by the day the desk records; late when that day is after the deadline.
    if (recordedOn === null) {
      const status = obligation.deadline.getTime() < now.getTime() ? 'overdue' : 'due';
      return { ...obligation, ...open, status, reason: null };
    }
    return { ...obligation, ...open, status: 'done', reason: null, late: doneOn(recordedOn) };
  } else if (meeting !== undefined) {
    // Held once its start has passed on the clock the desk reads (a cancelled one is never the
    // year's meeting: agmOf leaves it out). No document makes it held.
    const held = meeting !== null && new Date(meeting.starts_at).getTime() <= now.getTime();
    if (held) {
      // Held after its last lawful day (an extension the Registrar granted is the company's to
      // mark): done, and said late.
      const late = doneOn(istDate(new Date(meeting.starts_at)));
      return { ...obligation, ...open, status: 'done', reason: null, late };
    }
  } else if (event && deadlineKey) {
    const matching = documents.filter((doc) => matchesEventDocument(doc, event, deadlineKey));
    doneBy = matching.find((doc) => event.document_links.includes(doc.view_download)) ?? null;
    first = doneBy;
    candidates = doneBy ? [] : matching;
  } else if (dividend) {
    // Its own statement: the one linked to the dividend; the others that would do are offered.
    const matching = periodDocuments(obligation, documents);
    doneBy = matching.find((doc) => doc.view_download === dividend.unpaid_statement_link) ?? null;
    first = doneBy;
    candidates = doneBy ? [] : matching;
  } else {
    const found = periodDocuments(obligation, documents);
    // The newest is shown; the first to reach the site decides whether that was in time.
    doneBy = [...found].sort((a, b) => b.document_date.localeCompare(a.document_date))[0] ?? null;
    first = [...found].sort((a, b) => a.created_at.localeCompare(b.created_at))[0] ?? null;
  }
  const status = doneBy
    ? 'done'
    : obligation.deadline.getTime() < now.getTime()
      ? 'overdue'
      : 'due';
  const late = first ? lateFiling(obligation, first, holidays) : null;
  return { ...obligation, status, reason: null, doneBy, candidates, late };
}
