import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { logInAsAdmin } from './support/auth';
import { findAccessibilityViolations } from './support/axe';
import { toasts, visit } from './support/page';
import { VIEWPORTS } from './support/viewports';

// Shareholding at a glance: prerendered on /investor/shareholding-pattern from the seed's eight
// sample quarters, kept from the dashboard's desk, whose changes a visitor's browser reads at once.
const PAGE = '/investor/shareholding-pattern';

const split = (page: Page) => page.getByRole('table', { name: /^Shareholding as of/ });
const trend = (page: Page) => page.getByRole('table', { name: /^Promoter and public holding/ });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the built page shows the latest split, the eight-quarter trend and the filed PDFs', async ({
    page,
  }) => {
    await page.goto(PAGE);
    await expect(split(page)).toContainText('Shareholding as of 30 Sep 2026');
    // The seed's latest quarter: 67,05,000 of 1,24,40,000 shares (the paid-up capital its sample
    // results state: 1,24,40,000 shares of ₹10).
    await expect(
      split(page).getByRole('row').filter({ hasText: 'Promoter and promoter group' }),
    ).toContainText('53.90%');
    await expect(trend(page).getByRole('row')).toHaveCount(9);
    await expect(page.getByRole('note')).toContainText('Sample figures');
    await expect(
      page.getByText('Shareholding pattern, quarter ended September 2024'),
    ).toBeVisible();
    // The seed's figures run to September 2026, its filed patterns to September 2024: the page
    // says what the desk counts overdue, instead of figures "as of" a quarter it does not hold.
    await expect(
      page.getByText(
        'The pattern filed for the quarter ended 30 Sep 2026 is not yet among the documents on this page.',
      ),
    ).toBeVisible();
  });
});

test('the administrator corrects a quarter, told first when it does not add up, and visitors see it', async ({
  page,
}) => {
  test.slow();
  await visit(page, '/');
  await logInAsAdmin(page);
  await visit(page, '/dashboard/shareholders');
  const name = 'quarter ended 30 Sep 2026';
  await page.getByRole('button', { name: `Edit the ${name}` }).click();
  const form = page.getByRole('form', { name: `Save changes to the ${name}` });
  await expect(form.getByLabel('Promoter and promoter group')).toHaveValue('6705000');
  await form.getByLabel('Promoter and promoter group').fill('67,55,000');
  await form.getByRole('button', { name: `Save changes to the ${name}` }).click();
  await expect(
    form.getByText(
      'The categories add up to 1,24,90,000 shares, but the total is 1,24,40,000 (50,000 too many): check each figure against the filed pattern.',
    ),
  ).toBeVisible();
  await form.getByLabel('Resident individuals').fill('35,73,000');
  await expect(form.getByText('The categories add up to 1,24,40,000 shares.')).toBeVisible();
  await form.getByRole('button', { name: `Save changes to the ${name}` }).click();
  await expect(toasts(page).getByText('Quarter updated', { exact: true })).toBeVisible();
  // The quarter it changed, by its day: not the list's first, which a newer quarter another
  // test adds would take.
  const listed = page.getByRole('list', { name: 'Shareholding quarters' }).getByRole('listitem');
  await expect(listed.filter({ hasText: '30 Sep 2026:' })).toContainText('promoter 54.30%');

  // A visitor sees it in the trend, in that quarter's row (the split above it shows the newest).
  await visit(page, PAGE);
  await expect(trend(page).getByRole('row').filter({ hasText: '30 Sep 2026' })).toContainText(
    '54.30%',
  );
});

// The pattern's XBRL: the fixture written from the in-bse-shp schema, moved to a quarter the
// seed does not have (30 Sep 2024), read in the browser, shown, and saved.
test('the administrator imports a quarter from the pattern’s XBRL, and is told in words when the file is for another day', async ({
  page,
}) => {
  test.slow();
  const xml = readFileSync(
    join(import.meta.dirname, '../fixtures/xbrl/shp-2025-10-31.xml'),
    'utf8',
  );
  await visit(page, '/');
  await logInAsAdmin(page);
  await visit(page, '/dashboard/shareholders');
  const file = page.getByLabel('Shareholding pattern XBRL file (.xml)');
  await file.setInputFiles({
    name: 'shp-14-aug.xml',
    mimeType: 'application/xml',
    buffer: Buffer.from(xml.replaceAll('2025-09-30', '2024-08-14')),
  });
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'The pattern is as on 14 Aug 2024, which is not the end of a quarter' }),
  ).toContainText('Nothing was saved.');

  await file.setInputFiles({
    name: 'shp-sep-2024.xml',
    mimeType: 'application/xml',
    buffer: Buffer.from(xml.replaceAll('2025-09-30', '2024-09-30')),
  });
  const preview = page.getByRole('table', { name: 'Shares in each category, as read' });
  await expect(preview.getByRole('row', { name: /Promoter and promoter group/ })).toContainText(
    '65,30,000',
  );
  await expect(preview.getByRole('row', { name: /Total the file states/ })).toContainText(
    '1,24,40,000',
  );
  await expect(preview.getByRole('row', { name: /The categories add up to/ })).toContainText(
    '1,24,40,000',
  );
  await page.getByRole('button', { name: 'Save the quarter ended 30 Sep 2024' }).click();
  await expect(
    toasts(page).getByText('Quarter ended 30 Sep 2024 added from shp-sep-2024.xml'),
  ).toBeVisible();
  // The desk lists the last eight quarters; the database knows the new one: the same file again
  // is refused in its words.
  await file.setInputFiles({
    name: 'shp-sep-2024-again.xml',
    mimeType: 'application/xml',
    buffer: Buffer.from(xml.replaceAll('2025-09-30', '2024-09-30')),
  });
  await page.getByRole('button', { name: 'Save the quarter ended 30 Sep 2024' }).click();
  await expect(
    toasts(page).getByText(/The quarter ended 30 September 2024 is already on the site/),
  ).toBeVisible();
});

for (const { name, viewport } of VIEWPORTS) {
  test(`shareholding at a glance passes axe ${name}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await visit(page, PAGE);
    await expect(trend(page)).toBeVisible();
    expect(await findAccessibilityViolations(page)).toEqual([]);
  });
}
