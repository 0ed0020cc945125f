import { mkdir, readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import { expect, test, type Page } from '@playwright/test';
import { logInAndVisit } from './support/auth';
import { findAccessibilityViolations } from './support/axe';
import { addLinkDocument } from './support/documents';
import { uniqueTitle } from './support/files';
import { toasts, visit } from './support/page';
import { VIEWPORTS } from './support/viewports';
import { extractPdfText } from '../../src/features/desk/utils/extract-pdf-text';
import { formatIndianDate } from '../../src/lib/format-date';
import { loadNodePdfJs } from '../../scripts/index-documents';

// The compliance calendar on the desk: done is seen, not ticked (a document of the item's kind and
// period on the site turns it done), an item marked not applicable keeps its reason, and the
// calendar downloads as .ics made in the browser, with no request to the site for it.

/** Today in India as YYYY-MM-DD (IST is UTC+05:30 all year). */
const istToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

/** The last day of the most recent quarter ended on or before `day`: its filing is dated after. */
function quarterEndOnOrBefore(day: string): string {
  const year = Number(day.slice(0, 4));
  const ends = [
    `${year - 1}-12-31`,
    `${year}-03-31`,
    `${year}-06-30`,
    `${year}-09-30`,
    `${year}-12-31`,
  ];
  return ends.filter((end) => end <= day).at(-1) ?? `${year - 1}-12-31`;
}

async function calendarOnDashboard(page: Page) {
  await logInAndVisit(page, '/dashboard/calendar');
  await expect(
    page.getByRole('heading', { name: 'Compliance calendar', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: /^Overdue \(\d+\)$/ })).toBeVisible();
}

test('a shareholding pattern added to its page turns its quarter’s item done', async ({ page }) => {
  test.slow();
  const quarterEnd = quarterEndOnOrBefore(istToday());
  const item = page.locator(`[data-item="shp:${quarterEnd}"]`);
  await calendarOnDashboard(page);
  await expect(item).toBeVisible();
  await expect(item).not.toContainText('On the site:');
  await expect(item).toContainText('Reg 31(1)(b)');
  await expect(item.getByRole('link', { name: 'Shareholding Pattern' })).toHaveAttribute(
    'href',
    '/investor/shareholding-pattern',
  );

  const title = uniqueTitle('E2E shareholding pattern for the quarter');
  await item.getByRole('link', { name: 'Shareholding Pattern' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shareholding Pattern' })).toBeVisible();
  await addLinkDocument(
    page,
    'Add Shareholding Pattern',
    title,
    `https://example.com/shp-${Date.now()}.pdf`,
  );

  await visit(page, '/dashboard/calendar');
  const done = page
    .getByRole('region', { name: /^Done this quarter \(\d+\)$/ })
    .locator(`[data-item="shp:${quarterEnd}"]`);
  await expect(done).toContainText(`On the site: ${title}`);
});

test('an item marked not applicable keeps its reason, and can apply again', async ({ page }) => {
  test.slow();
  await calendarOnDashboard(page);
  const overdue = page.getByRole('region', { name: /^Overdue \(\d+\)$/ });
  // An Integrated Filing (Governance) or a share capital reconciliation, of tables no other test
  // adds to, so no other test's document can turn the item done while it is marked and unmarked
  // here, and no other test reads it. The list's first item was another test's to change (the
  // shareholding pattern's, which the test above files; the annual report's, which Today reads).
  const own = overdue.locator('[data-item^="ifg:"], [data-item^="rsc:"]');
  await expect(overdue.locator('[data-item]').first()).toBeVisible();
  // Both fall due 30 days after a quarter, and the seed's records begin 90 days back: on the day
  // or two a quarter when neither is due within them, there is no such item to mark.
  test.skip((await own.count()) === 0, 'no quarterly governance filing is overdue today');
  const first = own.first();
  const id = (await first.getAttribute('data-item')) ?? '';
  await first.getByRole('button', { name: /^Not applicable…/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark not applicable' });
  await dialog.getByRole('button', { name: 'Mark not applicable' }).click();
  await expect(
    dialog.getByText('Say why it does not apply: the audit trail keeps the reason.'),
  ).toBeVisible();
  await dialog.getByLabel('Reason').fill('E2E: the exchange granted an exemption for this period');
  await dialog.getByRole('button', { name: 'Mark not applicable' }).click();
  await expect(toasts(page).getByText(/^Marked not applicable/)).toBeVisible();
  const marked = page
    .getByRole('region', { name: /^Not applicable \(\d+\)$/ })
    .locator(`[data-item="${id}"]`);
  await expect(marked).toContainText('the exchange granted an exemption for this period');
  await marked.getByRole('button', { name: /^It applies after all/ }).click();
  await expect(overdue.locator(`[data-item="${id}"]`)).toBeVisible();
});

test('the calendar downloads as .ics built in the browser, with no request to the site', async ({
  page,
}) => {
  test.slow();
  await calendarOnDashboard(page);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the calendar (.ics)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`compliance-calendar-${istToday()}.ics`);
  const text = await readFile((await download.path()) ?? '', 'utf8');
  const events = new ICAL.Component(ICAL.parse(text))
    .getAllSubcomponents('vevent')
    .map((v) => new ICAL.Event(v));
  expect(events.length).toBeGreaterThan(0);
  expect(events.some((e) => /^Due: Shareholding pattern/.test(e.summary))).toBe(true);
  // The page hands the reminders its items and reads their panel as it loads, at moments of its
  // own (after each read of the rules' state): those calls are not the download's.
  const reminders =
    /\/rest\/v1\/(rpc\/(record_duty_schedule|duty_schedule_status)|duty_(settings|recipients))\b/;
  expect(requests.filter((url) => !url.startsWith('blob:') && !reminders.test(url))).toEqual([]);
});

for (const { name, viewport } of VIEWPORTS) {
  test(`the compliance calendar passes axe ${name}`, async ({ page }) => {
    test.slow();
    await page.setViewportSize(viewport);
    await calendarOnDashboard(page);
    const calendar = page.getByRole('region', { name: 'Compliance calendar' });
    expect(await findAccessibilityViolations(page)).toEqual([]);
    const shots = process.env.E2E_SHOTS_DIR;
    if (shots) {
      await mkdir(shots, { recursive: true });
      await calendar.screenshot({ path: `${shots}/calendar-${viewport.width}.png` });
    }
  });
}

/** `day` (YYYY-MM-DD) moved by `days`. */
const plus = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

test('the compliance certificate lists a quarter’s obligations, and prints alone as the Board’s PDF', async ({
  page,
}) => {
  test.slow();
  await calendarOnDashboard(page);
  const panel = page.getByRole('region', { name: 'Compliance certificate for the Board' });
  // The latest quarter that has ended is offered first.
  const ended = quarterEndOnOrBefore(plus(istToday(), -1));
  const from = `${ended.slice(0, 5)}${{ '03': '01-01', '06': '04-01', '09': '07-01', '12': '10-01' }[ended.slice(5, 7)] ?? ''}`;
  const certificate = panel.getByRole('region', {
    name: /^Compliance certificate: Quarter ended /,
  });
  await expect(certificate).toContainText(/as of \d{1,2} \w{3} \d{4}/);
  // The previous quarter's shareholding pattern fell due 21 days into this one.
  const before = plus(from, -1);
  const shp = certificate
    .getByRole('row')
    .filter({ hasText: `Shareholding pattern · Quarter ended ${formatIndianDate(before)}` });
  await expect(shp).toContainText(`${formatIndianDate(plus(before, 21))}, 11:59 pm IST`);
  await expect(shp).toContainText('Reg 31(1)(b)');
  await expect(certificate).toContainText('It cannot know of a filing made on the stock exchanges');

  // Printed, the certificate is the page: nothing else of the desk.
  const pdf = await page.pdf({ format: 'A4' });
  const text = await extractPdfText(new Uint8Array(pdf), { pdfjs: await loadNodePdfJs() });
  const first = (text.pages[0] ?? '').replace(/\s+/g, ' ');
  expect(first).toContain(`Compliance certificate: Quarter ended ${formatIndianDate(ended)}`);
  expect(first).toContain(`Quarter ended ${formatIndianDate(before)}`);
  expect(text.pages.join(' ')).not.toContain('Regulation 46: is the website complete?');
});
