/**
 * Public pages are prerendered, so a visitor can click before the app's scripts have run. On a
 * slow phone (CPU throttled 4×) such a click on the footer's Login, the Investor menu or the
 * mobile menu toggle must take effect once the app has started: never do nothing, never throw.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { footerAccountButton } from './support/auth';
import { DESKTOP, MOBILE } from './support/viewports';

/**
 * A phone-class CPU, and the app's entry script held back until the click has landed: the
 * returned function lets it load. (Held for the click itself, not for a fixed time, which a busy
 * machine could outlast before the click.)
 */
async function slowStart(page: Page): Promise<() => void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
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
  const startApp = await slowStart(page);
  await openPrerendered(page, '/about');
  const login = footerAccountButton(page, 'Login');
  await expect(login).toBeVisible();
  await expectNotYetHydrated(page);
  await login.click();
  startApp();
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
  const startApp = await slowStart(page);
  await openPrerendered(page, '/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const trigger = nav.getByRole('button', { name: 'Investor', exact: true });
  await expect(trigger).toBeVisible();
  await expectNotYetHydrated(page);
  await trigger.click();
  startApp();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true', { timeout: 20_000 });
  await expect(nav.getByText('Investor Resources')).toBeVisible();
  expect(consoleErrors()).toEqual([]);
});

test('a menu toggle tap before the app starts opens the mobile menu once it has', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize(MOBILE);
  const startApp = await slowStart(page);
  await openPrerendered(page, '/services');
  const toggle = page.getByRole('button', { name: 'Toggle menu' });
  await expect(toggle).toBeVisible();
  await expectNotYetHydrated(page);
  await toggle.click();
  startApp();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 20_000 });
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
  expect(consoleErrors()).toEqual([]);
});
