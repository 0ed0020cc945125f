import { PostgrestClient } from '@supabase/postgrest-js';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarFeed } from '@/entry-server';
import type { Database } from '@/lib/database.types';
import { LOCAL_ANON_KEY } from '../../supabase/local/keys';
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
});
