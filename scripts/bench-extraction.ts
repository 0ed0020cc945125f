/**
 * `npm run bench:extraction` (also run by `npm run bench:backend`): how long reading the text of a
 * ~10 MB, 300-page PDF takes, and at what peak memory, with the code the site uses
 * (src/features/desk/utils/extract-pdf-text.ts):
 *
 * - Node: as `npm run index-documents` reads it (pdf.js's legacy build), in a child process so
 *   its peak resident memory is the extraction's own; also the longest the event loop was held.
 * - Chromium: as the administrator's dialog reads it, the same modules served by Vite (pdf.js
 *   parsing in its web worker); the longest main-thread task (PerformanceObserver 'longtask',
 *   and the longest gap of a 10 ms timer), the main thread's peak JS heap (CDP
 *   Performance.getMetrics, sampled) and the renderer process's peak resident memory (VmHWM; the
 *   worker runs in that process). Target: no main-thread task over 200 ms.
 *
 * Bounded: one PDF, one read each, 127.0.0.1 only. BENCH_SITE_PORT (default 4401) is Vite's port.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import type { Browser } from '@playwright/test';
import { benchPdf, BENCH_PDF_PAGES } from './bench-pdf';
import { load } from './bench-text-search';

const MB = 1024 * 1024;
const ROOT = join(import.meta.dirname, '..');

type Extracted = { ms: number; pages: number; chars: number; status: string; truncated: boolean };

/** In the child process: read the PDF as index-documents does, print figures as JSON. */
async function nodeChild(path: string) {
  const { loadNodePdfJs } = await import('./index-documents');
  const { extractPdfText } = await import('../src/features/desk/utils/extract-pdf-text');
  const pdfjs = await loadNodePdfJs();
  const bytes = new Uint8Array(readFileSync(path));
  const rssBefore = process.memoryUsage().rss;
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const start = performance.now();
  const text = await extractPdfText(bytes, { pdfjs });
  const ms = performance.now() - start;
  delay.disable();
  const result = {
    ms,
    pages: text.pages.length,
    chars: text.pages.join('').length,
    status: text.status,
    truncated: text.truncated,
    rssBeforeMb: rssBefore / MB,
    peakRssMb: (process.resourceUsage().maxRSS * 1024) / MB,
    longestBlockMs: delay.max / 1e6,
  };
  console.log(JSON.stringify(result));
}

function inNode(path: string) {
  const out = execFileSync(
    process.execPath,
    [...process.execArgv, import.meta.filename, '--node-child', path],
    { encoding: 'utf8', maxBuffer: 16 * MB },
  );
  const line = out.trim().split('\n').pop() ?? '{}';
  return JSON.parse(line) as Extracted & {
    rssBeforeMb: number;
    peakRssMb: number;
    longestBlockMs: number;
  };
}

/** In Chromium, through Vite (the dialog's own modules; pdf.js with its worker). */
async function inChromium(pdf: Uint8Array) {
  const { createServer } = await import('vite');
  const { chromium } = await import('@playwright/test');
  const { CHROMIUM_ARGS, resolveChromium } = await import('../tests/e2e/support/chromium');
  const page = `<!doctype html><html><body><script type="module" src="/scripts/bench-extraction.browser.ts"></script></body></html>`;
  const server = await createServer({
    configFile: false,
    root: ROOT,
    logLevel: 'error',
    server: { host: '127.0.0.1', port: Number(process.env.BENCH_SITE_PORT ?? 4401) },
    resolve: { alias: { '@': join(ROOT, 'src') } },
    optimizeDeps: { entries: ['scripts/bench-extraction.browser.ts'], include: ['pdfjs-dist'] },
    plugins: [
      {
        name: 'bench-extraction',
        configureServer(vite) {
          vite.middlewares.use((req, res, next) => {
            if (req.url === '/bench-extraction') {
              res.setHeader('content-type', 'text/html');
              res.end(page);
            } else if (req.url === '/bench-extraction.pdf') {
              res.setHeader('content-type', 'application/pdf');
              res.end(Buffer.from(pdf));
            } else next();
          });
        },
      },
    ],
  });
  await server.listen();
  const browser = await chromium.launch({
    executablePath: await resolveChromium(),
    args: CHROMIUM_ARGS,
  });
  try {
    const tab = await browser.newPage();
    const cdp = await tab.context().newCDPSession(tab);
    await cdp.send('Performance.enable');
    const url = server.resolvedUrls?.local[0] ?? 'http://127.0.0.1:4401/';
    await tab.goto(new URL('/bench-extraction', url).href);
    await tab.waitForFunction(() => 'benchReady' in window, undefined, { timeout: 120_000 });
    const renderer = await rendererPid(browser);
    const rssBefore = renderer ? vm(renderer, 'VmRSS') : 0;
    let heapPeak = 0;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const { metrics } = await cdp.send('Performance.getMetrics');
        const used = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0;
        heapPeak = Math.max(heapPeak, used);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    const result = (await tab.evaluate(() =>
      (window as unknown as { runExtraction: () => Promise<unknown> }).runExtraction(),
    )) as Extracted & {
      longTasks: { ms: number; at: number }[];
      longestTimerGapMs: number;
      loadMs: number;
    };
    sampling = false;
    await sampler;
    return {
      ...result,
      heapPeakMb: heapPeak / MB,
      rssBeforeMb: rssBefore / MB,
      peakRssMb: renderer ? vm(renderer, 'VmHWM') / MB : 0,
    };
  } finally {
    await browser.close();
    await server.close();
  }
}

