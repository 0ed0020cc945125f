// What an investor event obliges the company to publish, and by when, under SEBI's Listing
// Obligations and Disclosure Requirements Regulations, 2015 (LODR), as amended to 2024. All
// arithmetic is in India's time (src/lib/ist-time.ts), against a clock the caller passes, so tests
// control "now" and a browser abroad derives the same deadlines.
//
// Rules this file knows (and only these; docs/compliance.md says what the desk does not check):
// - Regulation 30(6)(i), with Schedule III Part A para A.4 and Regulation 33(3)(a): the outcome of
//   a board meeting, and financial results it approves, within 30 minutes of the meeting's close.
// - For an analyst or institutional investor meet, or a post-earnings call:
//   - Schedule III Part A para A.15(a) (since the Second Amendment of 14 June 2023): its schedule
//     at least two working days in advance, excluding the day of the intimation and the day of the
//     meet; Regulation 46(2)(o) puts it on the website with the filing to the exchange.
//   - Schedule III Part A para A.15(b), with Regulation 46(2)(o): the presentation before the meet
//     or call begins.
//   - Regulation 46(2)(oa)(i): the presentation and audio/video recordings before the next trading
//     day or within 24 hours of the call's end, whichever is earlier.
//   - Regulation 46(2)(oa)(ii): the transcript within five working days of its end.
// - Regulation 46(3)(b) (any change to the website within two working days of the change) applies
//   to every item and is met by publishing each one when due; it adds no earlier deadline.
// Sources read (published copies; SEBI's own consolidated text could not be fetched here): the
// text of 46(2)(o) and (oa)(i)-(ii) as consolidated on pvvinfra.com/regulation-46-sebi.php; 46(3)(b)
// as SEBI's words quoted by Zee News ("update any change in the content of its website within two
// working days from the date of such change in content"); A.15(a)'s two working days in Amita Desai
// & Co.'s note on the 2023 amendment and Vinod Kothari's guide to analyst meets (updated 28 Sep
// 2023); 30(6) with A.4's 30 minutes in the NSE's compliance calendar. Not read: A.15(b)'s own
// words and 33(3)(a)'s text.

import { addDays, fromIst, istDate } from './ist-time';
import type { InvestorEventKind } from './investor-events';
import { addWorkingDays, nextWorkingDay, subtractWorkingDays, type Holidays } from './working-days';

export type DeadlineKey = 'outcome' | 'schedule' | 'presentation' | 'recording' | 'transcript';

export type Deadline = {
  key: DeadlineKey;
  /** What must be published, as the desk says it. */
  what: string;
  /** The latest moment it may appear: on or before this instant. */
  due: Date;
  clause: string;
};

export type EventTiming = {
  kind: InvestorEventKind;
  starts_at: string;
  ends_at: string | null;
  cancelled_at: string | null;
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The last minute of the day before `date` in India: "by the end of" that day. */
const endOfDayBefore = (date: string) => new Date(fromIst(date).getTime() - MINUTE);

/** The moment an event ends; one with no end entered is taken to end when it starts. */
const endOf = (event: EventTiming) => new Date(event.ends_at ?? event.starts_at);

export function deadlinesFor(event: EventTiming, holidays: Holidays): Deadline[] {
  // A cancelled event owes none of these (its cancellation is itself disclosed under 30(6)).
  if (event.cancelled_at) return [];
  const start = new Date(event.starts_at);
  const end = endOf(event);
  switch (event.kind) {
    case 'board_meeting':
      return [
        {
          key: 'outcome',
          what: 'Outcome of the meeting (and results, if approved)',
          due: new Date(end.getTime() + 30 * MINUTE),
          clause: 'Reg 30(6)(i), Sch III A.4; Reg 33(3)(a)',
        },
      ];
    case 'analyst_meet':
    case 'earnings_call': {
      const endDay = istDate(end);
      return [
        {
          key: 'schedule',
          what: 'Schedule of the meet',
          // Two whole working days must lie between the intimation's day and the meet's day.
          due: endOfDayBefore(subtractWorkingDays(istDate(start), 2, holidays)),
          clause: 'Sch III A.15(a); Reg 46(2)(o)',
        },
        {
          key: 'presentation',
          what: 'Presentation',
          due: start,
          clause: 'Sch III A.15(b); Reg 46(2)(o)',
        },
        {
          key: 'recording',
          what: 'Audio or video recording (and presentation)',
          due: new Date(
            Math.min(
              end.getTime() + 24 * HOUR,
              endOfDayBefore(nextWorkingDay(endDay, holidays)).getTime(),
            ),
          ),
          clause: 'Reg 46(2)(oa)(i)',
        },
        {
          key: 'transcript',
          what: 'Transcript',
          due: endOfDayBefore(addDays(addWorkingDays(endDay, 5, holidays), 1)),
          clause: 'Reg 46(2)(oa)(ii)',
        },
      ];
    }
    default:
      return [];
  }
}

export type DeadlineState = 'done' | 'overdue' | 'due soon' | 'later';

/** Within this long of its deadline an item is "due soon" on the desk. */
export const DUE_SOON_MS = 48 * HOUR;

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
  const schedule = deadlinesFor(event, holidays).find((d) => d.key === 'schedule');
  if (schedule && schedule.due.getTime() < now.getTime()) {
    warnings.push(
      'Less notice than the listing rules ask (Schedule III, para A.15(a)): the schedule of an ' +
        'analyst or investor meet must be announced two working days before it, not counting ' +
        'today or its day.',
    );
  }
  return warnings;
}
