import { describe, expect, it } from 'vitest';
import { noticeWarnings } from '@/lib/deadline-warnings';
import { materialEventDeadline, resultsDeadline } from '@/lib/disclosure-clocks';
import { eventObligations } from '@/lib/compliance/event-based';
import { deadlinesFor } from '@/lib/disclosure-deadlines';
import { formatIstDateTime } from '@/lib/ist-time';
import { event, none } from './fixtures';

const dues = (e = event(), holidays: ReadonlySet<string> = none) =>
  Object.fromEntries(deadlinesFor(e, holidays).map((d) => [d.key, formatIstDateTime(d.due)]));

const results = {
  title: 'Board meeting on the results for the quarter ended 31 December 2026',
  board_purposes: ['financial_results' as const],
};
const endingAt = (iso: string) => ({ starts_at: '2027-02-10T07:30:00Z', ends_at: iso });

describe('a board meeting’s deadlines', () => {
  it('asks for notice two working days ahead of a dividend meeting, and no results item', () => {
    // Wednesday 10 Feb 2027, ending at 4:10 pm IST: Monday 8 and Tuesday 9 must lie between the
    // notice's day and the meeting's, so the notice may go out by Sunday night. The meeting closes
    // after the market (3:30 pm), but the three-hour proviso to Reg 30(6)(i) is the results' alone:
    // the dividend decision keeps the 30 minutes, to 4:40 pm.
    expect(dues(event({ board_purposes: ['dividend'] }))).toEqual({
      intimation: '7 Feb 2027, 11:59 pm IST',
      outcome: '10 Feb 2027, 4:40 pm IST',
    });
  });

  it('gives the results of a meeting closing after trading hours (4:10 pm IST) three hours, 7:10 pm, and its other decisions 30 minutes, 4:40 pm', () => {
    const d = dues(event(results));
    expect(d.intimation).toBe('7 Feb 2027, 11:59 pm IST');
    expect(d.results).toBe('10 Feb 2027, 7:10 pm IST');
    // The proviso speaks of the decision on the financial results: the outcome keeps 30 minutes.
    expect(d.outcome).toBe('10 Feb 2027, 4:40 pm IST');
    expect(d.newspaper).toBe('12 Feb 2027, 4:10 pm IST');
  });

  it('asks no Regulation 29 notice of a meeting that considers none of its proposals, and never warns of short notice for it', () => {
    // A meeting to appoint a director, chosen as none of the Reg 29(1) proposals.
    const other = event({ title: 'Board meeting', board_purposes: [] });
    expect(dues(other)).toEqual({ outcome: '10 Feb 2027, 4:40 pm IST' });
    // Entered on Tuesday 9 Feb 2027 at 10 am IST, the day before: no warning.
    expect(noticeWarnings(other, new Date('2027-02-09T04:30:00Z'), none)).toEqual([]);
    // The same meeting on results is warned of: the notice was due by Sunday night.
    expect(noticeWarnings(event(results), new Date('2027-02-09T04:30:00Z'), none)).toEqual([
      expect.stringMatching(/Regulation 29\(2\)/),
    ]);
  });

  it('reads results from the chosen purpose, not from the title, once one is chosen', () => {
    // The title says results, the choice says dividend only: no results item.
    const chosen = event({ title: results.title, board_purposes: ['dividend'] });
    expect(Object.keys(dues(chosen))).not.toContain('results');
    // The title says nothing, the choice says results: results and newspapers.
    const plain = event({ title: 'Board meeting', board_purposes: ['financial_results'] });
    expect(Object.keys(dues(plain))).toEqual(['intimation', 'outcome', 'results', 'newspaper']);
  });

  it('gives results approved at 9:00 pm IST three hours, past midnight', () => {
    expect(dues(event({ ...results, ...endingAt('2027-02-10T15:30:00Z') })).results).toBe(
      '11 Feb 2027, 12:00 am IST',
    );
  });

  it('gives results approved during trading hours only the 30 minutes (no proviso)', () => {
    // Ends at 2:00 pm IST, before the normal market closes at 3:30 pm.
    const during = dues(event({ ...results, ...endingAt('2027-02-10T08:30:00Z') }));
    expect(during.results).toBe('10 Feb 2027, 2:30 pm IST');
    expect(during.outcome).toBe('10 Feb 2027, 2:30 pm IST');
    // Ends at 3:30 pm IST exactly: the market has closed, the proviso applies.
    expect(dues(event({ ...results, ...endingAt('2027-02-10T10:00:00Z') })).results).toBe(
      '10 Feb 2027, 6:30 pm IST',
    );
  });

  it('reads the proviso strictly on a day without trading, and before the market opens', () => {
    // Saturday 13 Feb 2027, 4:10 pm IST: no trading hours that day, so 30 minutes.
    const saturday = { starts_at: '2027-02-13T07:30:00Z', ends_at: '2027-02-13T10:40:00Z' };
    expect(dues(event({ ...results, ...saturday })).results).toBe('13 Feb 2027, 4:40 pm IST');
    // On a trading holiday, the same.
    expect(dues(event(results), new Set(['2027-02-10'])).results).toBe('10 Feb 2027, 4:40 pm IST');
    // 7:00 am on a trading day, 2 h 15 min before the market opens: 30 minutes.
    const early = resultsDeadline(new Date('2027-02-11T01:30:00Z'), none);
    expect(formatIstDateTime(early)).toBe('11 Feb 2027, 7:30 am IST');
  });

  it('counts a Reg 30 event at 11:50 pm on a Friday before a holiday in clock hours', () => {
    // Friday 19 March 2027, 11:50 pm IST; Monday 22 March a trading holiday: it changes nothing.
    const friday = new Date('2027-03-19T18:20:00Z');
    expect(formatIstDateTime(materialEventDeadline(friday, 'internal'))).toBe(
      '20 Mar 2027, 11:50 am IST',
    );
    expect(formatIstDateTime(materialEventDeadline(friday, 'external'))).toBe(
      '20 Mar 2027, 11:50 pm IST',
    );
    // A results meeting closing then: Monday's market opens 81 h 25 min later, so the results
    // have three hours, to 2:50 am Saturday; its other decisions 30 minutes, to 12:20 am.
    const late = event({
      ...results,
      starts_at: '2027-03-19T14:30:00Z',
      ends_at: '2027-03-19T18:20:00Z',
    });
    const d = dues(late, new Set(['2027-03-22']));
    expect(d.results).toBe('20 Mar 2027, 2:50 am IST');
    expect(d.outcome).toBe('20 Mar 2027, 12:20 am IST');
  });

  it('keeps the old reading of a meeting entered before the purpose was asked: notice, and results from its words', () => {
    const purpose = 'To consider and approve the unaudited financial results.';
    expect(Object.keys(dues(event({ purpose })))).toEqual([
      'intimation',
      'outcome',
      'results',
      'newspaper',
    ]);
    expect(Object.keys(dues(event({ purpose: 'To appoint a director.' })))).toEqual([
      'intimation',
      'outcome',
    ]);
  });
});

