import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/keys';
import { documentTable } from './support/documents';
import { expectDocumentsLoaded, visit } from './support/page';
import { E2E_BACKEND_URL } from './support/urls';

// What a visitor loads: rows in the served HTML, revalidated on load; visitors never fetch supabase-js.

const serviceHeaders = {
  apikey: LOCAL_SERVICE_ROLE_KEY,
  authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`,
};

test('a reader without scripts sees the investor page’s documents', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/investor/policies');
  const table = documentTable(page, 'Policies');
  await expect(table.getByRole('row', { name: /Whistle Blower Policy/ })).toBeVisible();
  await expect(
    table.getByRole('link', { name: /View or download Code of Conduct for Directors/ }),
  ).toHaveAttribute('href', /\/storage\/v1\/object\/public\/investor_documents\//);
  await expect(page.getByText('Loading documents')).toHaveCount(0);
  await context.close();
});

test.describe('a document deleted after the build', () => {
  // A seeded row that no other spec reads: it is in the built HTML, then removed here.
  const TABLE = 'independent_director_tc';
  const TITLE = 'Terms and conditions of appointment of Independent Directors';
  let removed: Record<string, unknown>[] = [];

  test.afterAll(async ({ request }) => {
    if (removed.length === 0) return;
    const response = await request.post(`${E2E_BACKEND_URL}/rest/v1/${TABLE}`, {
      headers: serviceHeaders,
      data: removed,
    });
    expect(response.status(), await response.text()).toBe(201);
  });

  test('is in the served HTML, and gone once the page has loaded', async ({ page, request }) => {
    const html = await (await request.get('/investor/independent-director')).text();
    expect(html).toContain(TITLE);

    const response = await request.delete(
      `${E2E_BACKEND_URL}/rest/v1/${TABLE}?document_title=eq.${encodeURIComponent(TITLE)}`,
      { headers: { ...serviceHeaders, prefer: 'return=representation' } },
    );
    expect(response.ok(), await response.text()).toBe(true);
    // The generated column cannot be written back when the row is restored.
    removed = ((await response.json()) as Record<string, unknown>[]).map(
      ({ search_vector: _generated, ...row }) => row,
    );
    expect(removed).toHaveLength(1);

    await visit(page, '/investor/independent-director');
    await expectDocumentsLoaded(page);
    await expect(page.getByRole('row', { name: new RegExp(TITLE) })).toHaveCount(0);
    await expect(page.getByText('No documents available')).toBeVisible();
  });
});

/** The bodies of the scripts `page` loads, and the addresses it requests, from now on. */
function recordTraffic(page: Page) {
  const requests: string[] = [];
  const scripts: Promise<string>[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push(response.text().catch(() => ''));
    }
  });
  return { requests, scripts: async () => (await Promise.all(scripts)).join('\n') };
}

// A name only supabase-js's auth client carries in the built bundle.
const SUPABASE_JS_MARKER = 'GoTrueClient';

test('a visitor’s pages never fetch supabase-js; rows are read through PostgREST', async ({
  page,
}) => {
  const traffic = recordTraffic(page);
  await visit(page, '/about');
  await visit(page, '/investor/policies');
  await expectDocumentsLoaded(page);
  await page.waitForLoadState('networkidle');

  expect(
    traffic.requests.some((url) => url.startsWith(`${E2E_BACKEND_URL}/rest/v1/policies?select=`)),
  ).toBe(true);
  expect(await traffic.scripts()).not.toContain(SUPABASE_JS_MARKER);
});

test('a stored session does load supabase-js (so the check above can fail)', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('hfa-auth-session', '{}'));
  const traffic = recordTraffic(page);
  await visit(page, '/about');
  await expect.poll(() => traffic.scripts()).toContain(SUPABASE_JS_MARKER);
});

test('Home’s first slide is a preloaded, high-priority image in the HTML', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  const first = page.locator('img[fetchpriority="high"]');
  await expect(first).toHaveCount(1);
  await expect(first).toBeVisible();
  await expect(first).toHaveAttribute('srcset', /\.webp 800w, .*\.webp 1600w/);
  await expect(first).toHaveAttribute('width', '1600');
  await expect(first).toHaveAttribute('height', '900');
  const preload = page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]');
  await expect(preload).toHaveAttribute('imagesrcset', (await first.getAttribute('srcset')) ?? '');
  await context.close();
});

test('the carousel takes Home over without moving anything or hiding the first slide', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { __layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await visit(page, '/');
  const carousel = page.getByRole('region', { name: /highlights/ });
  // The dots are drawn by the carousel once it runs: it has taken over.
  await expect(carousel.getByRole('button', { name: 'Go to slide 1' })).toBeVisible();
  await expect(carousel.getByRole('group', { name: '1 of 3' })).toBeVisible();
  const shifts = await page.evaluate(
    () => (window as unknown as { __layoutShifts: number[] }).__layoutShifts,
  );
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(0.02);
});
