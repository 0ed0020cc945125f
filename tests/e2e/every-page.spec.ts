import { findAccessibilityViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { escapeRegExp } from './support/text';
import { DESKTOP, VIEWPORTS } from './support/viewports';
import { pagesToWalk, partOf, walk, WALK_PARTS } from './support/walk';

/*
 * One walk over every public page at each width, opening each page once for all it checks: it
 * answers 200 (the not-found addresses excepted), has its title, logs no console error and has no
 * WCAG 2.1 A or AA violation (axe, support/axe.ts). At 1280 px it also waits, on each page, until
 * everything the page loads by itself has arrived (the live read of prerendered rows, a lazy
 * part's code), so an error any of it causes is seen; at 375 px the hydrated page is enough.
 */
for (const { name, viewport } of VIEWPORTS) {
  test.describe(`every page ${name}`, () => {
    test.use({ viewport });
    const network = viewport === DESKTOP;

    for (let part = 0; part < WALK_PARTS; part++) {
      test(`every page of the sitemap and the not-found page (part ${part + 1} of ${WALK_PARTS}) opens with its title, no console error and no WCAG 2.1 A or AA violation`, async ({
        page,
        request,
        consoleErrors,
      }) => {
        let seen = 0;
        const pages = partOf(await pagesToWalk(request), part);
        await walk(page, pages, { network }, async (walked, opened) => {
          const errors = consoleErrors().slice(seen);
          seen += errors.length;
          expect.soft(errors, `${walked.path}: console errors`).toEqual([]);
          if (!opened.settled) return;
          if (!walked.route?.missing) expect.soft(opened.response?.status(), walked.path).toBe(200);
          const title = walked.route
            ? new RegExp(`^${escapeRegExp(walked.route.tabTitle ?? walked.route.heading)}`)
            : /\S/;
          await expect.soft(page, walked.path).toHaveTitle(title);
          expect.soft(await findAccessibilityViolations(page), walked.path).toEqual([]);
        });
      });
    }
  });
}
