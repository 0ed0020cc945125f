import { expect, test } from '@playwright/test';
import { logInAndVisit } from './support/auth';
import { findAccessibilityViolations } from './support/axe';
import { waitForMail } from './support/mail';
import { toasts } from './support/page';

// Reminders by e-mail from the desk, in Chromium against the suite's MailDev: add an address,
// the confirmation arrives, its link (opened signed in) confirms it, a kind turned off is a line
// of the activity trail. What the job sends and when is proved with a fixed clock in
// tests/integration/duty-reminders*.test.ts, through the same sender.

test('the company secretary adds an address, confirms it from the e-mail and turns the digest off', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const address = `cs-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await logInAndVisit(page, '/dashboard/calendar');
  const panel = page.getByRole('region', { name: 'Reminders by e-mail' });
  await expect(panel.getByText(/The reminders know \d+ open items?/)).toBeVisible();

  await panel.getByLabel('Add an address').fill('Company Secretary <cs@example.com>');
  await panel.getByRole('button', { name: 'Send a confirmation' }).click();
  await expect(panel.getByText(/Give one e-mail address, such as cs@example.com/)).toBeVisible();
  await panel.getByLabel('Add an address').fill(address);
  await panel.getByRole('button', { name: 'Send a confirmation' }).click();
  await expect(toasts(page).getByText('Confirmation sent')).toBeVisible();
  await expect(panel.getByText(address)).toBeVisible();
  await expect(panel.getByText(/waiting for its confirmation/)).toBeVisible();

  const mail = await waitForMail(request, address, /^Confirm this address for compliance/);
  const token = /#reminders-confirm=([0-9a-f]+)/.exec(mail.text)?.[1] ?? '';
  expect(token).not.toBe('');
  await page.goto('/dashboard');
  await page.goto(`/dashboard/calendar#reminders-confirm=${token}`);
  await panel.getByRole('button', { name: 'Confirm this address' }).click();
  await expect(toasts(page).getByText('The address now receives the reminders')).toBeVisible();
  const row = panel.getByRole('listitem').filter({ hasText: address });
  await expect(row.getByText(/confirmed \d/)).toBeVisible();
  expect(new URL(page.url()).hash).toBe('');

  await panel.getByLabel(/A morning digest at 8:00 IST/).uncheck();
  await panel.getByLabel('Quarterly filings').fill('31');
  await panel.getByRole('button', { name: 'Save the reminder settings' }).click();
  await expect(panel.getByText('Give a whole number of working days from 0 to 30.')).toBeVisible();
  await panel.getByLabel('Quarterly filings').fill('3');
  await panel.getByRole('button', { name: 'Save the reminder settings' }).click();
  await expect(toasts(page).getByText('The reminders follow the new settings.')).toBeVisible();
  expect(await findAccessibilityViolations(page)).toEqual([]);

  await page.goto('/dashboard/activity');
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: 'Changed the compliance reminders’ settings.' })
      .first(),
  ).toContainText('The morning digest: off (was on)');
  await expect(
    page.getByText(`Confirmed “${address}” for the compliance reminders, from its link.`),
  ).toBeVisible();

  // Put back as the suite found it, and remove the address.
  await page.goto('/dashboard/calendar#reminders-heading');
  await panel.getByLabel(/A morning digest at 8:00 IST/).check();
  await panel.getByRole('button', { name: 'Save the reminder settings' }).click();
  await expect(
    toasts(page).getByText('The reminders follow the new settings.').first(),
  ).toBeVisible();
  await row.getByRole('button', { name: `Remove ${address}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(panel.getByText(address)).toHaveCount(0);
});
