// The desk's open items as the database's reminder job reads them (public.record_duty_schedule,
// supabase/migrations/20261207120100): the rules stay in TypeScript, run by the desk; the job
// adds only what the clock decides (a reminder's day, an item overdue, the morning digest).
// docs/architecture.md, "Duty e-mails", says why.

import { documentPageOf } from '@/content/investor-document-pages';
import { metByWords } from './evidence-words';
import type { ComplianceItem, ItemFamily } from './types';

/** Which lead time applies, as the desk's reminder settings name them. */
export type DutyKind = 'quarterly' | 'event' | 'annual';

export type DutyItem = {
  id: string;
  kind: DutyKind;
  what: string;
  subject: string;
  clause: string;
  /** The deadline, an ISO instant. */
  due_at: string;
  /** What meets it, in the calendar's words. */
  met_by: string;
  /** Where on the site it is done: the investor page its document goes on, or the calendar. */
  place: string;
};

const KIND_OF: Record<ItemFamily, DutyKind> = {
  quarterly: 'quarterly',
  event: 'event',
  annual: 'annual',
  iepf: 'annual',
};

/**
 * The open items (due or overdue) as the reminder job reads them. An item met by a document goes
 * on its table's page, where the desk's Add button is; one met by a link, a meeting or a day the
 * desk records is done on Calendar and deadlines.
 */
export function dutyItems(items: readonly ComplianceItem[], calendarPath: string): DutyItem[] {
  return items
    .filter((item) => item.status === 'due' || item.status === 'overdue')
    .map((item) => {
      const onPage =
        item.meeting === undefined &&
        item.recordedOn === undefined &&
        item.event === null &&
        item.dividend === undefined;
      return {
        id: item.id,
        kind: KIND_OF[item.family],
        what: item.what,
        subject: item.subject,
        clause: item.source.clause,
        due_at: item.deadline.toISOString(),
        met_by: `Met by ${metByWords(item)}`,
        place: onPage ? documentPageOf(item.table).path : calendarPath,
      };
    });
}
