/**
 * Where the suite's time goes: prints the slowest test files of each project and its totals,
 * from what the last run recorded (Vitest: scripts/test-timings-reporter.ts; Playwright: its JSON
 * reporter, playwright.config.ts). Run the suites (`npm test`, or one project), then
 * `npm run test:timings` (TIMINGS_TOP=n for more rows). Summed file times exceed the wall clock
 * because files run on two workers at once.
 */
import { existsSync, readFileSync } from 'node:fs';
import { TIMINGS_DIR, type FileTiming, type ProjectTimings } from './test-timings-reporter.ts';

const top = Number(process.env.TIMINGS_TOP ?? 12);
const s = (ms: number) => (ms / 1000).toFixed(1);

function printVitest(project: string) {
  const path = `${TIMINGS_DIR}/${project}.json`;
  if (!existsSync(path)) return console.log(`${project}: no run recorded (${path})\n`);
  const run = JSON.parse(readFileSync(path, 'utf8')) as ProjectTimings;
  // Files that share their worker's environment carry its one set-up each: left out.
  const shared = run.isolate === false;
  const env = (f: FileTiming) => (shared ? 0 : f.environment);
  const total = (f: FileTiming) => env(f) + f.setup + f.collect + f.tests;
  const sum = (pick: (f: FileTiming) => number) => run.files.reduce((n, f) => n + pick(f), 0);
  console.log(
    `${project}: ${run.files.length} files, wall ${s(run.wallMs)} s; summed over files: ` +
      `total ${s(sum(total))} s = environment ${shared ? '(once per worker)' : s(sum(env))} + setup ` +
      `${s(sum((f) => f.setup))} + import ${s(sum((f) => f.collect))} + tests ${s(sum((f) => f.tests))}`,
  );
  console.log('   total    env  setup import  tests  file');
  for (const f of [...run.files].sort((a, b) => total(b) - total(a)).slice(0, top)) {
    const cells = [total(f), env(f), f.setup, f.collect, f.tests].map((ms) => s(ms).padStart(6));
    console.log(` ${cells.join(' ')}  ${f.file}`);
  }
  console.log();
}

interface PwResult {
  startTime: string;
  duration: number;
}
interface PwSuite {
  file: string;
  specs?: { tests: { results: PwResult[] }[] }[];
  suites?: PwSuite[];
}
interface PwReport {
  suites: PwSuite[];
  stats: { startTime: string; duration: number };
}

function printPlaywright() {
  const path = `${TIMINGS_DIR}/e2e.json`;
  if (!existsSync(path)) return console.log(`e2e: no run recorded (${path})\n`);
  const report = JSON.parse(readFileSync(path, 'utf8')) as PwReport;
  const perFile = new Map<string, { ms: number; tests: number }>();
  let firstStart = Infinity;
  const walk = (suite: PwSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        for (const result of test.results) {
          const entry = perFile.get(suite.file) ?? { ms: 0, tests: 0 };
          entry.ms += result.duration;
          entry.tests += 1;
          perFile.set(suite.file, entry);
          firstStart = Math.min(firstStart, Date.parse(result.startTime));
        }
      }
    }
    suite.suites?.forEach(walk);
  };
  report.suites.forEach(walk);
  const sum = [...perFile.values()].reduce((n, e) => n + e.ms, 0);
  const startUp = Number.isFinite(firstStart) ? firstStart - Date.parse(report.stats.startTime) : 0;
  console.log(
    `e2e: ${perFile.size} specs, wall ${s(report.stats.duration)} s = start-up (backend, seed, ` +
      `build, prerender) ${s(startUp)} s + tests ${s(report.stats.duration - startUp)} s; ` +
      `tests summed over specs ${s(sum)} s`,
  );
  console.log('   total  tests  spec');
  for (const [file, e] of [...perFile].sort((a, b) => b[1].ms - a[1].ms).slice(0, top)) {
    console.log(` ${s(e.ms).padStart(6)} ${String(e.tests).padStart(6)}  tests/e2e/${file}`);
  }
  console.log();
}

printVitest('unit');
printVitest('integration');
printPlaywright();
