import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { entryText, INVESTOR_GROUPS } from './support/investor-menu';
import { publicFileUrl } from './support/storage';
import { DESKTOP } from './support/viewports';
import { visit } from './support/page';

test.use({ viewport: DESKTOP });

/** The panel a Radix trigger controls, found through its aria-controls. */
async function controlledBy(page: Page, trigger: Locator): Promise<Locator> {
  const id = await trigger.getAttribute('aria-controls');
  expect(id, 'the trigger names the panel it controls').toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

async function openInvestorMenu(page: Page): Promise<Locator> {
  const trigger = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Investor', exact: true });
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const panel = await controlledBy(page, trigger);
  await expect(panel.getByText('Investor Resources')).toBeVisible();
  return panel;
}

test('the Investor dropdown lists its entries in order, split 8, 8 and the rest', async ({
  page,
}) => {
  await visit(page, '/');
  const panel = await openInvestorMenu(page);
  await expect(panel.getByRole('button')).toHaveText(INVESTOR_GROUPS.map((group) => group.title));

  for (const [index, group] of INVESTOR_GROUPS.entries()) {
    const trigger = panel.getByRole('button', { name: group.title });
    // The first submenu is open when the dropdown opens; the others open when chosen.
    if (index > 0) await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const links = (await controlledBy(page, trigger)).getByRole('link');
    await expect(links).toHaveText(group.entries.map(entryText));

    for (const [position, entry] of group.entries.entries()) {
      const link = links.nth(position);
      if (entry.externalFile) {
        await expect(link).toHaveAttribute('href', publicFileUrl(entry.externalFile));
        await expect(link).toHaveAttribute('target', '_blank');
      } else {
        await expect(link).toHaveAttribute('href', entry.path ?? '');
        await expect(link).not.toHaveAttribute('target', '_blank');
      }
    }
  }
});

test('choosing an entry of the Investor dropdown opens its page and closes the dropdown', async ({
  page,
}) => {
  await visit(page, '/');
  const panel = await openInvestorMenu(page);
  await panel.getByRole('button', { name: 'Reports & Financial Information' }).click();
  await page.getByRole('link', { name: 'Shareholding Pattern', exact: true }).click();
  await expect(page).toHaveURL('/investor/shareholding-pattern');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Shareholding Pattern', exact: true }),
  ).toBeVisible();
  await expect(panel).toBeHidden();
});

test('the memorandum in the Investor dropdown opens its page, where the current file is listed', async ({
  page,
}) => {
  await visit(page, '/');
  const panel = await openInvestorMenu(page);
  await panel.getByRole('link', { name: /^Memorandum and Articles of Association$/ }).click();
  await expect(page).toHaveURL(/\/investor\/memorandum-and-articles$/);
  await expect(
    page.getByRole('heading', { level: 1, name: /Memorandum and Articles/ }),
  ).toBeVisible();
});

/** The alpha channel of a computed CSS colour, whatever notation the browser reports it in. */
function alphaOf(color: string): number {
  const slash = /\/\s*([\d.]+)(%?)\s*\)$/.exec(color);
  if (slash?.[1]) return Number(slash[1]) / (slash[2] ? 100 : 1);
  const rgba = /^rgba\((?:[^,]+,){3}\s*([\d.]+)\)$/.exec(color);
  if (rgba?.[1]) return Number(rgba[1]);
  return 1;
}

test('the navbar becomes more compact and more opaque once the page scrolls past 50 px', async ({
  page,
}) => {
  await visit(page, '/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  const bar = page.getByRole('banner');
  const height = async () => (await bar.boundingBox())?.height ?? 0;
  const opacity = async () =>
    alphaOf(await bar.evaluate((el) => getComputedStyle(el).backgroundColor));

  await expect(bar).toHaveAttribute('data-scrolled', 'false');
  const [topHeight, topOpacity] = [await height(), await opacity()];

  await page.evaluate(() => window.scrollTo(0, 51));
  await expect(bar).toHaveAttribute('data-scrolled', 'true');
  // Both change through a 300 ms transition; poll until they settle.
  await expect.poll(height).toBeLessThan(topHeight);
  await expect.poll(opacity).toBeGreaterThan(topOpacity);

  // 50 px is not past the threshold: the bar goes back to its full size.
  await page.evaluate(() => window.scrollTo(0, 50));
  await expect(bar).toHaveAttribute('data-scrolled', 'false');
  await expect.poll(height).toBe(topHeight);
});
