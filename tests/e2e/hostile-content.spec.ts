import type { APIRequestContext, Locator, Page } from '@playwright/test';
import ICAL from 'ical.js';
import { LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/keys';
import {
  DIRECTION_CONTROL_TITLES,
  TEMPLATE_EVENT,
  TEMPLATE_TITLES,
} from '../support/hostile-titles';
import { logInAsAdmin } from './support/auth';
import { documentTable } from './support/documents';
import { uniqueTitle } from './support/files';
import { expect, test } from './support/fixtures';
import { expectDocumentsLoaded, visit } from './support/page';
import { E2E_BACKEND_URL } from './support/urls';
import { MOBILE } from './support/viewports';

// Titles an attacker with the admin's password, or a careless paste, could store. They are
// written straight through the REST API with the service role (the database accepts them: they
// are text) and must come out as text that fits a phone's screen. Direction controls are the
// exception: the database refuses them (the last test). The titles made of template syntax
// (tests/support/hostile-titles.ts) were stored before the build, so the page arrives with them
// prerendered (tests/e2e/support/seed-before-build.ts).
const TABLE = 'familiarization_program';
const PAGE = '/investor/familiarization-program';
const CAPTION = 'Familiarization Programmes for Independent Directors';

const run = uniqueTitle('').trim();
const HOSTILE = [
  `<script>window.__hacked = 1</script>Programme ${run}`,
  `<img src=x onerror="window.__hacked = 1"> ${run}`,
  `<b>Bold</b> &amp; <a href="javascript:window.__hacked=1">link</a> ${run}`,
  `برنامج التعريف للمديرين المستقلين ${run}`,
  `תוכנית היכרות לדירקטורים ${run}`,
  `Familiarisation${'X'.repeat(260)}${run}`,
];
const LONG_WORD = HOSTILE[HOSTILE.length - 1] ?? '';

const serviceHeaders = {
  apikey: LOCAL_SERVICE_ROLE_KEY,
  authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`,
};

let ids: string[] = [];

async function seed(request: APIRequestContext) {
  const response = await request.post(`${E2E_BACKEND_URL}/rest/v1/${TABLE}`, {
    headers: { ...serviceHeaders, prefer: 'return=representation' },
    data: HOSTILE.map((document_title) => ({
      document_title,
      view_download: 'https://example.com/familiarisation.pdf',
    })),
  });
  expect(response.status(), await response.text()).toBe(201);
  ids = ((await response.json()) as { id: string }[]).map((row) => row.id);
}

test.beforeAll(async ({ request }) => seed(request));
test.afterAll(async ({ request }) => {
  const response = await request.delete(
    `${E2E_BACKEND_URL}/rest/v1/${TABLE}?id=in.(${ids.join(',')})`,
    { headers: serviceHeaders },
  );
  expect(response.ok()).toBe(true);
});

test.use({ viewport: MOBILE });

/** Nothing on the page, nor inside `box`, is wider than the screen. */
async function expectNoSidewaysScroll(page: Page, box: Locator) {
  const page375 = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(page375.client).toBe(MOBILE.width);
  expect(page375.scroll).toBeLessThanOrEqual(page375.client);
  const inner = await box.evaluate((element) => ({
    scroll: element.scrollWidth,
    client: element.clientWidth,
  }));
  expect(inner.scroll).toBeLessThanOrEqual(inner.client);
}

async function expectLiteralTitles(page: Page) {
  const table = documentTable(page, CAPTION);
  for (const title of HOSTILE) {
    await expect(table.getByText(title, { exact: true })).toBeVisible();
  }
  // Nothing in a title became an element, and no script ran.
  expect(await page.evaluate(() => (window as { __hacked?: number }).__hacked)).toBeUndefined();
  expect(await table.locator('script, img, b, a[href^="javascript"]').count()).toBe(0);
  return table;
}

test('a visitor at 375 px sees hostile titles as plain text, with no sideways scrolling', async ({
  page,
}) => {
  await visit(page, PAGE);
  await expectDocumentsLoaded(page);
  const table = await expectLiteralTitles(page);
  // The table's own scrolling box must not need to scroll either: the long word wraps.
  await expectNoSidewaysScroll(page, table.locator('xpath=..'));
  const cell = table.getByText(LONG_WORD, { exact: true });
  expect((await cell.boundingBox())?.height ?? 0).toBeGreaterThan(40);
});

test('the admin at 375 px sees them the same way, in the table and in the delete confirmation', async ({
  page,
}) => {
  await visit(page, '/');
  await logInAsAdmin(page);
  await visit(page, PAGE);
  await expectDocumentsLoaded(page);
  const table = await expectLiteralTitles(page);
  await expect(table.getByRole('columnheader', { name: 'Actions' })).toBeVisible();
  await expectNoSidewaysScroll(page, table.locator('xpath=..'));

  await page.getByRole('button', { name: `Delete ${LONG_WORD}`, exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete document' });
  await expect(confirm.getByText(LONG_WORD, { exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page, confirm);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(table.getByText(LONG_WORD, { exact: true })).toBeVisible();
});

const count = (text: string, part: string) => text.split(part).length - 1;

/** The prerendered data block's text, ending where the HTML parser ends it. */
function dataBlock(html: string): string {
  const open = '<script type="application/json" id="hfa-query-state">';
  const start = html.indexOf(open);
  expect(start, 'the page carries its rows').toBeGreaterThan(0);
  return html.slice(start + open.length, html.indexOf('</script', start));
}

/** Each page, as the host serves it: one document, and every text once in its data block. */
const PRERENDERED: [string, string[]][] = [
  [PAGE, [...TEMPLATE_TITLES]],
  ['/investor/calendar', [TEMPLATE_EVENT.title, TEMPLATE_EVENT.place, TEMPLATE_EVENT.purpose]],
];

for (const [path, texts] of PRERENDERED) {
  test(`${path} arrives as one page with its template-syntax titles in the data block`, async ({
    request,
  }) => {
    const html = await (await request.get(path)).text();
    expect(
      ['<html', '</html>', '<body', '</body>', '<div id="root"'].map((part) => count(html, part)),
    ).toEqual([1, 1, 1, 1, 1]);
    const rows = JSON.stringify(JSON.parse(dataBlock(html)));
    for (const text of texts) expect(rows, text).toContain(JSON.stringify(text).slice(1, -1));
  });
}

/** Where each page shows the texts: the title cells, or the calendar's events. */
const textSelector = (path: string) =>
  path === PAGE ? 'table span[dir="auto"]' : 'li[data-event-id] :is(h3, h4, p)';

async function shownTexts(page: Page, path: string): Promise<string[]> {
  return page
    .locator(textSelector(path))
    .evaluateAll((nodes) => nodes.map((n) => n.textContent ?? ''));
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const [path, texts] of PRERENDERED) {
    test(`a visitor reads the titles on ${path} exactly, and no markup`, async ({ page }) => {
      await page.goto(path);
      const shown = await shownTexts(page, path);
      for (const text of texts) expect(shown, text).toContain(text);
      expect(await page.locator('#root script').count()).toBe(0);
      await expect(page.getByText('</script>', { exact: false }).first()).toBeVisible();
    });
  }
});

type Marked = Window & { __prerendered?: Element[] };

for (const [path, texts] of PRERENDERED) {
  test(`${path} hydrates with its template-syntax titles: no console error, each shown exactly`, async ({
    page,
    consoleErrors,
  }) => {
    // The elements the HTML itself holds the texts in, taken as soon as it is parsed (the app
    // starts later, from the boot script). Hydration adopts them; a mismatch (React #418) would
    // render the page afresh and replace them.
    await page.addInitScript(
      ({ selector, wanted }) => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as Marked).__prerendered = [...document.querySelectorAll(selector)].filter(
            (node) => wanted.includes(node.textContent ?? ''),
          );
        });
      },
      { selector: textSelector(path), wanted: texts },
    );
    await visit(page, path);
    // Then confirmed by a live read, so what shows is what both the HTML and the browser hold.
    if (path === PAGE) await expectDocumentsLoaded(page);
    else await expect(page.locator('[data-events="live"]')).toHaveCount(1);
    const shown = await shownTexts(page, path);
    for (const text of texts) expect(shown, text).toContain(text);
    expect(consoleErrors()).toEqual([]);
    const adopted = await page.evaluate((selector) => {
      const before = (window as Marked).__prerendered ?? [];
      const now = new Set(document.querySelectorAll(selector));
      return { before: before.length, kept: before.filter((node) => now.has(node)).length };
    }, textSelector(path));
    expect(adopted).toEqual({ before: texts.length, kept: texts.length });
    expect(await page.evaluate(() => (window as { __hacked?: number }).__hacked)).toBeUndefined();
  });
}

test('the calendar feed and the sitemap carry the event as text, and no title', async ({
  request,
}) => {
  const feed = await (await request.get('/investor/calendar.ics')).text();
  const events = new ICAL.Component(ICAL.parse(feed))
    .getAllSubcomponents('vevent')
    .map((v) => new ICAL.Event(v));
  const event = events.find((e) => e.summary === TEMPLATE_EVENT.title);
  expect(event?.location).toBe(TEMPLATE_EVENT.place);
  // RFC 5545 3.3.11 writes a line break as \n: U+2028 arrives as one.
  expect(event?.description).toContain(TEMPLATE_EVENT.purpose.replace('\u2028', '\n'));

  const sitemap = await (await request.get('/sitemap.xml')).text();
  const urls = count(sitemap, '<url>');
  expect(urls).toBeGreaterThan(25);
  expect([count(sitemap, '</url>'), count(sitemap, '<loc>')]).toEqual([urls, urls]);
  for (const text of [...TEMPLATE_TITLES, TEMPLATE_EVENT.title]) {
    expect(sitemap).not.toContain(text.slice(0, 12));
  }
});

test('the disclosures feed carries the titles as text, each once', async ({ page, request }) => {
  const text = await (await request.get('/investor/disclosures.atom')).text();
  await page.goto('/');
  const titles = await page.evaluate((feed) => {
    const doc = new DOMParser().parseFromString(feed, 'application/xml');
    if (doc.getElementsByTagName('parsererror').length > 0) return null;
    return [...doc.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'entry')].map(
      (entry) =>
        entry.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'title')[0]?.textContent,
    );
  }, text);
  for (const title of TEMPLATE_TITLES) {
    expect(
      titles?.filter((t) => t === title),
      title,
    ).toHaveLength(1);
  }
  expect(text).not.toContain('</script>');
});

test('the database refuses a title with a direction control, in plain words', async ({
  request,
}) => {
  for (const title of DIRECTION_CONTROL_TITLES) {
    const response = await request.post(`${E2E_BACKEND_URL}/rest/v1/${TABLE}`, {
      headers: serviceHeaders,
      data: { document_title: title, view_download: 'https://example.com/x.pdf' },
    });
    expect(response.status()).toBe(400);
    const body = (await response.json()) as { code: string; message: string };
    expect(body.code).toBe('23514');
    expect(body.message).toMatch(
      /^The document title contains a hidden character \(U\+(202[A-E]|206[6-9])\) that can make text show reversed\./,
    );
  }
});