describe('a general meeting’s voting results (rule 20(4)(xvi); Reg 44(3))', () => {
  const meeting = (starts: string, ends: string, kind: 'agm' | 'egm' = 'agm') =>
    event({ kind, title: 'General meeting', starts_at: starts, ends_at: ends });

  it('are due on the website by the end of the second day after the meeting', () => {
    // AGM on Tuesday 29 Sep 2026, 11 am to 1 pm IST: Wednesday 30 Sep, Thursday 1 Oct.
    const agm = meeting('2026-09-29T05:30:00Z', '2026-09-29T07:30:00Z');
    expect(dues(agm)).toEqual({ voting: '1 Oct 2026, 11:59 pm IST' });
  });

  it('count calendar days, as the website’s rule does, not the exchanges’ working days', () => {
    // AGM on Wednesday 30 Sep 2026 with Friday 2 Oct a holiday: Thursday 1, Friday 2 Oct (the
    // exchanges' two working days would run to Monday 5 Oct; the website's end first).
    const agm = meeting('2026-09-30T05:30:00Z', '2026-09-30T07:30:00Z');
    expect(dues(agm, new Set(['2026-10-02'])).voting).toBe('2 Oct 2026, 11:59 pm IST');
    // EGM on Friday 15 Jan 2027: Saturday 16, Sunday 17 (the exchanges': Tuesday 19).
    const egm = meeting('2027-01-15T05:30:00Z', '2027-01-15T06:30:00Z', 'egm');
    expect(dues(egm)).toEqual({ voting: '17 Jan 2027, 11:59 pm IST' });
    // The AGM of the review's worked year, Saturday 25 Sep 2027: Monday 27 Sep.
    const review = meeting('2027-09-25T05:30:00Z', '2027-09-25T07:30:00Z');
    expect(dues(review).voting).toBe('27 Sep 2027, 11:59 pm IST');
  });

  it('count from the day the meeting concludes, not the day it starts', () => {
    // Starts on Tuesday 29 Sep 2026 at 10 pm IST, concludes on Wednesday 30 Sep at 12:30 am:
    // Thursday 1 Oct, Friday 2 Oct.
    const late = meeting('2026-09-29T16:30:00Z', '2026-09-29T19:00:00Z');
    expect(dues(late).voting).toBe('2 Oct 2026, 11:59 pm IST');
  });
});

