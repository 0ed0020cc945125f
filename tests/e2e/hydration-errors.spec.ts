import type { Browser } from '@playwright/test';
import { expect, test, watchHydrationErrors } from './support/fixtures';
import { visit } from './support/page';

// The check every test of the suite runs (support/fixtures.ts, noHydrationErrors) must see the
// errors it exists for. Here the production build itself throws them: the served HTML is
// altered on its way to the browser, as a prerender that differs from the app would leave it.
// Each runs in a context of its own, which the automatic check does not watch.

/** Opens `path` with `alter` applied to its HTML; returns the hydration errors it reported. */
async function hydrationErrorsOf(
  browser: Browser,
  path: string,
  alter: (html: string) => string,
): Promise<string[]> {
  const context = await browser.newContext();
  const errors = watchHydrationErrors(context);
  const page = await context.newPage();
  await page.route(path, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const altered = alter(html);
    expect(altered, 'the alteration changed the page').not.toBe(html);
    await route.fulfill({ response, body: altered });
  });
  await visit(page, path);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  await context.close();
  return errors();
}

test('HTML that differs from what the app renders is reported (React #418)', async ({
  browser,
}) => {
  const errors = await hydrationErrorsOf(browser, '/about', (html) =>
    html.replace('>About Us</h1>', '>About Them</h1>'),
  );
  expect(errors.join('\n')).toMatch(/Minified React error #418\b/);
});

test('a boundary the prerender left unfinished is reported (React #419)', async ({ browser }) => {
  // The next event's boundary, marked as the prerender marked it before it could wait for it.
  const errors = await hydrationErrorsOf(browser, '/investor', (html) =>
    html.replace('<!--$-->', '<!--$!-->'),
  );
  expect(errors.join('\n')).toMatch(/Minified React error #419\b/);
});
