/**
 * The pictures of docs/administrator-guide.md, in the order the guide walks through the desk.
 * Each step leaves the browser where the next one starts (signed in from the second on). Reuses
 * the end-to-end suite's own ways of finding things, so a screen that moves fails here as there.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { paths } from '../src/config/paths';
import { deskSection, type DeskSectionKey } from '../src/content/desk-sections';
import { documentRegistry } from '../src/lib/document-registry';
import {
  ADMIN,
  footerAccountButton,
  openLoginDialog,
  submitLogin,
} from '../tests/e2e/support/auth';
import { pdfFile } from '../tests/e2e/support/files';
import { expectDocumentsLoaded, toasts, visit, waitForAnimations } from '../tests/e2e/support/page';

/** What to photograph: the window as it is, or one element (its top `maxHeight` px at most). */
export type Target = 'viewport' | { element: Locator; maxHeight?: number };

export type Shot = {
  /** The file name in docs/images/, without `.png`. */
  name: string;
  /** Brings the screen about and says what to photograph. */
  take: (page: Page) => Promise<Target>;
};

const policies = documentRegistry.policies;

function region(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

const whole = (element: Locator): Target => ({ element });

/** A section of the desk (Today unless named), loaded, with every part past its loading line. */
async function desk(page: Page, key: DeskSectionKey = 'today'): Promise<void> {
  const section = deskSection(key);
  await visit(page, section.path);
  await expect(page.getByRole('heading', { level: 1, name: section.label })).toBeVisible();
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /…$/ })).toHaveCount(0);
}

/** A dialog once it has finished opening. */
async function openedDialog(page: Page, name: string, role: 'dialog' | 'alertdialog' = 'dialog') {
  const dialog = page.getByRole(role, { name });
  await expect(dialog).toBeVisible();
  await waitForAnimations(dialog);
  return dialog;
}

async function closeDialog(page: Page, dialog: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

export const shots: Shot[] = [
  {
    name: 'login',
    take: async (page) => {
      await visit(page, paths.home);
      const dialog = await openLoginDialog(page);
      await dialog.getByLabel('Username').fill(ADMIN.username);
      await dialog.getByLabel('Password', { exact: true }).fill(ADMIN.password);
      await waitForAnimations(dialog);
      return whole(dialog);
    },
  },
  {
    name: 'dashboard',
    take: async (page) => {
      await submitLogin(page.getByRole('dialog', { name: 'Admin Login' }), ADMIN);
      await expect(toasts(page).getByText(/^Welcome back, .+!$/)).toBeVisible();
      await expect(footerAccountButton(page, 'Logout')).toBeVisible();
      await desk(page);
      return 'viewport';
    },
  },
  {
    name: 'two-factor',
    take: async (page) => {
      await desk(page, 'security');
      const section = region(page, 'Two-factor authentication');
      await section.getByRole('button', { name: 'Set up two-factor authentication' }).click();
      await expect(section.getByRole('img', { name: /QR code/ })).toBeVisible();
      return whole(section);
    },
  },
  {
    name: 'document-counts',
    // The first dozen tables: the rest are the same again.
    take: async (page) => {
      await desk(page, 'documents');
      return { element: region(page, 'Investor documents'), maxHeight: 640 };
    },
  },
  {
    name: 'document-page',
    take: async (page) => {
      await visit(page, paths.investor.policies);
      await expectDocumentsLoaded(page);
      await expect(page.getByRole('button', { name: policies.addTitle })).toBeVisible();
      // What the administrator sees on arriving: the heading, the Add button, the table's top.
      await page.evaluate(() => window.scrollTo(0, 0));
      return 'viewport';
    },
  },
  {
    name: 'add-document',
    take: async (page) => {
      await page.getByRole('button', { name: policies.addTitle, exact: true }).click();
      const dialog = await openedDialog(page, policies.addTitle);
      await dialog.getByLabel('Document Title').fill('Policy on Preservation of Documents');
      return whole(dialog);
    },
  },
  {
    name: 'bulk-upload',
    take: async (page) => {
      const dialog = page.getByRole('dialog', { name: policies.addTitle });
      await dialog.getByRole('button', { name: 'Upload several PDFs at once' }).click();
      await dialog
        .getByLabel('PDF Files')
        .setInputFiles([
          pdfFile('Policy on Board Diversity'),
          pdfFile('Archival Policy for Disclosures'),
        ]);
      await expect(dialog.getByRole('list', { name: 'Files to upload' })).toBeVisible();
      return whole(dialog);
    },
  },
  {
    name: 'edit-document',
    take: async (page) => {
      await closeDialog(page, page.getByRole('dialog', { name: policies.addTitle }));
      await page
        .getByRole('button', { name: /^Edit / })
        .first()
        .click();
      return whole(await openedDialog(page, `Edit ${policies.itemName}`));
    },
  },
  {
    name: 'archive-warning',
    take: async (page) => {
      await closeDialog(page, page.getByRole('dialog', { name: `Edit ${policies.itemName}` }));
      await page
        .getByRole('button', { name: /^Delete / })
        .first()
        .click();
      return whole(await openedDialog(page, 'Delete document', 'alertdialog'));
    },
  },
  {
    name: 'archive',
    take: async (page) => {
      const confirm = page.getByRole('alertdialog', { name: 'Delete document' });
      await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(toasts(page).getByText(policies.deleteSuccessMessage)).toBeVisible();
      await desk(page, 'documents');
      return whole(region(page, 'Archive'));
    },
  },
  {
    name: 'recent-activity',
    take: async (page) => {
      await region(page, 'Archive')
        .getByRole('button', { name: /^Restore / })
        .first()
        .click();
      await expect(toasts(page).getByText('Restored', { exact: true })).toBeVisible();
      await desk(page, 'activity');
      // The newest entries: the restore and the archive above the seed's.
      return { element: region(page, 'Recent activity'), maxHeight: 420 };
    },
  },
  {
    name: 'compliance-calendar',
    take: async (page) => {
      await desk(page, 'calendar');
      return { element: region(page, 'Compliance calendar'), maxHeight: 900 };
    },
  },
  { name: 'investor-events', take: async (page) => whole(region(page, 'Investor events')) },
  {
    name: 'event-dialog',
    take: async (page) => {
      await region(page, 'Investor events').getByRole('button', { name: 'Add event' }).click();
      return whole(await openedDialog(page, 'Add event'));
    },
  },
  {
    name: 'holidays',
    take: async (page) => {
      await closeDialog(page, page.getByRole('dialog', { name: 'Add event' }));
      return whole(region(page, 'Exchange holidays'));
    },
  },
  {
    name: 'company-facts',
    take: async (page) => {
      await desk(page, 'company');
      await expect(page.getByRole('heading', { name: /^Sample rows to replace/ })).toBeVisible();
      return { element: region(page, 'What the pages show'), maxHeight: 900 };
    },
  },
  {
    name: 'document-text',
    take: async (page) => {
      await desk(page, 'documents');
      return whole(region(page, 'Search inside the documents'));
    },
  },
  {
    name: 'statement-import',
    take: async (page) => {
      await visit(page, paths.investor.unclaimedDividends);
      const section = region(page, 'Import a year’s statement for the lookup');
      await expect(section).toBeVisible();
      return whole(section);
    },
  },
];
