// The obligations an event on the calendar starts (src/lib/disclosure-deadlines.ts computes the
// deadlines), each with the text behind it, and the rule for when one is done: the event's related
// documents (investor_events.document_links) include the link of a live document that
//   1. is in one of the deadline's tables (EVENT_TABLES),
//   2. was added after the event was entered (its created_at at or after the event's), and
//   3. says in its title what it is (EVENT_WORDS), since several items share one table.
// The desk offers exactly the documents that meet 1-3 and links the chosen one.

import { deadlinesFor, type DeadlineKey } from '../disclosure-deadlines';
import type { DocumentTableName } from '../document-tables';
import type { InvestorEventRow } from '../investor-events';
import type { Holidays } from '../working-days';
import type { ComplianceDocument, Obligation, RuleSource } from './types';

const SECOND_AMENDMENT_2023 = 'LODR (Second Amendment) Regulations, 14 June 2023';

export const EVENT_SOURCES: Record<DeadlineKey, RuleSource> = {
  intimation: {
    clause: 'Reg 29(1)-(2); Reg 46(2)(l)(i)',
    rule: 'Notice to the exchanges of a board meeting that will consider results, a dividend, fund raising, a buy-back, bonus or delisting: at least two working days before it, not counting the day of the notice or of the meeting; the notice of a results meeting also goes on the website.',
    asOf: 'LODR (Amendment) Regulations, 2024, in force from 17 May 2024: one period of two working days for every item (before, five days for results)',
    read: 'Mehta & Mehta\'s note on the amendments effective 18 May 2024; NSE SME compliance calendar (2025): "at least two working days in advance, excluding the date of the intimation and date of the meeting"',
  },
  outcome: {
    clause: 'Reg 30(6)(i); Sch III Part A para A.4',
    rule: 'The outcome of a board meeting (the decisions taken) within 30 minutes of its close.',
    asOf: SECOND_AMENDMENT_2023,
    read: 'Amita Desai & Co., "Action to be taken by listed entities after the LODR (2nd Amendment) of 14 June 2023"; NSE SME compliance calendar: "Within 30 minutes of conclusion of board meeting"',
  },
  results: {
    clause: 'Sch III Part A para A.4 and its proviso; Reg 46(2)(l)(ii)',
    rule: "The decision on financial results within 30 minutes of the meeting's close; within three hours when the meeting closes after the normal trading hours of that day and more than three hours before the next day's normal trading begins. Normal trading hours: the equity market's 9:15 am to 3:30 pm IST.",
    asOf: 'The three-hour proviso: LODR (Third Amendment) Regulations, notified 12 Dec 2024 (not 2023)',
    read: "A practitioners' newsletter on the Third Amendment (\"LODR 3rd amendment bullet point newsletter\", published on Scribd); SEBI's own text of the proviso not read. Trading hours: the NSE's equity market timings as reproduced by NDTV Profit (2024, 2025)",
  },
  newspaper: {
    clause: 'Reg 47(1)(b) and (3)',
    rule: 'The financial results published in an English national daily and a regional-language daily within 48 hours of the close of the board meeting that approved them (copies go on the website under Reg 46(2)(q)).',
    asOf: 'Reg 47 as consolidated in 2016; the 48 hours unchanged since',
    read: 'corporate-cases.com, "Regulation 47 of SEBI (LODR): Advertisements in Newspapers" (text of Reg 47(3) and its proviso)',
  },
  schedule: {
    clause: 'Sch III Part A para A.15(a); Reg 46(2)(o)',
    rule: 'The schedule of an analyst or institutional investor meet at least two working days in advance, not counting the day of the intimation or of the meet, and on the website with the filing.',
    asOf: SECOND_AMENDMENT_2023,
    read: "Amita Desai & Co.'s note on the 2023 amendment; Vinod Kothari's guide to analyst meets (updated 28 Sep 2023)",
  },
  presentation: {
    clause: 'Sch III Part A para A.15(b); Reg 46(2)(o)',
    rule: 'The presentation made to analysts or investors, on the website before the meet or call begins, simultaneously with the exchange.',
    asOf: SECOND_AMENDMENT_2023,
    read: "Reg 46(2)(o) as consolidated on pvvinfra.com; A.15(b)'s own words not read",
  },
  recording: {
    clause: 'Reg 46(2)(oa)(i)',
    rule: 'The presentation and the audio or video recordings of a post-earnings or quarterly call before the next trading day or within 24 hours of its end, whichever is earlier.',
    asOf: 'LODR (Second Amendment) Regulations, 5 May 2021',
    read: "Reg 46(2)(oa) as consolidated on pvvinfra.com; eshwars.com's note on the 2021 Second Amendment",
  },
  transcript: {
    clause: 'Reg 46(2)(oa)(ii)',
    rule: 'The transcript of a post-earnings or quarterly call within five working days of its end.',
    asOf: 'LODR (Second Amendment) Regulations, 5 May 2021',
    read: 'Reg 46(2)(oa) as consolidated on pvvinfra.com',
  },
};

