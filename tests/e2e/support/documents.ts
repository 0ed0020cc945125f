import { expect, type Locator, type Page } from '@playwright/test';
import type { FilePayload } from './files';
import { toasts } from './page';

/** A document table, named by its caption (the section heading, or the table's label). */
export function documentTable(page: Page, caption: string): Locator {
  return page.getByRole('table', { name: caption, exact: true });
}

/**
 * Waits until the row titled `upper` comes before the row titled `lower` in `table`: the newer of
 * a test's own two documents first. Never the table's first row: another test, in the other
 * worker, may add a row to the same table at any moment (DESIGN.md, Isolation).
 */
export async function expectRowAbove(table: Locator, upper: string, lower: string) {
  await expect
    .poll(
      async () => {
        const rows = await table.getByRole('row').allInnerTexts();
        const above = rows.findIndex((row) => row.includes(upper));
        const below = rows.findIndex((row) => row.includes(lower));
        return above >= 0 && below >= 0 && above < below;
      },
      { message: `"${upper}" is listed above "${lower}"` },
    )
    .toBe(true);
}

/** Opens the Add dialog whose button and title are `addTitle`, e.g. 'Add New Policy'. */
export async function openAddDialog(page: Page, addTitle: string): Promise<Locator> {
  await page.getByRole('button', { name: addTitle, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: addTitle });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Chooses 'Upload PDF' in an open Add dialog and picks `file`; returns the submit button. */
export async function chooseFile(dialog: Locator, file: FilePayload): Promise<Locator> {
  await dialog.getByRole('radio', { name: 'Upload PDF' }).check();
  await dialog.getByLabel('PDF File').setInputFiles(file);
  return dialog.getByRole('button', { name: 'Add Document' });
}

/** The newest toast that says `text`: an earlier one with the same words may still be showing. */
function newestToast(page: Page, text: string): Locator {
  return toasts(page).getByText(text, { exact: true }).last();
}

/** Adds a document that links to `url` through the Add dialog, and waits for the success toast. */
export async function addLinkDocument(page: Page, addTitle: string, title: string, url: string) {
  const dialog = await openAddDialog(page, addTitle);
  await dialog.getByLabel('Document Title').fill(title);
  await dialog.getByLabel('Document Link').fill(url);
  await dialog.getByRole('button', { name: 'Add Document' }).click();
  await expect(newestToast(page, 'Document added successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** Uploads `file` as a document titled `title`, and waits for both success toasts. */
export async function uploadPdfDocument(
  page: Page,
  addTitle: string,
  title: string,
  file: FilePayload,
) {
  const dialog = await openAddDialog(page, addTitle);
  await dialog.getByLabel('Document Title').fill(title);
  const submit = await chooseFile(dialog, file);
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(newestToast(page, 'Your document has been uploaded successfully')).toBeVisible();
  await expect(newestToast(page, 'Document added successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
}

/**
 * Deletes the row titled `title` through its Delete button and the confirmation: it moves to the
 * archive, and the toast says where it went.
 */
export async function deleteDocument(page: Page, title: string, successMessage: string) {
  await page.getByRole('button', { name: `Delete ${title}`, exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete document' });
  await expect(confirm).toContainText('Are you sure you want to delete this document?');
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  const archived = `${successMessage}. It is in the archive (Dashboard, Documents), where you can restore it.`;
  await expect(newestToast(page, archived)).toBeVisible();
  await expect(page.getByRole('row', { name: title })).toHaveCount(0);
}
