import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { pageToOwnEntries } from './support/activity';
import { logInAsAdmin } from './support/auth';
import { addLinkDocument, deleteDocument, documentTable } from './support/documents';
import { pdfFile, textRenamedAsPdf, uniqueTitle } from './support/files';
import { expectDocumentsLoaded, toasts, visit } from './support/page';
import { PUBLIC_BUCKET_URL } from './support/storage';
import { escapeRegExp } from './support/text';

// Each test works in a table of its own, so tests running side by side never share one.

async function adminOn(page: Page, path: string) {
  await visit(page, '/');
  await logInAsAdmin(page);
  await visit(page, path);
  await expectDocumentsLoaded(page);
}

/** What a visitor in a fresh browser (no session) sees of a title on a page. */
/**
 * What a visitor in a fresh browser sees of `title` once the page has read the live list. The
 * page arrives with the rows it was built with, so this waits for the table's own read, checks
 * what the backend gave the visitor, then that the table shows it.
 */
async function expectVisitorSees(
  browser: Browser,
  path: string,
  table: string,
  title: string,
  expected: 0 | 1,
) {
  const context = await browser.newContext();
  try {
    const visitor = await context.newPage();
    const live = visitor.waitForResponse(
      (r) => new URL(r.url()).pathname === `/rest/v1/${table}` && r.request().method() === 'GET',
    );
    await visit(visitor, path);
    const rows = (await (await live).json()) as { document_title: string }[];
    expect(rows.filter((row) => row.document_title === title)).toHaveLength(expected);
    await expect(visitor.getByRole('row', { name: title })).toHaveCount(expected);
  } finally {
    await context.close();
  }
}

test('the admin edits a title and replaces a link with a PDF, keeping the row', async ({
  page,
}) => {
  // Two edits with an upload each.
  test.slow();
  const title = uniqueTitle('E2E structure');
  const corrected = `${title} (corrected)`;
  await adminOn(page, '/investor/management-structure');
  const table = documentTable(page, 'Management and Committee Structure');
  await addLinkDocument(
    page,
    'Add Management Structure Document',
    title,
    'https://example.com/structure.pdf',
  );

  await table.getByRole('button', { name: `Edit ${title}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Management Structure Document' });
  await expect(dialog.getByLabel('Document Title')).toHaveValue(title);
  await dialog.getByLabel('Document Title').fill(corrected);
  await dialog.getByRole('radio', { name: 'Upload PDF' }).check();
  await dialog.getByLabel('PDF File').setInputFiles(pdfFile(corrected));
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toasts(page).getByText('Document updated and its file replaced')).toBeVisible();
  await expect(dialog).toBeHidden();

  await expect(table.getByRole('row', { name: corrected })).toHaveCount(1);
  await expect(table.getByRole('row', { name: title, exact: true })).toHaveCount(0);
  const view = table.getByRole('link', {
    name: `View or download ${corrected} (opens in a new tab)`,
  });
  await expect(view).toHaveAttribute('href', new RegExp(`^${escapeRegExp(PUBLIC_BUCKET_URL)}`));

  // A corrected PDF again: the old file's address now serves a notice that leads to the new one.
  const oldHref = (await view.getAttribute('href')) ?? '';
  await table.getByRole('button', { name: `Edit ${corrected}`, exact: true }).click();
  await dialog.getByLabel('PDF File').setInputFiles(pdfFile(`${corrected} v2`));
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(view).not.toHaveAttribute('href', oldHref);
  const newHref = (await view.getAttribute('href')) ?? '';
  const old = await page.request.get(oldHref);
  expect(old.status()).toBe(200);
  const notice = await old.text();
  expect(notice).toContain('(This document has been replaced)');
  expect(notice).toContain(`/URI (${newHref})`);
  expect(notice).toContain('/investor/management-structure)');
});

test('delete archives with the five-year warning, hides it from a visitor, and Restore brings it back', async ({
  page,
  browser,
}) => {
  const path = '/investor/corporate-announcement';
  const title = uniqueTitle('E2E announcement');
  await adminOn(page, path);
  await addLinkDocument(page, 'Add Corporate Announcement', title, 'https://example.com/a.pdf');
  await expectVisitorSees(browser, path, 'corporate_announcement', title, 1);

  await page.getByRole('button', { name: `Delete ${title}`, exact: true }).click();
  await expect(page.getByRole('alertdialog').getByRole('note')).toContainText(
    "SEBI's LODR Regulation 30(8)",
  );
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
  await deleteDocument(page, title, 'Corporate announcement deleted successfully');
  await expectVisitorSees(browser, path, 'corporate_announcement', title, 0);

  await visit(page, '/dashboard/documents');
  const archive = page.getByRole('region', { name: 'Archive' });
  await archive.getByRole('button', { name: `Restore ${title}`, exact: true }).click();
  await expect(toasts(page).getByText(`"${title}" is back on its page.`)).toBeVisible();
  await expect(archive.getByRole('row', { name: title })).toHaveCount(0);
  await expectVisitorSees(browser, path, 'corporate_announcement', title, 1);

  // Deleting for good is a second, separate step from the archive, with its own confirmation.
  await visit(page, path);
  await expectDocumentsLoaded(page);
  await deleteDocument(page, title, 'Corporate announcement deleted successfully');
  await visit(page, '/dashboard/documents');
  await archive.getByRole('button', { name: `Delete ${title} permanently` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete permanently' });
  await expect(confirm).toContainText('It cannot be restored');
  await confirm.getByRole('button', { name: 'Delete permanently' }).click();
  await expect(toasts(page).getByText(`"${title}" and its file are gone for good.`)).toBeVisible();
  await expect(archive.getByRole('row', { name: title })).toHaveCount(0);
});

test('recent activity shows who did what, and the audit trail exports as CSV', async ({ page }) => {
  const title = uniqueTitle('E2E newspaper');
  await adminOn(page, '/investor/newspaper-publication');
  await addLinkDocument(page, 'Add Newspaper Publication', title, 'https://example.com/n.pdf');
  // An edit of the date alone: the trail shows it, before and after, under the unchanged title.
  await page.getByRole('button', { name: `Edit ${title}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Newspaper Publication' });
  await dialog.getByLabel('Document Date').fill('2024-03-31');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();

  await visit(page, '/dashboard/activity');
  const activity = page.getByRole('region', { name: 'Recent activity' });
  const rows = activity.getByRole('row', { name: new RegExp(title) });
  await pageToOwnEntries(activity, rows, 2);
  await expect(rows.nth(1)).toContainText(`Added “${title}” to Newspaper Publications`);
  await expect(rows.first()).toContainText(`Edited “${title}” in Newspaper Publications.`);
  await expect(rows.first().getByRole('list', { name: 'What changed' })).toContainText(
    /Document date changed from .+ to 31 Mar 2024/,
  );

  const download = page.waitForEvent('download');
  await activity.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^audit-trail-\d{4}-\d{2}-\d{2}\.csv$/);
  const saved = await readFile((await file.path()) ?? '', 'utf8');
  expect(saved.charAt(0)).toBe('\uFEFF');
  const csv = saved.slice(1);
  // Headings, times, sections and what was done in a person's words: no table or column names.
  expect(csv.split('\r\n')[0]).toBe('When (IST),Who,Section,What was done');
  expect(csv).toMatch(/\r\n\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},/);
  expect(csv).toContain(`,Newspaper Publications,"Added “${title}” to Newspaper Publications,`);
  expect(csv).not.toContain('newspaper_publication');
  await expect(
    toasts(page).getByText(/^The audit trail \(\d+ entries\) was saved as CSV\.$/),
  ).toBeVisible();
});

