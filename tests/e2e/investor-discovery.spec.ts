import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { findAccessibilityViolations } from './support/axe';
import { expectDocumentsLoaded, visit } from './support/page';
import { INVESTOR_ENTRIES } from './support/investor-menu';
import { DESKTOP, MOBILE, VIEWPORTS } from './support/viewports';

// A visitor finding documents: dates, the financial-year filter, search, the investors' home and Regulation 46
// freshness, against the seeded sample documents (supabase/seed.sql).

const annualReports = (page: Page) => page.getByRole('table', { name: 'Annual Reports' });

test.describe('the financial year in the address', () => {
  test.use({ viewport: DESKTOP });

  test('?fy=2023-24 shows only that year’s documents, and survives a reload', async ({ page }) => {
    await visit(page, '/investor/financial-reports?fy=2023-24');
    await expectDocumentsLoaded(page);
    const choice = page.getByLabel('Financial year');
    await expect(choice).toHaveValue('2023-24');
    // Seeded: the 2022-23 report is dated 1 Sep 2023 (FY 2023-24), the 2023-24 one 2 Sep 2024.
    await expect(
      annualReports(page).getByRole('row', { name: /Annual Report 2022-23/ }),
    ).toHaveCount(1);
    await expect(
      annualReports(page).getByRole('row', { name: /Annual Report 2023-24/ }),
    ).toHaveCount(0);
    await expect(annualReports(page).getByText('1 Sep 2023')).toBeVisible();

    await page.reload();
    await expectDocumentsLoaded(page);
    await expect(page.getByLabel('Financial year')).toHaveValue('2023-24');
    await expect(
      annualReports(page).getByRole('row', { name: /Annual Report 2023-24/ }),
    ).toHaveCount(0);
  });

  test('choosing a year writes it to the address; All years removes it', async ({ page }) => {
    await visit(page, '/investor/financial-reports');
    await expectDocumentsLoaded(page);
    await page.getByLabel('Financial year').selectOption({ label: 'FY 2024-25' });
    await expect(page).toHaveURL(/\/investor\/financial-reports\?fy=2024-25$/);
    await expect(
      annualReports(page).getByRole('row', { name: /Annual Report 2022-23/ }),
    ).toHaveCount(0);
    await page.getByLabel('Financial year').selectOption({ label: 'All years' });
    await expect(page).toHaveURL(/\/investor\/financial-reports$/);
    await expect(annualReports(page).getByRole('row', { name: /Annual Report 20/ })).toHaveCount(2);
  });

  test('a malformed year shows every document with a plain note, not an error', async ({
    page,
  }) => {
    const response = await visit(page, '/investor/financial-reports?fy=2023-2024');
    expect(response?.status()).toBe(200);
    await expectDocumentsLoaded(page);
    await expect(
      page.getByRole('status').filter({ hasText: '“2023-2024” is not a financial year' }),
    ).toBeVisible();
    await expect(annualReports(page).getByRole('row', { name: /Annual Report 20/ })).toHaveCount(2);
  });
});

test.describe('search from the navigation', () => {
  test('on a laptop: the navbar box, then typing on the search page without a reload', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await visit(page, '/about');
    const box = page
      .getByRole('search', { name: 'Search investor documents' })
      .getByRole('searchbox');
    await box.fill('annual report');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/investor\/search\?q=annual\+report$/);
    // The seed's report by its title, wherever it ranks: the other worker's tests add documents.
    const results = page.getByRole('list').filter({ hasText: 'Annual Report 2023-24' });
    const first = results
      .getByRole('listitem')
      .filter({ hasText: 'Annual Report 2023-24' })
      .first();
    await expect(first).toContainText('Annual Report 2023-24');
    await expect(first.getByRole('link', { name: 'Annual Reports' })).toHaveAttribute(
      'href',
      '/investor/financial-reports',
    );
    await expect(first.getByText('2 Sep 2024')).toBeVisible();

    // A marker on window survives only if the page is never reloaded.
    await page.evaluate(() => Object.assign(window, { stillHere: true }));
    const pageBox = page
      .getByRole('search', { name: 'Investor documents', exact: true })
      .getByRole('searchbox');
    await pageBox.fill('agm');
    await expect(page).toHaveURL(/\?q=agm$/);
    await expect(
      page.getByRole('status').filter({ hasText: /documents? match “agm”/ }),
    ).toBeVisible();
    await expect(
      page.getByText('Notice of closure of Register of Members for the 39th AGM'),
    ).toBeVisible();
    expect(await page.evaluate(() => 'stillHere' in window)).toBe(true);

    await pageBox.fill("'); drop table annual_report; --");
    await expect(page.getByRole('status')).toContainText('No documents match');
  });

  test('on a phone: the box in the menu', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await visit(page, '/');
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    const box = page
      .getByRole('search', { name: 'Search investor documents' })
      .getByRole('searchbox');
    await box.fill('shareholding');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/investor\/search\?q=shareholding$/);
    await expect(page.getByRole('button', { name: 'Toggle menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // Exact: the result's snippet (the PDF's first page) starts with the title too.
    await expect(
      page.getByText('Shareholding pattern, quarter ended September 2024', { exact: true }),
    ).toBeVisible();
  });
});

