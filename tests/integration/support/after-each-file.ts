import { afterAll, vi } from 'vitest';

/*
 * The integration files share one process per worker (isolate: false in vite.config.ts): a fresh
 * process for each file compiled PGlite's WebAssembly and imported the backend again each time.
 * This runs before each file and, once the file's own hooks are done, leaves the environment as
 * it found it: a file that sets a limit through LOCAL_AUTH_SIGN_IN_RATE_LIMIT must not hand it to
 * the next file's backend. A file that sets a global (a jsdom XMLHttpRequest) removes it itself,
 * or stubs it with vi.stubGlobal, undone here.
 */
const env = { ...process.env };

afterAll(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  for (const name of Object.keys(process.env)) {
    if (!(name in env)) Reflect.deleteProperty(process.env, name);
  }
  Object.assign(process.env, env);
});
