/**
 * The stand-ins for the platform's extensions that neither PGlite nor the lane's stock PostgreSQL
 * has (pgmq, pg_net, pg_cron): SQL-only extensions in `platform-extensions/`, with the real ones'
 * names, schemas and functions, so a migration written for hosted Supabase (`create extension
 * pgmq`) runs here unchanged. Postgres finds an extension by its control file in the server's
 * `share/postgresql/extension` folder, so each database gets the files there: PGlite through an
 * extension bundle (a tar.gz it unpacks into its file system, as it does for its contrib
 * extensions), the lane's server by writing them beside its own contrib files.
 */
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Extension } from '@electric-sql/pglite';

const SOURCE_DIR = join(import.meta.dirname, 'platform-extensions');
const EXTENSION_DIR = 'share/postgresql/extension';

type ExtensionFile = { name: string; content: Buffer };

function extensionFiles(): ExtensionFile[] {
  return readdirSync(SOURCE_DIR)
    .filter((name) => name.endsWith('.control') || name.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, content: readFileSync(join(SOURCE_DIR, name)) }));
}

/** A hash of the stand-ins' files: part of the migrated template's key (database-template.ts). */
export function platformExtensionsKey(): string {
  const hash = createHash('sha256');
  for (const file of extensionFiles()) hash.update(file.name).update('\0').update(file.content);
  return hash.digest('hex').slice(0, 16);
}

/** One 512-byte ustar header, as `tar` writes for a plain file. */
function tarHeader(name: string, size: number): Buffer {
  const header = Buffer.alloc(512);
  const field = (value: string, offset: number, length: number) =>
    header.write(value, offset, length, 'ascii');
  field(name, 0, 100);
  field('0000644\0', 100, 8);
  field('0000000\0', 108, 8);
  field('0000000\0', 116, 8);
  field(`${size.toString(8).padStart(11, '0')}\0`, 124, 12);
  field('00000000000\0', 136, 12);
  field('        ', 148, 8);
  field('0', 156, 1);
  field('ustar\0', 257, 6);
  field('00', 263, 2);
  let sum = 0;
  for (const byte of header) sum += byte;
  field(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8);
  return header;
}

function tarGz(files: ExtensionFile[]): Buffer {
  const parts: Buffer[] = [];
  for (const file of files) {
    parts.push(tarHeader(`${EXTENSION_DIR}/${file.name}`, file.content.length), file.content);
    const pad = (512 - (file.content.length % 512)) % 512;
    if (pad) parts.push(Buffer.alloc(pad));
  }
  parts.push(Buffer.alloc(1024));
  return gzipSync(Buffer.concat(parts));
}

/**
 * The bundle's file, made once per content and kept where the migrated template is kept
 * (node_modules/.cache), else in the system's temporary folder on a read-only checkout.
 */
function bundleFile(): string {
  const key = platformExtensionsKey();
  const candidates = [
    join(import.meta.dirname, '..', '..', 'node_modules', '.cache', 'hfa-embedded-db'),
    tmpdir(),
  ];
  for (const dir of candidates) {
    const file = join(dir, `platform-extensions-${key}.tar.gz`);
    if (existsSync(file)) return file;
    try {
      mkdirSync(dir, { recursive: true });
      const scratch = `${file}.${process.pid}.partial`;
      writeFileSync(scratch, tarGz(extensionFiles()));
      renameSync(scratch, file);
      return file;
    } catch {
      // Try the next folder.
    }
  }
  throw new Error('Could not write the platform extensions bundle anywhere');
}

/** PGlite's extension entry: its files unpacked into the database's file system at start. */
export const platformExtensions: Extension = {
  name: 'platform-extensions',
  setup: async () => ({ bundlePath: new URL(`file://${bundleFile()}`) }),
};

/**
 * Writes the stand-ins into a PostgreSQL installation's extension folder (the lane's server,
 * `<native>/share/postgresql/extension`), leaving files that already match as they are.
 */
export function installPlatformExtensions(shareExtensionDir: string) {
  for (const file of extensionFiles()) {
    const target = join(shareExtensionDir, file.name);
    if (existsSync(target) && readFileSync(target).equals(file.content)) continue;
    writeFileSync(target, file.content);
  }
}
