import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { LOCAL_ANON_KEY } from '../../../supabase/local/keys';

const DONE = 'done';
const FAILED = 'failed';
/** Generous: a build on a loaded two-core machine (see vite.config.ts on test time). */
export const CLIENT_BUILD_TIMEOUT_MS = 240_000;

/**
 * The client as `npm run build`'s first step makes it (a production build, in a process of its
 * own: inside Vitest, NODE_ENV=test would bundle React's development build), made once per
 * integration run and shared by every file that reads it (the budgets, the secrets scan): the
 * first file to ask builds it, the others wait for it. Returns the output folder.
 */
export async function sharedClientBuild(): Promise<string> {
  const root = join(inject('runDir'), 'client-build');
  const outDir = join(root, 'dist');
  mkdirSync(join(root, '..'), { recursive: true });
  let builder = true;
  try {
    mkdirSync(root);
  } catch {
    builder = false;
  }
  if (builder) {
    try {
      build(outDir);
      writeFileSync(join(root, DONE), '');
    } catch (error) {
      writeFileSync(join(root, FAILED), String(error));
      throw error;
    }
    return outDir;
  }
  const deadline = Date.now() + CLIENT_BUILD_TIMEOUT_MS;
  while (!existsSync(join(root, DONE))) {
    if (existsSync(join(root, FAILED))) {
      throw new Error(
        `The shared client build failed: ${readFileSync(join(root, FAILED), 'utf8')}`,
      );
    }
    if (Date.now() > deadline) throw new Error('The shared client build did not finish in time');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return outDir;
}

function build(outDir: string) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    VITE_SUPABASE_URL: 'https://project.example.supabase.co',
    VITE_SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
    VITE_SITE_URL: 'https://www.example.com',
    // What each chunk holds (bundle-report.json), for the bundle test: the manifest names a
    // chunk's first module only.
    BUNDLE_REPORT: '1',
  };
  delete env.NODE_ENV;
  execFileSync(
    process.execPath,
    [join('node_modules', 'vite', 'bin', 'vite.js'), 'build', '--outDir', outDir, '--emptyOutDir'],
    { env, stdio: 'ignore' },
  );
}
