import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import {
  footerAccountButton,
  logInAsAdmin,
  openLoginDialog,
  submitLogin,
  ADMIN,
} from './support/auth';
import { pageToOwnEntries } from './support/activity';
import { findAccessibilityViolations } from './support/axe';
import { documentTable, uploadPdfDocument } from './support/documents';
import { pdfFile, uniqueTitle } from './support/files';
import { toasts, visit } from './support/page';
import { DESKTOP, MOBILE } from './support/viewports';

// The desk as a company secretary reads it: the activity trail in sentences (on the desk and in
// its CSV), the sample rows named and cleared from Company facts, a revised rating without
// Revise or Withdraw, a results file of another company named, a quarter the site holds offered
// for replacement without losing what was typed, and a login that stays on the investor page.

const FIXTURES = join(import.meta.dirname, '../fixtures/xbrl');
/**
 * What an auditor must never read in the trail: ids, ISO moments, JSON, column names; titles
 * (in quotation marks, some of the suite's made of template syntax) and links aside.
 */
const RAW = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}|\d{4}-\d{2}-\d{2}T|[{}]|\b[a-z]+_[a-z_]+\b/;
const words = (text: string) => text.replace(/“[^”]*”/g, '“”').replace(/https?:\/\/\S+/g, '');

async function admin(page: Page, path: string) {
  await visit(page, '/');
  await logInAsAdmin(page);
  await visit(page, path);
}

for (const viewport of [DESKTOP, MOBILE]) {
  test(`the activity trail says who did what to which thing, on the desk and in its CSV (${viewport.width} px)`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    const title = uniqueTitle('E2E trail policy');
    await admin(page, '/investor/policies');
    await uploadPdfDocument(page, 'Add New Policy', title, pdfFile(title));
    // Its own row, by its title: another test may add a policy at the same moment.
    await expect(documentTable(page, 'Policies').getByRole('row', { name: title })).toHaveCount(1);

    await visit(page, '/dashboard/activity');
    const trail = page.getByRole('region', { name: 'Recent activity' });
    await pageToOwnEntries(trail, trail.getByRole('row').filter({ hasText: title }), 2);
    const added = trail.getByRole('row').filter({ hasText: `Added “${title}” to Policies` });
    await expect(added).toContainText('Administrator (admin)');
    await expect(added).toContainText(/, dated \d{1,2} [A-Z][a-z]{2} \d{4}, with its PDF\./);
    await expect(added).toContainText(/IST/);
    await expect(
      trail.getByRole('row').filter({ hasText: `Uploaded the PDF of “${title}” (Policies).` }),
    ).toHaveCount(1);
    expect(words(await trail.innerText())).not.toMatch(RAW);
    expect(await findAccessibilityViolations(page)).toEqual([]);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const saved = await readFile((await (await download).path()) ?? '', 'utf8');
    // UTF-8 with its byte order mark, so Excel reads the quotation marks and ₹ as written.
    expect(saved.startsWith('\uFEFF')).toBe(true);
    const [header, ...lines] = saved.slice(1).split('\r\n');
    expect(header).toBe('When (IST),Who,Section,What was done');
    expect(
      lines.find((line) => line.includes(`Uploaded the PDF of “${title}” (Policies).`)),
    ).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},Administrator \(admin\),Stored files,/);
    expect(words(lines.join('\n'))).not.toMatch(RAW);
  });
}

