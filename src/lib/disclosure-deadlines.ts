// What an investor event obliges the company to publish, and by when, under SEBI's Listing
// Obligations and Disclosure Requirements Regulations, 2015 (LODR), as amended to December 2024.
// All arithmetic is in India's time (src/lib/ist-time.ts), against a clock the caller passes, so
// tests control "now" and a browser abroad derives the same deadlines. Each rule's text, its date
// and where we read it are named beside it in src/lib/compliance/event-based.ts, which turns
// these deadlines into the compliance calendar's items.
//
// Rules this file knows (and only these; the compliance documentation lists what it does not):
// - A board meeting:
//   - Reg 29(1)-(2): notice of the meeting to the exchanges at least two working days before it,
//     not counting the day of the notice or the meeting, when it will consider one of the
//     proposals of Reg 29(1) (results, buy-back, delisting, fund raising, dividend, convertible
//     securities, bonus), as the administrator chooses them (board_purposes). A meeting entered
//     before the desk asked (board_purposes null) keeps the notice, the stricter reading.
//   - Reg 30(6)(i) with Schedule III Part A para A.4: its outcome (the decisions taken) within
//     30 minutes of its close, whatever the hour.
//   - The financial results it approves: the same 30 minutes, or three hours under the proviso
//     the LODR Third Amendment (12 December 2024) added to 30(6)(i), when the meeting closes after
//     the normal trading hours of a trading day and more than three hours before the next normal
//     market opens. The proviso speaks of "the decision pertaining to the financial results", so
//     the meeting's other decisions keep the 30 minutes (src/lib/disclosure-clocks.ts). Trading
//     hours: src/lib/compliance/trading-hours.ts. (Reg 33(3)(a), which earlier comments cited for
//     the 30 minutes, is the 45/60-day results deadline.)
//   - Reg 47(3)'s proviso: the results in the newspapers within 48 hours of the meeting's close.
// - A general meeting (annual or extraordinary): its voting results with the scrutiniser's report
//   on the website within two days of its conclusion (Companies (Management and Administration)
//   Rules, 2014, rule 20(4)(xvi)); to the exchanges within two working days (Reg 44(3)). The
//   desk's item is the website's, the earlier of the two: two calendar days are never more.
// - A record date: Reg 42(2), notice to the exchanges at least seven working days before it, not
//   counting the day of the notice or the record date.
// - An analyst or institutional investor meet, or a post-earnings call:
//   - Schedule III Part A para A.15(a) (since the Second Amendment of 14 June 2023): its schedule
//     at least two working days in advance, excluding the day of the intimation and the day of the
//     meet, and the presentations made at it; Regulation 46(2)(o) puts both on the website, the
//     presentation before the meet or call begins.
//   - Regulation 46(2)(oa)(i) (LODR Second Amendment, 5 May 2021): the presentation and audio/video
//     recordings before the next trading day or within 24 hours of the call's end, whichever is
//     earlier; 46(2)(oa)(ii): the transcript within five working days of its end. Schedule III
//     A.15(b) asks the recordings and transcripts of the exchanges too; the website's times are
//     these.
// - A material event the desk records (Reg 30(6)(ii)-(iii), Second Amendment of 14 June 2023):
//   within 12 hours of its occurrence when it arises within the company, 24 hours otherwise
//   (materialEventDeadline, src/lib/disclosure-clocks.ts). Clock hours: a night, a weekend or a
//   holiday does not stop them.
// - Regulation 46(3)(b) (any change to the website within two working days of the change) applies
//   to every item and is met by publishing each one when due; it adds no earlier deadline.
//
// What a board meeting considers: src/lib/board-meeting-purposes.ts. How the desk words an
// item's state and a short-notice warning: src/lib/deadline-warnings.ts.