test('bulk upload adds each good PDF and refuses the one that is not a PDF', async ({ page }) => {
  const first = uniqueTitle('E2E pattern one');
  const second = uniqueTitle('E2E pattern two');
  // A table whose dates no other spec asserts (Regulation 46's freshness test reads seeded ones).
  await adminOn(page, '/investor/familiarization-program');
  await page
    .getByRole('button', { name: 'Add Familiarization Programme Document', exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Add Familiarization Programme Document' });
  await dialog.getByRole('button', { name: 'Upload several PDFs at once' }).click();
  await dialog
    .getByLabel('PDF Files')
    .setInputFiles([pdfFile(first), textRenamedAsPdf(), pdfFile(second)]);
  const files = dialog.getByRole('list', { name: 'Files to upload' });
  await expect(files.getByRole('listitem')).toHaveCount(3);
  // Titles come from the names and can be edited before saving.
  await dialog.getByLabel(`Title for ${pdfFile(first).name}`).fill(first);
  await dialog.getByLabel(`Title for ${pdfFile(second).name}`).fill(second);
  await dialog.getByRole('button', { name: 'Upload 3 files' }).click();

  // Each file is uploaded, then its text read with pdf.js (loaded on first use): more than the
  // default 10 s for three files on a loaded two-core machine.
  await expect(dialog.getByRole('status')).toHaveText('2 added, 1 refused: not a PDF', {
    timeout: 30_000,
  });
  await expect(files.getByText('Refused: not a PDF')).toHaveCount(1);
  await expect(files.getByText('Added', { exact: true })).toHaveCount(2);
  await expect(toasts(page).getByText('2 added, 1 refused: not a PDF')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  const table = documentTable(page, 'Familiarization Programmes for Independent Directors');
  await expect(table.getByRole('row', { name: first })).toHaveCount(1);
  await expect(table.getByRole('row', { name: second })).toHaveCount(1);
  await expect(table.getByRole('row', { name: /meeting notes/ })).toHaveCount(0);
});
