// The compliance calendar: every obligation of the periods and events around the desk's clock,
// each with its status. Pure: the desk passes the events, the holidays, the documents on the site
// and the company's answers it has read, and the clock (tests fix it).
//
// What it covers: periodic items whose deadline falls from the start of the previous financial
// year to 90 days ahead (and never a quarter before the Integrated Filings began, 31 Dec 2024);
// event items from 90 days back to 90 days ahead, as the Due list did.

import type { DocumentTableName } from '../document-tables';
import { istDate } from '../ist-time';
import type { InvestorEventRow } from '../investor-events';
import type { Holidays } from '../working-days';
import { annualObligations } from './annual';
import { eventObligations } from './event-based';
import { openQuestions, type ComplianceAnswers } from './facts';
import {
  iepfNoticeObligation,
  unpaidDividendAccountObligation,
  unpaidDividendObligation,
  type DividendDates,
} from './iepf';
import { quarterlyObligations } from './periodic-quarterly';
import { yearStartOf, yearsBetween } from './periods';
import { resolveItem } from './status';
import type { ComplianceDocument, ComplianceItem, FactKey, Obligation } from './types';

const DAY_MS = 86_400_000;
/** How far ahead the calendar looks: "coming up" is the next 90 days. */
export const AHEAD_DAYS = 90;
/** How far back an event's items stay on the calendar. */
export const EVENTS_BACK_DAYS = 90;

/**
 * The tables whose documents meet the periodic items (read by the documents' dates); a unit test
 * holds it to the rules' tables.
 */
export const PERIODIC_DOCUMENT_TABLES: readonly DocumentTableName[] = [
  'shareholding_pattern',
  'integrated_filing_governance',
  'integrated_filing_financial',
  'reports_certificates',
  'secretarial_compliance',
  'annual_report',
  'unpaid_dividend_statements',
  'iepf_transfer_notices',
];

export type CalendarInputs = {
  now: Date;
  events: readonly InvestorEventRow[];
  holidays: Holidays;
  documents: readonly ComplianceDocument[];
  answers: ComplianceAnswers;
  /** The dividends the site holds (public.dividends): each owes its s.124(2) statement. */
  dividends: readonly DividendDates[];
};

export type ComplianceCalendar = {
  items: ComplianceItem[];
  /** The company's facts still to ask about. */
  questions: FactKey[];
  /** The first day the periodic items cover (YYYY-MM-DD). */
  from: string;
};

/** The first day of the financial year before the one `now` falls in. */
export function calendarStart(now: Date): string {
  return `${yearStartOf(istDate(now)) - 1}-04-01`;
}

export function periodicObligations(inputs: CalendarInputs): Obligation[] {
  const { now, events, answers } = inputs;
  const current = yearStartOf(istDate(now));
  // From the year before the previous one: its annual items fall due in the previous year.
  const years = yearsBetween(current - 2, current);
  const obligations = years.flatMap((year) => [
    ...quarterlyObligations(year),
    ...annualObligations(year, events),
    unpaidDividendObligation(year, events),
  ]);
  const transfer = answers.facts.iepfTransfer;
  if (transfer && transfer !== 'none') obligations.push(iepfNoticeObligation(transfer));
  obligations.push(...inputs.dividends.map(unpaidDividendAccountObligation));
  return obligations;
}

export function complianceCalendar(inputs: CalendarInputs): ComplianceCalendar {
  const { now, events, holidays, documents, answers } = inputs;
  const from = calendarStart(now);
  const start = new Date(`${from}T00:00:00+05:30`).getTime();
  const end = now.getTime() + AHEAD_DAYS * DAY_MS;
  const eventsFrom = now.getTime() - EVENTS_BACK_DAYS * DAY_MS;
  const periodic = periodicObligations(inputs).filter((o) => {
    const due = o.deadline.getTime();
    return due >= start && due <= end;
  });
  const byEvent = eventObligations(events, holidays).filter((o) => {
    const due = o.deadline.getTime();
    return due >= eventsFrom && due <= end;
  });
  const items = [...periodic, ...byEvent]
    .map((o) => resolveItem(o, documents, answers, now))
    .sort((a, b) => a.deadline.getTime() - b.deadline.getTime() || a.id.localeCompare(b.id));
  return { items, questions: openQuestions(answers.facts), from };
}