import { addDays, fromIst, istDate } from './ist-time';
import type { InvestorEventKind } from './investor-events';
import {
  considersResults,
  needsPriorIntimation,
  type PurposeReading,
} from './board-meeting-purposes';
import { materialEventDeadline, outcomeDeadline, resultsDeadline } from './disclosure-clocks';
import { addWorkingDays, nextWorkingDay, subtractWorkingDays, type Holidays } from './working-days';

export type DeadlineKey =
  | 'intimation'
  | 'outcome'
  | 'results'
  | 'newspaper'
  | 'schedule'
  | 'presentation'
  | 'recording'
  | 'transcript'
  | 'voting'
  | 'material'
  | 'recordNotice';

export type Deadline = {
  key: DeadlineKey;
  /** What must be published, as the desk says it. */
  what: string;
  /** The latest moment it may appear: on or before this instant. */
  due: Date;
  clause: string;
};

export type EventTiming = PurposeReading & {
  kind: InvestorEventKind;
  starts_at: string;
  ends_at: string | null;
  cancelled_at: string | null;
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The last minute of the day before `date` in India: "by the end of" that day. */
const endOfDayBefore = (date: string) => new Date(fromIst(date).getTime() - MINUTE);

/** The last minute of `date` in India. */
const endOfDay = (date: string) => endOfDayBefore(addDays(date, 1));

/** The moment an event ends; one with no end entered is taken to end when it starts. */
const endOf = (event: EventTiming) => new Date(event.ends_at ?? event.starts_at);

export function deadlinesFor(event: EventTiming, holidays: Holidays): Deadline[] {
  // A cancelled event owes none of these (its cancellation is itself disclosed under 30(6)).
  if (event.cancelled_at) return [];
  const start = new Date(event.starts_at);
  const end = endOf(event);
  switch (event.kind) {
    case 'board_meeting': {
      const deadlines: Deadline[] = [
        ...(needsPriorIntimation(event)
          ? [
              {
                key: 'intimation' as const,
                what: 'Notice of the board meeting to the exchanges',
                due: endOfDayBefore(subtractWorkingDays(istDate(start), 2, holidays)),
                // Reg 46(2)(l)(i) puts on the website the notice of a meeting on results only.
                clause: considersResults(event)
                  ? 'Reg 29(1)-(2); Reg 46(2)(l)(i)'
                  : 'Reg 29(1)-(2)',
              },
            ]
          : []),
        {
          key: 'outcome',
          what: 'Outcome of the meeting',
          due: outcomeDeadline(end),
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
          clause: 'Sch III Part A para A.4; Reg 30(6)(i) and its proviso; Reg 46(2)(l)(ii)',
        },
        {
          key: 'newspaper',
          what: 'Results published in the newspapers',
          due: new Date(end.getTime() + 48 * HOUR),
          clause: 'Reg 47(1)(b) and (3)',
        },
      ];
    }
    case 'agm':
    case 'egm':
      return [
        {
          key: 'voting',
          what: 'Voting results of the meeting',
          // The second day after the day the meeting concludes, to its last minute: the website's
          // two days, not the exchanges' two working days, which end the same day or later.
          due: endOfDay(addDays(istDate(end), 2)),
          clause: 'Rule 20(4)(xvi); Reg 44(3)',
        },
      ];
    case 'material_event_internal':
    case 'material_event_external':
      return [
        {
          key: 'material',
          what: 'Disclosure of the event to the exchanges',
          due: materialEventDeadline(
            start,
            event.kind === 'material_event_internal' ? 'internal' : 'external',
          ),
          clause: event.kind === 'material_event_internal' ? 'Reg 30(6)(ii)' : 'Reg 30(6)(iii)',
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
          clause: 'Sch III A.15(a); Reg 46(2)(o)',
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
    case 'record_date':
      return [
        {
          key: 'recordNotice',
          what: 'Notice of the record date to the exchanges',
          // Seven whole working days must lie between the notice's day and the record date.
          due: endOfDayBefore(subtractWorkingDays(istDate(start), 7, holidays)),
          clause: 'Reg 42(2)',
        },
      ];
    default:
      return [];
  }
}
