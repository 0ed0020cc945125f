import { createClient, type AuthChangeEvent, type SupportedStorage } from '@supabase/supabase-js';
import ws from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDocument } from '@/features/desk/api/add-document';
import { archiveDocument } from '@/features/desk/api/archive-document';
import { getDocuments } from '@/features/documents/api/get-documents';
import { describeAddError, describeDeleteError } from '@/features/desk/errors';
import type { Database } from '@/lib/database.types';
import { startTestBackend, type Client, type TestBackend } from './support/backend';

// Access tokens live two seconds here, so a test can wait until one has really expired.
const TOKEN_SECONDS = 2;
const STORAGE_KEY = 'session';

let t: TestBackend;

beforeAll(async () => {
  t = await startTestBackend({ seed: false, accessTokenSeconds: TOKEN_SECONDS });
});
afterAll(() => t.stop());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const waitForExpiry = () => sleep(TOKEN_SECONDS * 1000 + 600);

type StoredSession = { access_token: string; refresh_token: string; expires_at: number };

/**
 * The admin signed in through supabase-js with its session in a storage the test can read and
 * edit, as the browser's localStorage holds it.
 */
async function adminSession() {
  const storage = new Map<string, string>();
  const adapter: SupportedStorage = {
    getItem: (key) => storage.get(key) ?? null,
    setItem: (key, value) => void storage.set(key, value),
    removeItem: (key) => void storage.delete(key),
  };
  const client: Client = createClient<Database>(t.url, t.backend.anonKey, {
    auth: {
      storage: adapter,
      storageKey: STORAGE_KEY,
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
    },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
  const events: AuthChangeEvent[] = [];
  client.auth.onAuthStateChange((event) => events.push(event));
  const { error } = await client.auth.signInWithPassword({
    email: t.backend.admin.email,
    password: t.backend.admin.password,
  });
  if (error) throw error;
  const read = (): StoredSession | null => {
    const raw = storage.get(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as StoredSession) : null;
  };
  const write = (session: StoredSession) => storage.set(STORAGE_KEY, JSON.stringify(session));
  return { client, events, read, write };
}

/** What the REST API says to a request made with this access token. */
async function restStatus(accessToken: string): Promise<number> {
  const response = await fetch(`${t.url}/rest/v1/policies?select=id`, {
    headers: { apikey: t.backend.anonKey, authorization: `Bearer ${accessToken}` },
  });
  await response.text();
  return response.status;
}

/**
 * Ends the session on the server, as signing out on another device or an administrator revoking
 * it does: its refresh token stops working, while this client still holds it.
 */
async function revoke(session: StoredSession | null) {
  const response = await fetch(`${t.url}/auth/v1/logout?scope=local`, {
    method: 'POST',
    headers: { apikey: t.backend.anonKey, authorization: `Bearer ${session?.access_token}` },
  });
  expect(response.status).toBe(204);
}

// Each test has its own session, so they wait for their tokens to expire side by side.
describe.concurrent('when the access token has expired and the refresh token is good', () => {
  it('an add refreshes the session and goes through', async () => {
    const { client, events, read } = await adminSession();
    const before = read();
    await waitForExpiry();
    expect(await restStatus(before?.access_token ?? '')).toBe(401);

    const row = await addDocument({
      client,
      table: 'policies',
      title: 'Added after expiry',
      source: { kind: 'link', url: 'https://example.com/after-expiry.pdf' },
    });

    expect(row.document_title).toBe('Added after expiry');
    expect(events).toContain('TOKEN_REFRESHED');
    expect(read()?.refresh_token).not.toBe(before?.refresh_token);
  });

  it('a delete refreshes the session and goes through', async () => {
    const { client, events } = await adminSession();
    const row = await addDocument({
      client,
      table: 'policies',
      title: 'Deleted after expiry',
      source: { kind: 'link', url: 'https://example.com/delete-after-expiry.pdf' },
    });
    await waitForExpiry();

    const result = await archiveDocument({ client, table: 'policies', id: row.id });

    expect(result.changed).toBe(true);
    expect(events).toContain('TOKEN_REFRESHED');
    const rows = await getDocuments('policies', t.anon());
    expect(rows.map((r) => r.id)).not.toContain(row.id);
  });

  it("an add refreshes and sends again when the server finds the token expired before this device's clock does", async () => {
    const { client, read, write } = await adminSession();
    await waitForExpiry();
    // A clock running behind: the stored session still looks valid for an hour.
    const stale = read();
    if (!stale) throw new Error('no stored session');
    write({ ...stale, expires_at: Math.floor(Date.now() / 1000) + 3600 });
    expect(await restStatus(stale.access_token)).toBe(401);

    const row = await addDocument({
      client,
      table: 'policies',
      title: 'Added with a slow clock',
      source: { kind: 'link', url: 'https://example.com/slow-clock.pdf' },
    });

    expect(row.document_title).toBe('Added with a slow clock');
    const rows = await getDocuments('policies', t.anon());
    expect(rows.filter((r) => r.document_title === 'Added with a slow clock')).toHaveLength(1);
  });
});

describe.concurrent('when the session cannot be refreshed (revoked on the server)', () => {
  it('an add asks the admin to log in again and writes nothing', async () => {
    const { client, events, read } = await adminSession();
    await revoke(read());
    await waitForExpiry();

    const error = await addDocument({
      client,
      table: 'investor_services_forms',
      title: 'Never written',
      source: { kind: 'link', url: 'https://example.com/never.pdf' },
    }).catch((e: unknown) => e);

    expect(error).toMatchObject({ reason: 'no-session' });
    expect(describeAddError(error).description).toBe('You must be logged in to add documents.');
    // The app hears this and stops treating the visitor as the admin.
    expect(events).toContain('SIGNED_OUT');
    // Its own title, not the whole table: the tests beside it run at the same time.
    const forms = await getDocuments('investor_services_forms', t.anon());
    expect(forms.filter((row) => row.document_title === 'Never written')).toEqual([]);
  });

  it('a delete is refused with the Unauthorized message and the row stays', async () => {
    // The row comes first, from a key that does not expire: revoking must follow sign-in
    // within the token's two seconds, which an add in between can outlast on a loaded machine.
    const { data: row, error: insertError } = await t
      .service()
      .from('investor_services_circulars')
      .insert({
        document_title: 'Kept after sign-out',
        view_download: 'https://example.com/kept.pdf',
      })
      .select('id')
      .single();
    if (insertError) throw insertError;
    const { client, read } = await adminSession();
    await revoke(read());
    await waitForExpiry();

    const error = await archiveDocument({
      client,
      table: 'investor_services_circulars',
      id: row.id,
    }).catch((e: unknown) => e);

    expect(describeDeleteError(error)).toEqual({
      title: 'Unauthorized',
      description: 'You must be logged in to delete documents.',
    });
    const rows = await getDocuments('investor_services_circulars', t.anon());
    expect(rows.map((r) => r.id)).toContain(row.id);
  });

  it('the same add goes through once the admin has logged in again', async () => {
    const { client, read } = await adminSession();
    await revoke(read());
    await waitForExpiry();
    const input = {
      client,
      table: 'general_meeting',
      id: crypto.randomUUID(),
      title: 'AGM notice',
      source: { kind: 'link', url: 'https://example.com/agm.pdf' },
    } as const;
    await expect(addDocument(input)).rejects.toMatchObject({ reason: 'no-session' });

    const { error } = await client.auth.signInWithPassword({
      email: t.backend.admin.email,
      password: t.backend.admin.password,
    });
    expect(error).toBeNull();
    const row = await addDocument(input);
    expect(row.id).toBe(input.id);
  });
});
