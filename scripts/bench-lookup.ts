/**
 * The shareholder lookup's share of `npm run bench:backend`: loads 100,000 IEPF statement rows
 * (ten financial years of 10,000), then times the lookup as a visitor makes it, POST
 * /rest/v1/rpc/lookup_unclaimed_dividends with the anon key over loopback, one call at a time,
 * half of them for accounts that exist and half for accounts that do not (target: p95 <= 20 ms),
 * after 40 uncounted calls; then the same function inside the database alone.
 * Also times the administrator's import of one year of 50,000 rows (about a 5 MB CSV) in one
 * call. Prints the machine's load average beside the figures: on a shared machine they move with it.
 */
import { loadavg } from 'node:os';
import type { LocalBackend } from '../supabase/local/server';

const STATEMENT_ROWS = 100_000;
const LOOKUPS = 400;
const WARM_UP = 40;
const IMPORT_ROWS = 50_000;

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
}

async function adminToken(backend: LocalBackend): Promise<string> {
  const response = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: backend.admin.email, password: backend.admin.password }),
  });
  const body = (await response.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`admin sign-in: HTTP ${response.status}`);
  return body.access_token;
}

export async function benchLookup(backend: LocalBackend): Promise<Record<string, string>> {
  const fillStart = performance.now();
  await backend.db.exec(`
    insert into private.iepf_statement_rows
      (financial_year, investor_name, account, amount, proposed_transfer_date)
    select (2010 + i % 10) || '-' || lpad(((2011 + i % 10) % 100)::text, 2, '0'),
           'Bench Investor ' || i,
           case when i % 2 = 0 then 'F' || lpad(i::text, 8, '0')
                else 'IN3' || lpad(i::text, 13, '0') end,
           100 + i % 5000,
           date '2020-10-30' + (i % 10) * 365
      from generate_series(1, ${STATEMENT_ROWS}) as i;
    analyze private.iepf_statement_rows;
    -- The bench is one client making hundreds of lookups: lift the throttles for it alone.
    update private.lookup_throttle_settings set max_lookups = 100000,
      max_lookups_per_minute_overall = 1000000, max_lookups_per_day_overall = 100000000;
  `);
  const fillMs = performance.now() - fillStart;

  const url = `${backend.url}/rest/v1/rpc/lookup_unclaimed_dividends`;
  const headers = {
    apikey: backend.anonKey,
    authorization: `Bearer ${backend.anonKey}`,
    'content-type': 'application/json',
  };
  const times: number[] = [];
  // The first WARM_UP calls (not counted) let the JIT and the database's caches settle, so the
  // figures are the steady state a visitor meets, not this process's start.
  for (let n = -WARM_UP; n < LOOKUPS; n++) {
    const i = 1 + ((Math.abs(n) * 7919) % STATEMENT_ROWS);
    const account =
      Math.abs(n) % 2 === 1
        ? `NOSUCH${Math.abs(n)}`
        : i % 2 === 0
          ? `F${String(i).padStart(8, '0')}`
          : `IN3${String(i).padStart(13, '0')}`;
    const start = performance.now();
    const response = await fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ account }),
    });
    const matches = (await response.json()) as unknown[];
    if (n >= 0) times.push(performance.now() - start);
    if (!response.ok) throw new Error(`lookup: HTTP ${response.status}`);
    if (n >= 0 && n % 2 === 0 && matches.length !== 1)
      throw new Error(`lookup found ${matches.length}`);
  }

  // The same call inside the database alone, without HTTP, JSON and the event loop: what the
  // function itself costs, to tell it from the machine's noise in the figure above.
  const inDb: number[] = [];
  for (let n = 0; n < LOOKUPS; n++) {
    const start = performance.now();
    await backend.db.query('select * from public.lookup_unclaimed_dividends($1)', [
      `F${String(2 + 2 * n).padStart(8, '0')}`,
    ]);
    inDb.push(performance.now() - start);
  }

  const token = await adminToken(backend);
  const rows = Array.from({ length: IMPORT_ROWS }, (_, i) => ({
    investor_name: `Bench Import Investor ${i}`,
    account: `IMP${String(i).padStart(8, '0')}`,
    amount: 100 + (i % 900) + 0.5,
    proposed_transfer_date: '2032-10-30',
  }));
  const body = JSON.stringify({ financial_year: '2024-25', statement_rows: rows });
  const importStart = performance.now();
  const imported = await fetch(`${backend.url}/rest/v1/rpc/import_iepf_statement`, {
    method: 'POST',
    headers: { ...headers, authorization: `Bearer ${token}` },
    body,
  });
  await imported.arrayBuffer();
  const importMs = performance.now() - importStart;
  if (!imported.ok) throw new Error(`import: HTTP ${imported.status}`);

  const load = loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');
  return {
    [`lookup: ${STATEMENT_ROWS.toLocaleString('en-IN')} statement rows loaded`]: `${(fillMs / 1000).toFixed(1)} s`,
    [`lookup as a visitor: ${LOOKUPS} calls, one at a time (half found)`]: `p50 ${percentile(times, 0.5).toFixed(1)} ms / p95 ${percentile(times, 0.95).toFixed(1)} ms (target p95 <= 20 ms)`,
    'the same lookup inside the database, without HTTP': `p50 ${percentile(inDb, 0.5).toFixed(2)} ms / p95 ${percentile(inDb, 0.95).toFixed(2)} ms`,
    [`import one year of ${IMPORT_ROWS.toLocaleString('en-IN')} rows (${(body.length / 1e6).toFixed(1)} MB JSON)`]: `${(importMs / 1000).toFixed(1)} s`,
    'load average 1 / 5 / 15 min (after the lookup bench)': load,
  };
}
