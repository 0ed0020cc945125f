import { existsSync } from 'node:fs';

/** Flags that keep Chromium from reaching for the network this machine does not have. */
export const CHROMIUM_ARGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--disable-gpu',
];

/**
 * The Chromium to drive, with no browser download: CHROMIUM_PATH, else Debian's /usr/bin/chromium,
 * else the build that ships inside the @sparticuz/chromium npm package.
 */
export async function resolveChromium(): Promise<string> {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv))
      throw new Error(`CHROMIUM_PATH points at ${fromEnv}, which does not exist`);
    return fromEnv;
  }
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  const { default: sparticuz } = await import('@sparticuz/chromium');
  return sparticuz.executablePath();
}
