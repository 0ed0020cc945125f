import type { Page } from '@playwright/test';
import { logInAsAdmin, openLoginDialog } from './support/auth';
import { findAccessibilityViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { addLinkDocument, openAddDialog } from './support/documents';
import { pdfFile, textRenamedAsPdf, uniqueTitle } from './support/files';
import { expectDocumentsLoaded, visit, waitForAnimations } from './support/page';
import { DESK_SECTIONS } from './support/routes';
import { DESKTOP, MOBILE, VIEWPORTS } from './support/viewports';
import { WALK_MS_PER_PAGE } from './support/walk';

// axe with the WCAG 2.1 A and AA rules (see support/axe.ts); every scan must find nothing. The
// public pages are scanned by the walk in every-page.spec.ts; here, the desk, dialogs and menus.

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`the desk ${name}`, () => {
    test.use({ viewport });

    // One sign-in, then each section at its own address, each a step whose checks are soft, so
    // one section's violation never hides another's.
    test('every section of the desk has no WCAG 2.1 A or AA violation, nor sideways scrolling', async ({
      page,
    }) => {
      test.setTimeout(DESK_SECTIONS.length * WALK_MS_PER_PAGE);
      await visit(page, '/');
      await logInAsAdmin(page);
      for (const section of DESK_SECTIONS) {
        await test.step(`${section.heading} (${section.path})`, async () => {
          await visit(page, section.path);
          const heading = page.getByRole('heading', { level: 1, name: section.heading });
          await expect.soft(heading, section.path).toBeVisible();
          // Every part of the section has arrived: no loading status is left.
          const statuses = page.getByRole('status');
          await expect.soft(statuses.filter({ hasText: /…$/ }), section.path).toHaveCount(0);
          await expect.soft(statuses.filter({ hasText: /^Loading/ }), section.path).toHaveCount(0);
          expect.soft(await findAccessibilityViolations(page), section.path).toEqual([]);
          const width = page.viewportSize()?.width ?? 0;
          const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
          expect.soft(scrollWidth, `${section.path} scrolls sideways`).toBeLessThanOrEqual(width);
        });
      }
    });
  });
}

/** Scans the whole page once the open dialog has finished appearing. */
async function violationsWithDialogOpen(page: Page, role: 'dialog' | 'alertdialog') {
  const dialog = page.getByRole(role);
  await expect(dialog).toBeVisible();
  await waitForAnimations(dialog);
  return findAccessibilityViolations(page);
}

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`the dialogs ${name}`, () => {
    test.use({ viewport });
    // Each of these signs in, opens a dialog and runs axe over the whole page two or three
    // times; at a load of 11-13 on two cores one has needed 60-80 s, so they get three minutes
    // (a test's time is not what it checks).
    test.describe.configure({ timeout: 180_000 });

    test('the Admin Login dialog, empty and with its errors, has no violation', async ({
      page,
    }) => {
      await visit(page, '/');
      const dialog = await openLoginDialog(page);
      expect(await violationsWithDialogOpen(page, 'dialog')).toEqual([]);
      await dialog.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(dialog.getByText('Password is required')).toBeVisible();
      expect(await violationsWithDialogOpen(page, 'dialog')).toEqual([]);
    });

    test('the Add dialog, in link and in upload mode, has no violation', async ({ page }) => {
      await visit(page, '/');
      await logInAsAdmin(page);
      await visit(page, '/investor/register-closure');
      await expectDocumentsLoaded(page);
      const dialog = await openAddDialog(page, 'Add Register Closure Notice');
      expect(await violationsWithDialogOpen(page, 'dialog')).toEqual([]);

      await dialog.getByRole('button', { name: 'Add Document' }).click();
      await expect(dialog.getByText('Document title is required')).toBeVisible();
      expect(await violationsWithDialogOpen(page, 'dialog')).toEqual([]);

      await dialog.getByRole('radio', { name: 'Upload PDF' }).check();
      await expect(dialog.getByLabel('PDF File')).toBeVisible();
      expect(await violationsWithDialogOpen(page, 'dialog')).toEqual([]);
    });

    test('the Edit dialog and the bulk upload have no violation', async ({ page }) => {
      const title = uniqueTitle('E2E accessible edit');
      await visit(page, '/');
      await logInAsAdmin(page);
      await visit(page, '/investor/register-closure');
      await expectDocumentsLoaded(page);
      await addLinkDocument(
        page,
        'Add Register Closure Notice',
        title,
        'https://example.com/r.pdf',
      );
      await page.getByRole('button', { name: `Edit ${title}`, exact: true }).click();
      expect(await violationsWithDialogOpen(page, 'dialog')).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();

      const dialog = await openAddDialog(page, 'Add Register Closure Notice');
      await dialog.getByRole('button', { name: 'Upload several PDFs at once' }).click();
      await dialog.getByLabel('PDF Files').setInputFiles([pdfFile(title), textRenamedAsPdf()]);
      await expect(dialog.getByRole('listitem')).toHaveCount(2);
      expect(await violationsWithDialogOpen(page, 'dialog')).toEqual([]);
    });

    test('the delete confirmation has no violation', async ({ page }) => {
      const title = uniqueTitle('E2E accessibility check');
      await visit(page, '/');
      await logInAsAdmin(page);
      await visit(page, '/investor/quarterly-governance');
      await expectDocumentsLoaded(page);
      await addLinkDocument(
        page,
        'Add Quarterly Governance Report',
        title,
        'https://example.com/governance.pdf',
      );
      await page.getByRole('button', { name: `Delete ${title}`, exact: true }).click();
      expect(await violationsWithDialogOpen(page, 'alertdialog')).toEqual([]);
      // Leave the table as it was.
      await page
        .getByRole('alertdialog')
        .getByRole('button', { name: 'Delete', exact: true })
        .click();
      await expect(page.getByRole('row', { name: title })).toHaveCount(0);
    });
  });
}

test.describe('open menus', () => {
  test('the desktop Investor dropdown, open, has no violation', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await visit(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Investor', exact: true }).click();
    await expect(nav.getByText('Investor Resources')).toBeVisible();
    await waitForAnimations(nav);
    expect(await findAccessibilityViolations(page)).toEqual([]);
  });

  test('the mobile menu, open with an accordion item expanded, has no violation', async ({
    page,
  }) => {
    await page.setViewportSize(MOBILE);
    await visit(page, '/');
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Mobile' });
    await nav.getByRole('button', { name: 'Regulatory Disclosures' }).click();
    await expect(nav.getByRole('link', { name: 'Investor Contact' })).toBeVisible();
    await waitForAnimations(nav);
    expect(await findAccessibilityViolations(page)).toEqual([]);
  });
});
