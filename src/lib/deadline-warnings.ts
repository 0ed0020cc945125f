// What the desk says of an event's deadlines against a clock: an item's state (done, overdue,
// due soon, later) and the plain warnings when an event is saved with less notice than the rules
// ask. The deadlines themselves are src/lib/disclosure-deadlines.ts's.

import { deadlinesFor, type Deadline, type EventTiming } from './disclosure-deadlines';
import type { Holidays } from './working-days';

export type DeadlineState = 'done' | 'overdue' | 'due soon' | 'later';

/** Within this long of its deadline an item is "due soon" on the desk. */
export const DUE_SOON_MS = 48 * 60 * 60_000;

export function deadlineState(deadline: Deadline, now: Date, done: boolean): DeadlineState {
  if (done) return 'done';
  const left = deadline.due.getTime() - now.getTime();
  if (left < 0) return 'overdue';
  return left <= DUE_SOON_MS ? 'due soon' : 'later';
}

/**
 * Plain warnings when an event is saved with less notice than the rules ask, or with a start
 * already past (an upcoming event entered late, or a past one entered for the record).
 */
export function noticeWarnings(event: EventTiming, now: Date, holidays: Holidays): string[] {
  const warnings: string[] = [];
  if (new Date(event.starts_at).getTime() < now.getTime()) {
    warnings.push('This event starts in the past: it will be listed under past events.');
  }
  const deadlines = deadlinesFor(event, holidays);
  const schedule = deadlines.find((d) => d.key === 'schedule');
  if (schedule && schedule.due.getTime() < now.getTime()) {
    warnings.push(
      'Less notice than the listing rules ask (Schedule III, para A.15(a)): the schedule of an ' +
        'analyst or investor meet must be announced two working days before it, not counting ' +
        'today or its day.',
    );
  }
  // Only for a meeting that will consider a proposal of Reg 29(1): deadlinesFor asks no notice
  // of any other.
  const intimation = deadlines.find((d) => d.key === 'intimation');
  if (intimation && intimation.due.getTime() < now.getTime()) {
    warnings.push(
      'Less notice than the listing rules ask (Regulation 29(2)): a board meeting on results, ' +
        'dividends, fund raising and the like must be notified to the exchanges two working days ' +
        'before it, not counting today or its day.',
    );
  }
  return warnings;
}
