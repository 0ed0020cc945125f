import type { Page } from '@playwright/test';
import { ADMIN, logInAsAdmin, submitLogin } from './support/auth';
import { addLinkDocument, deleteDocument } from './support/documents';
import { uniqueTitle } from './support/files';
import { expect, test } from './support/fixtures';
import { expectDocumentsLoaded, toasts, visit } from './support/page';

// The desk as the company secretary's workplace: its own addresses, the way in when signed out,
// the way back from any page, and Regulation 46 worked out from the documents.

const deskNav = (page: Page) => page.getByRole('navigation', { name: 'Desk sections' });
const sectionHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

test('a signed-out visit to a desk section opens the login at once and returns to that section', async ({
  page,
  consoleErrors,
}) => {
  await visit(page, '/dashboard/activity');
  const dialog = page.getByRole('dialog', { name: 'Admin Login' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Log in as the site’s administrator to open the desk.');
  // Behind the dialog (hidden from the accessibility tree while it is open), a word about what the
  // desk is; the address stays the one asked for.
  await expect(page.locator('h1', { hasText: 'Admin Dashboard' })).toBeAttached();
  await expect(page).toHaveURL('/dashboard/activity');

  await submitLogin(dialog, ADMIN);
  await expect(toasts(page).getByText(/^Welcome back, .+!$/)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL('/dashboard/activity');
  await expect(sectionHeading(page, 'Activity')).toBeVisible();
  await expect(page.getByText(/^Welcome, /)).toBeVisible();
  expect(consoleErrors()).toEqual([]);
});

test('a signed-in administrator finds the desk from the header and the footer of any page', async ({
  page,
}) => {
  await visit(page, '/');
  const header = page.getByRole('banner');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await expect(footer.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);

  await logInAsAdmin(page);
  await visit(page, '/investor/policies');
  await expect(footer.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
  await header.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(sectionHeading(page, 'Today')).toBeVisible();
});

test('each section has its own address: a deep link, a reload and Back all keep their place', async ({
  page,
}) => {
  await visit(page, '/');
  await logInAsAdmin(page);

  // A deep link to a section.
  await visit(page, '/dashboard/documents');
  await expect(sectionHeading(page, 'Documents')).toBeVisible();
  await expect(deskNav(page).getByRole('link', { name: 'Documents' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // Moving through the navigation changes the address, and the heading takes focus.
  await deskNav(page).getByRole('link', { name: 'Calendar and deadlines' }).click();
  await expect(page).toHaveURL('/dashboard/calendar');
  await expect(sectionHeading(page, 'Calendar and deadlines')).toBeFocused();
  await deskNav(page).getByRole('link', { name: 'Security' }).click();
  await expect(sectionHeading(page, 'Security')).toBeVisible();

  // A reload stays on the section.
  await page.reload();
  await expect(sectionHeading(page, 'Security')).toBeVisible();
  await expect(page).toHaveURL('/dashboard/security');

  // Back returns to each section before, in order.
  await page.goBack();
  await expect(page).toHaveURL('/dashboard/calendar');
  await expect(sectionHeading(page, 'Calendar and deadlines')).toBeVisible();
  await page.goBack();
  await expect(sectionHeading(page, 'Documents')).toBeVisible();

  // An address the desk does not have says so, inside the desk.
  await visit(page, '/dashboard/no-such-section');
  await expect(sectionHeading(page, 'No such section')).toBeVisible();
  await page.getByRole('link', { name: 'Go to Today' }).click();
  await expect(sectionHeading(page, 'Today')).toBeVisible();
});

test('on a phone the sections are one line that opens the list, with no sideways scrolling', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await visit(page, '/');
  await logInAsAdmin(page);
  await visit(page, '/dashboard');
  const toggle = deskNav(page).getByRole('button', { name: 'Desk section: Today' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(deskNav(page).getByRole('link', { name: 'Activity' })).toBeHidden();
  await toggle.click();
  await deskNav(page).getByRole('link', { name: 'Activity' }).click();
  await expect(sectionHeading(page, 'Activity')).toBeVisible();
  await expect(deskNav(page).getByRole('button', { name: 'Desk section: Activity' })).toBeVisible();
  await expect(page.getByRole('table').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('Regulation 46 readiness turns from missing to current when the document is added', async ({
  page,
}) => {
  test.slow();
  // Clause (u), the policy for determining materiality: the seed has no such policy, and no
  // other spec adds one. Today lists it under what the website lacks; the calendar's section
  // holds every clause.
  const clause = (p: Page) => p.locator('li[data-clause="(u)"]');
  const lacking = (p: Page) =>
    p.getByRole('region', { name: /^Missing from the website \(Regulation 46\)/ });
  // The public table gives the desk's verdict: not there, however many other policies are.
  const publicRow = (p: Page, text: string) =>
    p.getByRole('table').first().getByRole('row').filter({ hasText: text });
  await visit(page, '/investor/disclosure-regulation');
  const materiality = publicRow(page, 'Policy for determination of materiality');
  await expect(materiality).toContainText('Not yet published on this site');
  await expect(materiality).not.toContainText('Last updated');
  await expect(publicRow(page, 'Criteria of making payments')).toContainText(
    'Not yet published on this site',
  );
  // The annual report's row is dated by the annual report, not by the newest results PDF.
  await expect(publicRow(page, 'Complete copy of the annual report')).toContainText(
    '“Annual Report 2023-24”, dated 2 Sep 2024',
  );
  await visit(page, '/');
  await logInAsAdmin(page);
  await visit(page, '/dashboard');
  await expect(lacking(page)).toContainText(
    'No document under Policies has “materiality” in its title.',
  );
  await visit(page, '/dashboard/calendar');
  const readiness = page.getByRole('region', { name: /^Regulation 46/ });
  await expect(clause(page)).toContainText('Missing');
  await expect(
    readiness.getByRole('region', { name: /^Needs attention/ }).locator(clause(page)),
  ).toBeVisible();
  await clause(page)
    .getByRole('link', { name: /^Policies/ })
    .click();
  await expect(page).toHaveURL('/investor/policies');
  await expectDocumentsLoaded(page);

  const title = uniqueTitle('Policy for determination of materiality of events');
  await addLinkDocument(page, 'Add New Policy', title, 'https://example.com/materiality.pdf');
  await visit(page, '/dashboard');
  // Loaded (the overdue items shown), and the clause is no longer among what the site lacks.
  await expect(page.getByRole('region', { name: /^Overdue \(\d+\)$/ })).toBeVisible();
  await expect(
    page.getByText('No document under Policies has “materiality” in its title.'),
  ).toHaveCount(0);
  await visit(page, '/dashboard/calendar');
  await expect(clause(page)).toContainText('Current');
  await expect(clause(page)).toContainText(`Newest: “${title}”`);
  await expect(
    readiness.getByRole('region', { name: /^Current/ }).locator(clause(page)),
  ).toBeVisible();
  // And the public table names it, as the desk does.
  await visit(page, '/investor/disclosure-regulation');
  await expect(publicRow(page, 'Policy for determination of materiality')).toContainText(
    `“${title}”`,
  );

  // Archived, it counts for nothing again, as on the page a visitor sees.
  await visit(page, '/investor/policies');
  await expectDocumentsLoaded(page);
  await deleteDocument(page, title, 'Policy deleted successfully');
  await visit(page, '/dashboard/calendar');
  await expect(clause(page)).toContainText('Missing');
  await visit(page, '/investor/disclosure-regulation');
  await expect(publicRow(page, 'Policy for determination of materiality')).toContainText(
    'Not yet published on this site',
  );
});
