/**
 * Starts the embedded backend in memory on a free loopback port for one test file, and makes
 * real supabase-js clients for each kind of caller.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import type { Database } from '@/lib/database.types';
import { DOCUMENTS_BUCKET } from '@/lib/document-tables';
import { fetchFrom } from './local-address-fetch';
import {
  startLocalBackend,
  type LocalBackend,
  type LocalBackendOptions,
} from '../../../supabase/local/server';

export type Client = SupabaseClient<Database>;

export const READER = { email: 'reader@example.com', password: 'reader-password-1' };

export type TestBackend = {
  backend: LocalBackend;
  url: string;
  /** A visitor: the anon key only. */
  anon(): Client;
  /** A signed-in user who is not the administrator. */
  reader(): Promise<Client>;
  /** The administrator (app_metadata.role = admin), signed in. */
  admin(): Promise<Client>;
  /** The service role, as scripts/create-admin uses it. */
  service(): Client;
  /** What a visitor's browser gets at a stored file's public address: the status, the text. */
  publicStatus(path: string): Promise<number>;
  publicText(path: string): Promise<string>;
  stop(): Promise<void>;
};

/** `headers` go with every request, e.g. the ones a caller forges. */
export function makeClient(url: string, key: string, headers?: Record<string, string>): Client {
  return createClient<Database>(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers },
    // Node 20 has no global WebSocket; supabase-js builds its realtime client eagerly.
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
}

/** A client whose requests leave from `address` (any 127.x.y.z), as another caller would. */
export function clientAt(url: string, key: string, address: string): Client {
  return createClient<Database>(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: fetchFrom(address) },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
}

/**
 * The administrator's password grant from `address`: what Auth answered, as status, code and
 * message, or 'accepted'.
 */
export async function adminPasswordFrom(t: TestBackend, address: string, password: string) {
  const { error } = await clientAt(t.url, t.backend.anonKey, address).auth.signInWithPassword({
    email: t.backend.admin.email,
    password,
  });
  return error ? [error.status, error.code, error.message] : 'accepted';
}

export async function signedIn(url: string, anonKey: string, email: string, password: string) {
  const client = makeClient(url, anonKey);
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client;
}

export async function startTestBackend(options: LocalBackendOptions = {}): Promise<TestBackend> {
  const backend = await startLocalBackend({ port: 0, ...options });
  const service = makeClient(backend.url, backend.serviceRoleKey);
  const { error } = await service.auth.admin.createUser({ ...READER, email_confirm: true });
  if (error) throw error;
  const anon = () => makeClient(backend.url, backend.anonKey);
  const publicFile = (path: string) =>
    fetch(anon().storage.from(DOCUMENTS_BUCKET).getPublicUrl(path).data.publicUrl);
  return {
    backend,
    url: backend.url,
    anon,
    reader: () => signedIn(backend.url, backend.anonKey, READER.email, READER.password),
    admin: () =>
      signedIn(backend.url, backend.anonKey, backend.admin.email, backend.admin.password),
    service: () => makeClient(backend.url, backend.serviceRoleKey),
    publicStatus: async (path) => {
      const response = await publicFile(path);
      await response.arrayBuffer();
      return response.status;
    },
    publicText: async (path) => (await publicFile(path)).text(),
    stop: () => backend.stop(),
  };
}

/** The smallest file that passes a PDF check by its first bytes. */
export function pdfBlob(size = 64): Blob {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(new TextEncoder().encode('%PDF-1.4\n'));
  return new Blob([bytes], { type: 'application/pdf' });
}
