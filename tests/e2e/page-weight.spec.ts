import { isInvestorPath } from '../../src/config/site-paths';
import { expect, test } from './support/fixtures';
import { weighPage } from './support/page-weight';
import { servedSitemapPaths } from './support/sitemap';
import { E2E_SITE_URL } from './support/urls';
import { MOBILE } from './support/viewports';
import { partOf, WALK_MS_PER_PAGE } from './support/walk';

/*
 * The script budgets: what each page of the sitemap downloads by itself until it is idle
 * (support/page-weight.ts: the entry, its preloads and everything loaded after hydration, gzip as
 * sent), in a fresh browser at a phone's width. The budgets are the targets themselves, never a
 * figure measured and rounded up: a feature that does not fit makes room (docs/performance.md
 * says what each page is made of and what was moved to fit).
 */

/** Home and the company's own pages (DESIGN.md, Budgets). */
const COMPANY_TARGET_KB = 130;
/** Every page under /investor. */
const INVESTOR_TARGET_KB = 150;

const targetFor = (path: string) => (isInvestorPath(path) ? INVESTOR_TARGET_KB : COMPANY_TARGET_KB);

/** Two parts, so the suite's two workers can weigh at once. */
const PARTS = 2;

for (let part = 0; part < PARTS; part++) {
  test(`every page of the sitemap downloads no more script than its target (part ${part + 1} of ${PARTS})`, async ({
    browser,
    request,
  }) => {
    const pages = partOf(await servedSitemapPaths(request), part, PARTS);
    test.setTimeout(pages.length * WALK_MS_PER_PAGE);
    for (const path of pages) {
      await test.step(path, async () => {
        const { kb, files } = await weighPage(browser, E2E_SITE_URL, path, MOBILE);
        const target = targetFor(path);
        console.info(`${path}: ${kb.toFixed(2)} KB gz of script (target ${target} KB)`);
        // The measurement is real: React alone is well over this, in a file of its own.
        expect
          .soft(kb, `${path}: a near-empty total means nothing was counted`)
          .toBeGreaterThan(50);
        const list = files.map((f) => `${new URL(f.url).pathname} ${(f.bytes / 1024).toFixed(2)}`);
        expect
          .soft(kb, `${path}: ${kb.toFixed(2)} KB gz of\n${list.join('\n')}`)
          .toBeLessThanOrEqual(target);
      });
    }
  });
}
