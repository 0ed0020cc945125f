import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { entryText, INVESTOR_GROUPS } from './support/investor-menu';
import { DESKTOP, MOBILE } from './support/viewports';
import { visit } from './support/page';

test.use({ viewport: MOBILE });

const MAIN_LINKS = ['Home', 'About', 'Product', 'License', 'Contact'];

function toggleButton(page: Page) {
  return page.getByRole('button', { name: 'Toggle menu' });
}

function mobileNav(page: Page) {
  return page.getByRole('navigation', { name: 'Mobile' });
}

async function openMenu(page: Page) {
  await toggleButton(page).click();
  await expect(toggleButton(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(mobileNav(page)).toBeVisible();
  return mobileNav(page);
}

test.beforeEach(async ({ page }) => {
  await visit(page, '/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
});

test('below 768 px the links hide behind Toggle menu, which opens a panel with the same links', async ({
  page,
}) => {
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(toggleButton(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(mobileNav(page)).toBeHidden();

  const nav = await openMenu(page);
  // The main links, then the Investor Resources title, which leads to the investors' home.
  await expect(nav.getByRole('link')).toHaveText([...MAIN_LINKS, 'Investor Resources']);
  await expect(nav.getByRole('link', { name: 'Investor Resources' })).toHaveAttribute(
    'href',
    '/investor',
  );
  await expect(nav.getByRole('button')).toHaveText(INVESTOR_GROUPS.map((group) => group.title));

  await toggleButton(page).click();
  await expect(toggleButton(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(nav).toBeHidden();
});

test('the investor accordion opens one submenu at a time and can collapse it', async ({ page }) => {
  const nav = await openMenu(page);
  const [regulatory, reports, additional] = INVESTOR_GROUPS.map((group) =>
    nav.getByRole('button', { name: group.title }),
  );
  if (!regulatory || !reports || !additional) throw new Error('three investor groups expected');
  for (const trigger of [regulatory, reports, additional]) {
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  }

  await regulatory.click();
  await expect(regulatory).toHaveAttribute('aria-expanded', 'true');
  const regulatoryLinks = nav
    .getByRole('region', { name: 'Regulatory Disclosures' })
    .getByRole('link');
  await expect(regulatoryLinks).toHaveText(INVESTOR_GROUPS[0].entries.map(entryText));

  await reports.click();
  await expect(reports).toHaveAttribute('aria-expanded', 'true');
  await expect(regulatory).toHaveAttribute('aria-expanded', 'false');
  await expect(regulatoryLinks.first()).toBeHidden();
  await expect(
    nav.getByRole('region', { name: 'Reports & Financial Information' }).getByRole('link'),
  ).toHaveText(INVESTOR_GROUPS[1].entries.map(entryText));

  await additional.click();
  await expect(additional).toHaveAttribute('aria-expanded', 'true');
  await expect(reports).toHaveAttribute('aria-expanded', 'false');
  await expect(
    nav.getByRole('region', { name: 'Additional Resources' }).getByRole('link'),
  ).toHaveText(INVESTOR_GROUPS[2].entries.map(entryText));

  // Choosing the open item again collapses it, leaving none open.
  await additional.click();
  await expect(additional).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('region')).toHaveCount(0);
});

test('choosing a link in the panel opens the page and closes the panel', async ({ page }) => {
  const nav = await openMenu(page);
  await nav.getByRole('link', { name: 'License', exact: true }).click();
  await expect(page).toHaveURL('/license');
  await expect(page.getByRole('heading', { level: 1, name: 'Licences' })).toBeVisible();
  await expect(nav).toBeHidden();
  await expect(toggleButton(page)).toHaveAttribute('aria-expanded', 'false');
});

test('choosing an investor link in the accordion opens the page and closes the panel', async ({
  page,
}) => {
  const nav = await openMenu(page);
  await nav.getByRole('button', { name: 'Reports & Financial Information' }).click();
  await nav.getByRole('link', { name: 'Policies', exact: true }).click();
  await expect(page).toHaveURL('/investor/policies');
  await expect(page.getByRole('heading', { level: 1, name: 'Policies' })).toBeVisible();
  await expect(nav).toBeHidden();
});

test('Escape closes the panel and gives focus back to the Toggle menu button', async ({ page }) => {
  const nav = await openMenu(page);
  await nav.getByRole('link', { name: 'Home' }).focus();
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(toggleButton(page)).toBeFocused();
});

test('the panel closes when the window grows past the mobile breakpoint', async ({ page }) => {
  const nav = await openMenu(page);
  await page.setViewportSize(DESKTOP);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(toggleButton(page)).toBeHidden();
  // The hidden button still carries the menu's state: closed.
  await expect(
    page.getByRole('button', { name: 'Toggle menu', includeHidden: true }),
  ).toHaveAttribute('aria-expanded', 'false');

  // Narrowing the window again shows the button, with the panel still closed.
  await page.setViewportSize(MOBILE);
  await expect(toggleButton(page)).toBeVisible();
  await expect(toggleButton(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(nav).toBeHidden();
});
