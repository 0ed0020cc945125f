import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { logInAndVisit } from './support/auth';
import { findAccessibilityViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { toasts, visit } from './support/page';
import { DESKTOP, VIEWPORTS } from './support/viewports';

// The desk's Today against the real backend and its seed: what needs attention now, grouped and
// counted, fitting a screen or two, the rest a click away; the day the desk counts from, stated
// and set by the company secretary; the same verdicts as the calendar beside it.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** India's day `n` days from now (IST is UTC+05:30 all year), and as the desk prints it. */
function indiaDay(n: number): { iso: string; words: string } {
  const day = new Date(Date.now() + 330 * 60_000 + n * 86_400_000);
  const words = `${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
  return { iso: day.toISOString().slice(0, 10), words };
}

const attention = (page: Page) => page.getByRole('region', { name: 'What needs attention' });

// One test here moves the day the records begin (and puts it back): the tests of this file run
// one after another, so none reads the desk while it is moved. Other files' tests only look for
// items of their own, which an earlier day keeps.
test.describe.configure({ mode: 'default' });

test('Today groups and counts what needs attention, fits two screens at 1280 px and agrees with the calendar', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize(DESKTOP);
  await logInAndVisit(page, '/dashboard');
  const today = attention(page);
  // The seed sets the records to begin 90 days before the backend started.
  await expect(today.getByText(/the day the site’s records begin/)).toContainText(
    indiaDay(-90).words,
  );
  const overdue = today.getByRole('region', { name: /^Overdue \(\d+\)$/ });
  await expect(overdue).toBeVisible();
  const heading = (await overdue.getByRole('heading').textContent()) ?? '';
  const count = Number(/\((\d+)\)/.exec(heading)?.[1]);
  expect(count).toBeGreaterThan(0);
  await expect(today.getByRole('link', { name: `${count} overdue` })).toBeVisible();
  // At most three lines a group; the rest a click away.
  expect(await overdue.getByRole('listitem').count()).toBeLessThanOrEqual(3);
  // The seed's director who ceased 60 days ago, entered six days later: late, and on Today.
  await expect(today.getByRole('region', { name: /^Entered late/ })).toContainText(
    'Sample Director Seven (SAMPLE) ceased',
  );
  // Committees without members are among what is to enter (other specs' directors without a
  // profile may come first, so the whole list is read where Today sends the reader for it).
  const toEnter = today.getByRole('region', {
    name: /^To enter in the company’s records \(\d+\)$/,
  });
  await expect(toEnter).toBeVisible();
  const toEnterMore = toEnter.getByRole('link', { name: /in Company facts/ });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeLessThanOrEqual(2 * DESKTOP.height);

  // The calendar gives the annual report the same verdict and the same date: the seed's AGM was
  // 60 days ago, so its report was due 22 days before it (no other spec adds an annual report).
  const report = overdue.getByRole('listitem').filter({ hasText: /^Annual report/ });
  const due = /Due by (.+? IST)/.exec((await report.textContent()) ?? '')?.[1] ?? '';
  expect(due).not.toBe('');
  await today.getByRole('link', { name: /in the compliance calendar \(Overdue\)$/ }).click();
  await expect(page).toHaveURL('/dashboard/calendar');
  const calendarOverdue = page.getByRole('region', { name: /^Overdue \(\d+\)$/ });
  await expect(calendarOverdue.locator('[data-item^="ar:"]')).toContainText(`Due by ${due}`);
  // Company facts lists every one, the committee as the Board page has it: "Members not yet
  // published".
  await visit(page, '/dashboard');
  await toEnterMore.click();
  await expect(page).toHaveURL('/dashboard/company');
  await expect(page.getByRole('main')).toContainText('Risk Management Committee: its members');
  await visit(page, '/investor/board-of-directors');
  await expect(
    page
      .getByRole('row', { name: /Risk Management Committee/ })
      .getByText('Members not yet published'),
  ).toBeVisible();
});

test('the company secretary sets the day the records begin, and Today counts from it', async ({
  page,
}) => {
  test.slow();
  await logInAndVisit(page, '/dashboard/calendar');
  const setting = page.getByRole('region', { name: 'When the site’s records begin' });
  const field = setting.getByLabel('The site’s records begin on');
  const seeded = await field.inputValue();
  expect(seeded).toBe(indiaDay(-90).iso);

  // A day after today is refused in words, before anything is sent.
  await field.fill(indiaDay(1).iso);
  await setting.getByRole('button', { name: 'Save the day' }).click();
  await expect(
    setting.getByText(
      'The site’s records cannot begin after today: choose today or an earlier day.',
    ),
  ).toBeVisible();

  // An earlier day only adds items, so the other specs' own items stay where they are.
  const earlier = indiaDay(-120);
  await field.fill(earlier.iso);
  await setting.getByRole('button', { name: 'Save the day' }).click();
  await expect(toasts(page).getByText(`The desk now counts from ${earlier.words}.`)).toBeVisible();
  await visit(page, '/dashboard');
  await expect(attention(page).getByText(/the day the site’s records begin/)).toContainText(
    earlier.words,
  );

  // Put back as the seed left it.
  await visit(page, '/dashboard/calendar');
  await setting.getByLabel('The site’s records begin on').fill(seeded);
  await setting.getByRole('button', { name: 'Save the day' }).click();
  await expect(
    toasts(page).getByText(`The desk now counts from ${indiaDay(-90).words}.`),
  ).toBeVisible();
});

for (const { name, viewport } of VIEWPORTS) {
  test(`Today passes axe ${name}`, async ({ page }) => {
    test.slow();
    await page.setViewportSize(viewport);
    await logInAndVisit(page, '/dashboard');
    await expect(attention(page).getByRole('region', { name: /^Overdue/ })).toBeVisible();
    expect(await findAccessibilityViolations(page)).toEqual([]);
    // There is no sideways scrolling on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    const shots = process.env.E2E_SHOTS_DIR;
    if (shots) {
      await mkdir(shots, { recursive: true });
      await page.screenshot({ path: `${shots}/today-${viewport.width}.png`, fullPage: true });
      // The rest, a click away: the records' first day, the calendar and Regulation 46.
      await visit(page, '/dashboard/calendar');
      await expect(page.getByRole('region', { name: /^Overdue \(\d+\)$/ })).toBeVisible();
      await page.screenshot({
        path: `${shots}/calendar-page-${viewport.width}.png`,
        fullPage: true,
      });
    }
  });
}
