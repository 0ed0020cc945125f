/**
 * A production build whose pages carry the rows of an embedded backend running in this process
 * (the benchmarks and the documentation's screenshots): written to `outDir`, beside a developer's
 * own dist/, with the local anon key and `siteUrl` as the canonical origin.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { LOCAL_ANON_KEY } from '../supabase/local/keys';

const root = join(import.meta.dirname, '..');

export async function buildAgainstLocal(options: {
  outDir: string;
  backendUrl: string;
  siteUrl: string;
}): Promise<void> {
  console.log('Building the site…');
  // Asynchronously: the backend runs in this process and must answer the build's reads.
  await promisify(execFile)('npm', ['run', 'build', '--silent'], {
    cwd: root,
    maxBuffer: 64 * 1024 * 1024,
    env: {
      ...process.env,
      SITE_OUT_DIR: options.outDir,
      VITE_SUPABASE_URL: options.backendUrl,
      VITE_SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
      VITE_SITE_URL: options.siteUrl,
      // Pages carry the backend's rows, always: a build that cannot read them fails.
      PRERENDER_ROWS: 'required',
      // The local seed's sample rows, on purpose (scripts/prerender.ts refuses them otherwise).
      ALLOW_SAMPLE_ROWS: '1',
    },
  });
}
