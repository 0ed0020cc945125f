import { expect, type Locator, type Page } from '@playwright/test';
import { DEFAULT_LOCAL_ADMIN_PASSWORD, LOCAL_ADMIN_USERNAME } from '../../../supabase/local/keys';
import { toasts, visit } from './page';

export type Credentials = { username: string; password: string };

/** The embedded backend's administrator; it honours LOCAL_ADMIN_PASSWORD as the backend does. */
export const ADMIN: Credentials = {
  username: LOCAL_ADMIN_USERNAME,
  password: process.env.LOCAL_ADMIN_PASSWORD || DEFAULT_LOCAL_ADMIN_PASSWORD,
};

/** The footer's Login or Logout entry. */
export function footerAccountButton(page: Page, name: 'Login' | 'Logout'): Locator {
  return page.getByRole('contentinfo').getByRole('button', { name, exact: true });
}

/** Opens the 'Admin Login' dialog from the footer, as a visitor does. */
export async function openLoginDialog(page: Page): Promise<Locator> {
  await footerAccountButton(page, 'Login').click();
  const dialog = page.getByRole('dialog', { name: 'Admin Login' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Fills in and sends the login form of an open dialog. */
export async function submitLogin(dialog: Locator, { username, password }: Credentials) {
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
}

/**
 * Logs the admin in from the footer of the current page and waits for the welcome toast and for
 * the dialog to close. The login sends the browser to the home page.
 */
export async function logInAsAdmin(page: Page): Promise<void> {
  const dialog = await openLoginDialog(page);
  await submitLogin(dialog, ADMIN);
  await expect(toasts(page).getByText(/^Welcome back, .+!$/)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL('/');
}

/** Logs the admin in from the home page's footer, then opens `path` (the dashboard, say). */
export async function logInAndVisit(page: Page, path: string): Promise<void> {
  await visit(page, '/');
  await logInAsAdmin(page);
  await visit(page, path);
}
