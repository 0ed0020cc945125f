import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { logInAndVisit } from './support/auth';
import { findAccessibilityViolations } from './support/axe';
import { addLinkDocument } from './support/documents';
import { uniqueTitle } from './support/files';
import { toasts, visit } from './support/page';
import { VIEWPORTS } from './support/viewports';

// The administrator's event desk, in a browser in New York: the IST inputs and the
// IST times shown must not follow the browser's zone.
test.use({ timezoneId: 'America/New_York' });

/** Tomorrow in India as YYYY-MM-DD (IST is UTC+05:30 all year). */
function istTomorrow(): string {
  const shifted = new Date(Date.now() + 330 * 60_000 + 86_400_000);
  return shifted.toISOString().slice(0, 10);
}

async function adminOnDashboard(page: Page) {
  await logInAndVisit(page, '/dashboard/calendar');
  await expect(
    page.getByRole('heading', { name: 'Compliance calendar', exact: true }),
  ).toBeVisible();
}

test('the admin adds a board meeting, investors see it in IST, and its outcome turns done', async ({
  page,
}) => {
  test.slow();
  const title = uniqueTitle('E2E board meeting on results');
  const day = istTomorrow();
  await adminOnDashboard(page);

  await page.getByRole('button', { name: 'Add event', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add event' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Kind of event').selectOption('board_meeting');
  await dialog.getByLabel('Starts (IST)').fill(`${day}T11:00`);
  // Bad input first: an end before the start and a webcast link over http.
  await dialog.getByLabel('Ends (IST)').fill(`${day}T10:00`);
  await dialog.getByLabel('Webcast or dial-in link').fill('http://example.com/live');
  await dialog.getByRole('button', { name: 'Add event' }).click();
  await expect(dialog.getByText('The event must end after it starts.')).toBeVisible();
  await expect(
    dialog.getByText('The webcast or dial-in link must be a web address starting with https://.'),
  ).toBeVisible();
  // What the board will consider is asked, not guessed from the title (Regulation 29(1)).
  const purposes = dialog.getByRole('group', { name: 'What will the board consider?' });
  await expect(purposes).toHaveAccessibleDescription(/^Regulation 29\(1\)/);
  await expect(purposes.getByText(/^Choose what the board will consider/)).toBeVisible();
  await purposes.getByLabel('None of these (no notice to the exchanges is needed)').check();
  await purposes.getByLabel(/^Financial results/).check();
  await dialog.getByRole('button', { name: 'Add event' }).click();
  await expect(purposes.getByText(/^“None of these” cannot go with a proposal/)).toBeVisible();
  await purposes.getByLabel('None of these (no notice to the exchanges is needed)').uncheck();
  await dialog.getByLabel('Ends (IST)').fill(`${day}T13:00`);
  await dialog.getByLabel('Webcast or dial-in link').fill('https://example.com/live');
  await dialog.getByRole('button', { name: 'Add event' }).click();
  // Saved, with Regulation 29(2)'s warning: a board meeting tomorrow has less than two working
  // days' notice.
  await expect(toasts(page).getByText('Saved, with a warning', { exact: true })).toBeVisible();
  await expect(toasts(page).getByText(/Regulation 29\(2\)/)).toBeVisible();
  await expect(dialog).toBeHidden();

  // The outcome is due 30 minutes after the meeting ends: 1:30 pm IST tomorrow, this week.
  const thisWeek = page.getByRole('region', { name: /^Due this week \(\d+\)$/ });
  const item = thisWeek
    .getByRole('listitem')
    .filter({ hasText: `Outcome of the meeting · ${title}` });
  await expect(item).toContainText('1:30 pm IST');
  // The results it approves, during trading hours, run on the same 30 minutes (Sch III A.4).
  await expect(
    thisWeek
      .getByRole('listitem')
      .filter({ hasText: `Financial results approved at the meeting · ${title}` }),
  ).toContainText('1:30 pm IST');

  // The calendar, live, in IST although the browser is in New York.
  await visit(page, '/investor/calendar');
  await expect(page.locator('[data-events="live"]')).toBeVisible();
  const upcoming = page.getByRole('region', { name: 'Upcoming events' });
  const card = upcoming
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card).toContainText('11:00 am – 1:00 pm IST');
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: /^Add to calendar \(\.ics\)/ }).click();
  const text = await readFile((await (await downloading).path()) ?? '', 'utf8');
  const event = new ICAL.Event(
    new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent') ?? undefined,
  );
  expect(event.summary).toBe(title);
  expect(event.startDate.toJSDate().toISOString()).toBe(new Date(`${day}T05:30:00Z`).toISOString());

  // The investors' home: the next event going ahead.
  await visit(page, '/investor');
  await expect(page.getByText(title)).toBeVisible();

  // The outcome document, added after the event to Corporate Announcements (one of the outcome's
  // tables): not to Financial Reports, whose seeded dates another spec reads on the Regulation 46
  // page, and which a new row there would change.
  await visit(page, '/investor/corporate-announcement');
  await addLinkDocument(
    page,
    'Add Corporate Announcement',
    `Outcome of ${title}`,
    `https://example.com/outcome-${Date.now()}.pdf`,
  );

  await visit(page, '/dashboard/calendar');
  const open = page
    .getByRole('region', { name: /^Due this week \(\d+\)$/ })
    .getByRole('listitem')
    .filter({ hasText: `Outcome of the meeting · ${title}` });
  await open.getByRole('button', { name: /^Link to the event/ }).click();
  const done = page
    .getByRole('region', { name: /^Done this quarter \(\d+\)$/ })
    .getByRole('listitem')
    .filter({ hasText: `Outcome of the meeting · ${title}` });
  await expect(done).toContainText(`On the site: Outcome of ${title}`);
});

