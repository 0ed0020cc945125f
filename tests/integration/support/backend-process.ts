/**
 * Runs the embedded backend as its own process (`supabase/local/main.ts`, exactly what
 * `npm run backend` and the end-to-end suite start), for tests of start-up and of surviving a kill.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..', '..');

/** A loopback port that was free a moment ago. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * Free ports for the mail catcher the backend starts with it (its defaults, 1025 and 1080, are
 * `npm start`'s: a second backend, or a second checkout's suite, would find them taken).
 */
export async function mailPortsEnv(): Promise<Record<string, string>> {
  return {
    LOCAL_MAIL_SMTP_PORT: String(await freePort()),
    LOCAL_MAIL_WEB_PORT: String(await freePort()),
  };
}

export type BackendProcess = {
  url: string;
  child: ChildProcess;
  /** Resolves when the backend prints that it is ready; rejects if it exits first. */
  ready: Promise<void>;
  /** Everything it printed so far. */
  output(): string;
  /** Sends `signal` and waits for the process to exit. */
  kill(signal?: NodeJS.Signals): Promise<void>;
};

/** Starts the embedded backend in a process of its own, its mail catcher on free ports. */
export async function spawnBackend(options: {
  port: number;
  dataDir?: string;
}): Promise<BackendProcess> {
  const mail = await mailPortsEnv();
  // tsx as a loader in this one process, not its CLI: the CLI runs the script in a second
  // process, which a SIGKILL of the first would leave running.
  const child = spawn(process.execPath, ['--import', 'tsx', 'supabase/local/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      LOCAL_SUPABASE_PORT: String(options.port),
      ...mail,
      ...(options.dataDir
        ? { LOCAL_SUPABASE_DATA: options.dataDir, LOCAL_SUPABASE_MEMORY: '' }
        : { LOCAL_SUPABASE_MEMORY: '1' }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ready = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      text += chunk.toString('utf8');
      if (text.includes('Local Supabase API:')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code, signal) =>
      reject(new Error(`backend exited (${code ?? signal}) before it was ready:\n${text}`)),
    );
  });
  ready.catch(() => undefined);
  return {
    url: `http://127.0.0.1:${options.port}`,
    child,
    ready,
    output: () => text,
    async kill(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
