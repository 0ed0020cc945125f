import { describe, expect, it } from 'vitest';
import { lateFiling, lateWords } from '@/lib/compliance/entered-late';
import { event } from './fixtures';

// A filing that made an item done, and whether it came late: dated after the deadline, or put on
// the site more than two working days after its own date (Regulation 46(3)(b)); an event's
// document, after the event's deadline.
const none = new Set<string>();
// The shareholding pattern of the quarter ended 30 September 2026: due by 21 October.
const periodic = { deadline: new Date('2026-10-21T18:29:00Z'), event: null };

describe('a filing that came late', () => {
  it('is in time when on the site within two working days of its date, before the deadline', () => {
    const doc = { document_date: '2026-10-20', created_at: '2026-10-22T12:00:00Z' };
    expect(lateFiling(periodic, doc, none)).toBeNull();
  });

  it('is flagged when dated 20 October but put on the site on 27 November', () => {
    const doc = { document_date: '2026-10-20', created_at: '2026-11-27T06:00:00Z' };
    const late = lateFiling(periodic, doc, none);
    expect(late).toEqual({ reason: 'website', enteredOn: '2026-11-27', dueOn: '2026-10-22' });
    expect(late && lateWords(late)).toBe(
      'it reached the site on 27 Nov 2026; it was due there by 22 Oct 2026, two working days after its date (Regulation 46(3)(b)).',
    );
  });

  it('is flagged as filed late when dated after the deadline, whenever it reached the site', () => {
    const doc = { document_date: '2026-10-25', created_at: '2026-10-25T06:00:00Z' };
    expect(lateFiling(periodic, doc, none)).toEqual({
      reason: 'filed',
      enteredOn: '2026-10-25',
      dueOn: '2026-10-21',
    });
  });

  it('skips the exchange holidays in the two working days', () => {
    const doc = { document_date: '2026-10-20', created_at: '2026-10-23T06:00:00Z' };
    expect(lateFiling(periodic, doc, none)?.reason).toBe('website');
    expect(lateFiling(periodic, doc, new Set(['2026-10-21']))).toBeNull();
  });

  it('flags an event’s document that reached the site after the event’s deadline', () => {
    const item = { deadline: new Date('2027-02-10T11:10:00Z'), event: event() };
    const doc = { document_date: '2027-02-10', created_at: '2027-02-10T12:00:00Z' };
    expect(lateFiling(item, doc, none)?.reason).toBe('deadline');
    expect(lateFiling(item, { ...doc, created_at: '2027-02-10T11:00:00Z' }, none)).toBeNull();
  });
});
