import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { logInAsAdmin } from './support/auth';
import { findAccessibilityViolations } from './support/axe';
import { toasts, visit } from './support/page';
import { VIEWPORTS } from './support/viewports';

// The company secretary keeps the regulated facts current from the pages that show them, and a
// visitor sees each change on a fresh page load (the built HTML is the next build's business:
// tests/integration/prerender-facts.test.ts).

/** India's today as YYYY-MM-DD (IST is UTC+05:30 all year). */
const istToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

/** The day `days` after `day` (before it, when negative), as YYYY-MM-DD. */
const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Eight digits no other test uses: a DIN appears once per term. */
const uniqueDin = () => String(Date.now() % 100_000_000).padStart(8, '0');

async function adminOn(page: Page, path: string) {
  await visit(page, '/');
  await logInAsAdmin(page);
  await visit(page, path);
}

/** A visitor's fresh page, in a context of its own (no session, nothing cached). */
async function visitorOn(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await visit(page, path);
  return page;
}

test('the administrator appoints a director, bad input refused in words; a visitor sees them', async ({
  page,
  browser,
}) => {
  test.slow();
  const name = `E2E Director ${Date.now()}`;
  await adminOn(page, '/investor/board-of-directors');

  await page.getByRole('button', { name: 'Add director' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add director' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('DIN').fill('1234567');
  await dialog.getByLabel('Date of appointment').fill(istToday());
  await dialog.getByLabel('Designation').fill('Independent Director');
  await dialog.getByRole('button', { name: 'Add director' }).click();
  await expect(
    dialog.getByText('The DIN (Director Identification Number) is eight digits, such as 01234567.'),
  ).toBeVisible();

  await dialog.getByLabel('DIN').fill(uniqueDin());
  await dialog.getByRole('button', { name: 'Add director' }).click();
  await expect(toasts(page).getByText(`${name} added to the Board`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('article', { name })).toBeVisible();

  const visitor = await visitorOn(browser, '/investor/board-of-directors');
  await expect(visitor.getByRole('article', { name })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Add director' })).toHaveCount(0);
  await visitor.context().close();
});

test('the administrator ceases a director: a date before the appointment is refused in words, then the Board page records it', async ({
  page,
  browser,
}) => {
  test.slow();
  const name = `E2E Ceasing ${Date.now()}`;
  const today = istToday();
  await adminOn(page, '/investor/board-of-directors');

  await page.getByRole('button', { name: 'Add director' }).click();
  const add = page.getByRole('dialog', { name: 'Add director' });
  await add.getByLabel('Name').fill(name);
  await add.getByLabel('DIN').fill(uniqueDin());
  await add.getByLabel('Date of appointment').fill(today);
  await add.getByLabel('Designation').fill('Independent Director');
  await add.getByRole('button', { name: 'Add director' }).click();
  await expect(page.getByRole('article', { name })).toBeVisible();

  await page.getByRole('button', { name: `Cease ${name}` }).click();
  const cease = page.getByRole('dialog', { name: `${name} ceases to be a director` });
  await cease.getByLabel('Date of cessation').fill(dayAfter(today, -1));
  await cease.getByRole('button', { name: 'Record the cessation' }).click();
  await expect(cease.getByText(/is before the date of appointment/)).toBeVisible();
  await expect(cease).toBeVisible();

  await cease.getByLabel('Date of cessation').fill(today);
  await cease.getByRole('button', { name: 'Record the cessation' }).click();
  await expect(toasts(page).getByText(`${name} has ceased to be a director`)).toBeVisible();
  await expect(cease).toBeHidden();
  await expect(page.getByRole('article', { name })).toHaveCount(0);

  const visitor = await visitorOn(browser, '/investor/board-of-directors');
  await expect(visitor.getByRole('article', { name })).toHaveCount(0);
  await expect(
    visitor
      .getByRole('listitem')
      .filter({ hasText: name })
      .filter({ hasText: 'Ceased to be a director' }),
  ).toBeVisible();
  await visitor.context().close();
});

test('an officer who is to leave tomorrow is told as much, and still shows as serving', async ({
  page,
}) => {
  test.slow();
  const name = `E2E Officer ${Date.now()}`;
  const today = istToday();
  await adminOn(page, '/investor/contact');

  await page.getByRole('button', { name: 'Add officer' }).click();
  const add = page.getByRole('dialog', { name: 'Add officer' });
  await add.getByLabel('Name').fill(name);
  // Any number may hold this role at once; every other role has one holder at a time.
  await add.getByLabel('Official for investor grievances').check();
  await add.getByLabel('Designation').fill('Investor Relations Officer');
  await add.getByLabel('E-mail').fill('e2e.officer@example.com');
  await add.getByLabel('Phone').fill('0731 400 0000');
  await add.getByLabel('Took charge on').fill(today);
  await add.getByRole('button', { name: 'Add officer' }).click();
  await expect(page.getByRole('article', { name })).toBeVisible();

  await page.getByRole('button', { name: `Cease ${name}` }).click();
  const cease = page.getByRole('dialog', { name: `${name} ceases to hold office` });
  await cease.getByLabel('Date of cessation').fill(dayAfter(today, 1));
  await cease.getByRole('button', { name: 'Record the cessation' }).click();
  await expect(
    toasts(page).getByText(`${name} will cease to hold office on the date given`),
  ).toBeVisible();
  await expect(cease).toBeHidden();
  await expect(page.getByRole('article', { name })).toBeVisible();
  // Listed with the year's changes as what will happen, not as what has.
  const change = page.getByRole('listitem').filter({ hasText: `${name}, Investor Relations` });
  await expect(change.filter({ hasText: 'will cease' })).toBeVisible();
  await expect(change.filter({ hasText: /, ceased$/ })).toHaveCount(0);
});

test('a second tab’s save of the same director is refused in words, the first one kept', async ({
  page,
  browser,
}) => {
  test.slow();
  await adminOn(page, '/investor/board-of-directors');
  // The same session in a second tab: both open the same director's form.
  const second = await page.context().newPage();
  await visit(second, '/investor/board-of-directors');
  const director = 'Sample Director Three (SAMPLE)';
  const edit = (tab: Page) => tab.getByRole('button', { name: `Edit ${director}` });
  await edit(page).click();
  await edit(second).click();

  const first = page.getByRole('dialog', { name: `Edit ${director}` });
  await first.getByLabel('Designation').fill('Non-executive Director');
  await first.getByRole('button', { name: 'Save changes' }).click();
  await expect(toasts(page).getByText(`${director} saved`)).toBeVisible();

  const late = second.getByRole('dialog', { name: `Edit ${director}` });
  await late.getByLabel('Designation').fill('Director (stale tab)');
  await late.getByRole('button', { name: 'Save changes' }).click();
  await expect(toasts(second).getByText('Changed by someone else', { exact: true })).toBeVisible();
  await expect(
    toasts(second).getByText(/changed by someone else after you opened it/),
  ).toBeVisible();

  const visitor = await visitorOn(browser, '/investor/board-of-directors');
  const card = visitor.getByRole('article', { name: director });
  await expect(card).toContainText('Non-executive Director');
  await expect(card).not.toContainText('stale tab');
  await visitor.context().close();
});

test('the administrator changes the phone; a visitor sees it on /contact and in its footer', async ({
  page,
  browser,
}) => {
  test.slow();
  await adminOn(page, '/contact');
  const phone = `+91 731 ${String(Date.now() % 10_000_000).padStart(7, '0')}`;
  const change = async (value: string) => {
    await page.getByRole('button', { name: 'Change contact details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change contact details' });
    await dialog.getByLabel('Phone').fill(value);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    return dialog;
  };
  const dialog = await change('call us');
  await expect(
    dialog.getByText(
      'Give a phone number of 7 to 15 digits; spaces, brackets, dashes and a leading + are fine.',
    ),
  ).toBeVisible();
  await dialog.getByLabel('Phone').fill(phone);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(toasts(page).getByText('Contact details saved')).toBeVisible();

  const visitor = await visitorOn(browser, '/contact');
  await expect(visitor.getByRole('main').getByRole('link', { name: phone })).toBeVisible();
  await expect(visitor.getByRole('contentinfo').getByRole('link', { name: phone })).toHaveAttribute(
    'href',
    `tel:${phone.replace(/ /g, '')}`,
  );
  await visitor.context().close();

  // Back as the seed had it, for the other specs that share this backend.
  await change('+91 731 000 0000');
  await expect(toasts(page).getByText('Contact details saved').last()).toBeVisible();
});

/** Where to save each page's picture to look at (E2E_SHOTS_DIR); none unless asked. */
const shotsDir = process.env.E2E_SHOTS_DIR;

for (const { name, viewport } of VIEWPORTS) {
  test(`the facts' pages and the desk pass axe ${name}, signed in as the administrator`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    await adminOn(page, '/investor/board-of-directors');
    for (const path of [
      '/investor/board-of-directors',
      '/investor/credit-ratings',
      '/investor/contact',
      '/dashboard/company',
    ]) {
      await visit(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (path === '/investor/board-of-directors') {
        await expect(page.getByRole('button', { name: 'Add director' })).toBeVisible();
      }
      if (path === '/dashboard/company') {
        // The local seed: its sample rows listed, and its one change entered late.
        await expect(page.getByRole('heading', { name: 'Sample rows to replace' })).toBeVisible();
        await expect(page.getByRole('region', { name: 'Entered late' })).toContainText(
          'Sample Director Seven (SAMPLE) ceased',
        );
      }
      expect(await findAccessibilityViolations(page), path).toEqual([]);
      if (shotsDir) {
        await page.screenshot({
          path: `${shotsDir}/${path.slice(1).replace(/\//g, '-')}-${viewport.width}.png`,
          fullPage: true,
        });
      }
    }
  });
}
