import { expect, test } from './support/fixtures';
import { recordShifts, shifts as shiftsOf, slowScripts } from './support/layout-shifts';
import { servedSitemapPaths } from './support/sitemap';
import { MOBILE } from './support/viewports';
import { partOf, WALK_MS_PER_PAGE } from './support/walk';

/*
 * Nothing moves: every page of the sitemap, at a phone's width, shifts nothing while its scripts
 * arrive and hydrate it, even when each script is slow to come (as on a phone's network, which
 * Lighthouse simulates). A part whose code loads after the page (the Board, the Nodal Officer,
 * the lookup) must keep its prerendered HTML until then: a render that reached it first once put
 * its loading line in its place and moved the page below it (CLS 0.07 on
 * /investor/unclaimed-dividends). The bench measures CLS too; this holds it at nothing, on every
 * page, on every run.
 */

/**
 * Nothing, as Lighthouse reports it (three decimals: 0.000). The one shift below it is not a
 * script's: a Hindi title's web font, swapped in when it arrives (src/index.css), moves its row
 * by a pixel (0.0003), exactly as it does with no script at all.
 */
const NOTHING = 0.001;
/** How late each of the site's scripts arrives: long enough for hydration to finish first. */
const SCRIPT_DELAY_MS = 400;
/** No shift may happen in this long after hydration: the lazy parts and the live reads. */
const SETTLE_MS = 2_500;

const PARTS = 2;

for (let part = 0; part < PARTS; part++) {
  test(`every page of the sitemap shifts nothing while slow scripts hydrate it (part ${part + 1} of ${PARTS})`, async ({
    browser,
    request,
  }) => {
    const pages = partOf(await servedSitemapPaths(request), part, PARTS);
    test.setTimeout(pages.length * WALK_MS_PER_PAGE);
    for (const path of pages) {
      await test.step(path, async () => {
        const context = await browser.newContext({ viewport: MOBILE });
        const page = await context.newPage();
        await slowScripts(page, SCRIPT_DELAY_MS);
        await recordShifts(page);
        await page.goto(path);
        await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 30_000 });
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(SETTLE_MS);
        const shifts = await shiftsOf(page);
        await context.close();
        const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
        expect
          .soft(
            total,
            `${path} shifted: ${shifts.map((s) => `${s.value.toFixed(3)} (${s.sources.join(' | ')})`).join('; ')}`,
          )
          .toBeLessThan(NOTHING);
      });
    }
  });
}
