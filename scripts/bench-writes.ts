/**
 * `npm run bench:writes`: what a write to the 23 document tables costs before and after a
 * migration, measured in one run. Two in-memory databases are built as the platform builds one
 * (bootstrap, then migrations as `postgres`): one stops before BENCH_MIGRATION (default: the one
 * that dropped search's leftovers), the other has every migration. Rounds of single-row inserts
 * alternate between them, so a busy machine slows both alike; the medians and their ratio print.
 * In memory, no network.
 */
import { readFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { DOCUMENT_TABLES } from '../src/lib/document-tables';
import {
  applyMigration,
  BOOTSTRAP_SQL_PATH,
  newPGlite,
  readMigrations,
} from '../supabase/local/database';

const MIGRATION = process.env.BENCH_MIGRATION ?? 'drop_unused_search_leftovers';
const ROUNDS = 12;
const INSERTS_PER_ROUND = 230;

async function database(upTo: number): Promise<PGlite> {
  const db = newPGlite();
  await db.exec(readFileSync(BOOTSTRAP_SQL_PATH, 'utf8'));
  for (const migration of readMigrations().slice(0, upTo)) await applyMigration(db, migration);
  return db;
}

/** One round: single-row inserts round the 23 tables, as the site makes them; inserts/s. */
async function round(db: PGlite, offset: number): Promise<number> {
  const start = performance.now();
  for (let i = 0; i < INSERTS_PER_ROUND; i++) {
    const table = DOCUMENT_TABLES[(offset + i) % DOCUMENT_TABLES.length];
    await db.query(`insert into public.${table} (document_title, view_download) values ($1, $2)`, [
      `Annual report and notice of meeting ${offset + i}`,
      `https://example.com/${offset + i}.pdf`,
    ]);
  }
  return (INSERTS_PER_ROUND / (performance.now() - start)) * 1000;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

const migrations = readMigrations();
const index = migrations.findIndex((m) => m.name === MIGRATION);
if (index < 0) throw new Error(`no migration named ${MIGRATION}`);
const before = await database(index);
const after = await database(migrations.length);
const rates = { before: [] as number[], after: [] as number[] };
for (let r = 0; r < ROUNDS; r++) {
  // Alternate which goes first, so neither always meets a warmer machine.
  const order = r % 2 === 0 ? (['before', 'after'] as const) : (['after', 'before'] as const);
  for (const which of order) {
    rates[which].push(await round(which === 'before' ? before : after, r * INSERTS_PER_ROUND));
  }
}
await before.close();
await after.close();
const [b, a] = [median(rates.before), median(rates.after)];
console.table({
  [`before ${migrations[index]?.version}_${MIGRATION}`]: `${b.toFixed(0)} inserts/s (median of ${ROUNDS} rounds of ${INSERTS_PER_ROUND})`,
  'with every migration': `${a.toFixed(0)} inserts/s`,
  'after / before': `${(a / b).toFixed(2)}x`,
});
