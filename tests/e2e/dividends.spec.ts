import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { logInAsAdmin } from './support/auth';
import { findAccessibilityViolations } from './support/axe';
import { addLinkDocument } from './support/documents';
import { uniqueTitle } from './support/files';
import { formatIndianDate } from '../../src/lib/format-date';

/** "10 December 2021", as the database words a day. */
const longDate = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
import { toasts, visit } from './support/page';
import { VIEWPORTS } from './support/viewports';

// The dividend history: prerendered on /investor/unclaimed-dividends from the seed's sample
// dividends, and kept from the dashboard's desk, whose changes a visitor's browser reads at once.
const PAGE = '/investor/unclaimed-dividends';

const history = (page: Page) => page.getByRole('table', { name: /^Dividends declared/ });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the built page lists the dividends, the latest first', async ({ page }) => {
    await page.goto(PAGE);
    const rows = history(page).getByRole('row');
    // The header, then the seed's nine sample dividends: one for each year its statements of
    // unpaid dividends name, so a shareholder's unclaimed amount always has its dividend.
    await expect(rows).toHaveCount(10);
    await expect(rows.nth(1)).toContainText('FY 2025-26');
    await expect(rows.nth(1)).toContainText('Interim');
    await expect(rows.nth(1)).toContainText('₹1.00');
    await expect(rows.nth(1)).toContainText('21 Nov 2025');
    await expect(rows.nth(9)).toContainText('FY 2018-19');
    await expect(rows.nth(8)).toContainText('FY 2019-20');
  });
});

/** A record date no other run of this spec has used: an interim dividend of FY 2026-27. */
function uniqueRecordDate(): string {
  const day = new Date(Date.UTC(2026, 3, 1) + (Date.now() % 300) * 86_400_000);
  return day.toISOString().slice(0, 10);
}

test('the administrator adds, corrects and removes a dividend, and visitors see each change', async ({
  page,
}) => {
  test.slow();
  const record = uniqueRecordDate();
  await visit(page, '/');
  await logInAsAdmin(page);
  await visit(page, '/dashboard/shareholders');
  const form = page.getByRole('form', { name: 'Add dividend' });
  await form.getByLabel('Financial year').fill('2026-27');
  await form.getByLabel('Dividend', { exact: true }).selectOption('interim');
  await form.getByLabel('Per share (₹)').fill('3.555');
  await form.getByLabel('Face value (₹)').fill('10');
  // Declared by the Board on the record date itself (the form asks it: s.124 counts from it).
  await form.getByLabel('Declared on').fill(record);
  await form.getByLabel('Record date').fill(record);
  await form.getByLabel('Payment date').fill('2026-03-01');
  await form.getByRole('button', { name: 'Add dividend' }).click();
  await expect(
    form.getByText(
      'Give the dividend per share in rupees, more than 0, with at most two decimal places.',
    ),
  ).toBeVisible();
  await expect(form.getByText(/^The payment date comes before the record date/)).toBeVisible();
  await form.getByLabel('Per share (₹)').fill('3.55');
  await form.getByLabel('Payment date').fill(record);
  await form.getByRole('button', { name: 'Add dividend' }).click();
  await expect(toasts(page).getByText('Dividend added', { exact: true })).toBeVisible();

  const name = 'Interim dividend FY 2026-27';
  const listed = page.getByRole('list', { name: 'Dividends' }).getByRole('listitem');
  await expect(listed.filter({ hasText: name })).toContainText('₹3.55 a share (35.5%)');

  // Its own row in the visitors' history: its year and its record date, no other test's.
  const own = history(page)
    .getByRole('row')
    .filter({ hasText: 'FY 2026-27' })
    .filter({
      hasText: formatIndianDate(record),
    });
  await visit(page, PAGE);
  await expect(own).toContainText('₹3.55');
  // Its record date is on the investor calendar, as any event is, without entering it twice.
  const recordDate = (p: Page, amount: string) =>
    p.getByRole('heading', {
      name: `Record date for the interim dividend 2026-27 (₹${amount} a share)`,
    });
  await visit(page, '/investor/calendar');
  await expect(recordDate(page, '3.55')).toBeVisible();

  await visit(page, '/dashboard/shareholders');
  await page.getByRole('button', { name: `Edit the ${name}` }).click();
  const edit = page.getByRole('form', { name: `Save changes to the ${name}` });
  await expect(edit.getByLabel('Per share (₹)')).toHaveValue('3.55');
  await edit.getByLabel('Per share (₹)').fill('4');
  await edit.getByRole('button', { name: `Save changes to the ${name}` }).click();
  await expect(toasts(page).getByText('Dividend updated', { exact: true })).toBeVisible();
  await expect(listed.filter({ hasText: name })).toContainText('₹4.00 a share (40%)');
  await visit(page, '/investor/calendar');
  await expect(recordDate(page, '4.00')).toBeVisible();
  await visit(page, '/dashboard/shareholders');

  await page.getByRole('button', { name: `Remove the ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Remove the ${name}?` });
  await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(toasts(page).getByText('Dividend removed', { exact: true })).toBeVisible();
  await expect(listed.filter({ hasText: name })).toHaveCount(0);
  // Gone from the live read too (the built page never had it).
  const read = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/rest/v1/dividends' && r.request().method() === 'GET',
  );
  await visit(page, PAGE);
  await read;
  await expect(history(page)).toBeVisible();
  await expect(own).toHaveCount(0);
  await visit(page, '/investor/calendar');
  await expect(
    page.getByRole('heading', { name: /^Record date for the interim dividend 2026-27/ }),
  ).toHaveCount(0);
});

