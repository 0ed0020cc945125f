import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
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

  test('shows the next event on the investors’ home, in IST', async ({ page }) => {
    await visit(page, '/investor');
    await expect(page.getByText('Board meeting on quarterly results (sample)')).toBeVisible();
    await expect(page.getByText(/11:00 am – 2:00 pm IST/)).toBeVisible();
  });
});
