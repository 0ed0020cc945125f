/**
 * `npm start`: the embedded Supabase-compatible backend, then the site's dev server pointed at
 * that backend, both on 127.0.0.1. PORT moves the site (default 5173) and LOCAL_SUPABASE_PORT the
 * backend (default 54321); the site is always given the address of the backend started here, so
 * no `.env` is needed, and one in the folder cannot point it elsewhere.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { LOCAL_ANON_KEY } from '../supabase/local/keys';
import { LOOPBACK, isPortFree, portFromEnv, portTakenMessage } from './local-ports';

const root = join(import.meta.dirname, '..');
const viteCli = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
const children: ChildProcess[] = [];
let stopping = false;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** Both ports, checked before anything starts, so a taken one is named at once. */
async function choosePorts(): Promise<{ site: number; backend: number }> {
  let site: number;
  let backend: number;
  try {
    site = portFromEnv('PORT', 5173);
    backend = portFromEnv('LOCAL_SUPABASE_PORT', 54321);
  } catch (error) {
    fail((error as Error).message);
  }
  if (site === backend) {
    fail(`PORT and LOCAL_SUPABASE_PORT are both ${site}: the site and its backend need one each.`);
  }
  if (!(await isPortFree(backend))) {
    fail(
      await portTakenMessage(backend, 'LOCAL_SUPABASE_PORT', 'the local backend', {
        avoid: [site],
      }),
    );
  }
  if (!(await isPortFree(site))) {
    fail(await portTakenMessage(site, 'PORT', 'the site', { avoid: [backend] }));
  }
  return { site, backend };
}

/** Stops every child and waits for each to exit (at most 10 s), then exits with `code`. */
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  const running = children.filter((c) => c.exitCode === null && c.signalCode === null);
  await Promise.all(
    running.map(
      (child) =>
        new Promise<void>((resolve) => {
          const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
          child.once('exit', () => {
            clearTimeout(force);
            resolve();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
  process.exit(code);
}

function run(
  args: string[],
  label: string,
  env: NodeJS.ProcessEnv,
  onLine: (line: string) => void,
) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (text: string) => {
    for (const line of text.split('\n')) {
      if (!line.trim()) continue;
      console.log(`[${label}] ${line}`);
      onLine(line);
    }
  });
  child.on('exit', (code) => {
    if (stopping) return;
    console.error(`[${label}] stopped with code ${code}; stopping everything.`);
    void stop(code || 1);
  });
}

/** Vite's "Local: http://127.0.0.1:5173/" line, without its colours. */
function viteLocalUrl(line: string): string | undefined {
  // eslint-disable-next-line no-control-regex
  const plain = line.replace(/\x1b\[[0-9;]*m/g, '');
  return /Local:\s+(http:\/\/\S+)/.exec(plain)?.[1];
}

process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

const ports = await choosePorts();
const backendEnv = {
  LOCAL_SUPABASE_PORT: String(ports.backend),
  LOCAL_SITE_URL: `http://${LOOPBACK}:${ports.site}`,
};
let inboxUrl = '';

// tsx as a loader in the backend's own process, so stopping that process stops the backend.
run(['--import', 'tsx', 'supabase/local/main.ts'], 'backend', backendEnv, (line) => {
  inboxUrl = /^Local mail inbox: (http:\/\/\S+)/.exec(line)?.[1] ?? inboxUrl;
  const backendUrl = /^Local Supabase API: (http:\/\/\S+)/.exec(line)?.[1];
  if (!backendUrl) return;
  void startSite(backendUrl);
});

async function startSite(backendUrl: string) {
  // The backend took seconds to start: the site's port may have been taken meanwhile.
  if (!(await isPortFree(ports.site))) {
    console.error(
      await portTakenMessage(ports.site, 'PORT', 'the site', { avoid: [ports.backend] }),
    );
    return stop(1);
  }
  const siteEnv = {
    // Vite gives these precedence over any .env file: the site uses the backend started here.
    VITE_SUPABASE_URL: backendUrl,
    VITE_SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
    VITE_SITE_URL: `http://${LOOPBACK}:${ports.site}`,
  };
  const args = [viteCli, '--host', LOOPBACK, '--port', String(ports.site), '--strictPort'];
  run(args, 'site', siteEnv, (line) => {
    const siteUrl = viteLocalUrl(line);
    if (!siteUrl) return;
    console.log(
      [
        '',
        `The site is at ${siteUrl} and its backend at ${backendUrl}.`,
        `E-mail the site sends (alerts, confirmations) arrives in the local inbox at ${inboxUrl}.`,
        'Log in from the footer with the admin login printed above. Press Ctrl+C to stop.',
        'To move them: PORT=<site port> LOCAL_SUPABASE_PORT=<backend port> npm start',
        '',
      ].join('\n'),
    );
  });
}
