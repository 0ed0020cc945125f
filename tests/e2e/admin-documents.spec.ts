import { expect, test } from './support/fixtures';
import { footerAccountButton, logInAsAdmin } from './support/auth';
import {
  addLinkDocument,
  chooseFile,
  deleteDocument,
  documentTable,
  expectRowAbove,
  openAddDialog,
  uploadPdfDocument,
} from './support/documents';
import { oversizedPdf, pdfFile, textRenamedAsPdf, uniqueTitle } from './support/files';
import { expectDocumentsLoaded, toasts, visit } from './support/page';
import { expectOpensPdfInNewTab, PUBLIC_BUCKET_URL } from './support/storage';
import { escapeRegExp } from './support/text';

// Each test works in a table of its own, so tests running side by side never share one.

test('the admin adds a link, uploads a PDF that lists first, opens it, deletes both and logs out', async ({
  page,
}) => {
  const linkTitle = uniqueTitle('E2E linked policy');
  const pdfTitle = uniqueTitle('E2E uploaded policy');
  const linkUrl = 'https://example.com/policies/e2e-linked-policy.pdf';

  await visit(page, '/');
  await logInAsAdmin(page);
  await visit(page, '/investor/policies');
  await expectDocumentsLoaded(page);
  const table = documentTable(page, 'Policies');
  await expect(table.getByRole('columnheader', { name: 'Actions' })).toBeVisible();

  await addLinkDocument(page, 'Add New Policy', linkTitle, linkUrl);
  await expect(table.getByRole('row', { name: linkTitle })).toHaveCount(1);
  await expect(
    table.getByRole('link', { name: `View or download ${linkTitle} (opens in a new tab)` }),
  ).toHaveAttribute('href', linkUrl);

  await uploadPdfDocument(page, 'Add New Policy', pdfTitle, pdfFile(pdfTitle));
  // The newer of its two rows lists first (other tests' rows may come anywhere around them).
  await expectRowAbove(table, pdfTitle, linkTitle);

  // Opening it: a new tab on the file's public storage address, which answers with the PDF.
  const view = table.getByRole('link', {
    name: `View or download ${pdfTitle} (opens in a new tab)`,
  });
  const href = await expectOpensPdfInNewTab(view, pdfTitle);
  expect(href).toMatch(new RegExp(`^${escapeRegExp(PUBLIC_BUCKET_URL)}.+\\.pdf$`));

  await deleteDocument(page, pdfTitle, 'Policy deleted successfully');
  // Delete archives: the row leaves the page, but its file stays until it is deleted for good
  // from the dashboard's archive (admin-desk.spec.ts), so a restore brings it back whole.
  expect((await page.request.get(href)).status()).toBe(200);

  // Cancelling the confirmation keeps the document.
  await page.getByRole('button', { name: `Delete ${linkTitle}`, exact: true }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete document' })
    .getByRole('button', { name: 'Cancel' })
    .click();
  await expect(page.getByRole('alertdialog')).toBeHidden();
  await expect(page.getByRole('row', { name: linkTitle })).toHaveCount(1);
  await deleteDocument(page, linkTitle, 'Policy deleted successfully');

  await footerAccountButton(page, 'Logout').click();
  await expect(toasts(page).getByText('You have been logged out successfully')).toBeVisible();
  await expect(footerAccountButton(page, 'Login')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add New Policy' })).toHaveCount(0);
  await expect(table.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
});

test('a PDF larger than 10 MB is refused with the size message', async ({ page }) => {
  await visit(page, '/');
  await logInAsAdmin(page);
  await visit(page, '/investor/voting-results');
  const dialog = await openAddDialog(page, 'Add Voting Result');
  await dialog.getByLabel('Document Title').fill(uniqueTitle('E2E oversized result'));

  const submit = await chooseFile(dialog, oversizedPdf());
  await expect(dialog.getByText('File size should be less than 10MB')).toBeVisible();
  await expect(dialog.getByLabel('PDF File')).toHaveAttribute('aria-invalid', 'true');
  await expect(submit).toBeDisabled();
});

test('a text file renamed to .pdf is refused as not a PDF', async ({ page }) => {
  await visit(page, '/');
  await logInAsAdmin(page);
  await visit(page, '/investor/general-meeting');
  const dialog = await openAddDialog(page, 'Add General Meeting Notice');
  await dialog.getByLabel('Document Title').fill(uniqueTitle('E2E renamed notice'));

  const submit = await chooseFile(dialog, textRenamedAsPdf());
  await expect(dialog.getByText('Only PDF files are allowed')).toBeVisible();
  await expect(submit).toBeDisabled();
});
