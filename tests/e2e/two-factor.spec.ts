import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import {
  footerAccountButton,
  openLoginDialog,
  submitLogin,
  type Credentials,
} from './support/auth';
import { findAccessibilityViolations } from './support/axe';
import { toasts, toastTitled, visit, waitForAnimations } from './support/page';
import { createOwnAdmin, totpCode } from './support/two-factor';

async function logInWithPassword(page: Page, admin: Credentials) {
  await visit(page, '/');
  const dialog = await openLoginDialog(page);
  await submitLogin(dialog, admin);
  return dialog;
}

/** Logs out from the desk, and waits until it is done before going elsewhere. */
async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(toastTitled(page, 'Logged out')).toBeVisible();
}

/** Enrols an authenticator from the desk's Security, computing the code from the key shown. */
async function enrol(page: Page) {
  await visit(page, '/dashboard/security');
  const section = page.getByRole('region', { name: 'Two-factor authentication' });
  await section.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  await expect(section.getByRole('img', { name: /QR code/ })).toBeVisible();
  expect(await findAccessibilityViolations(page)).toEqual([]);
  const secret = (await section.getByTestId('totp-secret').innerText()).trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await section.getByLabel('Code from your authenticator app').fill(totpCode(secret));
  await section.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(toastTitled(page, 'Two-factor authentication is on')).toBeVisible();
  await expect(section.getByText('On.')).toBeVisible();
  return { section, secret };
}

test('an admin enrols an authenticator, and the next login asks for its code', async ({ page }) => {
  const admin = await createOwnAdmin('enrol');
  const first = await logInWithPassword(page, admin);
  await expect(toasts(page).getByText(/^Welcome back, .+!$/)).toBeVisible();
  await expect(first).toBeHidden();
  const { secret } = await enrol(page);

  await logOut(page);
  const dialog = await logInWithPassword(page, admin);
  const code = dialog.getByLabel('Authentication code');
  await expect(code).toBeVisible();
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');

  const valid = [0, 1, 2].map((s) => totpCode(secret, s));
  await code.fill(['000000', '111111', '222222'].find((c) => !valid.includes(c)) ?? '333333');
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'That code is not right. Check your authenticator app and try again.',
  );
  await expect(dialog).toBeVisible();
  await waitForAnimations(dialog);
  expect(await findAccessibilityViolations(page)).toEqual([]);

  // The next step's code: the enrolment used this one, and a code is never accepted twice.
  await code.fill(totpCode(secret, 1));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(toasts(page).getByText(/^Welcome back, .+!$/)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(footerAccountButton(page, 'Logout')).toBeVisible();

  await visit(page, '/dashboard/security');
  const section = page.getByRole('region', { name: 'Two-factor authentication' });
  await expect(section.getByText('On.')).toBeVisible();
  await section.getByRole('button', { name: 'Remove authenticator' }).click();
  await expect(
    section.getByRole('button', { name: 'Set up two-factor authentication' }),
  ).toBeVisible();
});

test('Cancel at the code step signs out', async ({ page }) => {
  const admin = await createOwnAdmin('cancel');
  await logInWithPassword(page, admin);
  await expect(toasts(page).getByText(/^Welcome back, .+!$/)).toBeVisible();
  await enrol(page);
  await logOut(page);

  const dialog = await logInWithPassword(page, admin);
  await expect(dialog.getByLabel('Authentication code')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(footerAccountButton(page, 'Login')).toBeVisible();
  // Signed out: the desk's address opens the login dialog where it is.
  await visit(page, '/dashboard/security');
  await expect(page).toHaveURL('/dashboard/security');
  await expect(page.getByRole('dialog', { name: 'Admin Login' })).toBeVisible();
});
