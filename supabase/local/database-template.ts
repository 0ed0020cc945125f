import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/**
 * A new in-memory database starts from a snapshot of one that has already run the platform
 * bootstrap and every migration: initdb and the migrations cost about 5 s of WebAssembly, loading
 * the snapshot about 1 s, and the test suite starts dozens of backends. The snapshot's name is a
 * hash of everything that shapes it (PGlite's version, the bootstrap, each migration), so a
 * changed migration makes a new one and a stale one is never used. It is kept where build tools
 * keep their caches, `node_modules/.cache`, never in the working tree.
 */
export type TemplateInputs = {
  rootDir: string;
  bootstrapSql: string;
  migrations: { version: string; sql: string }[];
};

const inProcess = new Map<string, Promise<Blob>>();

export function templateKey({ rootDir, bootstrapSql, migrations }: TemplateInputs): string {
  const hash = createHash('sha256')
    .update(pgliteVersion(rootDir))
    .update('\0')
    .update(bootstrapSql);
  for (const m of migrations) hash.update('\0').update(m.version).update('\0').update(m.sql);
  return hash.digest('hex').slice(0, 24);
}

/**
 * The snapshot for these inputs: from this process's memory, else from the cache folder, else
 * built by `build` (a database with the bootstrap and migrations applied) and saved for the next
 * process. Two processes building at once each write a scratch file and rename it into place, so
 * a reader finds either no snapshot or a whole one.
 */
export function migratedTemplate(
  inputs: TemplateInputs,
  build: () => Promise<PGlite>,
): Promise<Blob> {
  const key = templateKey(inputs);
  let pending = inProcess.get(key);
  if (!pending) {
    pending = loadOrBuild(inputs.rootDir, key, build);
    inProcess.set(key, pending);
    pending.catch(() => inProcess.delete(key));
  }
  return pending;
}

async function loadOrBuild(rootDir: string, key: string, build: () => Promise<PGlite>) {
  const dir = join(rootDir, 'node_modules', '.cache', 'hfa-embedded-db');
  const file = join(dir, `${key}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const db = await build();
  const dump = await db.dumpDataDir('none');
  await db.close();
  try {
    mkdirSync(dir, { recursive: true });
    const scratch = `${file}.${process.pid}.partial`;
    writeFileSync(scratch, Buffer.from(await dump.arrayBuffer()));
    renameSync(scratch, file);
  } catch {
    // A read-only checkout still works: it only builds the database each time.
    rmSync(`${file}.${process.pid}.partial`, { force: true });
  }
  return dump;
}

function pgliteVersion(rootDir: string): string {
  try {
    const pkg = join(rootDir, 'node_modules', '@electric-sql', 'pglite', 'package.json');
    return (JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}
