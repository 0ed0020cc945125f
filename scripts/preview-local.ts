/**
 * `npm run preview:local`: the site as visitors get it, offline. `npm start` runs the development
 * server, which renders each page in the browser as you edit; a visitor gets the production
 * build, every page prerendered to HTML with its rows and served with the host's headers. This
 * starts a fresh embedded backend in memory (seeded, with the local administrator), builds the
 * site against it (20 s on this project's two-core machine), and serves the build as
 * `npm run preview` would a hosted one. PORT moves the site (default 4173) and
 * LOCAL_SUPABASE_PORT the backend (default 54331, beside `npm start`'s 54321). Ctrl+C stops both.
 */
import { join } from 'node:path';
import { startLocalBackend } from '../supabase/local/server';
import { paths } from '../src/config/paths';
import { buildAgainstLocal } from './build-against-local';
import { startStaticServer } from './serve';

const BACKEND_PORT = Number(process.env.LOCAL_SUPABASE_PORT ?? 54331);
const SITE_PORT = Number(process.env.PORT ?? 4173);
const OUT_DIR = 'dist-preview';
const site = `http://127.0.0.1:${SITE_PORT}`;

const backend = await startLocalBackend({ port: BACKEND_PORT });
try {
  await buildAgainstLocal({ outDir: OUT_DIR, backendUrl: backend.url, siteUrl: site });
} catch (error) {
  await backend.stop();
  throw error;
}
const server = await startStaticServer({
  dir: join(import.meta.dirname, '..', OUT_DIR),
  port: SITE_PORT,
  supabaseUrl: backend.url,
  privatePaths: [paths.dashboard],
});
console.log(
  `The prerendered site is at ${server.url} and its backend at ${backend.url} (in memory: what you change goes when you stop). Press Ctrl+C to stop.`,
);
process.on('SIGINT', () => {
  void Promise.all([server.close(), backend.stop()]).then(() => process.exit(0));
});
