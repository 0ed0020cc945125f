/**
 * `npm start` on ports of the caller's choosing: exactly package.json's start command (without
 * npm), with PORT and LOCAL_SUPABASE_PORT set to free ports. It must print the addresses it
 * serves, the site must be configured with the backend it started (and that backend must answer
 * the site's key), Ctrl+C must stop both, and a taken port must be named with its variable.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isPortFree } from '../../scripts/local-ports';
import { freePort, mailPortsEnv } from './support/backend-process';

const ROOT = join(import.meta.dirname, '..', '..');
const START = (
  JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  }
).scripts.start;

type Started = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

const running: Started[] = [];
const blockers: Server[] = [];

async function start(env: NodeJS.ProcessEnv): Promise<Started> {
  const [command, ...args] = START.split(' ');
  expect(command).toBe('node');
  // The mail catcher on free ports too: its defaults are a running `npm start`'s.
  const mail = await mailPortsEnv();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, LOCAL_SUPABASE_MEMORY: '1', ...mail, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const started = { child, output: () => text, exited };
  running.push(started);
  return started;
}

/** Resolves with the match once the output has it; rejects if the process exits first. */
function waitFor(started: Started, pattern: RegExp): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const match = pattern.exec(started.output());
      if (match) {
        clearInterval(timer);
        resolve(match);
      }
    };
    const timer = setInterval(check, 100);
    void started.exited.then((code) => {
      clearInterval(timer);
      check();
      reject(new Error(`npm start exited (${code}) first:\n${started.output()}`));
    });
  });
}

async function occupy(port: number): Promise<void> {
  const server = createServer();
  blockers.push(server);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
}

afterEach(async () => {
  for (const started of running.splice(0)) {
    if (started.child.exitCode === null) started.child.kill('SIGTERM');
    await started.exited;
  }
  for (const server of blockers.splice(0)) await new Promise((done) => server.close(done));
});

describe('npm start on the ports it is given', () => {
  it('serves the site on PORT, pointed at the backend it started on LOCAL_SUPABASE_PORT', async () => {
    const sitePort = await freePort();
    const backendPort = await freePort();
    const started = await start({
      PORT: String(sitePort),
      LOCAL_SUPABASE_PORT: String(backendPort),
    });

    const [, siteUrl = '', backendUrl = ''] = await waitFor(
      started,
      /The site is at (\S+) and its backend at (\S+)\./,
    );
    expect(siteUrl).toBe(`http://127.0.0.1:${sitePort}/`);
    expect(backendUrl).toBe(`http://127.0.0.1:${backendPort}`);

    const page = await fetch(siteUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');

    // What the site's own code is given: Vite inlines import.meta.env into the module it serves.
    const envModule = await (await fetch(new URL('src/lib/env.ts', siteUrl))).text();
    const configured = /"VITE_SUPABASE_URL": "([^"]+)"/.exec(envModule)?.[1];
    const anonKey = /"VITE_SUPABASE_ANON_KEY": "([^"]+)"/.exec(envModule)?.[1] ?? '';
    expect(configured).toBe(backendUrl);
    // The gateway refuses a request without the project's key, as hosted Supabase's does.
    const health = await fetch(`${configured}/auth/v1/health`, { headers: { apikey: anonKey } });
    expect(health.status).toBe(200);
    const rows = await fetch(`${configured}/rest/v1/policies?select=document_title&limit=1`, {
      headers: { apikey: anonKey, authorization: `Bearer ${anonKey}` },
    });
    expect(rows.status).toBe(200);
    expect(await rows.json()).toHaveLength(1);

    // Ctrl+C (SIGINT) stops the site and the backend, and both ports are free again.
    started.child.kill('SIGINT');
    expect(await started.exited).toBe(0);
    expect(await isPortFree(sitePort)).toBe(true);
    expect(await isPortFree(backendPort)).toBe(true);
  }, 180_000);

  it('names PORT when the site’s port is taken, before starting anything', async () => {
    const sitePort = await freePort();
    await occupy(sitePort);
    const started = await start({
      PORT: String(sitePort),
      LOCAL_SUPABASE_PORT: String(await freePort()),
    });
    expect(await started.exited).toBe(1);
    expect(started.output()).toMatch(
      new RegExp(
        `Port ${sitePort} is already in use .* set PORT to a free port, for example: PORT=\\d+ npm start`,
      ),
    );
    expect(started.output()).not.toContain('Local Supabase API');
  });

  it('names LOCAL_SUPABASE_PORT when the backend’s port is taken', async () => {
    const backendPort = await freePort();
    await occupy(backendPort);
    const started = await start({
      PORT: String(await freePort()),
      LOCAL_SUPABASE_PORT: String(backendPort),
    });
    expect(await started.exited).toBe(1);
    expect(started.output()).toMatch(
      new RegExp(`Port ${backendPort} is already in use .* set LOCAL_SUPABASE_PORT to a free port`),
    );
  });

  it('refuses a port that is not a number, in plain words', async () => {
    const started = await start({ PORT: 'eighty', LOCAL_SUPABASE_PORT: String(await freePort()) });
    expect(await started.exited).toBe(1);
    expect(started.output()).toContain(
      'PORT must be a port number from 1 to 65535; it is "eighty".',
    );
  });
});
