import type { APIRequestContext } from '@playwright/test';
import { DEFAULT_ADMIN_EMAIL_DOMAIN, LOCAL_ANON_KEY } from '../../supabase/local/keys';
import { ADMIN, logInAndVisit } from './support/auth';
import { findAccessibilityViolations } from './support/axe';
import { uploadPdfDocument } from './support/documents';
import { expect, test } from './support/fixtures';
import { pdfFile, uniqueTitle } from './support/files';
import { visit } from './support/page';
import { expectPdfAt } from './support/storage';
import { recordShifts, shifts, slowScripts } from './support/layout-shifts';
import { waitForMail } from './support/mail';
import { E2E_BACKEND_URL, E2E_MAIL_INBOX_URL } from './support/urls';
import { MOBILE } from './support/viewports';

// The whole journey in Chromium, against the real local mail server (MailDev) the suite's backend
// runs: subscribe on the site, confirm from the e-mail's link with the page's button, the
// administrator publishes on the desk, the alert arrives, and one click (RFC 8058's POST, as a
// mail provider sends it) unsubscribes.

/** Alerts go at once in this suite: the batch window is the desk's setting, 5 minutes at first. */
async function sendAlertsAtOnce(request: APIRequestContext) {
  const token = await request.post(`${E2E_BACKEND_URL}/auth/v1/token?grant_type=password`, {
    headers: { apikey: LOCAL_ANON_KEY },
    data: { email: `${ADMIN.username}@${DEFAULT_ADMIN_EMAIL_DOMAIN}`, password: ADMIN.password },
  });
  const { access_token } = (await token.json()) as { access_token: string };
  const update = await request.patch(`${E2E_BACKEND_URL}/rest/v1/alert_settings?only_row=eq.true`, {
    headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${access_token}` },
    data: { batch_window_minutes: 0 },
  });
  expect(update.ok()).toBe(true);
}

test('subscribe, confirm, publish, receive and unsubscribe with one click', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const email = `shareholder-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

  await visit(page, '/investor/alerts');
  await expect(page.getByText('Why we ask for your e-mail address')).toBeVisible();
  await page.getByLabel('Your e-mail address').fill(email);
  await page.getByLabel('Only the sections I choose').check();
  await page.getByLabel('Announcements to the stock exchanges').check();
  await page.getByLabel(/agree to receive these alerts/).check();
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText(/we have sent an e-mail to that address/)).toBeVisible();

  const confirmation = await waitForMail(request, email, /^Confirm your e-mail alerts/);
  const link = /(http\S+\/investor\/alerts#confirm=[0-9a-f]+)/.exec(confirmation.text)?.[1];
  expect(link).toBeTruthy();
  await visit(page, new URL(link ?? '').pathname + new URL(link ?? '').hash);
  // Read, the token leaves the address bar (and this history entry); the page keeps it.
  await expect(page).toHaveURL(/\/investor\/alerts$/);
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByText('Thank you: your e-mail alerts are on.')).toBeVisible();

  await sendAlertsAtOnce(request);
  // An announcement, not a Financial Reports document: another spec reads that page's seeded
  // dates on the Regulation 46 table.
  const title = uniqueTitle('Outcome of the board meeting');
  await logInAndVisit(page, '/investor/corporate-announcement');
  await uploadPdfDocument(page, 'Add Corporate Announcement', title, pdfFile(title));

  // The PDF's link in the e-mail opens the PDF, at the address the page's own link gives it.
  const alert = await waitForMail(request, email, new RegExp(title));
  const emailed = /^\s+(http\S+\.pdf)$/m.exec(alert.text)?.[1] ?? '';
  await expectPdfAt(request, emailed, title);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByRole('link', { name: /view/i })).toHaveAttribute('href', emailed);
  const source = await (
    await request.get(`${E2E_MAIL_INBOX_URL}/api/email/${alert.id}/source`)
  ).text();
  const headers = (source.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
  expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  const oneClick = /^List-Unsubscribe: <([^>]+)>$/m.exec(headers)?.[1] ?? '';
  const answer = await request.post(oneClick, {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(200);
  expect(await answer.text()).toMatch(/You are unsubscribed/);

  // The link at the foot of the alert, for a person, used already by the one-click: its page's
  // button says the same, though the token itself was retired when it was used.
  const unsubscribe = /(http\S+\/investor\/alerts#unsubscribe=[0-9a-f]+)/.exec(alert.text)?.[1];
  await visit(page, new URL(unsubscribe ?? '').pathname + new URL(unsubscribe ?? '').hash);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText('You are unsubscribed.')).toBeVisible();
  // And erased at once, from the same link, rather than a year after unsubscribing.
  await page.getByRole('button', { name: 'Erase my address' }).click();
  await expect(page.getByText('Your address is erased.')).toBeVisible();
});

// An e-mail's link opens the page before its script has read the fragment: the prerendered page
// must not show the subscribe form meanwhile (nobody who came to confirm or unsubscribe should
// be offered it), and nothing may move when the confirmation or the form takes its place.
for (const [name, path, button] of [
  ['a confirmation link', '/investor/alerts#confirm=0123abcd', 'Confirm my subscription'],
  ['an unsubscribe link', '/investor/alerts#unsubscribe=0123abcd', 'Unsubscribe'],
  ['the page itself', '/investor/alerts', 'Subscribe'],
] as const) {
  test(`${name}: no form painted before the page has read its address, and nothing moves`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: MOBILE });
    const page = await context.newPage();
    await slowScripts(page, 1_500);
    await recordShifts(page);
    // Every frame until React has taken the page over: was the subscribe form painted in it?
    await page.addInitScript(() => {
      const seen: number[] = [];
      (window as unknown as { __formSeen: number[] }).__formSeen = seen;
      const look = () => {
        if (document.documentElement.hasAttribute('data-hydrated')) return;
        // The subscribe form's address field (the header's search is a form too).
        const field = document.querySelector('input[type="email"]');
        if (field?.checkVisibility({ visibilityProperty: true })) seen.push(performance.now());
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await page.goto(path);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 30_000 });
    await expect(page.getByRole('button', { name: button, exact: true })).toBeVisible();
    if (button !== 'Subscribe') await expect(page.getByLabel('Your e-mail address')).toBeHidden();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1_000);
    const formSeen = await page.evaluate(
      () => (window as unknown as { __formSeen: number[] }).__formSeen,
    );
    const moved = await shifts(page);
    await context.close();
    if (button !== 'Subscribe') {
      expect(formSeen, 'the form was painted before the page had read its address').toEqual([]);
    }
    expect(
      moved.reduce((sum, s) => sum + s.value, 0),
      JSON.stringify(moved),
    ).toBeLessThan(0.001);
  });
}

test('the desk records who was shown the subscribers’ addresses, in the activity trail', async ({
  page,
}) => {
  await logInAndVisit(page, '/dashboard/shareholders');
  await expect(
    page.getByText(/showing or downloading them is recorded in the activity/),
  ).toBeVisible();
  expect(await findAccessibilityViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Show the addresses' }).click();
  await expect(
    page.getByText(/Addresses shown \(recorded in the activity trail\)\./),
  ).toBeVisible();

  await visit(page, '/dashboard/activity');
  const trail = page.getByRole('region', { name: 'Recent activity' });
  const viewed = trail.getByRole('row').filter({
    hasText: /Viewed the e-mail alert subscribers’ addresses \(all sections; \d+ address/,
  });
  await expect(viewed.first()).toContainText('Administrator (admin)');
});
