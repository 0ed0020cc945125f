import { logInAsAdmin } from './support/auth';
import { expect, test } from './support/fixtures';
import { visit } from './support/page';
import { DASHBOARD_PATH, PUBLIC_ROUTES } from './support/routes';
import { servedSitemapPaths } from './support/sitemap';

test('the sitemap lists every route of the specification’s table', async ({ request }) => {
  const listed = await servedSitemapPaths(request);
  const published = PUBLIC_ROUTES.filter((route) => !route.missing).map((route) => route.path);
  expect(published.filter((path) => !listed.includes(path))).toEqual([]);
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

test('a visitor who opens /dashboard is asked to log in there and then', async ({ page }) => {
  await visit(page, DASHBOARD_PATH);
  await expect(page.getByRole('dialog', { name: 'Admin Login' })).toBeVisible();
  await expect(page).toHaveURL(DASHBOARD_PATH);
});

test('the admin reaches the desk with its welcome, Today and no placeholder card', async ({
  page,
  consoleErrors,
}) => {
  await visit(page, '/');
  await logInAsAdmin(page);
  await visit(page, DASHBOARD_PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  await expect(page.getByText(/^Welcome, /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dashboard Home' })).toHaveCount(0);
  await expect(page.getByText('Supabase')).toHaveCount(0);
  expect(consoleErrors()).toEqual([]);
});
