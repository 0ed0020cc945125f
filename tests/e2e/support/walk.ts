import { expect, test, type APIRequestContext, type Page, type Response } from '@playwright/test';
import { openRoute, visit } from './page';
import { PUBLIC_ROUTES, type SiteRoute } from './routes';
import { servedSitemapPaths } from './sitemap';

/**
 * The walk over every public page (every-page.spec.ts), at each width. It reads the pages from
 * the built sitemap, not from a list kept here, so a page added later is checked the day it is
 * added; the specification's routes (support/routes.ts) only add what each of those must show.
 * A walk opens each page once, in one browser context per part, and the pages are shared between
 * WALK_PARTS tests so that the suite's two workers can walk at once.
 */
export const WALK_PARTS = 2;

/** A page a walk opens, with what the specification says it shows, when it lists it. */
export type WalkedPage = { path: string; route?: SiteRoute };

/**
 * Every page the sitemap lists, then the addresses the host answers with its not-found page (an
 * unknown path; a product category without a page of its own).
 */
export async function pagesToWalk(request: APIRequestContext): Promise<WalkedPage[]> {
  const listed = await servedSitemapPaths(request);
  const missing = PUBLIC_ROUTES.filter((route) => route.missing).map((route) => route.path);
  return [...listed, ...missing].map((path) => ({
    path,
    route: PUBLIC_ROUTES.find((route) => route.path === path),
  }));
}

/** Part `part` (0-based) of `parts`: every parts-th page, so each part gets pages of each kind. */
export function partOf<T>(pages: readonly T[], part: number, parts = WALK_PARTS): T[] {
  return pages.filter((_, index) => index % parts === part);
}

/** Generous per page, because a test's time is not what it checks (see playwright.config.ts). */
export const WALK_MS_PER_PAGE = 15_000;

/** What a walk waits for on each page. */
export type Settle = {
  /**
   * Also wait until everything the page loads by itself has arrived (no request for half a
   * second: the live read of prerendered rows, a lazy part's code), so that any error it causes
   * has been reported. A check of what the page looks like needs only the hydrated page.
   */
  network: boolean;
};

/**
 * Opens a page and waits until it has settled: React has taken it over and hydrated it, its one
 * level-one heading shows (the specification's, where it lists the page, with its content or
 * documents), and, with `network`, its requests have ended.
 */
export async function openSettled(
  page: Page,
  walked: WalkedPage,
  { network }: Settle,
): Promise<Response | null> {
  const response = walked.route
    ? await openRoute(page, walked.route)
    : await visit(page, walked.path);
  // Visible, and only one (a locator that matches two fails).
  if (!walked.route) await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  if (network) await page.waitForLoadState('networkidle');
  return response;
}

/** What opening a page came to: its response, and whether it opened and settled. */
export type Opened = { response: Response | null; settled: boolean };

/**
 * Opens each page in turn, in the test's one page (and so one browser context), and runs `check`
 * on it as a step named for its path, whether or not it settled. Checks should assert softly: a
 * page that fails, or does not open or settle, is reported and the walk goes on, so one broken
 * page never hides another.
 */
export async function walk(
  page: Page,
  pages: readonly WalkedPage[],
  settle: Settle,
  check: (walked: WalkedPage, opened: Opened) => Promise<void>,
): Promise<void> {
  test.setTimeout(pages.length * WALK_MS_PER_PAGE);
  for (const walked of pages) {
    await test.step(walked.path, async () => {
      const opened = await openSettled(page, walked, settle).then(
        (response) => ({ response, failure: '' }),
        (error: unknown) => ({ response: null, failure: String(error) }),
      );
      expect.soft(opened.failure, `${walked.path} opens and settles`).toBe('');
      await check(walked, { response: opened.response, settled: !opened.failure });
    });
  }
}
