/**
 * Search inside the documents, timed as a visitor over HTTP, snippets included: p50 and p95
 * for each kind of query below, and for a word on nearly every page (the worst case, reported
 * apart). `npm run bench:backend` runs it on its 10,000 documents once they have
 * three pages of filing-like text each (scripts/filing-text.ts); `npm run bench:text-search`
 * runs it alone (BENCH_DOCUMENTS, default 10,000). Target: p95 <= 50 ms.
 */
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { fillDocumentText, fillDocuments } from './bench-documents';
import { searchCall } from './search-call';
import { startLocalBackend, type LocalBackend } from '../supabase/local/server';

export const PAGES = 3;
export const WORDS_A_PAGE = 500;
const ROUNDS = 20;

/** The kinds of query a reader types; each word is on some pages, as in real filings. */
const KINDS: Record<string, string[]> = {
  'title words': ['annual', 'shareholding pattern', 'governance'],
  'text words': ['scrutinizer', 'pharmacovigilance', 'ranitidine', 'kenya'],
  phrases: ['"related party transactions"', '"record date"', '"protection fund"'],
  prefixes: ['scrut', 'remun', 'whistl', 'pharmacov'],
  typos: ['anual', 'goverance', 'sharholding'],
  'Hindi words': ['लाभांश', 'प्रबंधन', 'अभिलेख'],
  'no match': ['zebra crossing', 'quokka'],
};
/** Words on nearly every page: every page is a candidate (ranking is capped: docs/performance.md). */
const WORST_CASE = ['company', 'financial statements'];

function percentiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
}
const figure = (ms: number[]) => {
  const pct = percentiles(ms);
  return `p50 ${pct(0.5).toFixed(1)} ms, p95 ${pct(0.95).toFixed(1)} ms`;
};
export const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

/**
 * Times every kind of query ROUNDS times, round-robin, after one call of each to warm up. Besides
 * the time a call took, the CPU time this process spent on it (the backend runs in it: PGlite,
 * the API and the client), which other work on the machine does not inflate: on a shared machine
 * it tells what a quiet one would show.
 */
export async function benchTextSearch(backend: LocalBackend): Promise<Record<string, string>> {
  const call = searchCall(backend);
  const kinds = { ...KINDS, 'common words (worst case)': WORST_CASE };
  for (const query of Object.values(kinds).flat()) await call(query);
  const byKind = new Map<string, { ms: number[]; cpu: number[] }>();
  for (let round = 0; round < ROUNDS; round++) {
    for (const [kind, queries] of Object.entries(kinds)) {
      const times = byKind.get(kind) ?? { ms: [], cpu: [] };
      byKind.set(kind, times);
      for (const query of queries) {
        const cpu = process.cpuUsage();
        times.ms.push(await call(query));
        const used = process.cpuUsage(cpu);
        times.cpu.push((used.user + used.system) / 1000);
      }
    }
  }
  const table: Record<string, string> = {};
  for (const [kind, { ms, cpu }] of byKind)
    table[`text search: ${kind}`] = `${figure(ms)}; CPU ${figure(cpu)}`;
  const together = Object.keys(KINDS).map((kind) => byKind.get(kind) ?? { ms: [], cpu: [] });
  table['text search: all kinds together'] =
    `${figure(together.flatMap((t) => t.ms))} (target p95 <= 50 ms); ` +
    `CPU ${figure(together.flatMap((t) => t.cpu))}`;
  return table;
}

async function main() {
  const documents = Number(process.env.BENCH_DOCUMENTS ?? 10_000);
  const loadBefore = load();
  const backend = await startLocalBackend({ port: 0, seed: false });
  try {
    const start = performance.now();
    await fillDocuments(backend, documents);
    const pages = await fillDocumentText(backend, PAGES, WORDS_A_PAGE);
    const fillS = (performance.now() - start) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 100));
    console.table({
      documents: `${pages / PAGES} with ${PAGES} pages of about ${WORDS_A_PAGE} words, filled in ${fillS.toFixed(0)} s`,
      ...(await benchTextSearch(backend)),
      'load average (1, 5, 15 min)': `${loadBefore} before, ${load()} after`,
    });
  } finally {
    await backend.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