/** The renderer process (one tab, so one), from the browser's own process list. */
async function rendererPid(browser: Browser) {
  const session = await browser.newBrowserCDPSession();
  const { processInfo } = (await session.send('SystemInfo.getProcessInfo')) as {
    processInfo: { type: string; id: number }[];
  };
  return processInfo.find((p) => p.type === 'renderer')?.id;
}

/** A /proc/<pid>/status figure in bytes (VmRSS now, VmHWM the peak so far). */
function vm(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return kb * 1024;
}

const summary = (r: Extracted) =>
  `${(r.ms / 1000).toFixed(1)} s, ${r.pages} pages, ${r.chars.toLocaleString('en-IN')} characters, ${r.status}${r.truncated ? ' (cut at the cap)' : ''}`;

export async function benchExtraction(): Promise<Record<string, string>> {
  const dir = mkdtempSync(join(tmpdir(), 'hfa-extraction-'));
  try {
    const pdf = await benchPdf();
    const path = join(dir, 'bench.pdf');
    writeFileSync(path, pdf);
    const node = inNode(path);
    const browser = await inChromium(pdf);
    const reading = browser.longTasks.filter((t) => t.at >= 0).sort((a, b) => b.ms - a.ms);
    const loading = browser.longTasks.filter((t) => t.at < 0).sort((a, b) => b.ms - a.ms);
    const when = reading
      .slice(0, 3)
      .map((t) => `${t.ms.toFixed(0)} ms at ${(t.at / 1000).toFixed(1)} s`)
      .join(', ');
    return {
      'extraction: the PDF': `${(pdf.length / MB).toFixed(1)} MB, ${BENCH_PDF_PAGES} pages`,
      'extraction in Node (index-documents)': summary(node),
      'extraction in Node: peak memory': `${node.peakRssMb.toFixed(0)} MB resident (${node.rssBeforeMb.toFixed(0)} MB before); event loop held at most ${node.longestBlockMs.toFixed(0)} ms`,
      'extraction in Chromium (the dialog)': summary(browser),
      'extraction in Chromium: peak memory': `main-thread JS heap ${browser.heapPeakMb.toFixed(0)} MB; renderer process ${browser.peakRssMb.toFixed(0)} MB resident at peak (${browser.rssBeforeMb.toFixed(0)} MB before)`,
      'extraction in Chromium: main thread': `while reading: longest task ${(reading[0]?.ms ?? 0).toFixed(0)} ms (${reading.length} over 50 ms${when ? `: ${when}` : ''}), longest 10 ms-timer gap ${browser.longestTimerGapMs.toFixed(0)} ms (target: no task over 200 ms)`,
      'extraction in Chromium: loading pdf.js (once)': `${browser.loadMs.toFixed(0)} ms, longest task ${(loading[0]?.ms ?? 0).toFixed(0)} ms`,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const self = import.meta.url === pathToFileURL(process.argv[1] ?? '').href;
if (self && process.argv[2] === '--node-child') await nodeChild(process.argv[3] ?? '');
else if (self) {
  const before = load();
  const table = await benchExtraction();
  console.table({ ...table, 'load average (1, 5, 15 min)': `${before} before, ${load()} after` });
}
