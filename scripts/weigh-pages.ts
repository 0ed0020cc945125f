/**
 * `npm run weigh`: builds the site against an embedded backend, serves it, and prints the script
 * every page of the built sitemap.xml downloads by itself (tests/e2e/support/page-weight.ts), at
 * a phone's and a laptop's width, in a table: what the budgets (tests/e2e/page-weight.spec.ts)
 * hold, for a whole build at once. WEIGH_FILES=1 lists each page's files as well, to see where a
 * page's bytes go; WEIGH_PATHS=/,/investor weighs only those. WEIGH_BACKEND_PORT and
 * WEIGH_SITE_PORT move the ports. Sizes do not vary from run to run, so one run is the figure.
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { startLocalBackend } from '../supabase/local/server';
import { CHROMIUM_ARGS, resolveChromium } from '../tests/e2e/support/chromium';
import { weighPage } from '../tests/e2e/support/page-weight';
import { sitemapPaths } from '../tests/e2e/support/sitemap';
import { DESKTOP, MOBILE } from '../tests/e2e/support/viewports';
import { paths } from '../src/config/paths';
import { buildAgainstLocal } from './build-against-local';
import { startStaticServer } from './serve';

const BACKEND_PORT = Number(process.env.WEIGH_BACKEND_PORT ?? 54332);
const SITE_PORT = Number(process.env.WEIGH_SITE_PORT ?? 4332);
const OUT_DIR = 'dist-weigh';
const dist = join(import.meta.dirname, '..', OUT_DIR);
const site = `http://127.0.0.1:${SITE_PORT}`;

const backend = await startLocalBackend({ port: BACKEND_PORT });
const server = await (async () => {
  await buildAgainstLocal({ outDir: OUT_DIR, backendUrl: backend.url, siteUrl: site });
  return startStaticServer({
    dir: dist,
    port: SITE_PORT,
    supabaseUrl: backend.url,
    privatePaths: [paths.dashboard],
  });
})();
const browser = await chromium.launch({
  executablePath: await resolveChromium(),
  args: CHROMIUM_ARGS,
});

const listed = sitemapPaths(readFileSync(join(dist, 'sitemap.xml'), 'utf8'));
const only = (process.env.WEIGH_PATHS ?? '').split(',').filter(Boolean);
const pages = only.length > 0 ? only : listed;
const rows: { page: string; 'KB gz at 375 px': string; 'KB gz at 1280 px': string }[] = [];
try {
  for (const path of pages) {
    const phone = await weighPage(browser, site, path, MOBILE);
    const laptop = await weighPage(browser, site, path, DESKTOP);
    rows.push({
      page: path,
      'KB gz at 375 px': phone.kb.toFixed(2),
      'KB gz at 1280 px': laptop.kb.toFixed(2),
    });
    if (process.env.WEIGH_FILES) {
      console.log(`${path} (${phone.kb.toFixed(2)} KB gz at 375 px):`);
      for (const file of phone.files) {
        console.log(`  ${(file.bytes / 1024).toFixed(2).padStart(7)}  ${file.url}`);
      }
    }
  }
} finally {
  await browser.close();
  await server.close();
  await backend.stop();
}
console.table(rows);
console.log(
  `Load average (1, 5, 15 min): ${loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}`,
);
