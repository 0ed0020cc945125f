/**
 * `npm run bench`: builds the site, serves it locally beside the embedded backend, and runs
 * Lighthouse (mobile preset, simulated throttling) in the same Chromium as the end-to-end suite on
 * every page the built sitemap.xml lists (so a page added later is measured the day it is added)
 * and on a script-free copy of that same page (its prerendered HTML and CSS with every script and
 * modulepreload removed: the physical limit), both through the same server in the same run.
 * Prints per page: the gzipped script it loads, LCP, LCP / script-free LCP, TBT, CLS and the four
 * category scores, with the audits that cost a page its 100. Exits non-zero when a page scores
 * below 100 in any category, shifts more than 0.02 (CLS), or paints its largest element more than
 * 1.25 times later than its script-free copy. Script budgets are not checked here: the bundle
 * budget test (tests/integration/bundle-budget.test.ts) holds every route to its own, exactly.
 *
 * Two profiles (BENCH_PROFILES, default both): "current", Lighthouse's mobile preset as it is
 * (its CPU slowdown of 4x, whatever this machine's speed), held to the targets above; and
 * "low-end", the same preset with the CPU slowed to a low-cost Android phone's, calibrated from
 * this machine's own benchmark index (Lighthouse measures it on every run): the slowdown is the
 * index divided by 125, Lighthouse's own boundary between a budget and a mid-tier Android phone
 * (its computeBenchmarkIndex in core/lib/page-functions.js: "125+ is a mid-tier Android phone, Moto
 * G4"; "<125 is a budget Android phone"), so the figure means the same on any machine. The low-end
 * profile's targets: TBT 200 ms or less, Performance 95 or more, LCP within 1.1 times the
 * script-free copy's.
 *
 * Loopback only; every run is bounded: BENCH_RUNS (default 5) Lighthouse passes per page, and the
 * median run is reported. BENCH_PATHS (comma-separated, each a path the sitemap lists) measures
 * only those, to rerun a page that fell short on a loaded machine. BENCH_BACKEND_PORT and
 * BENCH_SITE_PORT move the ports, so two checkouts can measure at once.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { startLocalBackend } from '../supabase/local/server';
import { CHROMIUM_ARGS, resolveChromium } from '../tests/e2e/support/chromium';
import { sitemapPaths } from '../tests/e2e/support/sitemap';
import { paths } from '../src/config/paths';
import { firstNodeLabel, mainThread, shortfalls } from './bench-site-audits';
import { buildAgainstLocal } from './build-against-local';
import { startStaticServer } from './serve';

const BACKEND_PORT = Number(process.env.BENCH_BACKEND_PORT ?? 54331);
const SITE_PORT = Number(process.env.BENCH_SITE_PORT ?? 4331);
const OUT_DIR = 'dist-bench';
const root = join(import.meta.dirname, '..');
const dist = join(root, OUT_DIR);
const site = `http://127.0.0.1:${SITE_PORT}`;
/** Where the script-free copy of each page is written and served. */
const PLAIN_PREFIX = '/script-free';
/** Lighthouse varies run to run on a shared machine; its own advice is the median of several. */
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

/** The largest paint within 1.25 times the script-free copy's: scripts never delay it much. */
const LCP_RATIO_TARGET = 1.25;
/** Google's "good" layout shift is 0.1; ours is 0.02. */
const CLS_TARGET = 0.02;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** A low-cost Android phone's benchmark index: Lighthouse's budget / mid-tier boundary. */
const LOW_END_BENCHMARK_INDEX = 125;
const LOW_END_TBT_MS = 200;
const LOW_END_PERFORMANCE = 95;
const LOW_END_LCP_RATIO = 1.1;
const PROFILES = (process.env.BENCH_PROFILES ?? 'current,low-end').split(',').filter(Boolean);

// Started before the build: the build reads the investor pages' rows from it (scripts/prerender.ts).
const backend = await startLocalBackend({ port: BACKEND_PORT });
await buildAgainstLocal({ outDir: OUT_DIR, backendUrl: backend.url, siteUrl: site });

