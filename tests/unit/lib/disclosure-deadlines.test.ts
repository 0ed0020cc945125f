import { describe, expect, it } from 'vitest';
import { deadlineState, noticeWarnings } from '@/lib/deadline-warnings';
import { deadlinesFor, type EventTiming } from '@/lib/disclosure-deadlines';
import { formatIstDateTime } from '@/lib/ist-time';

const none = new Set<string>();
const holidays = new Set(['2027-03-26', '2027-04-01']);
const dues = (event: EventTiming, days = none) =>
  Object.fromEntries(deadlinesFor(event, days).map((d) => [d.key, formatIstDateTime(d.due)]));

// Monday 15 Feb 2027, 11:00 am to 12:00 pm IST.
const meet: EventTiming = {
  kind: 'analyst_meet',
  starts_at: '2027-02-15T05:30:00Z',
  ends_at: '2027-02-15T06:30:00Z',
  cancelled_at: null,
};

describe('disclosure deadlines', () => {
  it('asks for a board meeting’s results three hours after a late close, past midnight, and its outcome in 30 minutes', () => {
    // Closes on Wednesday 10 Feb 2027 at 11:45 pm IST, after the day's market and 9 h 30 min
    // before Thursday's opens: the proviso to Reg 30(6)(i) gives the results three hours, to
    // 2:45 am; the meeting's other decisions keep 30 minutes, to 12:15 am.
    const late = {
      ...meet,
      kind: 'board_meeting' as const,
      board_purposes: ['financial_results' as const],
      ends_at: '2027-02-10T18:15:00Z',
    };
    expect(dues(late).results).toBe('11 Feb 2027, 2:45 am IST');
    expect(dues(late).outcome).toBe('11 Feb 2027, 12:15 am IST');
    // Closing at 1:00 pm, during trading hours: 30 minutes.
    const day = { ...meet, kind: 'board_meeting' as const, ends_at: '2027-02-15T07:30:00Z' };
    expect(dues(day).outcome).toBe('15 Feb 2027, 1:30 pm IST');
  });

  it('asks for a Monday meet’s schedule by Wednesday night, two working days clear of the weekend', () => {
    expect(dues(meet).schedule).toBe('10 Feb 2027, 11:59 pm IST');
    expect(dues(meet).presentation).toBe('15 Feb 2027, 11:00 am IST');
  });

  it('asks for the recording before the next trading day when that is sooner than 24 hours', () => {
    expect(dues(meet).recording).toBe('15 Feb 2027, 11:59 pm IST');
  });

  it('asks for the recording within 24 hours when a holiday and a weekend follow', () => {
    const thursday = {
      ...meet,
      starts_at: '2027-03-25T11:30:00Z',
      ends_at: '2027-03-25T12:30:00Z',
    };
    expect(dues(thursday, holidays).recording).toBe('26 Mar 2027, 6:00 pm IST');
  });

  it('counts the transcript’s five working days past a holiday, a weekend and 31 March', () => {
    const thursday = {
      ...meet,
      starts_at: '2027-03-25T11:30:00Z',
      ends_at: '2027-03-25T12:30:00Z',
    };
    expect(dues(thursday, holidays).transcript).toBe('5 Apr 2027, 11:59 pm IST');
    expect(dues(thursday, none).transcript).toBe('1 Apr 2027, 11:59 pm IST');
  });

  it('treats an earnings call as a meet, and asks of a record date only its notice (Reg 42(2))', () => {
    expect(Object.keys(dues({ ...meet, kind: 'earnings_call' }))).toEqual([
      'schedule',
      'presentation',
      'recording',
      'transcript',
    ]);
    expect(Object.keys(dues({ ...meet, kind: 'record_date' }))).toEqual(['recordNotice']);
  });

  it('moves every deadline with a moved event, and drops them for a cancelled one', () => {
    const moved = { ...meet, starts_at: '2027-02-16T05:30:00Z', ends_at: '2027-02-16T06:30:00Z' };
    expect(dues(moved).schedule).toBe('11 Feb 2027, 11:59 pm IST');
    expect(dues({ ...meet, cancelled_at: '2027-02-09T00:00:00Z' })).toEqual({});
  });

  it('says done, overdue, due soon or later against the clock it is given', () => {
    const [schedule] = deadlinesFor(meet, none);
    if (!schedule) throw new Error('no schedule deadline');
    expect(deadlineState(schedule, new Date('2027-02-10T18:30:00Z'), false)).toBe('overdue');
    expect(deadlineState(schedule, new Date('2027-02-10T18:30:00Z'), true)).toBe('done');
    expect(deadlineState(schedule, new Date('2027-02-09T12:00:00Z'), false)).toBe('due soon');
    expect(deadlineState(schedule, new Date('2027-02-01T12:00:00Z'), false)).toBe('later');
  });

  it('warns when a board meeting is entered with less notice than Regulation 29(2) asks', () => {
    const board = { ...meet, kind: 'board_meeting' as const };
    // Monday 15 Feb: notice by Wednesday 10 Feb, 11:59 pm IST.
    expect(noticeWarnings(board, new Date('2027-02-10T12:00:00Z'), none)).toEqual([]);
    expect(noticeWarnings(board, new Date('2027-02-11T04:30:00Z'), none)).toEqual([
      expect.stringMatching(/Regulation 29\(2\)/),
    ]);
  });

  it('warns when a meet is entered with less notice than the rules ask', () => {
    expect(noticeWarnings(meet, new Date('2027-02-10T12:00:00Z'), none)).toEqual([]);
    expect(noticeWarnings(meet, new Date('2027-02-11T04:30:00Z'), none)).toEqual([
      expect.stringMatching(/two working days before it/),
    ]);
    expect(noticeWarnings(meet, new Date('2027-02-16T04:30:00Z'), none)).toContain(
      'This event starts in the past: it will be listed under past events.',
    );
  });
});