test('a board meeting on none of the Regulation 29(1) proposals asks no notice, and a material event stays off the public calendar', async ({
  page,
}) => {
  test.slow();
  const title = uniqueTitle('E2E board meeting to appoint a director');
  const material = uniqueTitle('E2E fire at the Pithampur plant');
  const day = istTomorrow();
  await adminOnDashboard(page);

  await page.getByRole('button', { name: 'Add event', exact: true }).click();
  let dialog = page.getByRole('dialog', { name: 'Add event' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Kind of event').selectOption('board_meeting');
  // Later in the day than the first test's meeting, which expects to be the next event.
  await dialog.getByLabel('Starts (IST)').fill(`${day}T15:00`);
  await dialog.getByLabel('Ends (IST)').fill(`${day}T16:00`);
  await dialog
    .getByRole('group', { name: 'What will the board consider?' })
    .getByLabel('None of these (no notice to the exchanges is needed)')
    .check();
  await dialog.getByRole('button', { name: 'Add event' }).click();
  // Tomorrow, with no Regulation 29 proposal: saved without a short-notice warning.
  await expect(toasts(page).getByText('Event added', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  // The calendar's own items (readiness, on the same page, names the next one due as well).
  const items = page.locator('li[data-item]').filter({ hasText: title });
  await expect(items.filter({ hasText: 'Outcome of the meeting' })).toHaveCount(1);
  await expect(items.filter({ hasText: 'Notice of the board meeting' })).toHaveCount(0);

  // A material event: the form says it stays off the public calendar and asks when it occurred.
  await page.getByRole('button', { name: 'Add event', exact: true }).click();
  dialog = page.getByRole('dialog', { name: 'Add event' });
  await dialog.getByLabel('Title').fill(material);
  await dialog.getByLabel('Kind of event').selectOption('material_event_internal');
  await expect(dialog.getByText(/^Only the desk sees a material event/)).toBeVisible();
  await expect(dialog.getByRole('group', { name: 'What will the board consider?' })).toHaveCount(0);
  await dialog.getByLabel('Occurred (IST)').fill(`${day}T09:40`);
  await dialog.getByRole('button', { name: 'Add event' }).click();
  await expect(dialog).toBeHidden();
  // Regulation 30(6)(ii): 12 hours from its occurrence, 9:40 pm IST.
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: `Disclosure of the event to the exchanges · ${material}` }),
  ).toContainText('9:40 pm IST');

  await visit(page, '/investor/calendar');
  await expect(page.locator('[data-events="live"]')).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText(material)).toHaveCount(0);
});

test('a duplicate event is refused in plain words and nothing more is saved', async ({ page }) => {
  test.slow();
  const title = uniqueTitle('E2E AGM');
  const day = istTomorrow();
  await adminOnDashboard(page);
  for (let i = 0; i < 2; i++) {
    await page.getByRole('button', { name: 'Add event', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add event' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Kind of event').selectOption('agm');
    await dialog.getByLabel('Starts (IST)').fill(`${day}T15:00`);
    await dialog.getByRole('button', { name: 'Add event' }).click();
    if (i === 1) {
      await expect(
        toasts(page).getByText(
          'An event with this title already starts at this time: change the title or the start.',
        ),
      ).toBeVisible();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
    }
  }
  await expect(page.getByRole('list', { name: 'Investor events' }).getByText(title)).toHaveCount(1);
});

for (const { name, viewport } of VIEWPORTS) {
  test(`the event desk and the calendar pass axe ${name}`, async ({ page }) => {
    test.slow();
    await page.setViewportSize(viewport);
    await adminOnDashboard(page);
    await expect(page.getByRole('list', { name: 'Exchange holidays' })).toBeVisible();
    expect(await findAccessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Add event', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Add event' })).toBeVisible();
    expect(await findAccessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await visit(page, '/investor/calendar');
    await expect(
      page.getByRole('link', { name: /Subscribe to the investor calendar/ }),
    ).toBeVisible();
    expect(await findAccessibilityViolations(page)).toEqual([]);
  });
}