test.describe('the investors’ home', () => {
  test.use({ viewport: DESKTOP });

  test('lists the ten latest disclosures, newest first, and the grievance portals', async ({
    page,
  }) => {
    await visit(page, '/investor');
    await expect(page.getByRole('heading', { level: 1, name: 'Investors' })).toBeVisible();
    const latest = page.getByRole('region', { name: 'Latest disclosures' }).getByRole('listitem');
    await expect(latest).toHaveCount(10);
    const dates = await latest
      .locator('time')
      .evaluateAll((times) => times.map((t) => t.getAttribute('datetime') ?? ''));
    expect(dates).toEqual([...dates].sort().reverse());

    const grievances = page.getByRole('region', { name: 'Investor grievances' });
    for (const href of ['https://scores.sebi.gov.in', 'https://smartodr.in']) {
      const link = grievances.locator(`a[href="${href}"]`);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(
      page.getByRole('region', { name: 'Investor information' }).getByRole('link'),
    ).toHaveCount(INVESTOR_ENTRIES.length);
  });

  test('the breadcrumbs and the Investor menu lead there', async ({ page }) => {
    await visit(page, '/investor/policies');
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Investor' })
      .click();
    await expect(page).toHaveURL(/\/investor$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Investors' })).toBeVisible();

    await visit(page, '/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Investor', exact: true }).click();
    await nav.getByRole('link', { name: 'Investor Resources' }).click();
    await expect(page).toHaveURL(/\/investor$/);
  });
});

test('Regulation 46 rows name the document that meets them, or when their page last changed', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await visit(page, '/investor/disclosure-regulation');
  const row = (clause: string) => page.getByRole('row').filter({ hasText: clause });
  // Seeded documents of tables no other test adds to (the compliance calendar's journey adds a
  // shareholding pattern, so that row's document depends on which test ran first).
  await expect(row('Secretarial compliance report')).toContainText(
    '“Annual Secretarial Compliance Report FY 2023-24”, dated 28 May 2024',
  );
  // The annual report, not the newest results PDF on the same page (14 Nov 2024).
  const annualReport = row('Complete copy of the annual report');
  await expect(annualReport).toContainText('“Annual Report 2023-24”, dated 2 Sep 2024');
  await expect(annualReport).not.toContainText('14 Nov 2024');
  // A row no document rule reads (the Reg 30 disclosures) says when its page last changed.
  await expect(row('Events and information disclosed to the stock exchanges')).toContainText(
    'Last updated',
  );
  await expect(row('Details of its business')).not.toContainText('Last updated');
});

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`the new pages ${name}`, () => {
    test.use({ viewport });

    test('/investor has no WCAG 2.1 A or AA violation', async ({ page }) => {
      await visit(page, '/investor');
      await expect(
        page.getByRole('region', { name: 'Latest disclosures' }).getByRole('listitem'),
      ).toHaveCount(10);
      expect(await findAccessibilityViolations(page)).toEqual([]);
    });

    test('/investor/search with results has no WCAG 2.1 A or AA violation', async ({ page }) => {
      await visit(page, '/investor/search?q=annual');
      await expect(page.getByRole('status').filter({ hasText: 'match “annual”' })).toBeVisible();
      expect(await findAccessibilityViolations(page)).toEqual([]);
    });

    test('a document page with a year chosen and the Regulation 46 page with dates have no violation', async ({
      page,
    }) => {
      await visit(page, '/investor/financial-reports?fy=2099-00');
      await expectDocumentsLoaded(page);
      await expect(page.getByRole('status').filter({ hasText: 'FY 2099-00' })).toBeVisible();
      expect(await findAccessibilityViolations(page)).toEqual([]);
      await visit(page, '/investor/disclosure-regulation');
      await expect(page.getByText(/Last updated/).first()).toBeVisible();
      expect(await findAccessibilityViolations(page)).toEqual([]);
    });
  });
}
