/**
 * `npm run bench`: builds the site, serves it locally beside the embedded backend, runs Lighthouse
 * (mobile preset, simulated throttling) in the same Chromium as the end-to-end suite on five
 * pages and on a plain static HTML copy of the Home page (no JavaScript: the physical limit), and
 * prints one table with the scores, LCP, CLS, TBT and the gzipped JS and CSS each page loads.
 * Loopback only; every run is bounded: BENCH_RUNS (default 5) Lighthouse passes per page, and
 * the median run is reported.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { LOCAL_ANON_KEY } from '../supabase/local/keys';
import { startLocalBackend } from '../supabase/local/server';
import { CHROMIUM_ARGS, resolveChromium } from '../tests/e2e/support/chromium';
import { paths } from '../src/config/paths';
import { startStaticServer } from './serve';

const BACKEND_PORT = 54331;
const SITE_PORT = 4331;
const OUT_DIR = 'dist-bench';
const root = join(import.meta.dirname, '..');
const dist = join(root, OUT_DIR);
const site = `http://127.0.0.1:${SITE_PORT}`;
const PLAIN_PATH = '/plain-home/';
/** Lighthouse varies run to run on a shared machine; its own advice is the median of several. */
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

const pages: [string, string][] = [
  ['Home', paths.home],
  ['About', paths.about],
  ['Services', paths.services],
  ['Investor: Policies', paths.investor.policies],
  ['Regulation 46', paths.investor.disclosureRegulation],
  ['Plain HTML Home (limit)', PLAIN_PATH],
];

console.log('Building the site…');
execFileSync('npm', ['run', 'build', '--silent'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    SITE_OUT_DIR: OUT_DIR,
    VITE_SUPABASE_URL: `http://127.0.0.1:${BACKEND_PORT}`,
    VITE_SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
    VITE_SITE_URL: site,
  },
});

// The physical limit: Home's prerendered HTML and CSS with every script removed.
const home = readFileSync(join(dist, 'index.html'), 'utf8');
const plain = home
  .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
  .replace(/<link rel="modulepreload"[^>]*>/g, '');
mkdirSync(join(dist, PLAIN_PATH), { recursive: true });
writeFileSync(join(dist, PLAIN_PATH, 'index.html'), plain);

const backend = await startLocalBackend({ port: BACKEND_PORT });
const server = await startStaticServer({
  dir: dist,
  port: SITE_PORT,
  supabaseUrl: backend.url,
  privatePaths: [paths.dashboard],
});
const chrome = await chromeLauncher.launch({
  chromePath: await resolveChromium(),
  chromeFlags: ['--headless=new', '--no-sandbox', ...CHROMIUM_ARGS],
});

type Row = Record<string, string | number>;
const rows: Row[] = [];
const gzCache = new Map<string, number>();

/** Gzipped bytes of a file the page loaded from our own server. */
function gzSize(url: string): number {
  const { pathname } = new URL(url);
  const file = join(dist, pathname);
  if (!existsSync(file)) return 0;
  if (!gzCache.has(file)) gzCache.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
  return gzCache.get(file) ?? 0;
}

type NetworkItem = { url: string; resourceType?: string };
try {
  for (const [name, path] of pages) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(`${site}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      runs.push(result.lhr);
    }
    const { categories, audits } = computeMedianRun(runs);
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const items = ((audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)
      ?.items ?? []) as NetworkItem[];
    const ours = items.filter((i) => i.url.startsWith(site));
    const kb = (type: string) =>
      ours.filter((i) => i.resourceType === type).reduce((sum, i) => sum + gzSize(i.url), 0) / 1024;
    rows.push({
      page: name,
      perf: score('performance'),
      a11y: score('accessibility'),
      'best-pr.': score('best-practices'),
      seo: score('seo'),
      'LCP s': ((audits['largest-contentful-paint']?.numericValue ?? 0) / 1000).toFixed(2),
      CLS: (audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
      'TBT ms': Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      'JS KB gz': kb('Script').toFixed(1),
      'CSS KB gz': kb('Stylesheet').toFixed(1),
    });
    console.log(`measured ${name} (median of ${RUNS})`);
  }
} finally {
  chrome.kill();
  await server.close();
  await backend.stop();
}

console.table(rows);

const limit = rows.find((r) => r.page === 'Plain HTML Home (limit)');
const homeRow = rows.find((r) => r.page === 'Home');
const checks: [string, boolean][] = [];
for (const r of rows.filter((row) => row !== limit)) {
  for (const key of ['perf', 'a11y', 'best-pr.', 'seo']) {
    checks.push([`${r.page}: ${key} ${r[key]} >= 95`, Number(r[key]) >= 95]);
  }
  checks.push([`${r.page}: LCP ${r['LCP s']} s <= 1.5 s`, Number(r['LCP s']) <= 1.5]);
  checks.push([
    `${r.page}: LCP ${r['LCP s']} s <= 1.3 x plain ${limit?.['LCP s']} s`,
    Number(r['LCP s']) <= 1.3 * Number(limit?.['LCP s'] ?? 0),
  ]);
  checks.push([`${r.page}: CLS ${r.CLS} <= 0.02`, Number(r.CLS) <= 0.02]);
}
checks.push([
  `Home: JS ${homeRow?.['JS KB gz']} KB gz <= 100 KB`,
  Number(homeRow?.['JS KB gz']) <= 100,
]);
const failed = checks.filter(([, ok]) => !ok);
console.log(
  failed.length === 0
    ? `All ${checks.length} targets hold.`
    : `Targets missed (${failed.length} of ${checks.length}):\n${failed.map(([t]) => `  - ${t}`).join('\n')}`,
);
