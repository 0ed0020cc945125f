/**
 * The ports `npm start` listens on, read from the environment, and a plain answer when one is
 * taken: which variable moves it, with a free port to try.
 */
import { createServer } from 'node:net';

/** The one address everything local listens on: nothing is reachable from another machine. */
export const LOOPBACK = '127.0.0.1';

/** A port from an environment variable, or the fallback; anything else stops with plain words. */
export function portFromEnv(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${name} must be a port number from 1 to 65535; it is "${raw}".`);
  }
  return port;
}

/** True when nothing listens on the loopback port now (it may be taken a moment later). */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, LOOPBACK, () => probe.close(() => resolve(true)));
  });
}

/** The first free port after `port`, to suggest; none within a hundred is unlikely. */
async function nextFreePort(port: number, avoid: number[]): Promise<number | undefined> {
  for (let candidate = port + 1; candidate <= Math.min(port + 100, 65535); candidate++) {
    if (!avoid.includes(candidate) && (await isPortFree(candidate))) return candidate;
  }
  return undefined;
}

/** "Port 5173 is already in use …, set PORT=5174 npm start": what the person can do about it. */
export async function portTakenMessage(
  port: number,
  variable: string,
  what: string,
  options: { avoid?: number[]; command?: string } = {},
): Promise<string> {
  const free = await nextFreePort(port, options.avoid ?? []);
  const example = free
    ? `, for example: ${variable}=${free} ${options.command ?? 'npm start'}`
    : '';
  return (
    `Port ${port} is already in use by another program, so ${what} cannot listen there. ` +
    `Stop that program, or set ${variable} to a free port${example}`
  );
}
