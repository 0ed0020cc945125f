// The clocks of Regulation 30(6) that run in hours, not days: a board meeting's decisions, the
// financial results it approves, and a material event the desk records. Clock hours: a night, a
// weekend or a holiday does not stop them. Each text's source is named in
// src/lib/compliance/event-based.ts (EVENT_SOURCES) and docs/compliance.md.

import { isAfterCloseOfTradingDay, nextMarketOpen } from './compliance/trading-hours';
import type { Holidays } from './working-days';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Reg 30(6)(i): the decisions of a board meeting within 30 minutes of its close, whatever the
 * hour. The three-hour proviso the Third Amendment of 12 December 2024 added to 30(6)(i) speaks of
 * "the decision pertaining to the financial results" only (resultsDeadline); every other decision
 * of the same meeting keeps the 30 minutes, the stricter reading where the texts reached are
 * summaries.
 */
export const outcomeDeadline = (end: Date): Date => new Date(end.getTime() + 30 * MINUTE);

/**
 * The financial results a board meeting approved (Sch III Part A para A.4 with the proviso to
 * Reg 30(6)(i)): within three hours of the close when the meeting closes after a trading day's
 * normal market and more than three hours before the next one opens; otherwise within 30 minutes.
 * A meeting closing on a day with no trading (a weekend, a holiday) is read as not "after normal
 * trading hours of that day", the stricter reading: 30 minutes.
 */
export function resultsDeadline(end: Date, holidays: Holidays): Date {
  const afterHours =
    isAfterCloseOfTradingDay(end, holidays) &&
    nextMarketOpen(end, holidays).getTime() - end.getTime() > 3 * HOUR;
  return afterHours ? new Date(end.getTime() + 3 * HOUR) : outcomeDeadline(end);
}

/** Reg 30(6)(ii)-(iii): 12 hours for an event arising within the company, 24 for any other. */
export function materialEventDeadline(occurred: Date, origin: 'internal' | 'external'): Date {
  return new Date(occurred.getTime() + (origin === 'internal' ? 12 : 24) * HOUR);
}
