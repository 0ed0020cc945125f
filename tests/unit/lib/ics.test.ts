import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildCalendar, escapeText, foldLine, icsFileName } from '@/lib/ics';
import type { InvestorEventRow } from '@/lib/investor-events';

// What we write is read back by ical.js (Mozilla's parser, used by Thunderbird), as a calendar
// app would read it.
const options = { host: 'healthforall.example', calendarName: 'Health For All: investor calendar' };

const row = (overrides: Partial<InvestorEventRow> = {}): InvestorEventRow => ({
  id: '6f1c2a4e-8d0b-4c55-9a7e-1b2c3d4e5f60',
  title: 'Board meeting; results, Q3 \\ FY 2026-27',
  kind: 'board_meeting',
  starts_at: '2027-02-10T05:30:00+00:00',
  ends_at: '2027-02-10T08:30:00+00:00',
  place: 'Registered office, Hyderabad',
  link: 'https://example.com/webcast?id=1',
  purpose: `To approve the unaudited results.\nSecond line, with a comma; and ₹ ${'long '.repeat(30)}`,
  board_purposes: null,
  document_links: ['https://example.com/notice.pdf'],
  cancelled_at: null,
  sequence: 0,
  dividend_id: null,
  created_at: '2027-01-20T10:00:00+00:00',
  updated_at: '2027-01-21T10:00:00+00:00',
  ...overrides,
});

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const [vevent] = calendar.getAllSubcomponents('vevent');
  if (!vevent) throw new Error('no VEVENT');
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

describe('iCalendar output', () => {
  it('parses back with the same title, place, description, times and UID', () => {
    const { event, calendar } = parse(buildCalendar([row()], options));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(event.uid).toBe('6f1c2a4e-8d0b-4c55-9a7e-1b2c3d4e5f60@healthforall.example');
    expect(event.summary).toBe(row().title);
    expect(event.location).toBe('Registered office, Hyderabad');
    expect(event.description).toContain(row().purpose);
    expect(event.startDate.toJSDate().toISOString()).toBe('2027-02-10T05:30:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2027-02-10T08:30:00.000Z');
    expect(event.startDate.zone?.tzid).toBe('UTC');
  });

  it('stamps DTSTAMP from the row, so every build writes the same file', () => {
    const text = buildCalendar([row()], options);
    expect(text).toContain('DTSTAMP:20270121T100000Z\r\n');
    expect(buildCalendar([row()], options)).toBe(text);
  });

  it('marks a cancelled event CANCELLED with the higher sequence the database gave it', () => {
    const cancelled = row({ cancelled_at: '2027-02-01T00:00:00Z', sequence: 2 });
    const { vevent, event } = parse(buildCalendar([cancelled], options));
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(event.sequence).toBe(2);
    expect(parse(buildCalendar([row()], options)).vevent.getFirstPropertyValue('status')).toBe(
      'CONFIRMED',
    );
  });

  it('ends every line with CRLF and folds none longer than 75 octets', () => {
    const text = buildCalendar([row()], options);
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.split('\r\n');
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('escapes backslashes, semicolons, commas and newlines', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  // RFC 5545 3.1: CONTROL = %x00-08 / %x0A-1F / %x7F; 3.3.11: TEXT holds no CONTROL, and a line
  // break is written only as \n. What a title pasted from a word processor can carry.
  it('writes no control character into TEXT: line breaks become \\n, the rest are dropped', () => {
    const title =
      'Board\vmeeting\fon\u0085results\u2028and\u2029dividend\u0001\u001f\u007f\u009b end\tQ3';
    const text = buildCalendar(
      [row({ title, place: 'Indore\u000b', purpose: 'a\u2028b' })],
      options,
    );
    const content = text.replace(/\r\n /g, '').replace(/\r\n/g, '');
    // eslint-disable-next-line no-control-regex -- control characters are what this looks for
    expect(content).not.toMatch(/[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029]/);
    const { event } = parse(text);
    expect(event.summary).toBe('Board\nmeeting\non\nresults\nand\ndividend end\tQ3');
    expect(event.location).toBe('Indore\n');
    expect(event.description).toContain('a\nb');
  });

  it('writes the webcast link as a URI, percent-encoded', () => {
    const text = buildCalendar([row({ link: 'https://example.com/a b\u0001?q=é' })], options);
    expect(text).toContain('URL:https://example.com/a%20b%01?q=%C3%A9\r\n');
  });

  it('never folds inside a multi-byte character', () => {
    const folded = foldLine(`SUMMARY:${'₹'.repeat(40)}`);
    expect(folded.split('\r\n ').join('')).toBe(`SUMMARY:${'₹'.repeat(40)}`);
    expect(folded).not.toContain('\uFFFD');
  });

  it('writes a feed of several events that parses to all of them', () => {
    const second = row({ id: '7f1c2a4e-8d0b-4c55-9a7e-1b2c3d4e5f61', title: 'AGM', kind: 'agm' });
    const calendar = new ICAL.Component(ICAL.parse(buildCalendar([row(), second], options)));
    expect(calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v).summary)).toEqual([
      row().title,
      'AGM',
    ]);
  });

  it('names the file by the day in India and the title', () => {
    expect(icsFileName(row({ starts_at: '2027-03-31T20:00:00Z' }))).toBe(
      '2027-04-01-board-meeting-results-q3-fy-2026-27.ics',
    );
  });

  it('writes a record date as an all-day event on India’s date, even when that is the next UTC day', () => {
    // 00:00 IST on 15 March is 18:30 UTC on 14 March: the date must stay the 15th.
    const recordDate = row({
      kind: 'record_date',
      starts_at: '2027-03-14T18:30:00Z',
      ends_at: null,
    });
    const text = buildCalendar([recordDate], options);
    expect(text).toContain('DTSTART;VALUE=DATE:20270315\r\n');
    const { event } = parse(text);
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe('2027-03-15');
    // DTEND is exclusive (RFC 5545 3.6.1): one day.
    expect(event.endDate.toString()).toBe('2027-03-16');
    expect(event.duration.days).toBe(1);
  });

  it('writes a book closure over several days as one all-day event through its last day', () => {
    const closure = row({
      kind: 'book_closure',
      starts_at: '2027-07-19T18:30:00Z',
      ends_at: '2027-07-25T18:29:00Z',
    });
    const { event } = parse(buildCalendar([closure], options));
    expect([event.startDate.toString(), event.endDate.toString()]).toEqual([
      '2027-07-20',
      '2027-07-26',
    ]);
  });
});
