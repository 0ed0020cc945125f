import { expect, type Locator, type Page, type Response } from '@playwright/test';
import type { SiteRoute } from './routes';

/**
 * Radix's toast viewport: every toast the app raises shows up in here. While a modal dialog is
 * open the rest of the page, the viewport with it, is aria-hidden (screen readers hear the toast
 * through Radix's separate live region), so the viewport is looked up with hidden ones included;
 * assertions on what is inside still check that it is visible on screen.
 */
export function toasts(page: Page): Locator {
  return page.getByRole('region', { name: /^Notifications/, includeHidden: true });
}

/** The toast titled `title` (e.g. 'Login failed'). */
export function toastTitled(page: Page, title: string): Locator {
  return toasts(page)
    .getByRole('listitem', { includeHidden: true })
    .filter({ has: page.getByText(title, { exact: true }) });
}

/** Waits until every document table of the page has finished loading. */
export async function expectDocumentsLoaded(page: Page): Promise<void> {
  await expect(page.getByRole('table').first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading documents' })).toHaveCount(0);
  // Prerendered rows show at once; wait until every table has confirmed them with a live read.
  await expect(page.locator('table[data-rows="unconfirmed"]')).toHaveCount(0);
}

/**
 * Opens `path` and waits until React has taken the page over. Public pages arrive prerendered:
 * their HTML (headings, buttons) shows before the script has loaded, and a click before then does
 * nothing. React marks the root element when `hydrateRoot` or `createRoot` takes it (an internal
 * property, stable since React 17); from then on it handles clicks, hydrating first if need be.
 * Polled from here, not in the page, so that a page whose timers are faked by `page.clock` works.
 */
export async function visit(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const root = document.getElementById('root');
          return (
            root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer$'))
          );
        }),
      { message: 'React takes over the page' },
    )
    .toBe(true);
  return response;
}

/** Opens a route and waits for its heading and for its content (or its documents) to show. */
export async function openRoute(page: Page, route: SiteRoute): Promise<Response | null> {
  const response = await visit(page, route.path);
  await expect(
    page.getByRole('heading', { level: 1, name: route.heading, exact: true }),
  ).toBeVisible();
  if (route.content) await expect(page.getByText(route.content).first()).toBeVisible();
  if (route.documents) await expectDocumentsLoaded(page);
  return response;
}

/**
 * Resolves once the finite CSS animations and transitions under `locator` have ended (a dialog
 * fading in, a menu sliding open), so a check does not look at a half-drawn frame. Endless ones,
 * such as a spinner, are left alone.
 */
export async function waitForAnimations(locator: Locator): Promise<void> {
  await locator.evaluate(async (element) => {
    const finite = element
      .getAnimations({ subtree: true })
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}
