// The compliance calendar: every obligation of the periods and events around the desk's clock,
// each with its status. Pure: the desk passes the events, the holidays, the documents on the site,
// the company's answers, the dividends it holds and the day its records begin, and the clock
// (tests fix it). The obligations come from register.ts, the one list of the desk's rules.
//
// What it covers: periodic items whose deadline falls from the start of the previous financial
// year (or from the day the site's records begin, when later) to 90 days ahead, and never a
// quarter before the Integrated Filings began (31 Dec 2024); event items from 90 days back (or
// the records' first day) to 90 days ahead.

import { istDate } from '../ist-time';
import type { InvestorEventRow } from '../investor-events';
import type { Holidays } from '../working-days';
import { eventObligations } from './event-based';
import { openQuestions, withRecords, type ComplianceAnswers } from './facts';
import { agmHeldObligation } from './annual';
import {
  iepfCreditObligations,
  iepfNoticeObligation,
  iepfSharesObligation,
  UNPAID_DIVIDEND_REQUIREMENT,
} from './iepf';
import { yearStartOf, yearsBetween } from './periods';
import { DOCUMENT_REQUIREMENTS, RULE_TABLES } from './register';
import { itemsOfDividends, itemsOfYear } from './requirement-items';
import { resolveItem } from './status';
import type {
  ComplianceDocument,
  ComplianceItem,
  DividendFact,
  FactKey,
  Obligation,
} from './types';

const DAY_MS = 86_400_000;
/** How far ahead the calendar looks: "coming up" is the next 90 days. */
export const AHEAD_DAYS = 90;
/** How far back an event's items stay on the calendar. */
export const EVENTS_BACK_DAYS = 90;

/** The tables whose documents meet the calendar's items and readiness; read whole. */
export const PERIODIC_DOCUMENT_TABLES = RULE_TABLES;

export type CalendarInputs = {
  now: Date;
  events: readonly InvestorEventRow[];
  holidays: Holidays;
  documents: readonly ComplianceDocument[];
  answers: ComplianceAnswers;
  /** The day (YYYY-MM-DD) the site's records begin: nothing due before it counts. */
  recordsBegin?: string | null;
  /** The dividends the site holds: they answer whether one was declared in seven years. */
  dividends?: readonly DividendFact[];
};

export type ComplianceCalendar = {
  items: ComplianceItem[];
  /** The company's facts still to ask about. */
  questions: FactKey[];
  /** The first day the periodic items cover (YYYY-MM-DD). */
  from: string;
  /** The answers as the items read them: the company's, with what the site's data says. */
  answers: ComplianceAnswers;
};

/**
 * The first day the calendar counts from: the first day of the financial year before the one
 * `now` falls in, or the day the site's records begin when that is later.
 */
export function calendarStart(now: Date, recordsBegin: string | null = null): string {
  const yearBefore = `${yearStartOf(istDate(now)) - 1}-04-01`;
  return recordsBegin && recordsBegin > yearBefore ? recordsBegin : yearBefore;
}

export function periodicObligations(inputs: CalendarInputs): Obligation[] {
  const { now, events, dividends = [] } = inputs;
  const answers = withRecords(inputs.answers, dividends, istDate(now));
  const current = yearStartOf(istDate(now));
  // From the year before the previous one: its annual items fall due in the previous year.
  const years = yearsBetween(current - 2, current);
  const obligations = DOCUMENT_REQUIREMENTS.flatMap((requirement) => [
    ...years.flatMap((year) => itemsOfYear(requirement, year, events)),
    ...itemsOfDividends(requirement, dividends),
  ]);
  obligations.push(...years.map((year) => agmHeldObligation(year, events)));
  const transfer = answers.facts.iepfTransfer;
  if (transfer && transfer !== 'none') {
    obligations.push(iepfNoticeObligation(transfer), iepfSharesObligation(transfer));
  }
  obligations.push(...iepfCreditObligations(dividends));
  // A statement linked to a dividend is that dividend's (s.124(2)), never the year's (rule 5(8)).
  const tied = dividends.flatMap((d) => (d.unpaid_statement_link ? [d.unpaid_statement_link] : []));
  return obligations.map((o) =>
    o.rule === UNPAID_DIVIDEND_REQUIREMENT.key ? { ...o, tiedElsewhere: tied } : o,
  );
}

export function complianceCalendar(inputs: CalendarInputs): ComplianceCalendar {
  const { now, events, holidays, documents, recordsBegin = null, dividends = [] } = inputs;
  const answers = withRecords(inputs.answers, dividends, istDate(now));
  const from = calendarStart(now, recordsBegin);
  const start = new Date(`${from}T00:00:00+05:30`).getTime();
  const end = now.getTime() + AHEAD_DAYS * DAY_MS;
  const eventsFrom = Math.max(now.getTime() - EVENTS_BACK_DAYS * DAY_MS, start);
  const periodic = periodicObligations(inputs).filter((o) => {
    const due = o.deadline.getTime();
    return due >= start && due <= end;
  });
  const byEvent = eventObligations(events, holidays).filter((o) => {
    const due = o.deadline.getTime();
    return due >= eventsFrom && due <= end;
  });
  const items = [...periodic, ...byEvent]
    .map((o) => resolveItem(o, documents, answers, now, holidays))
    .sort((a, b) => a.deadline.getTime() - b.deadline.getTime() || a.id.localeCompare(b.id));
  return { items, questions: openQuestions(answers.facts), from, answers };
}
