import { expect, test } from './support/fixtures';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { logInAsAdmin } from './support/auth';
import { findAccessibilityViolations } from './support/axe';
import { chooseFile, deleteDocument, openAddDialog } from './support/documents';
import { uniqueTitle, type FilePayload } from './support/files';
import { visit } from './support/page';

// Search inside the documents in real Chromium: pdf.js reads the PDF in the administrator's browser (its worker
// under the site's Content Security Policy), the text is stored, and a visitor's search opens the
// PDF at the page. A table no other spec uses.
const PAGE = '/investor/financial-reports';
const ADD = 'Add Integrated Filing';

// Logging in, reading the PDF, uploading, searching and the axe scans: more than the default 30 s
// on a loaded two-core machine.
test.describe.configure({ timeout: 90_000 });

async function pdfOf(name: string, pages: string[]): Promise<FilePayload> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const text of pages) {
    const page = doc.addPage();
    if (text) page.drawText(text, { x: 40, y: 700, size: 12, font });
  }
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(await doc.save()) };
}

/** A made-up word no other document has: letters only, so search reads it as one word. */
function uniqueWord(): string {
  return Array.from({ length: 10 }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  ).join('');
}

test('a word from page 3 of an uploaded PDF is found, and its result opens page 3', async ({
  page,
}) => {
  const title = uniqueTitle('E2E integrated filing');
  const word = uniqueWord();
  const file = await pdfOf('three-pages.pdf', ['Cover page', 'Contents', `The ${word} clause`]);

  await visit(page, '/');
  await logInAsAdmin(page);
  await visit(page, PAGE);
  const dialog = await openAddDialog(page, ADD);
  await dialog.getByLabel('Document Title').fill(title);
  const submit = await chooseFile(dialog, file);
  await expect(submit).toBeEnabled();
  await expect(dialog.getByText(/no text|could not be read|password-protected/)).toHaveCount(0);
  await submit.click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });

  await visit(page, `/investor/search?q=${word}`);
  const open = page.getByRole('link', { name: new RegExp(`View/Download ${title} at page 3`) });
  await expect(open).toHaveAttribute('href', /\.pdf#page=3$/);
  await expect(page.locator('mark', { hasText: word })).toBeVisible();
  await expect(page.getByText('Page 3:')).toBeVisible();
  expect(await findAccessibilityViolations(page)).toEqual([]);

  await visit(page, PAGE);
  await deleteDocument(page, title, 'Document deleted successfully');
});

test('a scanned PDF (no text) is still accepted, with a plain warning', async ({ page }) => {
  await visit(page, '/');
  await logInAsAdmin(page);
  await visit(page, PAGE);
  const dialog = await openAddDialog(page, ADD);
  await dialog.getByLabel('Document Title').fill(uniqueTitle('E2E scanned filing'));
  const submit = await chooseFile(dialog, await pdfOf('scanned.pdf', ['', '']));
  await expect(
    dialog.getByText(/This PDF has no text .* screen readers cannot read it/),
  ).toBeVisible();
  await expect(submit).toBeEnabled();
  expect(await findAccessibilityViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await visit(page, '/dashboard/documents');
  await expect(page.getByRole('heading', { name: 'Search inside the documents' })).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Index documents not yet searchable' }),
  ).toBeEnabled();
  expect(await findAccessibilityViolations(page)).toEqual([]);
});

test("the seed's annual report is found by words of its page 3, as `npm start` shows", async ({
  page,
}) => {
  await visit(page, '/investor/search?q=materially%20significant');
  const open = page.getByRole('link', {
    name: /View\/Download Annual Report 2023-24 at page 3/,
  });
  await expect(open).toHaveAttribute('href', /sample-annual-report-2023-24\.pdf#page=3$/);
  await expect(page.locator('mark', { hasText: /materially/i })).toBeVisible();
});
