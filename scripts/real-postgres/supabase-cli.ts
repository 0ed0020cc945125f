/**
 * The Supabase CLI from npm (`supabase`, pinned in package.json), run as an operator runs it to
 * deploy: `supabase db push --db-url ...`. The npm package is a small Node launcher; the program
 * itself comes in one optional package per platform (`@supabase/cli-linux-x64` and so on, no
 * install script, no download), so `npm ci` from the lock installs it offline where npm has a
 * build, and nowhere else.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { arch, platform, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');
const MIGRATIONS_DIR = join(ROOT, 'supabase', 'migrations');

/** The names the launcher (node_modules/supabase/dist/supabase.js) tries, in its order. */
const PLATFORM_PACKAGES: Record<string, Record<string, string[]>> = {
  darwin: { arm64: ['darwin-arm64'], x64: ['darwin-x64'] },
  linux: { arm64: ['linux-arm64', 'linux-arm64-musl'], x64: ['linux-x64', 'linux-x64-musl'] },
  win32: { arm64: ['windows-arm64'], x64: ['windows-x64'] },
};

/** The npm package that carries this platform's CLI program, if npm installed one. */
export function supabaseCliPackage(): string | undefined {
  const require = createRequire(import.meta.url);
  for (const suffix of PLATFORM_PACKAGES[platform()]?.[arch()] ?? []) {
    const name = `@supabase/cli-${suffix}`;
    try {
      require.resolve(`${name}/package.json`);
      return name;
    } catch {
      // Not this one: npm installs only the build whose os, cpu and libc match.
    }
  }
  return undefined;
}

export type CliRun = { code: number | null; stdout: string; stderr: string };

/**
 * Runs the CLI through its npm launcher with this project as its workdir. It keeps telemetry
 * and the update check off and its per-user state in a scratch home, so a test run neither
 * reports to Supabase, nor asks the network for a newer release, nor writes to the user's home.
 */
export async function runSupabaseCli(args: string[], workdir = ROOT): Promise<CliRun> {
  const home = mkdtempSync(join(tmpdir(), 'hfa-supabase-home-'));
  const launcher = join(dirname(createRequire(import.meta.url).resolve('supabase/package.json')));
  try {
    return await new Promise<CliRun>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        [join(launcher, 'dist', 'supabase.js'), ...args, '--workdir', workdir],
        {
          cwd: workdir,
          stdio: ['ignore', 'pipe', 'pipe'],
          env: {
            ...process.env,
            HOME: home,
            USERPROFILE: home,
            SUPABASE_TELEMETRY_DISABLED: '1',
            DO_NOT_TRACK: '1',
            SUPABASE_NO_UPDATE_NOTIFIER: '1',
          },
        },
      );
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.once('error', reject);
      child.once('close', (code) => resolve({ code, stdout, stderr }));
    });
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}

/** The files `db push` applies: `<digits>_<name>.sql` (the CLI skips, with a line, any other). */
export function migrationFiles(): string[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((file) => file.endsWith('.sql'))
    .sort();
}

/**
 * What a successful `db push` of every migration to an empty database prints, line by line, and
 * nothing else: a migration the CLI skipped, a warning or an error is a different line. Read
 * from the CLI's own run (2.117.0); `[Y/n] y` is its confirmation, answered by `--yes`.
 */
export function expectedPushOutput(files = migrationFiles()): {
  stdout: string[];
  stderr: string[];
} {
  return {
    stdout: ['Finished supabase db push.'],
    stderr: [
      'Connecting to remote database...',
      'Do you want to push these migrations to the remote database?',
      ...files.map((file) => ` • ${file}`),
      ' [Y/n] y',
      ...files.map((file) => `Applying migration ${file}...`),
    ],
  };
}

const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');

/** Throws with the CLI's whole output unless a push reported success and nothing else. */
export function assertPushSucceeded(run: CliRun, files = migrationFiles()): void {
  const expected = expectedPushOutput(files);
  const same = (a: string[], b: string[]) => JSON.stringify(a) === JSON.stringify(b);
  if (
    run.code !== 0 ||
    !same(lines(run.stdout), expected.stdout) ||
    !same(lines(run.stderr), lines(expected.stderr.join('\n')))
  ) {
    throw new Error(
      `supabase db push did not report plain success (exit ${run.code}).\n` +
        `--- stdout\n${run.stdout}\n--- stderr\n${run.stderr}`,
    );
  }
}

/**
 * A workdir holding the project's config and only the migrations before `version`: what a hosted
 * project had deployed before that migration was written.
 */
function workdirBefore(version: string): { dir: string; files: string[] } {
  const dir = mkdtempSync(join(tmpdir(), 'hfa-supabase-workdir-'));
  mkdirSync(join(dir, 'supabase', 'migrations'), { recursive: true });
  copyFileSync(join(ROOT, 'supabase', 'config.toml'), join(dir, 'supabase', 'config.toml'));
  const files = migrationFiles().filter((file) => file < version);
  for (const file of files)
    copyFileSync(join(MIGRATIONS_DIR, file), join(dir, 'supabase', 'migrations', file));
  return { dir, files };
}

/**
 * `supabase db push --db-url <url> --yes`, exactly as the deploy steps say. With `before`, only
 * the migrations older than that version are pushed; with `from`, the database already holds the
 * older ones, and the CLI lists and applies only the rest (it reads its own history table).
 */
export async function dbPush(
  dbUrl: string,
  { before, from }: { before?: string; from?: string } = {},
): Promise<CliRun> {
  const args = ['db', 'push', '--db-url', dbUrl, '--yes'];
  if (!before) {
    const run = await runSupabaseCli(args);
    assertPushSucceeded(
      run,
      migrationFiles().filter((file) => !from || file >= from),
    );
    return run;
  }
  const { dir, files } = workdirBefore(before);
  try {
    const run = await runSupabaseCli(args, dir);
    assertPushSucceeded(run, files);
    return run;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
