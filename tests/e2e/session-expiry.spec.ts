import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/keys';
import { ADMIN, logInAsAdmin, submitLogin } from './support/auth';
import { addLinkDocument, documentTable, openAddDialog } from './support/documents';
import { uniqueTitle } from './support/files';
import { expectDocumentsLoaded, toasts, visit } from './support/page';
import { escapeRegExp } from './support/text';
import { E2E_BACKEND_URL } from './support/urls';

// Where supabase-js keeps the session in this site (src/lib/auth-storage.ts).
const SESSION_KEY = 'hfa-auth-session';
const TABLE = 'investor_contact';

/**
 * Ends this page's session the way it ends in real life: the server revokes it (signed out on
 * another device, or its refresh token expired), and the access token's time runs out. The
 * server forgets the refresh token; the page's copy of the session is marked expired.
 */
async function expireSession(page: Page) {
  const accessToken = await page.evaluate((key) => {
    const session = JSON.parse(localStorage.getItem(key) ?? 'null') as {
      access_token: string;
      expires_at: number;
    } | null;
    if (!session) throw new Error('no stored session');
    localStorage.setItem(
      key,
      JSON.stringify({ ...session, expires_at: Math.floor(Date.now() / 1000) - 60 }),
    );
    return session.access_token;
  }, SESSION_KEY);
  // Only this session: other tests log the same admin in at the same time.
  const response = await page.request.post(`${E2E_BACKEND_URL}/auth/v1/logout?scope=local`, {
    headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${accessToken}` },
  });
  expect(response.status()).toBe(204);
}

test('an add after the session ended keeps what was typed, asks to log in again, then saves', async ({
  page,
  request,
}) => {
  const title = uniqueTitle('E2E contact after expiry');
  const link = 'https://example.com/contact-after-expiry.pdf';
  await visit(page, '/');
  await logInAsAdmin(page);
  await visit(page, '/investor/contact');
  await expectDocumentsLoaded(page);

  const dialog = await openAddDialog(page, 'Add Contact Document');
  await dialog.getByLabel('Document Title').fill(title);
  await dialog.getByLabel('Document Link').fill(link);
  await expireSession(page);
  await dialog.getByRole('button', { name: 'Add Document' }).click();

  await expect(toasts(page).getByText('You must be logged in to add documents.')).toBeVisible();
  await expect(dialog.getByText('Your session has expired')).toBeVisible();
  await expect(dialog.getByLabel('Document Title')).toHaveValue(title);
  await expect(dialog.getByLabel('Document Link')).toHaveValue(link);
  // The site no longer treats the page as the admin's (the footer, hidden from assistive
  // technology behind the dialog, offers Login again)...
  await expect(page.locator('footer').getByText('Login', { exact: true })).toBeAttached();

  // ...and logging in again happens over the form, without leaving the page.
  await dialog.getByRole('button', { name: 'Log in again' }).click();
  const login = page.getByRole('dialog', { name: 'Admin Login' });
  await expect(login).toContainText('Your session has expired.');
  await submitLogin(login, ADMIN);
  await expect(toasts(page).getByText(/^Welcome back, .+!$/)).toBeVisible();
  await expect(login).toBeHidden();
  await expect(page).toHaveURL('/investor/contact');
  await expect(dialog.getByLabel('Document Title')).toHaveValue(title);
  const submit = dialog.getByRole('button', { name: 'Add Document' });
  await expect(submit).toBeFocused();

  await submit.click();
  await expect(toasts(page).getByText('Document added successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  // Its own row, by its title: another test may add to the same table at the same moment.
  const table = documentTable(page, 'Investor Contact Documents');
  await expect(table.getByRole('row', { name: new RegExp(title) })).toHaveCount(1);

  await removeRow(request, title);
});

test('an edit after the session ended keeps the dialog and its changes, asks to log in again, then saves', async ({
  page,
  request,
}) => {
  const title = uniqueTitle('E2E contact to edit');
  const corrected = `${title} (corrected)`;
  await visit(page, '/');
  await logInAsAdmin(page);
  await visit(page, '/investor/contact');
  await expectDocumentsLoaded(page);
  await addLinkDocument(page, 'Add Contact Document', title, 'https://example.com/contact.pdf');
  const table = documentTable(page, 'Investor Contact Documents');

  await table.getByRole('button', { name: `Edit ${title}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Contact Document' });
  await dialog.getByLabel('Document Title').fill(corrected);
  await expireSession(page);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();

  await expect(toasts(page).getByText('You must be logged in to edit documents.')).toBeVisible();
  // The page no longer treats the visitor as the admin, yet the dialog and its text stay.
  await expect(page.locator('footer').getByText('Login', { exact: true })).toBeAttached();
  await expect(dialog.getByText('Your session has expired')).toBeVisible();
  await expect(dialog.getByLabel('Document Title')).toHaveValue(corrected);

  await dialog.getByRole('button', { name: 'Log in again' }).click();
  const login = page.getByRole('dialog', { name: 'Admin Login' });
  await submitLogin(login, ADMIN);
  await expect(login).toBeHidden();
  await expect(dialog.getByText('You are logged in again. Select Save Changes')).toBeVisible();
  const submit = dialog.getByRole('button', { name: 'Save Changes' });
  await expect(submit).toBeFocused();
  await submit.click();
  await expect(toasts(page).getByText('Document updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(table.getByRole('row', { name: new RegExp(escapeRegExp(corrected)) })).toHaveCount(
    1,
  );

  await removeRow(request, corrected);
});

/** Takes a test's row away again, with the service key (the database lets only it delete live). */
async function removeRow(request: APIRequestContext, title: string) {
  const cleanup = await request.delete(
    `${E2E_BACKEND_URL}/rest/v1/${TABLE}?document_title=eq.${encodeURIComponent(title)}`,
    {
      headers: {
        apikey: LOCAL_SERVICE_ROLE_KEY,
        authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`,
      },
    },
  );
  expect(cleanup.ok()).toBe(true);
}
