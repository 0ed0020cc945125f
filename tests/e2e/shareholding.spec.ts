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
    // The seed's latest quarter: 80,85,000 of 1,50,00,000 shares.
    await expect(
      split(page).getByRole('row').filter({ hasText: 'Promoter and promoter group' }),
    ).toContainText('53.90%');
    await expect(trend(page).getByRole('row')).toHaveCount(9);
    await expect(page.getByRole('note')).toContainText('Sample figures');
    await expect(
      page.getByText('Shareholding pattern, quarter ended September 2024'),
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
  await expect(form.getByLabel('Promoter and promoter group')).toHaveValue('8085000');
  await form.getByLabel('Promoter and promoter group').fill('81,35,000');
  await form.getByRole('button', { name: `Save changes to the ${name}` }).click();
  await expect(
    form.getByText(
      'The categories add up to 1,50,50,000 shares, but the total is 1,50,00,000 (50,000 too many): check each figure against the filed pattern.',
    ),
  ).toBeVisible();
  await form.getByLabel('Resident individuals').fill('43,18,000');
  await expect(form.getByText('The categories add up to 1,50,00,000 shares.')).toBeVisible();
  await form.getByRole('button', { name: `Save changes to the ${name}` }).click();
  await expect(toasts(page).getByText('Quarter updated', { exact: true })).toBeVisible();
  const listed = page.getByRole('list', { name: 'Shareholding quarters' }).getByRole('listitem');
  await expect(listed.first()).toContainText('promoter 54.23%');

  await visit(page, PAGE);
  await expect(
    split(page).getByRole('row').filter({ hasText: 'Promoter and promoter group' }),
  ).toContainText('54.23%');
});

for (const { name, viewport } of VIEWPORTS) {
  test(`shareholding at a glance passes axe ${name}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await visit(page, PAGE);
    await expect(trend(page)).toBeVisible();
    expect(await findAccessibilityViolations(page)).toEqual([]);
  });
}
