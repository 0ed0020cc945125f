/**
 * The page of `npm run bench:extraction` in Chromium (served by Vite): reads the benchmark PDF
 * with the administrator's dialog's own modules and reports the time and the main thread's
 * longest tasks while it reads.
 */
import { extractPdfText } from '../src/features/desk/utils/extract-pdf-text';
import { loadPdfJs } from '../src/features/desk/utils/load-pdfjs';

async function runExtraction() {
  const bytes = new Uint8Array(await (await fetch('/bench-extraction.pdf')).arrayBuffer());
  // Each main-thread task over 50 ms: its length, and when it began (ms after the reading began;
  // negative while pdf.js loads, which the dialog does once, on the first PDF chosen).
  const longTasks: { ms: number; at: number }[] = [];
  let start = performance.now();
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      longTasks.push({ ms: entry.duration, at: entry.startTime - start });
  });
  observer.observe({ type: 'longtask' });
  const loadStart = performance.now();
  const pdfjs = await loadPdfJs();
  const loadMs = performance.now() - loadStart;
  await new Promise((resolve) => setTimeout(resolve, 100)); // end the task that loaded it
  // A timer every 10 ms: the longest gap between two runs is the longest the thread was held.
  start = performance.now();
  let last = start;
  let longestTimerGapMs = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longestTimerGapMs = Math.max(longestTimerGapMs, now - last);
    last = now;
  }, 10);
  let text;
  try {
    text = await extractPdfText(bytes, { pdfjs });
  } finally {
    clearInterval(timer);
  }
  const ms = performance.now() - start;
  await new Promise((resolve) => setTimeout(resolve, 200)); // the last long-task entries
  observer.disconnect();
  return {
    ms,
    pages: text.pages.length,
    chars: text.pages.join('').length,
    status: text.status,
    truncated: text.truncated,
    longTasks,
    longestTimerGapMs,
    loadMs,
  };
}

Object.assign(window, { runExtraction, benchReady: true });
