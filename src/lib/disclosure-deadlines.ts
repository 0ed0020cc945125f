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
//   - Reg 30(6)(i) with Schedule III Part A para A.4: its outcome within 30 minutes of its close;
//     the proviso to 30(6)(i) (LODR Third Amendment, 12 December 2024) gives three hours when the
//     meeting closes after the normal trading hours of a trading day and more than three hours
//     before the next normal market opens. It is 30(6)(i)'s proviso, so it covers every decision
//     of the meeting, results included, not A.4's results alone. Trading hours:
//     src/lib/compliance/trading-hours.ts. (Reg 33(3)(a), which earlier comments cited for the
//     30 minutes, is the 45/60-day results deadline.)
//   - Reg 47(3)'s proviso: the results in the newspapers within 48 hours of the meeting's close.
// - A general meeting (annual or extraordinary): Reg 44(3), its voting results to the exchanges
//   within two working days of its conclusion (on the website with them).
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
//   (materialEventDeadline). Clock hours: a night, a weekend or a holiday does not stop them.
// - Regulation 46(3)(b) (any change to the website within two working days of the change) applies
//   to every item and is met by publishing each one when due; it adds no earlier deadline.

import { addDays, fromIst, istDate } from './ist-time';
import type { BoardPurpose, InvestorEventKind } from './investor-events';
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
  | 'transcript'
  | 'voting'
  | 'material';

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
  /** A board meeting's Regulation 29(1) proposals; null when not chosen (entered before). */
  board_purposes?: readonly BoardPurpose[] | null;
  /** Read for a board meeting whose proposals were never chosen (board_purposes null). */
  title?: string;
  purpose?: string | null;
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The last minute of the day before `date` in India: "by the end of" that day. */
const endOfDayBefore = (date: string) => new Date(fromIst(date).getTime() - MINUTE);

/** The moment an event ends; one with no end entered is taken to end when it starts. */
const endOf = (event: EventTiming) => new Date(event.ends_at ?? event.starts_at);

type PurposeReading = Pick<EventTiming, 'board_purposes' | 'title' | 'purpose'>;

/**
 * Whether a board meeting considers financial results (Reg 29(1)(a)): the administrator's choice.
 * A meeting entered before the desk asked keeps the old reading of its words (title or purpose
 * says "result(s)") until the purpose is chosen.
 */
export const considersResults = (event: PurposeReading): boolean =>
  event.board_purposes
    ? event.board_purposes.includes('financial_results')
    : /\bresults?\b/i.test(`${event.title ?? ''} ${event.purpose ?? ''}`);

/**
 * Whether Reg 29(1) asks notice of the meeting: it will consider one of the listed proposals.
 * Not chosen (null) is read as yes, the stricter reading, for meetings entered before the desk
 * asked.
 */
export const needsPriorIntimation = (event: PurposeReading): boolean =>
  event.board_purposes ? event.board_purposes.length > 0 : true;

/**
 * Reg 30(6)(i) with its proviso: a board meeting's decisions within three hours of the close when
 * the meeting closes after a trading day's normal market and more than three hours before the
 * next one opens; otherwise within 30 minutes. A meeting closing on a day with no trading (a
 * weekend, a holiday) is read as not "after normal trading hours of that day", the stricter
 * reading: 30 minutes.
 */
export function boardDecisionDeadline(end: Date, holidays: Holidays): Date {
  const afterHours =
    isAfterCloseOfTradingDay(end, holidays) &&
    nextMarketOpen(end, holidays).getTime() - end.getTime() > 3 * HOUR;
  return new Date(end.getTime() + (afterHours ? 3 * HOUR : 30 * MINUTE));
}

/** The last minute of `date` in India. */
const endOfDay = (date: string) => endOfDayBefore(addDays(date, 1));

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
      const decisions = boardDecisionDeadline(end, holidays);
      const deadlines: Deadline[] = [
        ...(needsPriorIntimation(event)
          ? [
              {
                key: 'intimation' as const,
                what: 'Notice of the board meeting to the exchanges',
                due: endOfDayBefore(subtractWorkingDays(istDate(start), 2, holidays)),
                clause: 'Reg 29(1)-(2); Reg 46(2)(l)(i)',
              },
            ]
          : []),
        {
          key: 'outcome',
          what: 'Outcome of the meeting',
          due: decisions,
          clause: 'Reg 30(6)(i) and its proviso; Sch III Part A para A.4',
        },
      ];
      if (!considersResults(event)) return deadlines;
      return [
        ...deadlines,
        {
          key: 'results',
          what: 'Financial results approved at the meeting',
          due: decisions,
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
          // The second working day after the day the meeting concludes, to its last minute.
          due: endOfDay(addWorkingDays(istDate(end), 2, holidays)),
          clause: 'Reg 44(3)',
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
