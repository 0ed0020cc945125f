import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { logInAsAdmin } from './support/auth';
import { findAccessibilityViolations } from './support/axe';
import { toasts, visit } from './support/page';
import { VIEWPORTS } from './support/viewports';

// The results as data in real Chromium: the page's charts and table in the built HTML before any
// script, its CSV, axe at both widths; the administrator's import of a results XBRL file on the
// desk, its refusals and its question before replacing, and the imported quarter on the page.
const PAGE = '/investor/quarterly-results';
const FIXTURES = join(import.meta.dirname, '../fixtures/xbrl');
const SHOTS = process.env.E2E_SHOTS_DIR;

/** A screenshot to look at (E2E_SHOTS_DIR); a dialog is fixed, so its shot is the viewport. */
async function shot(page: Page, name: string, fullPage = true) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage });
}

test.describe('a visitor', () => {
  test('sees the charts and the table in the built page, before any script runs', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(PAGE);
    const revenue = page.getByRole('img', { name: 'Revenue from operations, ₹ lakh' });
    await expect(revenue.first()).toBeVisible();
    // The text alternative lists each bar's figure, as the table prints it.
    await expect(revenue.first()).toHaveAccessibleDescription(/Q2 FY 2024-25: 4,158\.35/);
    const quarters = page.getByRole('region', { name: /results of the last 8 quarters$/ });
    await expect(quarters.getByRole('columnheader', { name: /Q2 FY 2024-25/ })).toBeVisible();
    await expect(quarters.getByRole('row', { name: /^Profit for the period/ })).toContainText(
      '388.15',
    );
    await expect(page.getByRole('note')).toContainText('Sample figures');
    // The dividends declared, below the results, in the same built page.
    await expect(page.getByRole('heading', { name: 'Dividend history' })).toBeVisible();
    const dividends = page.getByRole('table', { name: /^Dividends declared/ });
    await expect(dividends.getByRole('row', { name: /2024-25/ }).first()).toBeVisible();
    await context.close();
  });

  test('downloads every figure as CSV, exact and unrounded', async ({ page }) => {
    await visit(page, PAGE);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download every figure (CSV)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('financial-results.csv');
    const saved = await readFile((await download.path()) ?? '', 'utf8');
    // UTF-8 with its byte order mark: Excel reads the ₹ of the headings as written.
    expect(saved.charAt(0)).toBe('\uFEFF');
    const lines = saved.slice(1).split('\r\n');
    expect(lines[0]).toMatch(/^Period,Kind,Basis,Audited,Start,End,Revenue from operations \(₹\)/);
    const q2 = lines.find((l) => l.startsWith('Q2 FY 2024-25,Quarter,Standalone'));
    expect(q2).toContain(',415835000,5425000,421260000,');
    expect(q2).toContain(',-260000,124400000,3.12,3.12,10,lakhs,');
  });

  for (const { name, viewport } of VIEWPORTS) {
    test(`passes axe ${name}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await visit(page, PAGE);
      await expect(
        page.getByRole('img', { name: /^Basic earnings per share/ }).first(),
      ).toBeVisible();
      expect(await findAccessibilityViolations(page)).toEqual([]);
      // On a phone the table shows its first periods only, and says the rest are a swipe away.
      const hint = page.getByText('The table scrolls sideways: swipe it to see every period.');
      if (viewport.width < 768) await expect(hint.first()).toBeVisible();
      else await expect(hint.first()).toBeHidden();
      await shot(page, `results-page-${String(viewport.width)}`);
    });
  }
});

test('the administrator imports a results XBRL file, checks it, replaces on request, and the page shows it', async ({
  page,
}) => {
  test.slow();
  await visit(page, '/');
  await logInAsAdmin(page);
  await visit(page, '/dashboard/documents');
  await page.getByRole('button', { name: 'Import results XBRL' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import results XBRL' });
  const file = dialog.getByLabel('Results XBRL file (.xml)');

  // A damaged file first: a plain message, and nothing to save.
  const text = await readFile(join(FIXTURES, 'q2-with-half-year.xml'));
  await file.setInputFiles({
    name: 'damaged.xml',
    mimeType: 'application/xml',
    buffer: text.subarray(0, 4000),
  });
  await expect(dialog.getByRole('alert')).toContainText('This file is not readable XML');
  await expect(dialog.getByRole('button', { name: 'Save results' })).toHaveCount(0);

  await file.setInputFiles(join(FIXTURES, 'q2-with-half-year.xml'));
  const quarter = dialog.getByRole('group', {
    name: 'Quarter ended 30 September 2025, standalone',
  });
  await expect(quarter.getByLabel('Revenue from operations (₹ lakh)')).toHaveValue('4312.40');
  await expect(quarter.getByLabel('Basic earnings per share (₹)')).toHaveValue('3.23');
  const half = dialog.getByRole('group', { name: 'Half-year ended 30 September 2025, standalone' });
  await expect(half.getByLabel('Profit for the period (₹ lakh)')).toHaveValue('786.90');
  await expect(dialog.getByRole('status')).toContainText(
    'amounts in ₹ lakh as the file states them',
  );
  await shot(page, 'results-import-dialog', false);

  // A correction before saving is checked as the database would.
  // 135.30000001 lakh is ₹13,530,000.001: a tenth of a paisa.
  await quarter.getByLabel('Tax expense (₹ lakh)').fill('135.30000001');
  await dialog.getByRole('button', { name: 'Save results' }).click();
  await expect(
    quarter.getByText(
      'Tax expense must be an amount in rupees with at most two decimal places, under ₹1 lakh crore.',
    ),
  ).toBeVisible();
  await quarter.getByLabel('Tax expense (₹ lakh)').fill('135.30');
  await dialog.getByRole('button', { name: 'Save results' }).click();
  await expect(toasts(page).getByText('Results saved: 2 added.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The same file again: the desk names the periods and asks before replacing them.
  await page.getByRole('button', { name: 'Import results XBRL' }).click();
  await file.setInputFiles(join(FIXTURES, 'q2-with-half-year.xml'));
  await dialog.getByRole('button', { name: 'Save results' }).click();
  await expect(dialog.getByRole('alert')).toContainText('These periods are already on the site.');
  await dialog.getByRole('button', { name: 'Replace and save' }).click();
  await expect(toasts(page).getByText('Results saved: 2 replaced.')).toBeVisible();

  // On the page: the new quarter in the table and in the revenue chart, with its change.
  await visit(page, PAGE);
  const quarters = page.getByRole('region', { name: /results of the last 8 quarters$/ });
  await expect(quarters.getByRole('columnheader', { name: /Q2 FY 2025-26/ })).toBeVisible();
  const revenue = page.getByRole('img', { name: 'Revenue from operations, ₹ lakh' }).first();
  await expect(revenue).toHaveAccessibleDescription(/Q2 FY 2025-26: 4,312\.40\.$/);
  await expect(
    page.getByText(
      /^Q2 FY 2025-26: 4,312\.40, up 3\.7% on the same quarter a year before\. The quarter before is not on the site to compare with\.$/,
    ),
  ).toBeVisible();
  await shot(page, 'results-page-after-import');
});

test('the desk names a figure the site cannot keep as soon as the file is read, with what to do', async ({
  page,
}) => {
  await visit(page, '/');
  await logInAsAdmin(page);
  await visit(page, '/dashboard/documents');
  await page.getByRole('button', { name: 'Import results XBRL' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import results XBRL' });
  // As 26 real periods filed with NSE do: a face value of 0.
  const text = (await readFile(join(FIXTURES, 'q2-with-half-year.xml'), 'utf8')).replace(
    /(<in-bse-fin:FaceValueOfEquityShareCapital contextRef="OneD"[^>]*>)[^<]*/,
    '$10',
  );
  await dialog.getByLabel('Results XBRL file (.xml)').setInputFiles({
    name: 'face-value-0.xml',
    mimeType: 'application/xml',
    buffer: Buffer.from(text),
  });
  const flags = dialog.getByRole('alert').filter({ hasText: 'cannot keep as read' });
  await expect(flags).toContainText('Quarter ended 30 September 2025');
  await expect(flags).toContainText(
    'Face value per share is ₹0 in the file. The face value of a share must be more than zero and under ₹1 lakh, with at most two decimal places. Type the figure from the filed results in the form below',
  );
  const quarter = dialog.getByRole('group', {
    name: 'Quarter ended 30 September 2025, standalone',
  });
  await dialog.getByRole('button', { name: 'Save results' }).click();
  await expect(
    quarter.getByText('The face value of a share must be more than zero and under ₹1 lakh'),
  ).toBeVisible();
});
