/**
 * The database types, made by Supabase's own generator exactly as `supabase gen types typescript
 * --db-url <url> --schema public` makes them, without Docker. The CLI runs postgres-meta's server
 * in its type-generation mode (`node dist/server/server.js` with PG_META_GENERATE_TYPES and the
 * variables below), which prints the types and exits; we run the same program from npm
 * (`@supabase/postgres-meta`, pinned to the version the pinned CLI names as its image) with the
 * same variables. Sources: supabase/cli, internal/gen/types/types.go (the variables, and one-to-one
 * detection on unless --postgrest-v9-compat); postgres-meta, src/server/server.ts and constants.ts.
 * Then Prettier with this project's settings, as every other file here is formatted.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { format, resolveConfig } from 'prettier';

export const DATABASE_TYPES_PATH = join(
  import.meta.dirname,
  '..',
  '..',
  'src',
  'lib',
  'database.types.ts',
);

/** The exposed schema, as config.toml's [api] schemas lists it. */
const SCHEMAS = 'public';
/** The CLI's default --query-timeout (15 s), which it passes as both timeouts. */
const TIMEOUT_SECS = '15';

function generatorEnv(dbUrl: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    PG_META_DB_URL: dbUrl,
    PG_CONN_TIMEOUT_SECS: TIMEOUT_SECS,
    PG_QUERY_TIMEOUT_SECS: TIMEOUT_SECS,
    PG_META_GENERATE_TYPES: 'typescript',
    PG_META_GENERATE_TYPES_INCLUDED_SCHEMAS: SCHEMAS,
    PG_META_GENERATE_TYPES_SWIFT_ACCESS_CONTROL: 'internal',
    PG_META_GENERATE_TYPES_DETECT_ONE_TO_ONE_RELATIONSHIPS: 'true',
  };
}

/** What the generator prints for the database at `dbUrl`, as it prints it. */
export async function runTypeGenerator(dbUrl: string): Promise<string> {
  const pkg = dirname(
    createRequire(import.meta.url).resolve('@supabase/postgres-meta/package.json'),
  );
  const server = join(pkg, 'dist', 'server', 'server.js');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [server], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: generatorEnv(dbUrl),
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => {
      if (code === 0 && stdout.includes('export type Database')) resolve(stdout);
      else reject(new Error(`postgres-meta's type generator failed (exit ${code}):\n${stderr}`));
    });
  });
}

/** The generator's types for the database at `dbUrl`, formatted as the committed file is. */
export async function generateDatabaseTypes(dbUrl: string): Promise<string> {
  const options = await resolveConfig(DATABASE_TYPES_PATH);
  return format(await runTypeGenerator(dbUrl), { ...options, filepath: DATABASE_TYPES_PATH });
}

export function committedDatabaseTypes(): string {
  return readFileSync(DATABASE_TYPES_PATH, 'utf8');
}
