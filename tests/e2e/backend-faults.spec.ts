import type { Page, Route } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { startLocalBackend, type LocalBackend } from '../../supabase/local/server';
import { documentTable } from './support/documents';
import { toasts, visit } from './support/page';
import { E2E_BACKEND_URL } from './support/urls';

// Faults are made at the network layer, for one page only: the suite's shared backend keeps
// serving every other test. The 'stopped backend' case starts a backend of its own to stop.

const PAGE = '/investor/investor-services';
const CIRCULAR = 'SEBI circular on investor service requests (KYC updation)';
const FORM = 'Form SH-13: Nomination form';
// A made-up answer still has to pass the browser's cross-origin check to reach the app.
const CORS = { 'access-control-allow-origin': '*' };

/** Routes the list reads of one table on the shared backend to `handle`; returns a GET count. */
async function interceptReads(
  page: Page,
  table: string,
  handle: (route: Route) => Promise<void> | void,
): Promise<() => number> {
  let reads = 0;
  await page.route(
    (url) => url.origin === E2E_BACKEND_URL && url.pathname === `/rest/v1/${table}`,
    async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      reads += 1;
      await handle(route);
    },
  );
  return () => reads;
}

test.afterEach(async ({ page }) => {
  // A held request (the hung backend) is dropped with the page.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('a table whose backend refuses the connection shows its error with Try Again, and the rest of the page works', async ({
  page,
}) => {
  let down = true;
  const reads = await interceptReads(page, 'investor_services_circulars', (route) =>
    down ? route.abort('connectionrefused') : route.continue(),
  );
  await visit(page, PAGE);

  const circulars = documentTable(page, 'Circulars');
  await expect(circulars.getByText('Failed to load documents')).toBeVisible();
  await expect(
    circulars.getByText('The server could not be reached. Check your connection.'),
  ).toBeVisible();
  // The first try and two retries, then the table gives up instead of spinning.
  expect(reads()).toBe(3);
  await expect(circulars.getByRole('status')).toHaveCount(0);

  // The rest of the page: the other table loaded, the toast said what failed.
  await expect(documentTable(page, 'Forms').getByText(FORM)).toBeVisible();
  await expect(toasts(page).getByText('Failed to load documents')).toBeVisible();

  down = false;
  await circulars.getByRole('button', { name: 'Try Again' }).click();
  await expect(circulars.getByText(CIRCULAR)).toBeVisible();
  expect(reads()).toBe(4);

  // And the site around it still navigates.
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Home' })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Empowering Health Since 1985' }),
  ).toBeVisible();
});

test('a 500 answer is tried three times in all; a refusal (401) once', async ({ page }) => {
  const circularReads = await interceptReads(page, 'investor_services_circulars', (route) =>
    route.fulfill({
      status: 500,
      headers: CORS,
      json: { code: 'XX000', message: 'internal error', details: null, hint: null },
    }),
  );
  const formReads = await interceptReads(page, 'investor_services_forms', (route) =>
    route.fulfill({
      status: 401,
      headers: CORS,
      json: { code: 'PGRST301', message: 'JWT could not be verified', details: null, hint: null },
    }),
  );
  await visit(page, PAGE);

  const circulars = documentTable(page, 'Circulars');
  await expect(circulars.getByText('The server had a problem.')).toBeVisible();
  await expect(circulars.getByRole('button', { name: 'Try Again' })).toBeVisible();
  expect(circularReads()).toBe(3);

  const forms = documentTable(page, 'Forms');
  await expect(forms.getByText('Failed to load documents')).toBeVisible();
  await expect(forms.getByRole('button', { name: 'Try Again' })).toBeVisible();
  expect(formReads()).toBe(1);
});

test('a backend that never answers: after 10 s the table stops waiting and offers Try Again', async ({
  page,
}) => {
  // The page's own clock, moved on below instead of waiting ten real seconds. Installed, it
  // still runs on its own, so it is paused at a moment counted from when the read left.
  await page.clock.install();
  let hang = true;
  let readLeftAt = 0;
  const reads = await interceptReads(page, 'investor_services_circulars', (route) => {
    readLeftAt ||= Date.now();
    // Held: neither answered nor refused, as a backend that accepted and went quiet.
    return hang ? undefined : route.continue();
  });
  // The Forms table's own read must have answered before the clock jumps: moved on while that
  // read is still in flight (a busy machine), its 10 s timer would fire too.
  const formsAnswered = page.waitForResponse(
    (response) =>
      response.url().startsWith(`${E2E_BACKEND_URL}/rest/v1/investor_services_forms`) &&
      response.request().method() === 'GET',
  );
  await visit(page, PAGE);

  // The rows the page was built with show at once; the live read that refreshes them hangs.
  const circulars = documentTable(page, 'Circulars');
  await expect(circulars.getByText(CIRCULAR)).toBeVisible();
  await expect.poll(reads).toBe(1);
  expect((await formsAnswered).ok()).toBe(true);
  // Nine seconds after the read left: still waiting, still showing the built rows.
  await page.clock.pauseAt(readLeftAt + 9_000);
  await expect(circulars.getByText(CIRCULAR)).toBeVisible();

  await page.clock.runFor(1_500);
  await expect(circulars.getByText('The server took too long to answer.')).toBeVisible();
  await expect(circulars.getByRole('status')).toHaveCount(0);
  // It waited once already: no retry behind the visitor's back.
  expect(reads()).toBe(1);
  await expect(documentTable(page, 'Forms').getByText(FORM)).toBeVisible();

  // Time runs again: the query library hands its results on through setTimeout.
  await page.clock.resume();
  hang = false;
  await circulars.getByRole('button', { name: 'Try Again' }).click();
  await expect(circulars.getByText(CIRCULAR)).toBeVisible();
});

test('the embedded backend stopped, then started again: the table says it cannot reach it, and Try Again loads it', async ({
  page,
}) => {
  // It starts a backend twice (each a PGlite cold start): allow for a busy machine.
  test.setTimeout(120_000);
  // A backend of this test's own; the page's backend requests go to it instead of the shared one.
  let backend: LocalBackend | null = await startLocalBackend({ port: 0 });
  const port = backend.port;
  const ownUrl = backend.url;
  await page.route(
    (url) => url.origin === E2E_BACKEND_URL,
    (route) => route.continue({ url: route.request().url().replace(E2E_BACKEND_URL, ownUrl) }),
  );
  try {
    await visit(page, '/investor/policies');
    const policies = documentTable(page, 'Policies');
    await expect(policies.getByText('Whistle Blower Policy (Vigil Mechanism)')).toBeVisible();

    await backend.stop();
    backend = null;
    await visit(page, '/investor/policies');
    await expect(policies.getByText('Failed to load policies')).toBeVisible();
    await expect(
      policies.getByText('The server could not be reached. Check your connection.'),
    ).toBeVisible();

    backend = await startLocalBackend({ port });
    await policies.getByRole('button', { name: 'Try Again' }).click();
    await expect(policies.getByText('Whistle Blower Policy (Vigil Mechanism)')).toBeVisible();
  } finally {
    await backend?.stop();
  }
});
