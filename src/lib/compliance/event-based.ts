// The obligations an event on the calendar starts (src/lib/disclosure-deadlines.ts computes the
// deadlines), each with the text behind it, and the rule for when one is done: the event's related
// documents (investor_events.document_links) include the link of a live document that
//   1. is in one of the deadline's tables (EVENT_TABLES),
//   2. was added after the event was entered (its created_at at or after the event's), and
//   3. says in its title what it is (EVENT_WORDS), since several items share one table.
// The desk offers exactly the documents that meet 1-3 and links the chosen one.

import { considersResults } from '../board-meeting-purposes';
import { deadlinesFor, type DeadlineKey } from '../disclosure-deadlines';
import type { DocumentTableName } from '../document-tables';
import type { InvestorEventRow } from '../investor-events';
import type { Holidays } from '../working-days';
import type { ComplianceDocument, Obligation, RuleSource } from './types';

const SECOND_AMENDMENT_2023 = 'LODR (Second Amendment) Regulations, 14 June 2023';

export const EVENT_SOURCES: Record<DeadlineKey, RuleSource> = {
  intimation: {
    clause: 'Reg 29(1)-(2); Reg 46(2)(l)(i)',
    rule: 'Notice to the exchanges of a board meeting that will consider a proposal of Reg 29(1) (financial results, a buy-back, voluntary delisting, fund raising, a dividend, convertible securities or bonus securities), chosen on the event: at least two working days before it, not counting the day of the notice or of the meeting; the notice of a results meeting also goes on the website. A meeting on none of them needs no notice.',
    asOf: 'Reg 29 as amended in 2024: one period of two working days for every proposal (the proviso of five days for results meetings omitted)',
    read: "The proposals: ca2013.com's consolidated text of Reg 29 (valid as on 27 Mar 2024, the proviso of five days for results still in it). The two working days for a results meeting: Mehta & Mehta's note on the amendments effective 18 May 2024, as recorded when the rule was first written, and legalmantra.net's quarterly checklist (10 Oct 2024), which dates the notice of a results meeting on 14 Nov 2024 to 11 Nov. Against it: the NSE's SME compliance calendar (undated copy) and compliance calendars in public code still give five clear days for 29(1)(a). Neither SEBI's amending text nor a consolidation after May 2024 was reached (docs/compliance.md, 'Notice of a board meeting'). Verify against the official text.",
  },
  outcome: {
    clause: 'Reg 30(6)(i); Sch III Part A para A.4',
    rule: "The outcome of a board meeting (the decisions taken) within 30 minutes of its close, whatever the hour. The three-hour proviso to 30(6)(i) is read as the financial results' alone (the results item has it); the meeting's other decisions keep the 30 minutes.",
    asOf: '30 minutes: LODR (Second Amendment) Regulations, 14 June 2023; the three-hour proviso for the results: LODR (Third Amendment) Regulations, 12 Dec 2024',
    read: "Amita Desai & Co., \"Action to be taken by listed entities after the LODR (2nd Amendment) of 14 June 2023\"; lawmock.com's chapter on Regulation 30 disclosures during trading hours. The proviso's own words were not reached: every text reached that says what the three hours cover ties them to the results (A.4's proviso for a meeting held over more than one day, results within 'thirty minutes or three hours' of the day's end, as a public regulatory reference summarises SEBI's consolidated text), and none extends them to other decisions, so the desk keeps the stricter 30 minutes for those. Verify against SEBI's text",
  },
  results: {
    clause: 'Sch III Part A para A.4; Reg 30(6)(i) and its proviso; Reg 46(2)(l)(ii)',
    rule: "The financial results the meeting approved, on the website with the filing: within 30 minutes of the close, or three hours when the meeting closes after the normal trading hours of a trading day and more than three hours before the next day's normal trading begins. Normal trading hours: the equity market's 9:15 am to 3:30 pm IST.",
    asOf: 'The three-hour proviso to Reg 30(6)(i): LODR (Third Amendment) Regulations, notified 12 Dec 2024',
    read: "A practitioners' newsletter on the Third Amendment (\"LODR 3rd amendment bullet point newsletter\", published on Scribd); lawmock.com on Regulation 30's clocks; A.4's proviso for a meeting over more than one day as a public regulatory reference summarises SEBI's consolidated text (last amended 14 July 2026). SEBI's own text of the proviso not read. Trading hours: the NSE's equity market timings as reproduced by NDTV Profit (2024, 2025)",
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
    clause: 'Sch III Part A para A.15(a); Reg 46(2)(o)',
    rule: "The presentation made to analysts or investors, on the website before the meet or call begins, simultaneously with the exchange. A.15(a) holds the presentations with the schedule; A.15(b) is the calls' recordings and transcripts.",
    asOf: SECOND_AMENDMENT_2023,
    read: "Reg 46(2)(o) as consolidated on pvvinfra.com; A.15's split between (a) and (b) as Vinod Kothari's guide to analyst meets (updated 28 Sep 2023) sets out the 2023 amendment. A.15's own words not read",
  },
  recording: {
    clause: 'Reg 46(2)(oa)(i); Sch III Part A para A.15(b)',
    rule: "The presentation and the audio or video recordings of a post-earnings or quarterly call on the website before the next trading day or within 24 hours of its end, whichever is earlier. A.15(b) asks the recordings of the exchanges too; the website's time is this one.",
    asOf: 'Reg 46(2)(oa): LODR (Second Amendment) Regulations, 5 May 2021; A.15(b): 14 June 2023',
    read: "Reg 46(2)(oa)(i) as consolidated on pvvinfra.com and as listed companies' Regulation 46 tables quote it word for word in their websites' public code; eshwars.com's note on the 2021 Second Amendment. A.15(b)'s own words not read",
  },
  transcript: {
    clause: 'Reg 46(2)(oa)(ii); Sch III Part A para A.15(b)',
    rule: 'The transcript of a post-earnings or quarterly call on the website within five working days of its end.',
    asOf: 'Reg 46(2)(oa): LODR (Second Amendment) Regulations, 5 May 2021; A.15(b): 14 June 2023',
    read: 'Reg 46(2)(oa)(ii) as consolidated on pvvinfra.com and as listed companies\' Regulation 46 tables quote it word for word ("within five working days of the conclusion of such calls"). A.15(b)\'s own words not read',
  },
  voting: {
    clause: 'Rule 20(4)(xvi); Reg 44(3)',
    rule: "The voting results of every general meeting (annual or extraordinary), with the scrutiniser's report, on the website within two days of the meeting's conclusion (Companies (Management and Administration) Rules, 2014, rule 20(4)(xvi)); to the exchanges, in the format SEBI specifies, within two working days (Reg 44(3)). The website's two days are counted: they are never later than the exchanges' two working days. The day of the meeting is not one of them.",
    asOf: 'Rule 20(4)(xvi) as the note read gives it (its amendment history not read); Reg 44(3) as amended to read "two working days" by the LODR (Second Amendment) Regulations, 5 May 2021 (the 2015 text said forty-eight hours); working days as Reg 2(1)(zn) defines them since the same amendment',
    read: "miraajassociates.com's note on rule 20 (the results and the scrutiniser's report on the website within two days); lawmock.com's note on Regulation 44 (\"within two working days of conclusion\"); ca2013.com's text of Reg 44 as valid on 20 Sep 2018 (\"within forty eight hours\"), the text before; rmpsco's list of the 2021 amendments for the change's date. Neither the Rules' nor the amending notification's own text was reached",
  },
  recordNotice: {
    clause: 'Reg 42(2)',
    rule: 'Notice to the exchanges of a record date (for a dividend, a corporate action) at least seven working days before it, not counting the day of the notice or the record date itself. The desk counts back from the record date on the calendar; the notice goes on the website as a Corporate Announcement.',
    asOf: 'Reg 42(2) as the notes read give it in 2026 (its amendment history not read)',
    read: "abcaus.in's note on Reg 42 and the exchanges' training slides (../shared/compliance-sources.md, medium): \"at least seven working days (excluding the date of intimation and the record date)\". Neither SEBI's text nor a consolidation was reached",
  },
  material: {
    clause: 'Reg 30(6)(ii)-(iii)',
    rule: 'A material event or information disclosed to the exchanges not later than twelve hours from its occurrence when it arises within the company (30(6)(ii)), and twenty-four hours when it does not (30(6)(iii)); in clock hours, which a night, a weekend or a holiday does not stop. It then goes on the website as a Corporate Announcement (Reg 46(2)(w)).',
    asOf: SECOND_AMENDMENT_2023,
    read: 'Amita Desai & Co., "Action to be taken by listed entities after the LODR (2nd Amendment) of 14 June 2023"; lawmock.com on Regulation 30\'s clocks',
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
  voting: ['voting_results'],
  material: ['corporate_announcement'],
  recordNotice: ['corporate_announcement'],
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
  voting: { pattern: /voting|scrutini[sz]er/i, word: 'voting' },
  // A material event's announcement is named for the event, whatever it is: any title will do,
  // and the administrator links the one that discloses it.
  material: { pattern: /\S/, word: 'the event' },
  recordNotice: { pattern: /record date/i, word: 'record date' },
};

/**
 * The clause of Regulation 46(2) each of an event's items answers for (readiness reads it); null
 * where none does (a general meeting's voting results go to the exchanges under Reg 44(3), which
 * Regulation 46(2) does not list).
 */
export const EVENT_CLAUSES: Record<DeadlineKey, string | null> = {
  intimation: '(l)(i)',
  outcome: '(w)',
  results: '(l)(ii)',
  newspaper: '(q)',
  schedule: '(o) schedule',
  presentation: '(o) presentations',
  recording: '(oa)(i)',
  transcript: '(oa)(ii)',
  voting: null,
  // A material event, once disclosed, is one of the Reg 30 disclosures (w) keeps on the site.
  material: '(w)',
  // Owed to the exchanges; Regulation 46(2) does not list it.
  recordNotice: null,
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

/**
 * The Regulation 46 clause a deadline answers for, if any: the notice of a board meeting only when
 * the meeting is on results ((l)(i) speaks of those alone); a notice of any other Reg 29(1)
 * proposal is owed to the exchanges, not to the website.
 */
function regulation46Clauses(key: DeadlineKey, event: InvestorEventRow): string[] {
  const clause = EVENT_CLAUSES[key];
  if (clause === null || (key === 'intimation' && !considersResults(event))) return [];
  return [clause];
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
      clauses: regulation46Clauses(deadline.key, event),
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
