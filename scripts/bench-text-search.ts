/**
 * `npm run bench:text-search`: search inside the documents (issue 23) on the embedded backend.
 * Fills the 23 tables with BENCH_DOCUMENTS documents (default 10,000), each with three pages of
 * about 500 words of filing-like text (a few Hindi words among them), then times the search call
 * as a visitor over HTTP, snippets included, for each kind of query: p50/p95 per kind and overall.
 * Target: p95 <= 50 ms. Bounded: in memory, 127.0.0.1 only, a fixed number of calls.
 */
import { DOCUMENT_TABLES } from '../src/lib/document-tables';
import { searchCall } from './search-call';
import { startLocalBackend } from '../supabase/local/server';

const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 10_000);
const PAGES = 3;
const WORDS_A_PAGE = 500;
const ROUNDS = 20;

const VOCABULARY = (
  'the company board directors meeting held approved results quarter year ended march ' +
  'september december june financial statements audited unaudited standalone consolidated ' +
  'revenue operations profit loss tax expenses share capital reserves dividend recommended ' +
  'interim final record date book closure shareholders members notice annual general ' +
  'resolution ordinary special passed requisite majority e-voting scrutinizer report auditor ' +
  'statutory secretarial compliance regulation listing obligations disclosure requirements ' +
  'sebi exchange related party transactions policy vigil mechanism whistle blower risk ' +
  'management committee nomination remuneration independent director appointment ' +
  'resignation pharmaceutical chemicals plant indore madhya pradesh exports domestic ' +
  'लाभांश वार्षिक बैठक सूचना प्रबंधन निदेशक'
).split(' ');

const KINDS: Record<string, string[]> = {
  'title word': ['annual', 'shareholding', 'governance'],
  'text word': ['scrutinizer', 'remuneration', 'exports'],
  phrase: ['"related party transactions"', '"record date"'],
  prefix: ['scrut', 'remun', 'whistl'],
  typo: ['anual', 'goverance'],
  'Hindi word': ['लाभांश', 'प्रबंधन'],
  'no match': ['zebra crossing', 'quokka'],
};

/** A deterministic page of words (a small linear congruential generator, no randomness). */
function page(seed: number): string {
  let x = seed;
  const words: string[] = [];
  for (let i = 0; i < WORDS_A_PAGE; i++) {
    x = (x * 1103515245 + 12345) % 2147483648;
    words.push(VOCABULARY[x % VOCABULARY.length] ?? 'the');
  }
  return words.join(' ');
}

function percentiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
}

const backend = await startLocalBackend({ port: 0, seed: false });
try {
  const start = performance.now();
  const perTable = Math.ceil(DOCUMENTS / DOCUMENT_TABLES.length);
  for (const table of DOCUMENT_TABLES) {
    await backend.db.query(
      `insert into public.${table} (document_title, view_download, document_date)
       select (array['Annual Report', 'Shareholding Pattern', 'Corporate Governance Report',
                     'Notice of Board Meeting', 'Financial Results'])[1 + i % 5] || ' #' || i,
              'investor_documents/' || i || '.pdf', date '2015-04-01' + (i * 37) % 3800
         from generate_series(1, $1::int) as i`,
      [perTable],
    );
  }
  const { rows: docs } = await backend.db.query<{ category: string; id: string }>(
    'select category, id from private.document_search',
  );
  // The text goes in as the save function would put it, in batches of 300 documents.
  for (let i = 0; i < docs.length; i += 300) {
    const batch = docs.slice(i, i + 300);
    const rows = batch.flatMap((d, j) =>
      Array.from({ length: PAGES }, (_, p) => [d.category, d.id, p + 1, page((i + j) * 7 + p)]),
    );
    await backend.db.query(
      `insert into private.document_pages (category, id, page_number, body)
       select * from unnest($1::text[], $2::uuid[], $3::int[], $4::text[])`,
      [0, 1, 2, 3].map((k) => rows.map((r) => r[k])),
    );
  }
  await backend.db.exec('analyze');
  const fillS = (performance.now() - start) / 1000;

  const call = searchCall(backend);
  const all = Object.values(KINDS).flat();
  for (const query of all) await call(query); // warm the plans
  const byKind = new Map<string, number[]>();
  for (let round = 0; round < ROUNDS; round++) {
    for (const [kind, queries] of Object.entries(KINDS)) {
      for (const query of queries)
        byKind.set(kind, [...(byKind.get(kind) ?? []), await call(query)]);
    }
  }
  const table: Record<string, string> = {
    documents: `${docs.length} (${PAGES} pages of ${WORDS_A_PAGE} words each), filled in ${fillS.toFixed(0)} s`,
  };
  for (const [kind, ms] of byKind) {
    const pct = percentiles(ms);
    table[kind] = `p50 ${pct(0.5).toFixed(1)} ms, p95 ${pct(0.95).toFixed(1)} ms`;
  }
  const pct = percentiles([...byKind.values()].flat());
  table.all = `p50 ${pct(0.5).toFixed(1)} ms, p95 ${pct(0.95).toFixed(1)} ms (target p95 <= 50 ms)`;
  console.table(table);
} finally {
  await backend.stop();
}
