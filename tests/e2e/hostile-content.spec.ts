import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/keys';
import { logInAsAdmin } from './support/auth';
import { documentTable } from './support/documents';
import { uniqueTitle } from './support/files';
import { expectDocumentsLoaded, visit } from './support/page';
import { E2E_BACKEND_URL } from './support/urls';
import { MOBILE } from './support/viewports';

// Titles an attacker with the admin's password, or a careless paste, could store. They are
// written straight through the REST API with the service role (the database accepts them: they
// are text) and must come out as text that fits a phone's screen.
const TABLE = 'familiarization_program';
const PAGE = '/investor/familiarization-program';
const CAPTION = 'Familiarization Programmes for Independent Directors';

const run = uniqueTitle('').trim();
const HOSTILE = [
  `<script>window.__hacked = 1</script>Programme ${run}`,
  `<img src=x onerror="window.__hacked = 1"> ${run}`,
  `<b>Bold</b> &amp; <a href="javascript:window.__hacked=1">link</a> ${run}`,
  `\u202eFDP.exe Programme ${run}`,
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
