/**
 * Which Chromium the end-to-end suite and the benchmarks drive.
 *
 * By default the build inside the `@sparticuz/chromium` npm package (a headless shell for Linux
 * x64), so a fresh clone gets exactly the browser the lock file names and nothing is downloaded.
 * Set CHROMIUM_PATH to the executable of another Chromium or Chrome to use that instead, for
 * example on macOS or Windows, where the npm build does not run. Nothing looks for a browser
 * installed on the system.
 */
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

export async function resolveChromium(): Promise<string> {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv))
      throw new Error(`CHROMIUM_PATH points at ${fromEnv}, which does not exist`);
    return fromEnv;
  }
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(
      `The npm Chromium (@sparticuz/chromium) runs on Linux x64 only; this is ` +
        `${process.platform} ${process.arch}. Set CHROMIUM_PATH to a Chromium or Chrome executable.`,
    );
  }
  const { default: sparticuz } = await import('@sparticuz/chromium');
  return sparticuz.executablePath();
}
