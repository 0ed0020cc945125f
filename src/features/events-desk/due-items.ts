// The dashboard's Due list: each deadline of each recent or coming event (src/lib/
// disclosure-deadlines.ts), with its state against the desk's clock, and whether it is done.
//
// The rule for done (docs/administrator-guide.md, "See what is due"): a deadline is done when
// the event's related documents (investor_events.document_links) include the link of a live
// document that
//   1. is in one of the deadline's tables (DEADLINE_TABLES),
//   2. was added after the event was entered (its created_at at or after the event's), and
//   3. says in its title what it is (DEADLINE_WORDS: "outcome" or "results", "schedule",
//      "presentation", "recording", "transcript"), since an analyst meet's four items all go to
//      the same table.
// The Due item offers exactly the documents that meet 1-3 and links the chosen one.

import {
  deadlineState,
  deadlinesFor,
  type Deadline,
  type DeadlineKey,
  type DeadlineState,
} from '@/lib/disclosure-deadlines';
import type { DocumentTableName } from '@/lib/document-tables';
import type { InvestorEventRow } from '@/lib/investor-events';
import type { Holidays } from '@/lib/working-days';

export const DEADLINE_TABLES: Record<DeadlineKey, readonly DocumentTableName[]> = {
  // Schedule III Part A para A.4 (outcome) and Regulation 33(3) (the results it approves).
  outcome: ['board_meeting', 'financial_report', 'corporate_announcement'],
  schedule: ['corporate_announcement'],
  presentation: ['corporate_announcement'],
  recording: ['corporate_announcement'],
  transcript: ['corporate_announcement'],
};

export const DEADLINE_WORDS: Record<DeadlineKey, { pattern: RegExp; word: string }> = {
  outcome: { pattern: /outcome|result/i, word: 'outcome' },
  schedule: { pattern: /schedule|intimation/i, word: 'schedule' },
  presentation: { pattern: /presentation/i, word: 'presentation' },
  recording: { pattern: /recording|audio|video/i, word: 'recording' },
  transcript: { pattern: /transcript/i, word: 'transcript' },
};

export type DeskDocument = {
  table: DocumentTableName;
  id: string;
  document_title: string;
  view_download: string;
  created_at: string;
};

export type DueItem = {
  id: string;
  event: InvestorEventRow;
  deadline: Deadline;
  state: DeadlineState;
  /** The linked document that makes it done. */
  doneBy: DeskDocument | null;
  /** Documents that would make it done once linked. */
  candidates: DeskDocument[];
};

const DAY = 86_400_000;
/** How far back and ahead the list looks, from the desk's clock. */
export const DUE_WINDOW = { pastMs: 90 * DAY, aheadMs: 60 * DAY };

export function matches(doc: DeskDocument, event: InvestorEventRow, key: DeadlineKey): boolean {
  return (
    DEADLINE_TABLES[key].includes(doc.table) &&
    new Date(doc.created_at).getTime() >= new Date(event.created_at).getTime() &&
    DEADLINE_WORDS[key].pattern.test(doc.document_title)
  );
}

export function dueItems(
  events: readonly InvestorEventRow[],
  documents: readonly DeskDocument[],
  holidays: Holidays,
  now: Date,
): DueItem[] {
  const items: DueItem[] = [];
  for (const event of events) {
    for (const deadline of deadlinesFor(event, holidays)) {
      const offset = deadline.due.getTime() - now.getTime();
      if (offset < -DUE_WINDOW.pastMs || offset > DUE_WINDOW.aheadMs) continue;
      const matching = documents.filter((doc) => matches(doc, event, deadline.key));
      const doneBy = matching.find((doc) => event.document_links.includes(doc.view_download));
      items.push({
        id: `${event.id}:${deadline.key}`,
        event,
        deadline,
        state: deadlineState(deadline, now, Boolean(doneBy)),
        doneBy: doneBy ?? null,
        candidates: doneBy ? [] : matching,
      });
    }
  }
  return items.sort((a, b) => a.deadline.due.getTime() - b.deadline.due.getTime());
}

/** The tables the Due list reads, and from when: the earliest event it shows was entered. */
export function documentQuery(events: readonly InvestorEventRow[], holidays: Holidays, now: Date) {
  const shown = events.filter((event) => dueItems([event], [], holidays, now).length > 0);
  const since = shown.map((e) => e.created_at).sort()[0] ?? null;
  const tables = [...new Set(Object.values(DEADLINE_TABLES).flat())].sort();
  return { since, tables };
}
