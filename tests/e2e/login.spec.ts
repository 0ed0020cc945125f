import { expect, test } from './support/fixtures';
import { ADMIN, footerAccountButton, openLoginDialog, submitLogin } from './support/auth';
import { toastTitled, visit } from './support/page';

test('the footer Login opens the Admin Login dialog, and Escape closes it', async ({ page }) => {
  await visit(page, '/contact');
  const dialog = await openLoginDialog(page);
  await expect(dialog.getByLabel('Username')).toBeVisible();
  await expect(dialog.getByLabel('Password', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a wrong password shows Invalid username or password and keeps the visitor logged out', async ({
  page,
}) => {
  await visit(page, '/contact');
  const dialog = await openLoginDialog(page);
  await submitLogin(dialog, { username: ADMIN.username, password: 'not-the-password' });

  const failure = toastTitled(page, 'Login failed');
  await expect(failure).toBeVisible();
  await expect(failure).toContainText('Invalid username or password');
  await expect(dialog).toBeVisible();
  // Said in the dialog too, beside the form: a toast goes away, and a screen reader may miss it.
  await expect(dialog.getByRole('alert')).toHaveText('Login failed: Invalid username or password');
  await expect(page).toHaveURL('/contact');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  // Opened again, the dialog starts afresh.
  await openLoginDialog(page);
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(footerAccountButton(page, 'Login')).toBeVisible();
});

test('an empty login form asks for the username and the password', async ({ page }) => {
  await visit(page, '/');
  const dialog = await openLoginDialog(page);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(dialog.getByText('Username is required')).toBeVisible();
  await expect(dialog.getByText('Password is required')).toBeVisible();
});