/** The physical limit: a page's prerendered HTML and CSS with every script removed. */
function writeScriptFree(path: string): string {
  const file = join(dist, path === '/' ? 'index.html' : join(path, 'index.html'));
  const plain = readFileSync(file, 'utf8')
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '');
  const plainPath = `${PLAIN_PREFIX}${path === '/' ? '/' : `${path}/`}`;
  mkdirSync(join(dist, plainPath), { recursive: true });
  writeFileSync(join(dist, plainPath, 'index.html'), plain);
  return plainPath;
}

/** Every page the sitemap lists, or the ones BENCH_PATHS names (each must be in the sitemap). */
function pagesToMeasure(): string[] {
  const listed = sitemapPaths(readFileSync(join(dist, 'sitemap.xml'), 'utf8'));
  if (listed.length === 0) throw new Error(`${OUT_DIR}/sitemap.xml lists no page`);
  const only = (process.env.BENCH_PATHS ?? '').split(',').filter(Boolean);
  const unknown = only.filter((path) => !listed.includes(path));
  if (unknown.length > 0) throw new Error(`Not in the sitemap: ${unknown.join(', ')}`);
  return only.length > 0 ? only : listed;
}
const pages = pagesToMeasure();
const plainPaths = new Map(pages.map((path) => [path, writeScriptFree(path)]));

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
type Median = {
  score: (id: string) => number;
  ms: (id: string) => number;
  scriptKb: number;
  /** What the largest paint was, as Lighthouse names the element. */
  lcpElement: string;
  /** The weighted audits that did not pass, by category: why a page is not at 100. */
  shortfalls: string[];
  /** Main-thread time, in all and by kind of work, and the scripts that took most. */
  mainThread: ReturnType<typeof mainThread>;
};
/** The CPU slowdown of a profile: Lighthouse's own (4x) for "current", else calibrated. */
type Profile = { name: string; cpuSlowdown: number | null };

