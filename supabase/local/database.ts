import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { migratedTemplate } from './database-template';
import { platformExtensions, platformExtensionsKey } from './platform-extensions';
import type { Claims } from './jwt';

const SUPABASE_DIR = join(import.meta.dirname, '..');
const MIGRATIONS_DIR = join(SUPABASE_DIR, 'migrations');

export type Database = PGlite;

type Initialise = (db: PGlite) => Promise<void>;

/**
 * What the Supabase platform provides before any migration runs (roles, auth, storage). One file,
 * run here on PGlite and by the real-Postgres test lane, so the two can never drift apart.
 */
export const BOOTSTRAP_SQL_PATH = join(import.meta.dirname, 'bootstrap.sql');

export type Migration = { version: string; name: string; sql: string };

/** Every file in supabase/migrations/, in the order the Supabase CLI applies them. */
export function readMigrations(): Migration[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((file) => {
      const [version = file, ...rest] = file.replace(/\.sql$/, '').split('_');
      return {
        version,
        name: rest.join('_'),
        sql: readFileSync(join(MIGRATIONS_DIR, file), 'utf8'),
      };
    });
}

/**
 * The contrib extensions the migrations create. PGlite ships them as separate bundles that must
 * be loaded when the database opens, before `create extension` can find them; the platform's own
 * (pgmq, pg_net, pg_cron) come as stand-ins the same way (platform-extensions.ts).
 */
export function newPGlite(dataDir?: string, loadDataDir?: Blob): PGlite {
  // PGlite runs Postgres in single-user mode, where the session is always the cluster's bootstrap
  // superuser; naming it `supabase_admin`, as on the platform, leaves the name `postgres` free for
  // the non-superuser role that migrations run as (bootstrap.sql).
  return new PGlite({
    dataDir,
    loadDataDir,
    extensions: { pg_trgm, platformExtensions },
    initDbStartParams: ['--username=supabase_admin'],
  });
}

/**
 * Opens PGlite (in memory when no folder is given) and brings it up to date: the platform
 * bootstrap on a new database, then every migration not yet applied. `initialise` (the seed)
 * runs once, on a new database. Returns whether it was new.
 *
 * On disk, a new database is built in a scratch folder and renamed into place only when the
 * bootstrap, migrations and seed are complete, so a start that is killed half-way leaves either
 * nothing or a whole database, never one that looks existing but lacks its schema.
 */
export async function openDatabase(
  dataDir?: string,
  initialise?: Initialise,
): Promise<{ db: PGlite; fresh: boolean }> {
  if (!dataDir) {
    const db = await fromTemplate(undefined, initialise);
    return { db, fresh: true };
  }
  const parent = dirname(dataDir);
  const scratchPrefix = `${basename(dataDir)}.new-`;
  mkdirSync(parent, { recursive: true });
  for (const entry of readdirSync(parent)) {
    if (entry.startsWith(scratchPrefix)) rmSync(join(parent, entry), { recursive: true });
  }
  if (existsSync(join(dataDir, 'PG_VERSION'))) {
    const db = newPGlite(dataDir);
    await db.waitReady;
    await warnIfMadeBeforeThePlatformModel(db, dataDir);
    await applyMigrations(db);
    return { db, fresh: false };
  }
  const scratch = join(parent, `${scratchPrefix}${process.pid}`);
  const building = await fromTemplate(scratch, initialise);
  await building.close();
  rmSync(dataDir, { recursive: true, force: true });
  renameSync(scratch, dataDir);
  const db = newPGlite(dataDir);
  await db.waitReady;
  return { db, fresh: true };
}

/**
 * A data folder made before the embedded backend took the platform's privileges has a superuser
 * `postgres`, which hides what the platform refuses. It still works; a rebuild makes it faithful.
 */
async function warnIfMadeBeforeThePlatformModel(db: PGlite, dataDir: string) {
  const { rows } = await db.query<{ super: boolean }>(
    "select rolsuper as super from pg_roles where rolname = 'postgres'",
  );
  if (rows[0]?.super) {
    console.warn(
      `[local-supabase] ${dataDir} was made before the local database took hosted Supabase's ` +
        'privileges (postgres is a superuser there). Stop the server and delete that folder ' +
        'to rebuild it, so that what works here also works on a hosted project.',
    );
  }
}

/**
 * A new database, in memory or in `dataDir`, from the migrated template (database-template.ts),
 * then `initialise`d. The template is the same bootstrap and migrations createDatabase would run,
 * already run: a new folder for `npm start` loads it in about a second instead of five.
 */
async function fromTemplate(dataDir?: string, initialise?: Initialise): Promise<PGlite> {
  const template = await migratedTemplate(
    {
      rootDir: join(SUPABASE_DIR, '..'),
      bootstrapSql: `${readFileSync(BOOTSTRAP_SQL_PATH, 'utf8')}\0${platformExtensionsKey()}`,
      migrations: readMigrations(),
    },
    () => createDatabase(newPGlite()),
  );
  const db = newPGlite(dataDir, template);
  await db.waitReady;
  await initialise?.(db);
  return db;
}

async function createDatabase(db: PGlite, initialise?: Initialise): Promise<PGlite> {
  await db.waitReady;
  await db.exec(readFileSync(BOOTSTRAP_SQL_PATH, 'utf8'));
  await applyMigrations(db);
  await initialise?.(db);
  return db;
}

