// What an investor event obliges the company to publish, and by when, under SEBI's Listing
// Obligations and Disclosure Requirements Regulations, 2015 (LODR), as amended to December 2024.
// All arithmetic is in India's time (src/lib/ist-time.ts), against a clock the caller passes, so
// tests control "now" and a browser abroad derives the same deadlines. Each rule's text, its date
// and where we read it are named beside it in src/lib/compliance/event-based.ts, which turns
// these deadlines into the compliance calendar's items.
//
// Rules this file knows (and only these; the compliance documentation lists what it does not):
// - A board meeting:
//   - Reg 29(1)-(2), as amended from 17 May 2024: notice of the meeting to the exchanges at least
//     two working days before it, not counting the day of the notice or the meeting.
//   - Reg 30(6)(i) with Schedule III Part A para A.4: its outcome within 30 minutes of its close.
//     (Reg 33(3)(a), which earlier comments cited for this, is the 45/60-day results deadline.)
//   - A.4's proviso (LODR Third Amendment, 12 December 2024): the decision on financial results,
//     when the meeting closes after the normal trading hours of a trading day and more than three
//     hours before the next normal market opens, within three hours of the close (else 30
//     minutes). Trading hours: src/lib/compliance/trading-hours.ts.
//   - Reg 47(3)'s proviso: the results in the newspapers within 48 hours of the meeting's close.
// - An analyst or institutional investor meet, or a post-earnings call:
//   - Schedule III Part A para A.15(a) (since the Second Amendment of 14 June 2023): its schedule
//     at least two working days in advance, excluding the day of the intimation and the day of the
//     meet; Regulation 46(2)(o) puts it on the website with the filing to the exchange.
//   - Schedule III Part A para A.15(b), with Regulation 46(2)(o): the presentation before the meet
//     or call begins.
//   - Regulation 46(2)(oa)(i) (LODR Second Amendment, 5 May 2021): the presentation and audio/video
//     recordings before the next trading day or within 24 hours of the call's end, whichever is
//     earlier; 46(2)(oa)(ii): the transcript within five working days of its end.
// - Any other material event (Reg 30(6)(ii)-(iii), Second Amendment of 14 June 2023): within 12
//   hours when it arises within the company, 24 hours otherwise (materialEventDeadline). Clock
//   hours: a night, a weekend or a holiday does not stop them.
// - Regulation 46(3)(b) (any change to the website within two working days of the change) applies
//   to every item and is met by publishing each one when due; it adds no earlier deadline.

import { addDays, fromIst, istDate } from './ist-time';
import type { InvestorEventKind } from './investor-events';
import { isAfterCloseOfTradingDay, nextMarketOpen } from './compliance/trading-hours';
import { addWorkingDays, nextWorkingDay, subtractWorkingDays, type Holidays } from './working-days';

export type DeadlineKey =
  | 'intimation'
  | 'outcome'
  | 'results'
  | 'newspaper'
  | 'schedule'
  | 'presentation'
  | 'recording'
  | 'transcript';

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
  /** Read for whether a board meeting considers financial results. */
  title?: string;
  purpose?: string | null;
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The last minute of the day before `date` in India: "by the end of" that day. */
const endOfDayBefore = (date: string) => new Date(fromIst(date).getTime() - MINUTE);

/** The moment an event ends; one with no end entered is taken to end when it starts. */
const endOf = (event: EventTiming) => new Date(event.ends_at ?? event.starts_at);

/**
 * Whether a board meeting considers financial results: its title or purpose says "result(s)".
 * Read from the words the desk enters, so a meeting entered as "Board meeting" without a purpose
 * gets the stricter 30 minutes and no newspaper item; the administrator names results meetings.
 */
export const considersResults = (event: Pick<EventTiming, 'title' | 'purpose'>): boolean =>
  /\bresults?\b/i.test(`${event.title ?? ''} ${event.purpose ?? ''}`);

/**
 * Sch III Part A para A.4 with its proviso: the decision on financial results within three hours
 * of the close when the meeting closes after a trading day's normal market and more than three
 * hours before the next one opens; otherwise within 30 minutes. A meeting closing on a day with
 * no trading (a weekend, a holiday) is read as not "after normal trading hours of that day", the
 * stricter reading: 30 minutes.
 */
export function resultsDeadline(end: Date, holidays: Holidays): Date {
  const afterHours =
    isAfterCloseOfTradingDay(end, holidays) &&
    nextMarketOpen(end, holidays).getTime() - end.getTime() > 3 * HOUR;
  return new Date(end.getTime() + (afterHours ? 3 * HOUR : 30 * MINUTE));
}

/** Reg 30(6)(ii)-(iii): 12 hours for an event arising within the company, 24 for any other. */
export function materialEventDeadline(occurred: Date, origin: 'internal' | 'external'): Date {
  return new Date(occurred.getTime() + (origin === 'internal' ? 12 : 24) * HOUR);
}

export function deadlinesFor(event: EventTiming, holidays: Holidays): Deadline[] {
  // A cancelled event owes none of these (its cancellation is itself disclosed under 30(6)).
  if (event.cancelled_at) return [];
  const start = new Date(event.starts_at);
  const end = endOf(event);
  switch (event.kind) {
    case 'board_meeting': {
      const deadlines: Deadline[] = [
        {
          key: 'intimation',
          what: 'Notice of the board meeting to the exchanges',
          due: endOfDayBefore(subtractWorkingDays(istDate(start), 2, holidays)),
          clause: 'Reg 29(1)-(2); Reg 46(2)(l)(i)',
        },
        {
          key: 'outcome',
          what: 'Outcome of the meeting',
          due: new Date(end.getTime() + 30 * MINUTE),
          clause: 'Reg 30(6)(i); Sch III Part A para A.4',
        },
      ];
      if (!considersResults(event)) return deadlines;
      return [
        ...deadlines,
        {
          key: 'results',
          what: 'Financial results approved at the meeting',
          due: resultsDeadline(end, holidays),
          clause: 'Sch III Part A para A.4 and its proviso; Reg 46(2)(l)(ii)',
        },
        {
          key: 'newspaper',
          what: 'Results published in the newspapers',
          due: new Date(end.getTime() + 48 * HOUR),
          clause: 'Reg 47(1)(b) and (3)',
        },
      ];
    }
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
  const deadlines = deadlinesFor(event, holidays);
  const schedule = deadlines.find((d) => d.key === 'schedule');
  if (schedule && schedule.due.getTime() < now.getTime()) {
    warnings.push(
      'Less notice than the listing rules ask (Schedule III, para A.15(a)): the schedule of an ' +
        'analyst or investor meet must be announced two working days before it, not counting ' +
        'today or its day.',
    );
  }
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
