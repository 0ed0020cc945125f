import { readFile } from 'node:fs/promises';
import { expect, test } from './support/fixtures';
import { visit } from './support/page';

// The seed's sample events (supabase/seed.sql), dated from the day the backend started.
test.describe('the investor calendar', () => {
  test.use({ timezoneId: 'America/Los_Angeles' });

  test('shows upcoming and past events in IST and downloads one as an .ics file', async ({
    page,
  }) => {
    await visit(page, '/investor/calendar');
    const upcoming = page.getByRole('region', { name: 'Upcoming events' });
    await expect(
      upcoming.getByRole('heading', { name: 'Board meeting on quarterly results (sample)' }),
    ).toBeVisible();
    // Seeded at 05:30 UTC: 11:00 am in India, whatever the browser's own zone.
    await expect(upcoming.getByText(/11:00 am – 2:00 pm IST/)).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Past events' })
        .getByRole('heading', { name: 'Annual general meeting (sample)' }),
    ).toBeVisible();

    const downloading = page.waitForEvent('download');
    await upcoming
      .getByRole('button', {
        name: /^Add to calendar \(\.ics\) ?: Earnings call with analysts and investors \(sample\)$/,
      })
      .click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(
      /^\d{4}-\d{2}-\d{2}-earnings-call-with-analysts-and-investors-sample\.ics$/,
    );
    const text = await readFile((await download.path()) ?? '', 'utf8');
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text).toContain('SUMMARY:Earnings call with analysts and investors (sample)\r\n');
    expect(text).toContain('STATUS:CONFIRMED\r\n');
  });

  test('shows the feed’s address on the host the page came from, and the link opens the feed', async ({
    page,
    baseURL,
  }) => {
    // The same site by another name than the configured one (VITE_SITE_URL is 127.0.0.1).
    const other = (baseURL ?? '').replace('127.0.0.1', 'localhost');
    await visit(page, `${other}/investor/calendar`);
    const subscribe = page.getByRole('region', { name: 'Subscribe' });
    await expect(subscribe.getByText(`${other}/investor/calendar.ics`)).toBeVisible();
    const feed = await page.request.get(
      await subscribe
        .getByRole('link', { name: /Subscribe to the investor calendar/ })
        .evaluate((a) => (a as HTMLAnchorElement).href),
    );
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(await feed.text()).toMatch(/^BEGIN:VCALENDAR\r\n/);
  });

  test('shows the next event on the investors’ home, in IST', async ({ page }) => {
    // The soonest upcoming event going ahead, from the same live read as the page: other specs
    // (events-desk.spec.ts) add events sooner than the seed's sample board meeting.
    const read = page.waitForResponse(
      (r) =>
        new URL(r.url()).pathname === '/rest/v1/investor_events' && r.request().method() === 'GET',
    );
    await visit(page, '/investor');
    type Row = {
      title: string;
      starts_at: string;
      ends_at: string | null;
      cancelled_at: string | null;
    };
    const rows = (await (await read).json()) as Row[];
    const next = rows
      .filter((e) => !e.cancelled_at && new Date(e.ends_at ?? e.starts_at).getTime() >= Date.now())
      .sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at))[0];
    expect(next, 'the seed has upcoming events').toBeDefined();
    await expect(page.getByText(next?.title ?? '', { exact: true })).toBeVisible();
    // Its start in India's time, whatever the browser's zone (Los Angeles here).
    const ist = new Date(Date.parse(next?.starts_at ?? '') + 330 * 60_000);
    const hour = ist.getUTCHours();
    const start = `${hour % 12 || 12}:${String(ist.getUTCMinutes()).padStart(2, '0')} ${hour < 12 ? 'am' : 'pm'}`;
    await expect(page.getByText(new RegExp(`${start}.* IST`))).toBeVisible();
  });
});
