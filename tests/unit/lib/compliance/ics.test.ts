import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { complianceCalendar } from '@/lib/compliance/calendar';
import { NO_ANSWERS } from '@/lib/compliance/facts';
import { buildComplianceIcs } from '@/lib/compliance/ics';
import { doc, none } from './fixtures';

const now = new Date('2027-01-20T06:30:00Z');
const { items } = complianceCalendar({
  now,
  events: [],
  holidays: none,
  documents: [doc()],
  answers: NO_ANSWERS,
  dividends: [],
});
const options = {
  host: 'healthforall.example',
  calendarName: 'Compliance calendar',
  now,
  pageUrl: () => 'https://healthforall.example/investor/shareholding-pattern',
};

describe('the compliance calendar as .ics', () => {
  const parsed = new ICAL.Component(ICAL.parse(buildComplianceIcs(items, options)));
  const events = parsed.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));

  it('holds one event per open item, none for done ones', () => {
    const open = items.filter((i) => i.status === 'due' || i.status === 'overdue');
    expect(events).toHaveLength(open.length);
    expect(events.map((e) => e.uid)).not.toContain('shp:2026-12-31@healthforall.example');
  });

  it('puts each at its deadline with a reminder a day before, and says its clause', () => {
    const governance = events.find((e) => e.uid === 'ifg:2026-12-31@healthforall.example');
    expect(governance?.startDate.toJSDate().toISOString()).toBe('2027-01-30T18:29:00.000Z');
    expect(governance?.summary).toBe(
      'Due: Integrated Filing (Governance) (Quarter ended 31 Dec 2026)',
    );
    expect(governance?.description).toMatch(/Reg 10\(1A\)/);
    const alarm = governance?.component.getFirstSubcomponent('valarm');
    expect(alarm?.getFirstPropertyValue('trigger')?.toString()).toBe('-P1D');
  });
});
