import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { logInAsAdmin } from './support/auth';
import { findAccessibilityViolations } from './support/axe';
import { formatIndianDate } from '../../src/lib/format-date';
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
