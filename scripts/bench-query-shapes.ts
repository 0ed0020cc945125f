/**
 * What one search query can ask of the database: the hostile shapes (many negated words, many
 * alternatives, many one-letter prefixes, many phrases, one very long word) beside a visitor's
 * query, timed as a visitor over HTTP; and a visitor's query while five of the slowest shape run
 * at once. A shape the database refuses is timed too (a refusal should cost next to nothing).
 * Part of `npm run bench:backend` (after scripts/bench-text-search.ts, on its 10,000 documents);
 * `npm run bench:query-shapes` runs it alone (BENCH_DOCUMENTS, default 10,000).
 */
import { pathToFileURL } from 'node:url';
import { fillDocumentText, fillDocuments } from './bench-documents';
import { load, PAGES, WORDS_A_PAGE } from './bench-text-search';
import { startLocalBackend, type LocalBackend } from '../supabase/local/server';

const ROUNDS = 5;
const PARALLEL = 5;

/** Two-letter words: ab, ac, ad... (distinct, not stop words, on few pages). */
const short = (n: number) =>
  Array.from({ length: n }, (_, i) => String.fromCharCode(97 + (i % 26), 98 + Math.floor(i / 26)));

/** The shapes, as the site would send them (it trims to 200 characters; so does the database). */
export const SHAPES: Record<string, string> = {
  'a visitor: two words': 'annual report',
  'a visitor: a text word': 'scrutinizer',
  '50 negated words': short(50)
    .map((w) => `-${w}`)
    .join(' '),
  'one word and 49 negated': `company ${short(49)
    .map((w) => `-${w}`)
    .join(' ')}`,
  '33 alternatives (or)': short(33).join(' or '),
  '40 one-letter words (prefixes)': 'bcdfghjklmnpqrstvwxyz'.repeat(2).split('').join(' '),
  '20 two-word phrases': Array.from(
    { length: 20 },
    (_, i) => `"${short(40)[2 * i] ?? ''} ${short(40)[2 * i + 1] ?? ''}"`,
  ).join(' '),
  'one 200-letter word': 'pharmacovigilance'.repeat(12).slice(0, 200),
  'ten common words':
    'company board meeting notice annual report financial statements shareholders dividend',
  // The largest the bounds allow (migration 20261126111000): 10 different words, 3 left out.
  'at the bounds: a word and 3 common ones left out': 'report -company -board -meeting',
  'at the bounds: a letter and 3 left out': 'b -ab -ac -ad',
  'at the bounds: ten one-letter words': 'b c d f g h j k l m',
  'at the bounds: 7 common words, 3 left out':
    'company annual report financial statements shareholders dividend -ab -ac -ad',
};

function percentiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
}

/** One visitor's search over HTTP: its time and status, a refusal included. */
function call(backend: LocalBackend) {
  const url = `${backend.url}/rest/v1/rpc/search_documents`;
  const headers = {
    apikey: backend.anonKey,
    authorization: `Bearer ${backend.anonKey}`,
    'content-type': 'application/json',
    // A new connection each time: a slow shape holds others idle past the server's keep-alive,
    // and a request sent on a socket the server is closing would fail.
    connection: 'close',
  };
  return async (query: string) => {
    const start = performance.now();
    const response = await fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ search_query: query, result_limit: 30 }),
    });
    await response.arrayBuffer();
    if (response.status >= 500) throw new Error(`search "${query}": HTTP ${response.status}`);
    return { ms: performance.now() - start, status: response.status };
  };
}

export async function benchQueryShapes(backend: LocalBackend): Promise<Record<string, string>> {
  const search = call(backend);
  for (const query of Object.values(SHAPES)) await search(query);
  const byShape = new Map<string, { ms: number[]; status: number }>();
  for (let round = 0; round < ROUNDS; round++) {
    for (const [shape, query] of Object.entries(SHAPES)) {
      const { ms, status } = await search(query);
      const entry = byShape.get(shape) ?? { ms: [], status };
      entry.ms.push(ms);
      byShape.set(shape, entry);
    }
  }
  const baseline = percentiles(byShape.get('a visitor: two words')?.ms ?? [])(0.5) || 1;
  const table: Record<string, string> = {};
  let worst = ['', 0] as [string, number];
  for (const [shape, { ms, status }] of byShape) {
    const pct = percentiles(ms);
    if (pct(0.5) > worst[1]) worst = [shape, pct(0.5)];
    table[`query shape: ${shape}`] =
      `${status === 200 ? 'answered' : `refused (HTTP ${status})`}: p50 ${pct(0.5).toFixed(1)} ms, ` +
      `p95 ${pct(0.95).toFixed(1)} ms, ${(pct(0.5) / baseline).toFixed(1)}x a visitor's`;
  }
  table['query shape: the worst, its median'] =
    `${worst[0]}: ${worst[1].toFixed(1)} ms, ${(worst[1] / baseline).toFixed(1)}x a visitor's two words`;

  // A visitor's search while five of the worst shape run at once (one database: they queue).
  const visitor: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const hostile = Array.from({ length: PARALLEL }, () => search(SHAPES[worst[0]] ?? ''));
    const mine = await search('annual report');
    visitor.push(mine.ms);
    await Promise.all(hostile);
  }
  const pct = percentiles(visitor);
  table[`a visitor's search beside ${PARALLEL} of the worst at once`] =
    `p50 ${pct(0.5).toFixed(1)} ms, p95 ${pct(0.95).toFixed(1)} ms`;
  return table;
}

async function main() {
  const documents = Number(process.env.BENCH_DOCUMENTS ?? 10_000);
  const loadBefore = load();
  const backend = await startLocalBackend({ port: 0, seed: false });
  try {
    await fillDocuments(backend, documents);
    const pages = await fillDocumentText(backend, PAGES, WORDS_A_PAGE);
    await new Promise((resolve) => setTimeout(resolve, 100));
    console.table({
      documents: `${pages / PAGES} with ${PAGES} pages of about ${WORDS_A_PAGE} words`,
      ...(await benchQueryShapes(backend)),
      'load average (1, 5, 15 min)': `${loadBefore} before, ${load()} after`,
    });
  } finally {
    await backend.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
