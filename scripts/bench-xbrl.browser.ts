/**
 * The page of `npm run bench:xbrl` in Chromium (served by Vite): reads the benchmark results XBRL
 * files with the desk's own reader, yielding between slices as the import dialog does, and reports
 * the time and the main thread's longest tasks while it reads.
 */
import { readResultsXbrl } from '../src/features/results-desk/xbrl/read-results-xbrl';

const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function runRead(name: string) {
  const text = await (await fetch(`/bench-xbrl/${name}`)).text();
  await new Promise((resolve) => setTimeout(resolve, 100)); // end the task that fetched it
  const longTasks: { ms: number; at: number }[] = [];
  const start = performance.now();
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      longTasks.push({ ms: entry.duration, at: entry.startTime - start });
  });
  observer.observe({ type: 'longtask' });
  // A timer every 10 ms: the longest gap between two runs is the longest the thread was held.
  let last = start;
  let longestTimerGapMs = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longestTimerGapMs = Math.max(longestTimerGapMs, now - last);
    last = now;
  }, 10);
  let outcome: string;
  try {
    const read = await readResultsXbrl(text, { yieldToMain });
    outcome = `${read.periods.length} periods read`;
  } catch (error) {
    outcome = `refused: ${(error as Error).message.slice(0, 60)}…`;
  } finally {
    clearInterval(timer);
  }
  const ms = performance.now() - start;
  await new Promise((resolve) => setTimeout(resolve, 200)); // the last long-task entries
  observer.disconnect();
  return { ms, bytes: text.length, outcome, longTasks, longestTimerGapMs };
}

/** A real filing, read as the desk reads it: what it returns, for the bench to compare. */
async function readReal(name: string) {
  const text = await (await fetch(`/bench-xbrl/${name}`)).text();
  const start = performance.now();
  try {
    const read = await readResultsXbrl(text);
    return { ms: performance.now() - start, read, refused: null };
  } catch (error) {
    return { ms: performance.now() - start, read: null, refused: (error as Error).message };
  }
}

Object.assign(window, { runRead, readReal, benchReady: true });
