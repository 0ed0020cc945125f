import { logInAsAdmin } from './support/auth';
import { expect, test } from './support/fixtures';
import { openRoute, visit } from './support/page';
import { DASHBOARD_PATH, PUBLIC_ROUTES } from './support/routes';
import { escapeRegExp } from './support/text';

test.describe('every route of the route table', () => {
  for (const route of PUBLIC_ROUTES) {
    test(`${route.path} shows '${route.heading}' without a console error`, async ({
      page,
      consoleErrors,
    }) => {
      const response = await openRoute(page, route);
      if (!route.missing) expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(
        new RegExp(`^${escapeRegExp(route.tabTitle ?? route.heading)}`),
      );
      expect(consoleErrors()).toEqual([]);
    });
  }
});

test('an unknown path shows Page Not Found, logs the path and links back home', async ({
  page,
}) => {
  const missingPath = '/investor/no-such-report';
  const logged = page.waitForEvent('console', (message) => message.text().includes(missingPath));
  await visit(page, missingPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  expect((await logged).type()).toBe('warning');
  await page.getByRole('link', { name: 'Back to the homepage' }).click();
  await expect(page).toHaveURL('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Empowering Health Since 1985' }),
  ).toBeVisible();
});

test('a visitor who opens /dashboard is sent to the home page', async ({ page }) => {
  await visit(page, DASHBOARD_PATH);
  await expect(page).toHaveURL('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Empowering Health Since 1985' }),
  ).toBeVisible();
  // The redirect replaces the history entry, so Back does not return to the guarded page.
  expect(await page.evaluate(() => window.history.length)).toBe(2);
});

test('the admin reaches the dashboard with its welcome, cards and no console error', async ({
  page,
  consoleErrors,
}) => {
  await visit(page, '/');
  await logInAsAdmin(page);
  await visit(page, DASHBOARD_PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByText(/^Welcome, /)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dashboard Home' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  expect(consoleErrors()).toEqual([]);
});