/** The tables each item's document may be in; the first is where the desk sends the administrator. */
export const EVENT_TABLES: Record<DeadlineKey, readonly DocumentTableName[]> = {
  intimation: ['board_meeting', 'corporate_announcement'],
  outcome: ['board_meeting', 'corporate_announcement', 'financial_report'],
  results: ['financial_report', 'board_meeting', 'corporate_announcement'],
  newspaper: ['newspaper_publication'],
  schedule: ['corporate_announcement'],
  presentation: ['corporate_announcement'],
  recording: ['corporate_announcement'],
  transcript: ['corporate_announcement'],
};

export const EVENT_WORDS: Record<DeadlineKey, { pattern: RegExp; word: string }> = {
  intimation: { pattern: /intimation|notice/i, word: 'notice' },
  outcome: { pattern: /outcome/i, word: 'outcome' },
  results: { pattern: /result/i, word: 'results' },
  newspaper: { pattern: /result/i, word: 'results' },
  schedule: { pattern: /schedule|intimation/i, word: 'schedule' },
  presentation: { pattern: /presentation/i, word: 'presentation' },
  recording: { pattern: /recording|audio|video/i, word: 'recording' },
  transcript: { pattern: /transcript/i, word: 'transcript' },
};

/** The clause of Regulation 46(2) each of an event's items answers for (readiness reads it). */
export const EVENT_CLAUSES: Record<DeadlineKey, string> = {
  intimation: '(l)(i)',
  outcome: '(w)',
  results: '(l)(ii)',
  newspaper: '(q)',
  schedule: '(o) schedule',
  presentation: '(o) presentations',
  recording: '(oa)(i)',
  transcript: '(oa)(ii)',
};

export function matchesEventDocument(
  doc: Pick<ComplianceDocument, 'table' | 'created_at' | 'document_title'>,
  event: Pick<InvestorEventRow, 'created_at'>,
  key: DeadlineKey,
): boolean {
  return (
    EVENT_TABLES[key].includes(doc.table) &&
    new Date(doc.created_at).getTime() >= new Date(event.created_at).getTime() &&
    EVENT_WORDS[key].pattern.test(doc.document_title)
  );
}

/** Every obligation the events start (none for a cancelled event). */
export function eventObligations(
  events: readonly InvestorEventRow[],
  holidays: Holidays,
): Obligation[] {
  return events.flatMap((event) =>
    deadlinesFor(event, holidays).map((deadline): Obligation => ({
      id: `event:${event.id}:${deadline.key}`,
      rule: `event:${deadline.key}`,
      clauses: [EVENT_CLAUSES[deadline.key]],
      family: 'event',
      what: deadline.what,
      subject: event.title,
      source: EVENT_SOURCES[deadline.key],
      deadline: deadline.due,
      table: EVENT_TABLES[deadline.key][0] ?? 'corporate_announcement',
      satisfiedBy: {
        tables: EVENT_TABLES[deadline.key],
        title: {
          pattern: EVENT_WORDS[deadline.key].pattern,
          words: EVENT_WORDS[deadline.key].word,
        },
      },
      window: null,
      fact: null,
      event,
      deadlineKey: deadline.key,
    })),
  );
}

/** The tables the event items read their candidate documents from. */
export const EVENT_DOCUMENT_TABLES: readonly DocumentTableName[] = [
  ...new Set(Object.values(EVENT_TABLES).flat()),
].sort();
