import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectDocumentsLoaded, visit } from './support/page';

// The Devanagari web font (src/index.css): fetched by a page that shows Devanagari text (the
// seed's Hindi newspaper notice), and by no page without it, rupee signs included.
const FONT = /noto-sans-devanagari-devanagari-wght-normal[^/]*\.woff2$/;

function fontRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (FONT.test(new URL(request.url()).pathname)) seen.push(request.url());
  });
  return seen;
}

test('a page with a Hindi title fetches the Devanagari font and draws the title with it', async ({
  page,
}) => {
  const seen = fontRequests(page);
  await visit(page, '/investor/newspaper-publication');
  await expectDocumentsLoaded(page);
  const hindi = page.getByText(/अलेखापरीक्षित वित्तीय परिणामों का सार/);
  await expect(hindi).toBeVisible();
  await expect.poll(() => seen.length).toBeGreaterThan(0);
  expect(
    await page.evaluate(() => document.fonts.check('16px "Noto Sans Devanagari Variable"', 'क')),
  ).toBe(true);
});

for (const path of ['/', '/about', '/investor/policies', '/investor/unclaimed-dividends']) {
  test(`${path} has no Devanagari text and fetches no Devanagari font`, async ({ page }) => {
    const seen = fontRequests(page);
    await visit(page, path);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => /[\u0900-\u097F]/.test(document.body.innerText))).toBe(false);
    expect(seen).toEqual([]);
  });
}

test('the shareholder lookup’s rupee amounts fetch no Devanagari font', async ({ page }) => {
  const seen = fontRequests(page);
  await visit(page, '/investor/unclaimed-dividends');
  const region = page.getByRole('region', { name: 'Check your unclaimed dividends' });
  await region.getByLabel('Folio number or DP ID–client ID').fill('SAMPLE001');
  await region.getByRole('button', { name: 'Look up' }).click();
  await expect(region.getByText(/₹1,250\.00/)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(seen).toEqual([]);
});

test('the Devanagari font is asked for only after the first paint, so no page’s paint waits for it', async ({
  page,
}) => {
  // Requested with the first layout, it held up the first paint of every page with Hindi on it in
  // Lighthouse's simulation (/investor's, whose latest disclosures list the notice, at 1.5 s).
  await visit(page, '/investor/newspaper-publication');
  await expect(page.getByText(/अलेखापरीक्षित वित्तीय परिणामों का सार/).first()).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() => document.fonts.check('16px "Noto Sans Devanagari Variable"', 'क')),
    )
    .toBe(true);
  const { paint, font } = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
    font:
      performance
        .getEntriesByType('resource')
        .find((entry) => /noto-sans-devanagari/.test(entry.name))?.startTime ?? -1,
  }));
  expect(font, 'the font was asked for').toBeGreaterThan(0);
  expect(font, 'asked for after the first paint').toBeGreaterThan(paint);
});

test('a reader without scripts gets the Devanagari font too', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const seen = fontRequests(page);
  await page.goto('/investor/newspaper-publication');
  await expect(page.getByText(/अलेखापरीक्षित वित्तीय परिणामों का सार/).first()).toBeVisible();
  await expect.poll(() => seen.length).toBeGreaterThan(0);
  await context.close();
});
