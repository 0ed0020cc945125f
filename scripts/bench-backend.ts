/**
 * `npm run bench:backend`: how fast the embedded backend starts and serves.
 * Prints cold start (new database), warm start (existing data folder) and requests per second
 * for reading a 50-row table over loopback. Bounded: a fixed number of requests, 127.0.0.1 only.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalBackend } from '../supabase/local/server';

const REQUESTS = 2000;
const CONCURRENCY = 8;

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const value = await fn();
  return [value, performance.now() - start];
}

const dir = mkdtempSync(join(tmpdir(), 'hfa-bench-'));
try {
  const [cold, coldMs] = await timed(() => startLocalBackend({ port: 0, dataDir: dir }));
  await cold.stop();
  const [backend, warmMs] = await timed(() => startLocalBackend({ port: 0, dataDir: dir }));

  const rows = Array.from({ length: 50 }, (_, i) => [
    `Benchmark document ${i + 1}`,
    `https://example.com/${i}.pdf`,
  ]);
  await backend.db.query('delete from public.annual_report');
  for (const [title, link] of rows) {
    await backend.db.query(
      'insert into public.annual_report (document_title, view_download) values ($1, $2)',
      [title, link],
    );
  }

  const url = `${backend.url}/rest/v1/annual_report?select=*&order=created_at.desc`;
  const headers = { apikey: backend.anonKey, authorization: `Bearer ${backend.anonKey}` };
  const check = (await (await fetch(url, { headers })).json()) as unknown[];
  if (check.length !== 50) throw new Error(`expected 50 rows, got ${check.length}`);

  let sent = 0;
  const latencies: number[] = [];
  const [, totalMs] = await timed(() =>
    Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (sent < REQUESTS) {
          sent++;
          const start = performance.now();
          const response = await fetch(url, { headers });
          await response.arrayBuffer();
          if (!response.ok) throw new Error(`HTTP ${response.status}`);
          latencies.push(performance.now() - start);
        }
      }),
    ),
  );
  await backend.stop();

  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0;
  console.table({
    'cold start (new database)': `${coldMs.toFixed(0)} ms`,
    'warm start (existing data folder)': `${warmMs.toFixed(0)} ms`,
    [`read 50 rows: ${REQUESTS} requests, ${CONCURRENCY} at a time`]: `${((REQUESTS / totalMs) * 1000).toFixed(0)} req/s`,
    'latency p50 / p95 / p99': `${pct(0.5).toFixed(1)} / ${pct(0.95).toFixed(1)} / ${pct(0.99).toFixed(1)} ms`,
  });
} finally {
  rmSync(dir, { recursive: true, force: true });
}