/** Runs Lighthouse RUNS times on one URL and returns the median run's figures. */
async function measure(path: string, profile: Profile): Promise<Median> {
  const runs = [];
  for (let run = 0; run < RUNS; run++) {
    const result = await lighthouse(`${site}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      ...(profile.cpuSlowdown === null
        ? {}
        : {
            throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: profile.cpuSlowdown },
          }),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    runs.push(result.lhr);
  }
  const median = computeMedianRun(runs);
  const { categories, audits } = median;
  const items = ((audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)
    ?.items ?? []) as NetworkItem[];
  const scripts = items.filter((i) => i.url.startsWith(site) && i.resourceType === 'Script');
  return {
    score: (id) => Math.round((categories[id]?.score ?? 0) * 100),
    ms: (id) => audits[id]?.numericValue ?? 0,
    scriptKb: scripts.reduce((sum, i) => sum + gzSize(i.url), 0) / 1024,
    lcpElement: firstNodeLabel(audits['largest-contentful-paint-element']?.details),
    shortfalls: shortfalls(median, CATEGORIES),
    mainThread: mainThread(median.audits, site),
  };
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
/** This machine's benchmark index, as Lighthouse measures it (the median of three runs). */
async function benchmarkIndex(): Promise<number> {
  const found: number[] = [];
  for (let run = 0; run < 3; run++) {
    const result = await lighthouse(`${site}/`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    found.push(result?.lhr.environment.benchmarkIndex ?? 0);
  }
  return found.sort((a, b) => a - b)[1] ?? 0;
}

const checks: [string, boolean][] = [];
try {
  const index = await benchmarkIndex();
  const slowdown = Math.max(1, Math.round((index / LOW_END_BENCHMARK_INDEX) * 10) / 10);
  const profiles: Profile[] = PROFILES.map((name) => {
    if (name === 'current') return { name, cpuSlowdown: null };
    if (name === 'low-end') return { name, cpuSlowdown: slowdown };
    throw new Error(`No profile "${name}": BENCH_PROFILES takes current and low-end`);
  });
  console.log(
    `Measuring ${pages.length} pages in ${profiles.map((p) => p.name).join(' and ')}, ${RUNS} runs each; ` +
      `benchmark index ${Math.round(index)} (low-end CPU slowdown ${slowdown}x = ${Math.round(index)} / ${LOW_END_BENCHMARK_INDEX}); load average ${load()}`,
  );
  for (const profile of profiles)
    for (const path of pages) {
      const withScripts = await measure(path, profile);
      const plain = await measure(plainPaths.get(path) ?? '/', profile);
      const lcp = withScripts.ms('largest-contentful-paint');
      const plainLcp = plain.ms('largest-contentful-paint');
      const ratio = plainLcp > 0 ? lcp / plainLcp : Number.NaN;
      const cls = withScripts.ms('cumulative-layout-shift');
      const scores = CATEGORIES.map((id) => withScripts.score(id));
      rows.push({
        profile: profile.name,
        page: path,
        'script KB gz': withScripts.scriptKb.toFixed(1),
        'LCP ms': Math.round(lcp),
        'script-free LCP ms': Math.round(plainLcp),
        'LCP ratio': ratio.toFixed(2),
        'TBT ms': Math.round(withScripts.ms('total-blocking-time')),
        'main thread ms': Math.round(withScripts.mainThread.total),
        CLS: cls.toFixed(3),
        perf: scores[0] ?? 0,
        a11y: scores[1] ?? 0,
        'best-pr.': scores[2] ?? 0,
        seo: scores[3] ?? 0,
      });
      const tbt = withScripts.ms('total-blocking-time');
      const at = `${profile.name} ${path}`;
      checks.push(
        ...(profile.cpuSlowdown === null
          ? [
              [
                `${at}: LCP ratio ${ratio.toFixed(2)} <= ${LCP_RATIO_TARGET}`,
                ratio <= LCP_RATIO_TARGET,
              ] as [string, boolean],
              ...scores.map((s, i): [string, boolean] => [
                `${at}: ${CATEGORIES[i]} ${s} = 100`,
                s === 100,
              ]),
            ]
          : [
              [
                `${at}: LCP ratio ${ratio.toFixed(2)} <= ${LOW_END_LCP_RATIO}`,
                ratio <= LOW_END_LCP_RATIO,
              ] as [string, boolean],
              [`${at}: TBT ${Math.round(tbt)} ms <= ${LOW_END_TBT_MS}`, tbt <= LOW_END_TBT_MS] as [
                string,
                boolean,
              ],
              [
                `${at}: performance ${scores[0] ?? 0} >= ${LOW_END_PERFORMANCE}`,
                (scores[0] ?? 0) >= LOW_END_PERFORMANCE,
              ] as [string, boolean],
            ]),
        [`${at}: CLS ${cls.toFixed(3)} <= ${CLS_TARGET}`, cls <= CLS_TARGET],
      );
      console.log(
        `measured ${path} (${profile.name}) and its script-free copy (median of ${RUNS} each, load ${load()}); ` +
          `largest paint: ${withScripts.lcpElement} (script-free: ${plain.lcpElement})` +
          `\n  main thread: ${withScripts.mainThread.words} (script-free: ${Math.round(plain.mainThread.total)} ms)` +
          withScripts.shortfalls.map((f) => `\n  short of full marks: ${f}`).join(''),
      );
    }
} finally {
  chrome.kill();
  await server.close();
  await backend.stop();
}

console.table(rows);
// The same table in Markdown, to paste into an issue or a pull request.
const columns = Object.keys(rows[0] ?? {});
console.log(
  [
    `| ${columns.join(' | ')} |`,
    `|${columns.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${columns.map((c) => String(r[c])).join(' | ')} |`),
  ].join('\n'),
);
console.log(`Load average (1, 5, 15 min): ${load()}`);
const failed = checks.filter(([, ok]) => !ok);
console.log(
  failed.length === 0
    ? `All ${checks.length} targets hold.`
    : `Targets missed (${failed.length} of ${checks.length}):\n${failed.map(([t]) => `  - ${t}`).join('\n')}`,
);
if (failed.length > 0) process.exitCode = 1;