for (const { name, viewport } of VIEWPORTS) {
  test(`the dividend history passes axe ${name}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await visit(page, PAGE);
    await expect(history(page)).toBeVisible();
    expect(await findAccessibilityViolations(page)).toEqual([]);
  });
}

/** Days after `day` (YYYY-MM-DD), as YYYY-MM-DD. */
const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The financial year a day falls in, as filings name it ("2026-27"), and its first day. */
function financialYearOf(day: string) {
  const year = Number(day.slice(0, 4)) - (day.slice(5) < '04-01' ? 1 : 0);
  return { label: `${year}-${String(year + 1).slice(2)}`, start: `${year}-04-01` };
}

test('the administrator records a dividend’s transfer to the Unpaid Dividend Account and ties its statement to it on the calendar', async ({
  page,
}) => {
  test.slow();
  // A final dividend declared 61 days ago (for the year before: no other test enters one, and
  // the seed's last is for 2024-25), moved to the account 30 days ago: its statement is due in
  // 60 days, under "Coming up" on the calendar.
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  const declared = plusDays(today, -61);
  const declaredIn = financialYearOf(declared);
  const year = financialYearOf(plusDays(declaredIn.start, -1)).label;
  const record = [plusDays(declared, -7), declaredIn.start].sort().reverse()[0] ?? declared;
  const moved = plusDays(today, -30);
  await visit(page, '/');
  await logInAsAdmin(page);
  await visit(page, '/dashboard/shareholders');
  const form = page.getByRole('form', { name: 'Add dividend' });
  await form.getByLabel('Financial year').fill(year);
  await form.getByLabel('Dividend', { exact: true }).selectOption('final');
  await form.getByLabel('Per share (₹)').fill('0.50');
  await form.getByLabel('Face value (₹)').fill('10');
  await form.getByLabel('Declared on').fill(declared);
  await form.getByLabel('Record date').fill(record);
  await form.getByLabel('Payment date').fill(plusDays(declared, 10));
  // A day before the thirty days are over is refused in the database's words.
  await form.getByLabel('Moved to the Unpaid Dividend Account on').fill(plusDays(declared, 29));
  await form.getByRole('button', { name: 'Add dividend' }).click();
  await expect(
    toasts(page).getByText(
      `The unpaid amounts move to the Unpaid Dividend Account after the thirty days from the declaration (section 124(1)): give a day on or after ${longDate(plusDays(declared, 30))}.`,
    ),
  ).toBeVisible();
  await form.getByLabel('Moved to the Unpaid Dividend Account on').fill(moved);
  await form.getByRole('button', { name: 'Add dividend' }).click();
  await expect(toasts(page).getByText('Dividend added', { exact: true })).toBeVisible();

  // Its statement, published today under the statements of unpaid dividends.
  const title = uniqueTitle(`E2E unpaid final dividend ${year}`);
  await visit(page, PAGE);
  await addLinkDocument(
    page,
    'Add Unpaid Dividend Statement',
    title,
    `https://example.com/unpaid-${Date.now()}.pdf`,
  );

  await visit(page, '/dashboard/calendar');
  const item = page.locator(`[data-item="s124:final-${record}"]`);
  await expect(item).toContainText(
    `Statement of the unpaid dividend (Unpaid Dividend Account) · Final dividend ${year}, declared ${formatIndianDate(declared)}`,
  );
  await expect(item).toContainText('linked to the dividend');
  // Ninety days from the transfer the desk recorded.
  await expect(item.locator('time').first()).toHaveText(
    `${formatIndianDate(plusDays(moved, 90))}, 11:59 pm IST`,
  );
  await item.getByLabel('Document that meets it').selectOption({ label: title });
  await item.getByRole('button', { name: /^Link to the dividend/ }).click();
  const done = page
    .getByRole('region', { name: /^Done this quarter \(\d+\)$/ })
    .locator(`[data-item="s124:final-${record}"]`);
  await expect(done).toContainText(`On the site: ${title}`);

  // The dividend leaves with its tie; the statement stays a statement.
  await visit(page, '/dashboard/shareholders');
  const name = `Final dividend FY ${year}`;
  await page.getByRole('button', { name: `Remove the ${name}` }).click();
  await page
    .getByRole('alertdialog', { name: `Remove the ${name}?` })
    .getByRole('button', { name: 'Remove', exact: true })
    .click();
  await expect(toasts(page).getByText('Dividend removed', { exact: true })).toBeVisible();
});
