import { PostgrestClient } from '@supabase/postgrest-js';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { calendarFeed, disclosuresFeed } from '@/entry-server';
import type { Database } from '@/lib/database.types';
import { CALENDAR_FEED_PATH } from '@/lib/ics';
import { LOCAL_ANON_KEY } from '../../supabase/local/keys';
import { startTestBackend, type Client, type TestBackend } from './support/backend';

// The feeds under `npm start`: Vite's dev server, with the project's own config, answers each
// feed's address with what a build would write (the same calendarFeed and disclosuresFeed), made
// per request (scripts/feeds-dev.ts).
let t: TestBackend;
let admin: Client;
let site: ViteDevServer;
let siteUrl: string;

beforeAll(async () => {
  t = await startTestBackend({ seed: false });
  admin = await t.admin();
  // What `npm start` gives the site: the backend's address, read by src/lib/env.ts.
  process.env.VITE_SUPABASE_URL = t.url;
  site = await createServer({
    configFile: 'vite.config.ts',
    logLevel: 'silent',
    server: { host: '127.0.0.1', port: 0, strictPort: false, hmr: false, watch: null },
  });
  await site.listen();
  const address = site.httpServer?.address();
  if (!address || typeof address === 'string') throw new Error('the dev server has no port');
  siteUrl = `http://127.0.0.1:${address.port}`;
}, 120_000);
afterAll(async () => {
  await site?.close();
  delete process.env.VITE_SUPABASE_URL;
  await t.stop();
});

const buildReader = () =>
  new PostgrestClient<Database>(`${t.url}/rest/v1`, {
    headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${LOCAL_ANON_KEY}` },
  });

const addEvent = async (title: string, starts_at: string) => {
  const { error } = await admin
    .from('investor_events')
    .insert({ title, kind: 'board_meeting', starts_at });
  expect(error).toBeNull();
};

describe('the calendar feed under the dev server', () => {
  it('is served at the built address with the build’s own text, and the calendar type', async () => {
    await addEvent('Board meeting, dev feed test', '2027-05-12T05:30:00Z');
    const response = await fetch(`${siteUrl}${CALENDAR_FEED_PATH}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const body = await response.text();
    expect(body).toBe(await calendarFeed(buildReader()));
    expect(body).toContain('SUMMARY:Board meeting\\, dev feed test');
  }, 120_000);

  it('holds an event saved a moment ago, without a build', async () => {
    await addEvent('AGM, dev feed test', '2027-08-20T05:30:00Z');
    const body = await (await fetch(`${siteUrl}${CALENDAR_FEED_PATH}`)).text();
    expect(body).toContain('SUMMARY:AGM\\, dev feed test');
  }, 60_000);
});

describe('the disclosures feed under the dev server', () => {
  const FEED = paths.investor.disclosuresFeed;

  it('is served at the built address with the build’s own text, and the Atom type', async () => {
    const { error } = await admin.from('policies').insert({
      document_title: 'Dividend distribution policy, dev feed test',
      view_download: 'https://example.com/policy.pdf',
    });
    expect(error).toBeNull();
    const response = await fetch(`${siteUrl}${FEED}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    const body = await response.text();
    // Exactly what a build would write from the same rows.
    expect(body).toBe(await disclosuresFeed(buildReader()));
    expect(body).toContain(
      '<title type="text">Dividend distribution policy, dev feed test</title>',
    );
  }, 120_000);

  it('holds a document saved a moment ago, without a build', async () => {
    const { error } = await admin.from('corporate_announcement').insert({
      document_title: 'Outcome of the board meeting, dev feed test',
      view_download: 'https://example.com/outcome.pdf',
    });
    expect(error).toBeNull();
    const body = await (await fetch(`${siteUrl}${FEED}`)).text();
    expect(body).toContain('Outcome of the board meeting, dev feed test');
  }, 60_000);
});
