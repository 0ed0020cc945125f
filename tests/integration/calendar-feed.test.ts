import { PostgrestClient } from '@supabase/postgrest-js';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarFeed } from '@/entry-server';
import type { Database } from '@/lib/database.types';
import { LOCAL_ANON_KEY } from '../../supabase/local/keys';
import { TEMPLATE_EVENT } from '../support/hostile-titles';
import { startTestBackend, type Client, type TestBackend } from './support/backend';

// The subscribable feed as the build writes it (scripts/prerender.ts calls calendarFeed with the
// visitor's key), read back by ical.js as a subscriber's calendar app would read it.
let t: TestBackend;
let admin: Client;
beforeAll(async () => {
  t = await startTestBackend({ seed: false });
  admin = await t.admin();
});
afterAll(() => t.stop());

/** What RFC 5545 TEXT may not hold, and the line breaks it writes as \n. */
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const NOT_TEXT = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029]/;

const buildReader = (url: string) =>
  new PostgrestClient<Database>(`${url}/rest/v1`, {
    headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${LOCAL_ANON_KEY}` },
  });

describe('the calendar feed', () => {
  it('holds every event, a cancelled one as CANCELLED with its raised SEQUENCE, and a record date as a day', async () => {
    const inserted = await admin
      .from('investor_events')
      .insert([
        {
          title: 'Board meeting, feed test',
          kind: 'board_meeting',
          starts_at: '2027-02-10T05:30:00Z',
          ends_at: '2027-02-10T08:30:00Z',
        },
        { title: 'Record date, feed test', kind: 'record_date', starts_at: '2027-03-14T18:30:00Z' },
        { title: 'EGM, feed test', kind: 'egm', starts_at: '2027-04-01T05:30:00Z' },
      ])
      .select('id, title');
    expect(inserted.error).toBeNull();
    const egm = inserted.data?.find((e) => e.title === 'EGM, feed test');
    await admin
      .from('investor_events')
      .update({ cancelled_at: new Date().toISOString() })
      .eq('id', egm?.id ?? '');

    const text = await calendarFeed(buildReader(t.url));
    const calendar = new ICAL.Component(ICAL.parse(text));
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    const byTitle = new Map(events.map((e) => [e.summary, e]));
    expect([...byTitle.keys()]).toEqual(
      expect.arrayContaining([
        'Board meeting, feed test',
        'Record date, feed test',
        'EGM, feed test',
      ]),
    );
    expect(byTitle.get('Board meeting, feed test')?.startDate.toJSDate().toISOString()).toBe(
      '2027-02-10T05:30:00.000Z',
    );
    expect(byTitle.get('Record date, feed test')?.startDate.toString()).toBe('2027-03-15');
    const cancelled = byTitle.get('EGM, feed test');
    expect(cancelled?.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(cancelled?.sequence).toBe(1);
    // One UID per row, stable across builds.
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
    expect(await calendarFeed(buildReader(t.url))).toBe(text);
  });

  // Text stored as typed, written as RFC 5545 TEXT: 3.1's CONTROL (%x00-08 / %x0A-1F / %x7F)
  // never reaches a line, and every line break, Unicode's too, is written as \n (3.3.11). The
  // database refuses control characters in a title (and all but a line feed in a purpose) since
  // 20261128110000, and Unicode's line and paragraph separators in a title since 20261206170000;
  // a purpose, a box of several lines, keeps them.
  it('copies titles made of template syntax, and writes line separators as text', async () => {
    const pasted = {
      title: 'Board meeting on results, record date pasted',
      kind: 'board_meeting' as const,
      starts_at: '2027-05-10T05:30:00Z',
      purpose: 'Line one\u2028line two\nline three',
    };
    const refused = await admin.from('investor_events').insert({
      ...pasted,
      title: 'Board\vmeeting\fon results\u0085dividend\u0001 pasted',
    });
    expect(refused.error?.message).toBe(
      'The title contains a control character (U+000B) that does not show on a page. Remove it, or type the text again instead of pasting it.',
    );
    const inserted = await admin
      .from('investor_events')
      .insert([{ ...TEMPLATE_EVENT, kind: 'other', starts_at: '2027-05-01T05:30:00Z' }, pasted]);
    expect(inserted.error).toBeNull();

    const text = await calendarFeed(buildReader(t.url));
    const unfolded = text.replace(/\r\n[ \t]/g, '').split('\r\n');
    expect(unfolded.filter((line) => NOT_TEXT.test(line))).toEqual([]);
    const events = new ICAL.Component(ICAL.parse(text))
      .getAllSubcomponents('vevent')
      .map((v) => new ICAL.Event(v));
    const template = events.find((e) => e.summary === TEMPLATE_EVENT.title);
    expect(template?.location).toBe(TEMPLATE_EVENT.place);
    expect(template?.description).toContain(TEMPLATE_EVENT.purpose.replace('\u2028', '\n'));
    const written = events.find((e) => e.summary.endsWith('pasted'));
    expect(written?.summary).toBe('Board meeting on results, record date pasted');
    // A title with a separator in it is refused, in the words of a line break.
    const separated = await admin
      .from('investor_events')
      .insert({ ...pasted, title: 'Board meeting on results\u2028record\u2029date pasted' });
    expect(separated.error?.message).toBe('The title must be on one line: remove the line break.');
    expect(written?.description).toContain('Line one\nline two\nline three');
  });
});
