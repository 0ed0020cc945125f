/**
 * `npm run backend`: the embedded Supabase-compatible backend on 127.0.0.1, port 54321 unless
 * LOCAL_SUPABASE_PORT says otherwise.
 */
import { resolve } from 'node:path';
import { portTakenMessage } from '../../scripts/local-ports';
import { startLocalBackend } from './server';

// LOCAL_SUPABASE_MEMORY=1 keeps everything in memory (the end-to-end suite starts fresh each run).
const inMemory = process.env.LOCAL_SUPABASE_MEMORY === '1';
const dataDir = inMemory
  ? undefined
  : resolve(process.env.LOCAL_SUPABASE_DATA ?? '.local/supabase');
const started = Date.now();
const port = Number(process.env.LOCAL_SUPABASE_PORT || 54321);
const backend = await startLocalBackend({
  dataDir,
  port,
  adminPassword: process.env.LOCAL_ADMIN_PASSWORD || undefined,
  adminEmailDomain: process.env.VITE_ADMIN_EMAIL_DOMAIN || undefined,
  logRequests: process.env.LOCAL_SUPABASE_LOG === '1',
}).catch(async (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EADDRINUSE') throw error;
  const command = 'npm run backend';
  console.error(
    await portTakenMessage(port, 'LOCAL_SUPABASE_PORT', 'the local backend', { command }),
  );
  process.exit(1);
});

console.log(
  [
    `Local Supabase API: ${backend.url} (${inMemory ? 'in memory' : `${backend.fresh ? 'new database' : 'existing data'} in ${dataDir}`}, ready in ${Date.now() - started} ms)`,
    `Admin login: username "${backend.admin.username}", password "${backend.admin.password}"`,
  ].join('\n'),
);

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  await backend.stop();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
