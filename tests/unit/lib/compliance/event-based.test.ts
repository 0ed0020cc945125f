import { describe, expect, it } from 'vitest';
import { deadlinesFor, materialEventDeadline, resultsDeadline } from '@/lib/disclosure-deadlines';
import { formatIstDateTime } from '@/lib/ist-time';
import { event, none } from './fixtures';

const dues = (e = event(), holidays: ReadonlySet<string> = none) =>
  Object.fromEntries(deadlinesFor(e, holidays).map((d) => [d.key, formatIstDateTime(d.due)]));

const results = { title: 'Board meeting on the results for the quarter ended 31 December 2026' };
const endingAt = (iso: string) => ({ starts_at: '2027-02-10T07:30:00Z', ends_at: iso });

describe('a board meeting’s deadlines', () => {
  it('asks for notice two working days ahead, the outcome in 30 minutes, and no results item when none are considered', () => {
    // Wednesday 10 Feb 2027, ending at 4:10 pm IST: Monday 8 and Tuesday 9 must lie between the
    // notice's day and the meeting's, so the notice may go out by Sunday night.
    expect(dues()).toEqual({
      intimation: '7 Feb 2027, 11:59 pm IST',
      outcome: '10 Feb 2027, 4:40 pm IST',
    });
  });

  it('gives results approved after trading hours (4:10 pm IST) three hours: 7:10 pm', () => {
    const d = dues(event(results));
    expect(d.results).toBe('10 Feb 2027, 7:10 pm IST');
    // The rest of the outcome still runs on 30 minutes; the newspapers on 48 hours.
    expect(d.outcome).toBe('10 Feb 2027, 4:40 pm IST');
    expect(d.newspaper).toBe('12 Feb 2027, 4:10 pm IST');
  });

  it('gives results approved at 9:00 pm IST three hours, past midnight', () => {
    expect(dues(event({ ...results, ...endingAt('2027-02-10T15:30:00Z') })).results).toBe(
      '11 Feb 2027, 12:00 am IST',
    );
  });

  it('gives results approved during trading hours only the 30 minutes (no proviso)', () => {
    // Ends at 2:00 pm IST, before the normal market closes at 3:30 pm.
    expect(dues(event({ ...results, ...endingAt('2027-02-10T08:30:00Z') })).results).toBe(
      '10 Feb 2027, 2:30 pm IST',
    );
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
    // A board meeting closing then: its outcome within 30 minutes, past midnight into Saturday.
    const late = event({ starts_at: '2027-03-19T14:30:00Z', ends_at: '2027-03-19T18:20:00Z' });
    expect(dues(late, new Set(['2027-03-22'])).outcome).toBe('20 Mar 2027, 12:20 am IST');
  });

  it('finds results in the purpose as well as the title', () => {
    const purpose = 'To consider and approve the unaudited financial results.';
    expect(Object.keys(dues(event({ purpose })))).toContain('results');
    expect(Object.keys(dues(event({ purpose: 'To appoint a director.' })))).not.toContain(
      'results',
    );
  });
});