async function applyMigrations(db: PGlite) {
  const { rows } = await db.query<{ exists: boolean }>(
    "select to_regclass('supabase_migrations.schema_migrations') is not null as exists",
  );
  const applied = new Set(
    rows[0]?.exists
      ? (
          await db.query<{ version: string }>(
            'select version from supabase_migrations.schema_migrations',
          )
        ).rows.map((r) => r.version)
      : [],
  );
  for (const migration of readMigrations()) {
    if (!applied.has(migration.version)) await applyMigration(db, migration);
  }
}

/**
 * The history table `supabase db push` keeps, made as the CLI makes it before it applies anything:
 * as the role it logs in as, `postgres`, which the platform lets create a schema. The platform
 * has no such schema until the first push (supabase/cli, pkg/migration/history.go,
 * CreateMigrationTable; the real-Postgres lane lets the CLI itself make it).
 */
const MIGRATION_HISTORY_SQL = `
  create schema if not exists supabase_migrations;
  create table if not exists supabase_migrations.schema_migrations (version text not null primary key);
  alter table supabase_migrations.schema_migrations add column if not exists statements text[];
  alter table supabase_migrations.schema_migrations add column if not exists name text;
`;

/** One migration, in its own transaction, as `postgres` (below), and its bookkeeping row. */
export async function applyMigration(db: PGlite, migration: Migration) {
  await db.transaction(async (tx) => {
    await tx.exec(AS_MIGRATION_ROLE);
    await tx.exec(MIGRATION_HISTORY_SQL);
    await tx.exec(migration.sql);
    await tx.query(
      'insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)',
      [migration.version, migration.name],
    );
    await tx.exec(END_MIGRATION_ROLE);
  });
}

/**
 * How `supabase db push` runs a migration on the platform: logged in as a helper role that then
 * sets role `postgres`, a non-superuser. The platform's supautils extension lets postgres manage
 * policies and drop triggers on storage.objects and storage.buckets, which it does not own
 * (bootstrap.sql); lending it the storage owner's rights for the migration stands in for that.
 * That lends a little more than supautils does (ALTER TABLE, say), so the real-Postgres lane
 * checks that no migration changed anything in `storage` or `auth` but policies and triggers.
 */
export const AS_MIGRATION_ROLE =
  'grant supabase_storage_admin to postgres; set local role postgres;';
export const END_MIGRATION_ROLE = 'reset role; revoke supabase_storage_admin from postgres;';

/** The seed runs as postgres too, as `supabase db reset` runs it. */
export async function runSeed(db: PGlite) {
  const seed = join(SUPABASE_DIR, 'seed.sql');
  if (!existsSync(seed)) return;
  await db.transaction(async (tx) => {
    await tx.query('set local role postgres');
    await tx.exec(readFileSync(seed, 'utf8'));
  });
}

/** Makes the transaction READ ONLY; allowed at any point before it ends. */
export const READ_ONLY = 'set transaction read only';

/**
 * Runs `fn` in a transaction as the caller, exactly as PostgREST does: the role from the JWT and
 * its claims in `request.jwt.claims`, so row-level security and auth.jwt() see the caller.
 * `readOnly` starts it READ ONLY, as PostgREST starts every GET and HEAD, and a POST to a STABLE
 * or IMMUTABLE function (docs.postgrest.org, references/transactions.rst, "Access Mode"): a write
 * then fails with 25006, which PostgREST answers 405.
 */
export function asCaller<T>(
  db: PGlite,
  claims: Claims,
  fn: (tx: Transaction) => Promise<T>,
  { readOnly = false }: { readOnly?: boolean } = {},
): Promise<T> {
  return db.transaction(async (tx) => {
    if (readOnly) await tx.query(READ_ONLY);
    await tx.query(
      "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)",
      [claims.role, JSON.stringify(claims)],
    );
    return fn(tx);
  });
}

/**
 * The claims the Storage server's own service_role connection carries when it writes: no `sub`,
 * so nothing a trigger reads from the token names a person.
 */
export const SERVICE_ROLE_CLAIMS: Claims = { role: 'service_role', iss: 'supabase-demo' };

/**
 * Runs `fn` as the caller and always rolls back, returning what it returned: the Storage server's
 * permission test before it writes as service_role (supabase/storage, `testPermission` in
 * src/storage/database/knex.ts). An error from `fn` (a policy's 42501, say) is thrown as is.
 */
export async function inCallerRoleRolledBack<T>(
  db: PGlite,
  claims: Claims,
  fn: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const passed = Symbol('permission test passed');
  let result: T | undefined;
  try {
    await asCaller(db, claims, async (tx) => {
      result = await fn(tx);
      throw passed;
    });
  } catch (error) {
    if (error === passed) return result as T;
    throw error;
  }
  throw new Error('unreachable: the permission test always rolls back');
}

export type TableInfo = { kind: 'table' | 'view'; columns: Set<string> };
export type Catalog = Map<string, TableInfo>;

/** The tables and views the REST API exposes (schema public), read once after migrations. */
export async function loadCatalog(db: PGlite): Promise<Catalog> {
  const { rows } = await db.query<{ table_name: string; table_type: string; columns: string[] }>(
    `select t.table_name, t.table_type, array_agg(c.column_name::text order by c.ordinal_position) as columns
       from information_schema.tables t
       join information_schema.columns c
         on c.table_schema = t.table_schema and c.table_name = t.table_name
      where t.table_schema = 'public'
      group by t.table_name, t.table_type`,
  );
  return new Map(
    rows.map((r) => [
      r.table_name,
      { kind: r.table_type === 'VIEW' ? 'view' : 'table', columns: new Set(r.columns) },
    ]),
  );
}