describe('a material event the desk records (Reg 30(6)(ii)-(iii))', () => {
  it('is due 12 hours after it occurs when it arises within the company, 24 when it does not', () => {
    // Friday 19 March 2027, 11:50 pm IST.
    const at = { starts_at: '2027-03-19T18:20:00Z', ends_at: null };
    expect(dues(event({ ...at, kind: 'material_event_internal' }))).toEqual({
      material: '20 Mar 2027, 11:50 am IST',
    });
    expect(dues(event({ ...at, kind: 'material_event_external' }))).toEqual({
      material: '20 Mar 2027, 11:50 pm IST',
    });
  });

  it('owes nothing once cancelled (entered in error)', () => {
    const cancelled = event({
      kind: 'material_event_internal',
      cancelled_at: '2027-03-19T19:00:00Z',
    });
    expect(dues(cancelled)).toEqual({});
  });
});

describe('which notices of a board meeting Regulation 46(2)(l)(i) asks on the website', () => {
  it('only a results meeting’s; a dividend meeting’s notice is owed to the exchanges alone', () => {
    const of = (purposes: ('financial_results' | 'dividend')[]) => {
      const [notice] = eventObligations(
        [event({ id: purposes.join('-'), board_purposes: purposes })],
        none,
      ).filter((o) => o.rule === 'event:intimation');
      return { clauses: notice?.clauses, clause: notice?.source.clause };
    };
    expect(of(['financial_results', 'dividend']).clauses).toEqual(['(l)(i)']);
    expect(of(['dividend']).clauses).toEqual([]);
    expect(
      deadlinesFor(event({ board_purposes: ['dividend'] }), none).find(
        (d) => d.key === 'intimation',
      )?.clause,
    ).toBe('Reg 29(1)-(2)');
  });
});

describe('a record date’s notice (Reg 42(2))', () => {
  it('is due seven whole working days before, not counting the notice’s day or the record date', () => {
    // Record date Friday 26 Feb 2027: Wed 17, Thu 18, Fri 19, Mon 22 … Thu 25 are the seven, so
    // the notice goes by Tuesday 16 Feb.
    const record = event({
      kind: 'record_date',
      title: 'Record date for the interim dividend',
      starts_at: '2027-02-25T18:30:00Z',
      ends_at: null,
    });
    expect(dues(record)).toEqual({ recordNotice: '16 Feb 2027, 11:59 pm IST' });
    // A holiday among them moves it a working day earlier: Friday 19 Feb off, Monday 15 Feb.
    expect(dues(record, new Set(['2027-02-19'])).recordNotice).toBe('15 Feb 2027, 11:59 pm IST');
    const [notice] = eventObligations([record], none);
    expect(notice).toMatchObject({ clauses: [], table: 'corporate_announcement' });
  });
});
