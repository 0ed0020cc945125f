/** What the steps share: the clients, what the run created, and plain words for errors. */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import type { Database } from '@/lib/database.types';
import type { DocumentTableName } from '@/lib/document-tables';
import type { SmokeConfig } from './config';

export type Client = SupabaseClient<Database>;

/** A hosted project that accepts a connection and then says nothing must not hang the run. */
const REQUEST_TIMEOUT_MS = 20_000;

const fetchWithTimeout: typeof fetch = (input, init) =>
  fetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(REQUEST_TIMEOUT_MS) });

export function makeClient(url: string, key: string): Client {
  return createClient<Database>(url, key, {
    // A script's session lives in memory only: nothing is written to disk or refreshed behind it.
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no global WebSocket, and supabase-js builds its realtime client eagerly.
    realtime: { transport: ws as unknown as typeof WebSocket },
    global: { fetch: fetchWithTimeout },
  });
}

/** One audit entry the run expects: the action it performed on a row or a stored file. */
export type ExpectedAudit = { rowId: string; action: 'insert' | 'update' | 'archive' | 'purge' };

export type SmokeContext = {
  config: SmokeConfig;
  /** The table the document steps use; its rows are public, so test rows live there briefly. */
  table: DocumentTableName;
  /** One id for the whole run, in every title and path it creates, so leftovers are findable. */
  runId: string;
  anon: Client;
  service: Client;
  admin: { client: Client; userId: string } | null;
  /** Everything created, whoever created it: cleanup removes what is still there. */
  created: { rows: string[]; files: string[] };
  expectedAudit: ExpectedAudit[];
};

/** A step's refusal in words an operator can act on. */
export class StepFailure extends Error {}

type ErrorLike = { message?: unknown; code?: unknown; status?: unknown; cause?: unknown };

/**
 * Plain words for what supabase-js, fetch or a timeout threw: the message, with the HTTP status
 * and Postgres/PostgREST code when there are any. Never the request itself, which holds keys.
 */
export function describeError(error: unknown): string {
  if (error instanceof StepFailure) return error.message;
  if (typeof error !== 'object' || error === null) return String(error);
  const e = error as ErrorLike;
  const name = (error as { name?: unknown }).name;
  if (name === 'TimeoutError' || name === 'AbortError') {
    return `no answer within ${REQUEST_TIMEOUT_MS / 1000} s`;
  }
  // fetch's own failure (refused, DNS, TLS), as thrown or as PostgREST's client words it.
  if (/fetch failed|Failed to fetch/.test(String(e.message))) {
    const cause = e.cause as ErrorLike | undefined;
    const why = [cause?.code, cause?.message].find((v) => typeof v === 'string' && v);
    return `could not reach the project${why ? ` (${String(why)})` : ''}`;
  }
  const tags = [
    typeof e.status === 'number' && e.status > 0 ? `HTTP ${e.status}` : null,
    typeof e.code === 'string' && e.code ? `code ${e.code}` : null,
  ].filter(Boolean);
  const message = typeof e.message === 'string' && e.message ? e.message : 'unknown error';
  return tags.length ? `${message} (${tags.join(', ')})` : message;
}

/** Throws a StepFailure built from a supabase-js `{ error }` when there is one. */
export function orFail(what: string, error: unknown): void {
  if (error) throw new StepFailure(`${what}: ${describeError(error)}`);
}

/** Awaits a call that throws on failure (the site's api functions), naming what failed. */
export async function attempt<T>(what: string, run: Promise<T>): Promise<T> {
  try {
    return await run;
  } catch (error) {
    throw new StepFailure(`${what}: ${describeError(error)}`);
  }
}
