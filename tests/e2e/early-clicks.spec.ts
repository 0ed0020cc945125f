/**
 * Public pages are prerendered, so a visitor can click before the app's scripts have run. On a
 * slow phone (CPU throttled 4×) such a click on the footer's Login, the Investor menu or the
 * mobile menu toggle must take effect once the app has started: never do nothing, never throw.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { footerAccountButton } from './support/auth';
import { DESKTOP, MOBILE } from './support/viewports';

/** A phone-class CPU, and the app's entry script held back so the click lands first. */
async function slowStart(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
}

/** Opens `path` and returns as soon as the prerendered HTML is there, before the app runs. */
async function openPrerendered(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' });
}

async function expectNotYetHydrated(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated')),
    'the click lands before the app has started',
  ).toBe(false);
}

test('a Login click before the app starts opens the login dialog once it has', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize(DESKTOP);
  await slowStart(page);
  await openPrerendered(page, '/about');
  const login = footerAccountButton(page, 'Login');
  await expect(login).toBeVisible();
  await expectNotYetHydrated(page);
  await login.click();
  await expect(page.getByRole('dialog', { name: 'Admin Login' })).toBeVisible({
    timeout: 20_000,
  });
  expect(consoleErrors()).toEqual([]);
});

test('an Investor menu click before the app starts opens the menu once it has', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize(DESKTOP);
  await slowStart(page);
  await openPrerendered(page, '/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const trigger = nav.getByRole('button', { name: 'Investor', exact: true });
  await expect(trigger).toBeVisible();
  await expectNotYetHydrated(page);
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true', { timeout: 20_000 });
  await expect(nav.getByText('Investor Resources')).toBeVisible();
  expect(consoleErrors()).toEqual([]);
});

test('a menu toggle tap before the app starts opens the mobile menu once it has', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize(MOBILE);
  await slowStart(page);
  await openPrerendered(page, '/services');
  const toggle = page.getByRole('button', { name: 'Toggle menu' });
  await expect(toggle).toBeVisible();
  await expectNotYetHydrated(page);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 20_000 });
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
  expect(consoleErrors()).toEqual([]);
});
