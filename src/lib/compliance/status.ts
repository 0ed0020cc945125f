// Where an obligation stands against the desk's clock: not applicable (the administrator's
// decision or the company's answer), done (a document of its kind and period is on the site),
// overdue, or due. Done is seen, not ticked: nothing here but a live document makes an item done.

import type { ComplianceAnswers } from './facts';
import { factReason } from './facts';
import { matchesEventDocument } from './event-based';
import type { ComplianceDocument, ComplianceItem, Obligation } from './types';

/** A periodic obligation's documents: in its table, dated in its period, named for it. */
function periodDocuments(
  obligation: Obligation,
  documents: readonly ComplianceDocument[],
): ComplianceDocument[] {
  const { window, titlePattern } = obligation;
  if (!window) return [];
  return documents.filter(
    (doc) =>
      doc.table === obligation.table &&
      doc.document_date >= window.from &&
      doc.document_date < window.to &&
      (!titlePattern || titlePattern.test(doc.document_title)),
  );
}

export function resolveItem(
  obligation: Obligation,
  documents: readonly ComplianceDocument[],
  answers: ComplianceAnswers,
  now: Date,
): ComplianceItem {
  const open = { doneBy: null, candidates: [] };
  const decided = answers.notApplicable.get(obligation.id);
  const reason = decided !== undefined ? decided : factReason(obligation.fact, answers.facts);
  if (reason !== null) return { ...obligation, ...open, status: 'not applicable', reason };

  let doneBy: ComplianceDocument | null = null;
  let candidates: ComplianceDocument[] = [];
  const { event, deadlineKey, meeting } = obligation;
  if (meeting !== undefined) {
    // Held once its start has passed on the clock the desk reads (a cancelled one is never the
    // year's meeting: agmOf leaves it out). No document makes it held.
    const held = meeting !== null && new Date(meeting.starts_at).getTime() <= now.getTime();
    if (held) return { ...obligation, status: 'done', reason: null, doneBy: null, candidates };
  } else if (event && deadlineKey) {
    const matching = documents.filter((doc) => matchesEventDocument(doc, event, deadlineKey));
    doneBy = matching.find((doc) => event.document_links.includes(doc.view_download)) ?? null;
    candidates = doneBy ? [] : matching;
  } else {
    // The newest of the period's documents.
    doneBy =
      periodDocuments(obligation, documents).sort((a, b) =>
        b.document_date.localeCompare(a.document_date),
      )[0] ?? null;
  }
  const status = doneBy
    ? 'done'
    : obligation.deadline.getTime() < now.getTime()
      ? 'overdue'
      : 'due';
  return { ...obligation, status, reason: null, doneBy, candidates };
}
