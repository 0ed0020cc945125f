/**
 * `/functions/v1/<name>`: the project's Edge Functions (supabase/functions/<name>/index.ts), run by
 * Deno from npm in a child process (edge-runtime.ts), as the platform runs them. The gateway's
 * rule comes first: a function checks the caller's JWT unless supabase/config.toml says
 * `verify_jwt = false` for it ([functions.<name>], as `supabase functions serve` reads it), and a
 * request refused there never reaches the function.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { bearerToken, HttpError, readBody } from './http';

const ROOT = join(import.meta.dirname, '..', '..');
const CONFIG_TOML = join(ROOT, 'supabase', 'config.toml');

/** Each function's `verify_jwt` from config.toml; true where it says nothing, as the CLI does. */
export function verifyJwtSettings(text = readFileSync(CONFIG_TOML, 'utf8')): Map<string, boolean> {
  const settings = new Map<string, boolean>();
  let fn = '';
  for (const line of text.split(/\r?\n/)) {
    const header = /^\s*\[([^\]]+)\]/.exec(line);
    if (header?.[1]) fn = /^functions\.(.+)$/.exec(header[1].trim())?.[1] ?? '';
    const entry = /^\s*verify_jwt\s*=\s*(true|false)\s*(?:#.*)?$/.exec(line);
    if (fn && entry?.[1]) settings.set(fn, entry[1] === 'true');
  }
  return settings;
}

/** The Deno executable the `deno` npm package carries for this platform. */
export function denoExecutable(): string {
  const install = createRequire(import.meta.url)('deno/install_api.cjs') as {
    runInstall(): string;
  };
  return install.runInstall();
}

export type EdgeFunctions = {
  handle(req: IncomingMessage, res: ServerResponse, name: string, rest: string): Promise<void>;
  stop(): Promise<void>;
};

/**
 * Starts the runtime with `names` loaded and `env` as their secrets (SUPABASE_URL and the keys
 * included, as the platform gives every function), and resolves once it listens.
 */
export async function startEdgeFunctions(
  names: string[],
  env: Record<string, string>,
  verifyJwt: (token: string | undefined) => Promise<boolean>,
): Promise<EdgeFunctions> {
  const child: ChildProcess = spawn(
    denoExecutable(),
    [
      'run',
      '--no-remote',
      '--quiet',
      '--allow-net',
      '--allow-env',
      '--allow-read',
      '--allow-sys',
      join(import.meta.dirname, 'edge-runtime.ts'),
      '0',
      ...names,
    ],
    {
      cwd: ROOT,
      env: { ...process.env, ...env, DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1' },
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The Edge Functions did not start')), 60_000);
    child.once('exit', (code) => reject(new Error(`The Edge Functions stopped (${code})`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      const match = /edge-runtime listening on (\d+)/.exec(chunk.toString());
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      } else process.stdout.write(chunk);
    });
  });
  const settings = verifyJwtSettings();

  return {
    async handle(req, res, name, rest) {
      if (!names.includes(name)) {
        throw new HttpError(404, {
          code: 'NOT_FOUND',
          message: 'Requested function was not found',
        });
      }
      if ((settings.get(name) ?? true) && !(await verifyJwt(bearerToken(req)))) {
        throw new HttpError(401, {
          code: 'UNAUTHORIZED_INVALID_JWT_FORMAT',
          message: 'Invalid JWT',
        });
      }
      const body =
        req.method === 'GET' || req.method === 'HEAD'
          ? undefined
          : await readBody(
              req,
              1024 * 1024,
              () => new HttpError(413, { message: 'Payload too large' }),
            );
      const headers = new Headers();
      for (const [key, value] of Object.entries(req.headers)) {
        if (key === 'host' || key === 'connection' || value === undefined) continue;
        headers.set(key, Array.isArray(value) ? value.join(', ') : value);
      }
      const answer = await fetch(`http://127.0.0.1:${port}/${name}${rest}`, {
        method: req.method,
        headers,
        body: body ? new Uint8Array(body) : undefined,
        redirect: 'manual',
      });
      const out: Record<string, string> = {};
      answer.headers.forEach((value, key) => {
        if (key !== 'content-length' && key !== 'transfer-encoding') out[key] = value;
      });
      res.writeHead(answer.status, out).end(Buffer.from(await answer.arrayBuffer()));
    },
    async stop() {
      if (child.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.stdin?.end();
        child.kill('SIGTERM');
      });
    },
  };
}