test('Company facts names each sample row, removes one when asked, and a revised rating offers no Revise or Withdraw', async ({
  page,
}) => {
  test.slow();
  await admin(page, '/dashboard/company');
  const samples = page.getByRole('region', { name: /^Sample rows to replace \(\d+\)$/ });
  // A committee term by its committee, its director and its dates, not by a date alone.
  await expect(samples.getByRole('list', { name: 'Committee terms' })).toContainText(
    /Audit Committee: Sample Director \w+ \(SAMPLE\), (chair|member) from \d{1,2} [A-Z][a-z]{2} \d{4}/,
  );
  const rating = 'SAMPLE A3+ by Sample Ratings Limited (SAMPLE) for Short-term bank facilities';
  const row = samples.getByRole('listitem').filter({ hasText: rating });
  await row.getByRole('button', { name: `Remove the sample ${rating}` }).click();
  const ask = page.getByRole('alertdialog', { name: 'Remove this sample row?' });
  await expect(ask).toContainText('It leaves the site at once.');
  await ask.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(toasts(page).getByText(`Sample row removed: ${rating}`)).toBeVisible();
  await expect(samples.getByText(rating)).toHaveCount(0);

  await visit(page, '/investor/credit-ratings');
  const inForce = page.getByRole('table', { name: 'Current ratings' });
  const history = page.getByRole('table', { name: /^Earlier ratings/ });
  const revised = history.getByRole('row').filter({ hasText: 'SAMPLE BBB' });
  await expect(revised.getByRole('button', { name: /^Edit / })).toBeVisible();
  await expect(revised.getByRole('button', { name: /^(Revise|Withdraw) / })).toHaveCount(0);
  await expect(
    inForce
      .getByRole('row')
      .filter({ hasText: 'SAMPLE BBB+' })
      .getByRole('button', { name: /^Revise / }),
  ).toBeVisible();
});

test('a results file of another company is read under a warning that names it, and is not published without a second confirmation', async ({
  page,
}) => {
  await admin(page, '/dashboard/documents');
  await page.getByRole('button', { name: 'Import results XBRL' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import results XBRL' });
  await dialog
    .getByLabel('Results XBRL file (.xml)')
    .setInputFiles(join(FIXTURES, 'q1-other-company.xml'));
  await expect(dialog.getByRole('alert')).toContainText(
    'This file is of Sun Pharmaceutical Industries Limited (sample), not Health For All Pharmaceuticals Limited.',
  );
  await expect(dialog.getByRole('status')).toContainText(/: 1 period, amounts in ₹ lakh/);
  // Saving does not publish on one click: the desk asks again, in words, first.
  await dialog.getByRole('button', { name: 'Save results' }).click();
  const doubts = dialog.getByRole('alert').filter({ hasText: 'Check these before publishing' });
  await expect(doubts).toContainText(
    'The file is of Sun Pharmaceutical Industries Limited (sample), not Health For All Pharmaceuticals Limited.',
  );
  await expect(doubts).toContainText('e-mails the subscribers to financial results at once');
  const publish = dialog.getByRole('button', { name: 'Publish these results' });
  await expect(publish).toBeDisabled();
  await dialog.getByLabel(/I have checked each of these against the filing/).check();
  await expect(publish).toBeEnabled();
  await dialog.getByRole('button', { name: 'Go back and correct' }).click();
  await expect(dialog.getByRole('button', { name: 'Save results' })).toBeVisible();
  await page.keyboard.press('Escape');
});

test('a quarter the site holds is offered for replacement, and going back keeps what was typed', async ({
  page,
}) => {
  await admin(page, '/dashboard/shareholders');
  const form = page.getByRole('form', { name: 'Add quarter' });
  await form.getByLabel('Quarter ended').selectOption('2026-06-30');
  await form.getByLabel('Promoter and promoter group').fill('80,85,000');
  await form.getByLabel('Total shares (as the pattern states)').fill('80,85,000');
  await form.getByRole('button', { name: 'Add quarter' }).click();
  const ask = page.getByRole('alertdialog', {
    name: /^Replace the (sample figures|figures on the site)\?$/,
  });
  await expect(ask).toContainText('the quarter ended 30 Jun 2026');
  await ask.getByRole('button', { name: 'Go back to my figures' }).click();
  await expect(ask).toBeHidden();
  await expect(form.getByLabel('Promoter and promoter group')).toHaveValue('80,85,000');
  await expect(form.getByLabel('Total shares (as the pattern states)')).toHaveValue('80,85,000');
});

test('logging in from an investor page stays on it, with its buttons', async ({ page }) => {
  await visit(page, '/investor/credit-ratings');
  await submitLogin(await openLoginDialog(page), ADMIN);
  await expect(toasts(page).getByText(/^Welcome back, .+!$/)).toBeVisible();
  await expect(footerAccountButton(page, 'Logout')).toBeVisible();
  await expect(page).toHaveURL(/\/investor\/credit-ratings$/);
  await expect(page.getByRole('button', { name: 'Add rating' })).toBeVisible();
});
