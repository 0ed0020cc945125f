import { describe, expect, it } from 'vitest';
import { complianceCalendar, type CalendarInputs } from '@/lib/compliance/calendar';
import { dutyItems } from '@/lib/compliance/duty-schedule';
import { NO_ANSWERS } from '@/lib/compliance/facts';
import { doc, event, none } from './fixtures';

// The calendar of Monday 15 Feb 2027 with the September quarter's shareholding pattern on the
// site (done) and a board meeting on 20 Feb with nothing linked yet (its outcome open).
const inputs: CalendarInputs = {
  now: new Date('2027-02-15T06:30:00Z'),
  events: [
    event({
      id: 'bm',
      title: 'Board meeting',
      starts_at: '2027-02-20T05:30:00Z',
      ends_at: '2027-02-20T07:30:00Z',
      created_at: '2027-02-01T05:00:00Z',
    }),
  ],
  holidays: none,
  documents: [doc({ id: 'shp', document_date: '2026-10-18', created_at: '2026-10-18T06:00:00Z' })],
  answers: NO_ANSWERS,
  dividends: [],
};
const calendar = complianceCalendar(inputs);
const items = dutyItems(calendar.items, '/dashboard/calendar');
const byId = (id: string) => items.find((i) => i.id === id);

describe('the open items the reminder job reads', () => {
  it('holds exactly the calendar items still due or overdue', () => {
    const open = calendar.items.filter((i) => i.status === 'due' || i.status === 'overdue');
    expect(items.map((i) => i.id)).toEqual(open.map((i) => i.id));
    expect(byId('shp:2026-09-30')).toBeUndefined();
  });

  it('names each with its clause, deadline, what meets it and where it is done', () => {
    const quarterly = byId('shp:2026-12-31');
    expect(quarterly).toMatchObject({
      kind: 'quarterly',
      clause: expect.stringMatching(/Reg 31/),
      due_at: calendar.items.find((i) => i.id === 'shp:2026-12-31')?.deadline.toISOString(),
      met_by: expect.stringMatching(/^Met by a document under Shareholding Pattern/),
      place: '/investor/shareholding-pattern',
    });
  });

  it('sends an event’s items to the calendar, where the document is linked, with the event’s lead', () => {
    const outcome = items.find((i) => i.id.startsWith('event:bm:') && /outcome/i.test(i.id));
    expect(outcome).toMatchObject({ kind: 'event', place: '/dashboard/calendar' });
    expect(outcome?.met_by).toMatch(/linked to the event\.$/);
  });
});
