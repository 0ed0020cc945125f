/**
 * The on-disk backend (`npm start`) keeps what it acknowledged when its process is killed
 * outright, and starts again on the folder such a kill leaves behind.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_ADMIN_EMAIL_DOMAIN,
  DEFAULT_LOCAL_ADMIN_PASSWORD,
  LOCAL_ADMIN_USERNAME,
  LOCAL_ANON_KEY,
} from '../../supabase/local/keys';
import { makeClient, pdfBlob, signedIn } from './support/backend';
import { freePort, spawnBackend, type BackendProcess } from './support/backend-process';

const ADMIN_EMAIL = `${LOCAL_ADMIN_USERNAME}@${DEFAULT_ADMIN_EMAIL_DOMAIN}`;
const INSERTS = 25;

const folders: string[] = [];
let running: BackendProcess | undefined;

function newDataDir() {
  const dir = mkdtempSync(join(tmpdir(), 'hfa-durable-'));
  folders.push(dir);
  return dir;
}

async function start(dataDir: string) {
  const backend = await spawnBackend({ port: await freePort(), dataDir });
  running = backend;
  await backend.ready;
  return backend;
}

afterEach(async () => {
  await running?.kill('SIGKILL');
  running = undefined;
});
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

// Generous: each test starts the backend on a new folder and again on what it left, in WebAssembly
// Postgres; 120 s was outlasted beside a second suite on two cores when each new folder ran every
// migration (it now loads the migrated template). A test's time is not what it checks.
describe('backend durability', () => {
  it('keeps every acknowledged insert and upload through a SIGKILL', async () => {
    const dataDir = newDataDir();
    const first = await start(dataDir);
    const admin = await signedIn(
      first.url,
      LOCAL_ANON_KEY,
      ADMIN_EMAIL,
      DEFAULT_LOCAL_ADMIN_PASSWORD,
    );
    const titles = Array.from({ length: INSERTS }, (_, i) => `Durable circular ${i + 1}`);
    for (const title of titles) {
      const { error } = await admin
        .from('investor_services_circulars')
        .insert({ document_title: title, view_download: 'https://example.com/durable.pdf' });
      expect(error).toBeNull();
    }
    const upload = await admin.storage
      .from('investor_documents')
      .upload('durable/kept.pdf', pdfBlob(4096), { contentType: 'application/pdf' });
    expect(upload.error).toBeNull();

    await first.kill('SIGKILL');
    expect(first.child.signalCode).toBe('SIGKILL');

    const second = await start(dataDir);
    expect(second.output()).toContain('existing data');
    const visitor = makeClient(second.url, LOCAL_ANON_KEY);
    const { data, error } = await visitor
      .from('investor_services_circulars')
      .select('document_title')
      .like('document_title', 'Durable circular %');
    expect(error).toBeNull();
    expect(data?.map((r) => r.document_title).sort()).toEqual([...titles].sort());
    const file = await fetch(
      `${second.url}/storage/v1/object/public/investor_documents/durable/kept.pdf`,
    );
    expect(file.status).toBe(200);
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(bytes.length).toBe(4096);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }, 300_000);

  it('starts cleanly on a folder left by a process killed while it created the database', async () => {
    const dataDir = newDataDir();
    const port = await freePort();
    const interrupted = await spawnBackend({ port, dataDir });
    running = interrupted;
    // Killed part-way through its first start: Postgres's files are being written in the scratch
    // folder (PG_VERSION is there), and the database is not yet renamed into place.
    const deadline = Date.now() + 30_000;
    const scratch = () => readdirSync(dataDir).find((name) => name.startsWith('db.new-'));
    const hasPgVersion = () => {
      const folder = scratch();
      return folder !== undefined && existsSync(join(dataDir, folder, 'PG_VERSION'));
    };
    while (!hasPgVersion() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    await interrupted.kill('SIGKILL');
    expect(scratch(), 'killed while the database was being made').toBeDefined();
    expect(existsSync(join(dataDir, 'db')), 'killed before the database was whole').toBe(false);

    const restarted = await start(dataDir);
    const { data, error } = await makeClient(restarted.url, LOCAL_ANON_KEY)
      .from('policies')
      .select('id');
    expect(error).toBeNull();
    expect(data?.length).toBeGreaterThan(0);
  }, 300_000);

  it('starts again after being killed in the middle of a burst of writes', async () => {
    const dataDir = newDataDir();
    const first = await start(dataDir);
    const admin = await signedIn(
      first.url,
      LOCAL_ANON_KEY,
      ADMIN_EMAIL,
      DEFAULT_LOCAL_ADMIN_PASSWORD,
    );
    const acknowledged: string[] = [];
    const writes = Array.from({ length: 40 }, async (_, i) => {
      const title = `Burst circular ${i + 1}`;
      const { error } = await admin
        .from('investor_services_circulars')
        .insert({ document_title: title, view_download: 'https://example.com/burst.pdf' });
      if (!error) acknowledged.push(title);
    });
    await new Promise((r) => setTimeout(r, 150));
    await first.kill('SIGKILL');
    await Promise.allSettled(writes);

    const second = await start(dataDir);
    const { data, error } = await makeClient(second.url, LOCAL_ANON_KEY)
      .from('investor_services_circulars')
      .select('document_title')
      .like('document_title', 'Burst circular %');
    expect(error).toBeNull();
    const found = new Set(data?.map((r) => r.document_title));
    for (const title of acknowledged) expect(found.has(title)).toBe(true);
  }, 300_000);
});
