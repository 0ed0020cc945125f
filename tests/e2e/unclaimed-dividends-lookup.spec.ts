import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { logInAsAdmin } from './support/auth';
import { findAccessibilityViolations } from './support/axe';
import { visit } from './support/page';
import { VIEWPORTS } from './support/viewports';

// The shareholder lookup on /investor/unclaimed-dividends, against the seed's sample rows
// (supabase/seed.sql: SAMPLE001 has 2018-19 and 2019-20), and the administrator's CSV import.
const PATH = '/investor/unclaimed-dividends';
const HEADING =
  'Investor Name,Folio Number,Amount,Financial Year,Proposed Date of Transfer to IEPF';

function lookup(page: Page) {
  return page.getByRole('region', { name: 'Check your unclaimed dividends' });
}

async function lookUp(page: Page, account: string) {
  const region = lookup(page);
  await region.getByLabel('Folio number or DP ID–client ID').fill(account);
  await region.getByRole('button', { name: 'Look up' }).click();
}

async function importCsv(page: Page, year: string, csv: string) {
  const region = page.getByRole('region', { name: 'Import a year’s statement for the lookup' });
  await region.getByLabel('Financial year').selectOption(year);
  await region.getByLabel('Statement (CSV)').setInputFiles({
    name: `iepf-2-${year}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await region.getByRole('button', { name: 'Import' }).click();
  return region;
}

// Sign-in, two imports, a second browser and three axe scans: on a busy 2-core machine the admin
// test alone took over 60 s.
test.describe.configure({ timeout: 150_000 });

test.describe('the shareholder lookup', () => {
  for (const { name, viewport } of VIEWPORTS) {
    test(`a visitor finds their folio's amounts, and nothing for another, ${name}`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      // A day in India between the seed's two last dates (30 Oct 2026 and 28 Oct 2027).
      await page.clock.setFixedTime(new Date('2027-01-15T12:00:00+05:30'));
      await visit(page, PATH);
      await lookUp(page, 'sample001');
      const table = lookup(page).getByRole('table', {
        name: 'Unclaimed dividends for the account you entered',
      });
      await expect(table.getByRole('row')).toHaveCount(3);
      await expect(
        table.getByRole('row', {
          name: /2018-19 ₹1,250\.00 30 Oct 2026 Passed: now with the IEPF/,
        }),
      ).toBeVisible();
      await expect(
        table.getByRole('row', { name: /2019-20 ₹1,312\.50 28 Oct 2027$/ }),
      ).toBeVisible();
      await expect(
        lookup(page).getByText(
          /has passed, so the company has transferred it to the Investor Education and Protection Fund/,
        ),
      ).toBeVisible();
      await expect(
        lookup(page).getByRole('link', { name: /IEPF Authority’s website/ }),
      ).toHaveAttribute('href', 'https://www.iepf.gov.in/IEPFA/refund.html');
      expect(await findAccessibilityViolations(page)).toEqual([]);

      // A refused entry clears the answer that was there.
      await lookUp(page, '');
      await expect(
        lookup(page).getByText('Enter your folio number or DP ID–client ID.'),
      ).toBeVisible();
      await expect(table).toHaveCount(0);
      await lookUp(page, 'sample001');
      await expect(table.getByRole('row')).toHaveCount(3);

      await lookUp(page, 'NOSUCH01');
      await expect(
        lookup(page).getByText(
          'No unclaimed amounts found for that folio number or DP ID–client ID.',
        ),
      ).toBeVisible();

      await lookUp(page, 'ab');
      const field = lookup(page).getByLabel('Folio number or DP ID–client ID');
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(/Use 4 to 20 letters and digits/);
      await expect(
        lookup(page).getByText(
          'No unclaimed amounts found for that folio number or DP ID–client ID.',
        ),
      ).toHaveCount(0);
      expect(await findAccessibilityViolations(page)).toEqual([]);
    });
  }

  test('the administrator imports a CSV that a visitor then finds; a bad CSV names its line and changes nothing', async ({
    page,
    browser,
  }) => {
    await visit(page, '/');
    await logInAsAdmin(page);
    await visit(page, PATH);

    const bad = await importCsv(
      page,
      '2016-17',
      `${HEADING}\nAsha Rao,E2E00001,100,2016-17,30-OCT-2024\n"Rao, Ravi",E2E00002,ten,2016-17,30-OCT-2024\n`,
    );
    await expect(bad.getByRole('alert')).toContainText(
      'Nothing was imported: 1 line needs correcting.',
    );
    await expect(bad.getByRole('alert')).toContainText('Line 3: amount is not a number');
    expect(await findAccessibilityViolations(page)).toEqual([]);

    const good = await importCsv(
      page,
      '2016-17',
      `${HEADING}\nAsha Rao,E2E00001,100,2016-17,30-OCT-2024\n"Rao, Ravi",E2E00002,"1,500.75",2016-17,30-OCT-2024\n`,
    );
    await expect(
      good.getByText('2 rows imported for 2016-17; there were no earlier rows for that year.'),
    ).toBeVisible();

    // An empty file is just that, not a line to correct.
    const empty = await importCsv(page, '2016-17', '');
    await expect(empty.getByRole('alert')).toHaveText('Nothing was imported. The file is empty.');

    // The IEPF Authority template's own headings are read; a missing column lists the accepted.
    const template =
      'First Name,Last Name,Folio Number,Amount Transferred,Proposed Date of transfer to IEPF(DD-MON-YYYY),Financial Year';
    const noDate = await importCsv(
      page,
      '2016-17',
      'First Name,Folio Number,Amount Transferred\nA,E2E00003,5\n',
    );
    await expect(noDate.getByRole('alert')).toContainText(
      'the heading has no column for financial year, proposed date of transfer to IEPF.',
    );
    await expect(noDate.getByRole('alert')).toContainText(
      'For financial year, name the column “Financial Year”, “FY”, “Year”.',
    );

    // A year that has rows is replaced only once the administrator says so.
    const again = await importCsv(
      page,
      '2016-17',
      `${template}\nAsha,Rao,E2E00001,100,30-OCT-2024,2016-17\n`,
    );
    const ask = page.getByRole('alertdialog', { name: 'Replace the 2016-17 statement?' });
    await expect(ask).toBeVisible();
    await expect(ask).toContainText('The lookup already has 2 rows for 2016-17');
    await expect(ask).toContainText('puts its 1 row in their place');
    expect(await findAccessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(ask).toHaveCount(0);
    await expect(again.getByRole('button', { name: 'Import' })).toBeFocused();
    await expect(again.getByText('Nothing was imported: 2016-17 keeps its 2 rows.')).toBeVisible();

    await importCsv(page, '2016-17', `${template}\nAsha,Rao,E2E00001,100,30-OCT-2024,2016-17\n`);
    await ask.getByRole('button', { name: 'Replace 2016-17' }).click();
    await expect(
      again.getByText('1 row imported for 2016-17; the 2 earlier rows of that year were replaced.'),
    ).toBeVisible();

    await importCsv(
      page,
      '2016-17',
      `${template}\nAsha,Rao,E2E00001,100,30-OCT-2024,2016-17\n"Rao, Ravi",,E2E00002,"1,500.75",30-OCT-2024,2016-17\n`,
    );
    await ask.getByRole('button', { name: 'Replace 2016-17' }).click();
    await expect(
      again.getByText('2 rows imported for 2016-17; the 1 earlier row of that year was replaced.'),
    ).toBeVisible();

    const context = await browser.newContext();
    try {
      const visitor = await context.newPage();
      await visit(visitor, PATH);
      await lookUp(visitor, 'E2E00002');
      await expect(
        lookup(visitor).getByRole('row', { name: /2016-17 ₹1,500\.75 30 Oct 2024/ }),
      ).toBeVisible();
      // The first, bad file imported nothing: its first row is there only from the good one.
      await lookUp(visitor, 'E2E00001');
      await expect(lookup(visitor).getByRole('row')).toHaveCount(2);
    } finally {
      await context.close();
    }
  });
});
