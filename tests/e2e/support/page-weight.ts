import type { Browser, Request } from '@playwright/test';

/**
 * What a visitor's browser downloads as script for one page, with no action: the built page is
 * opened in a fresh browser context (nothing cached), and every script response of the site's
 * own origin is counted until the page has hydrated and then had no request in flight for
 * QUIET_MS, so what loads after hydration (a lazy part of the page, the footer's contact line)
 * counts as much as the entry and its preloads. Each script counts as sent: its gzip body, as
 * the server compresses it (scripts/serve.ts, as the static hosts do). The small boot script
 * inline at the end of every page (scripts/boot-script.ts) is part of the HTML, as Lighthouse
 * counts it, and not counted here.
 *
 * The budgets (tests/e2e/page-weight.spec.ts) and `npm run weigh` both measure through here.
 */

/** No request for this long after hydration: the page has loaded all it loads by itself. */
export const QUIET_MS = 1_000;
/** A page that has not settled by then is a fault of the page, not a slow machine's. */
const SETTLE_TIMEOUT_MS = 45_000;

export type ScriptFile = { url: string; bytes: number };
export type PageWeight = { path: string; files: ScriptFile[]; bytes: number; kb: number };

/** The gzip body size the server sent for a response (its content-length as encoded). */
async function sentBytes(request: Request): Promise<number> {
  const sizes = await request.sizes();
  return sizes.responseBodySize;
}

/**
 * Opens `site` + `path` in a new context of `browser` at `viewport` and returns every script it
 * downloaded by itself, until it settled (see above).
 */
export async function weighPage(
  browser: Browser,
  site: string,
  path: string,
  viewport: { width: number; height: number },
): Promise<PageWeight> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const origin = new URL(site).origin;
  const pending = new Set<Request>();
  const counted: Promise<ScriptFile>[] = [];
  let lastActivity = Date.now();
  page.on('request', (request) => {
    pending.add(request);
    lastActivity = Date.now();
  });
  const settle = (request: Request) => {
    pending.delete(request);
    lastActivity = Date.now();
  };
  page.on('requestfailed', settle);
  page.on('requestfinished', (request) => {
    settle(request);
    if (request.resourceType() !== 'script' || new URL(request.url()).origin !== origin) return;
    counted.push(sentBytes(request).then((bytes) => ({ url: request.url(), bytes })));
  });
  try {
    await page.goto(`${site}${path}`, { timeout: SETTLE_TIMEOUT_MS });
    await page.locator('html[data-hydrated]').waitFor({
      state: 'attached',
      timeout: SETTLE_TIMEOUT_MS,
    });
    const deadline = Date.now() + SETTLE_TIMEOUT_MS;
    while (pending.size > 0 || Date.now() - lastActivity < QUIET_MS) {
      if (Date.now() > deadline) {
        const left = [...pending].map((r) => r.url()).join(', ');
        throw new Error(`${path} did not settle: still loading ${left || 'something'}`);
      }
      await page.waitForTimeout(100);
    }
    const files = await Promise.all(counted);
    const bytes = files.reduce((sum, file) => sum + file.bytes, 0);
    return { path, files, bytes, kb: bytes / 1024 };
  } finally {
    await context.close();
  }
}
