import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENTS_BUCKET } from '@/lib/document-tables';
import {
  makeClient,
  pdfBlob,
  signedIn,
  startTestBackend,
  type TestBackend,
} from './support/backend';

// Where the embedded backend used to be friendlier than hosted Supabase, through the real
// supabase-js: each test here failed against the friendlier behaviour.
let t: TestBackend;

beforeAll(async () => {
  // No grace for a reused refresh token, so a replay is told from a retry at once.
  t = await startTestBackend({ seed: false, refreshTokenReuseSeconds: 0 });
});
afterAll(() => t.stop());

async function throttleRows() {
  const { rows } = await t.backend.db.query<{ n: number }>(
    'select coalesce(sum(hits), 0)::int as n from private.lookup_throttle',
  );
  return rows[0]?.n ?? 0;
}

describe('PostgREST runs a GET in a read-only transaction', () => {
  // docs.postgrest.org, references/transactions.rst, "Access Mode": GET and HEAD are READ ONLY,
  // whatever the function's volatility; a write then fails with 25006, answered 405.
  it('refuses a function that writes when it is called with GET, and writes nothing', async () => {
    const before = await throttleRows();
    const { error, status } = await t
      .anon()
      .rpc('lookup_unclaimed_dividends', { account: 'FOLIO0001' }, { get: true });
    expect([status, error?.code]).toEqual([405, '25006']);
    expect(await throttleRows()).toBe(before);
  });

  it('runs the same function read-write with POST', async () => {
    const before = await throttleRows();
    const { error } = await t.anon().rpc('lookup_unclaimed_dividends', { account: 'FOLIO0001' });
    expect(error).toBeNull();
    expect(await throttleRows()).toBe(before + 1);
  });
});

describe('the gateway requires a project API key', () => {
  // supabase/supabase docker/volumes/api/kong.yml: key-auth on /rest/v1 and /auth/v1.
  it('refuses a bearer token without an apikey header', async () => {
    const admin = await t.admin();
    const token = (await admin.auth.getSession()).data.session?.access_token ?? '';
    for (const path of ['/rest/v1/policies?select=id', '/auth/v1/user']) {
      const response = await fetch(`${t.url}${path}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        message: 'No API key found in request',
        hint: 'No `apikey` request header or url param was found.',
      });
    }
  });

  it('refuses a client whose key is a user’s access token, not one of the project’s keys', async () => {
    const admin = await t.admin();
    const token = (await admin.auth.getSession()).data.session?.access_token ?? '';
    const { error, status } = await makeClient(t.url, token).from('policies').select('id');
    expect(status).toBe(401);
    expect(error?.message).toBe('Invalid API key');
  });

  it('asks Storage for no apikey: the Storage server checks the token itself', async () => {
    const admin = await t.admin();
    const token = (await admin.auth.getSession()).data.session?.access_token ?? '';
    const name = `investor_documents/${Date.now()}-no-apikey.pdf`;
    const response = await fetch(`${t.url}/storage/v1/object/${DOCUMENTS_BUCKET}/${name}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/pdf' },
      body: await pdfBlob().arrayBuffer(),
    });
    expect(response.status).toBe(200);
  });
});

describe('Auth revokes a session’s refresh tokens when a used one comes back', () => {
  async function session() {
    const client = await signedIn(
      t.url,
      t.backend.anonKey,
      t.backend.admin.email,
      t.backend.admin.password,
    );
    return { client, first: (await client.auth.getSession()).data.session?.refresh_token ?? '' };
  }
  const refresh = (refreshToken: string) =>
    makeClient(t.url, t.backend.anonKey).auth.refreshSession({ refresh_token: refreshToken });

  it('answers a replayed token with refresh_token_already_used and ends the whole session', async () => {
    const { first } = await session();
    const second = (await refresh(first)).data.session?.refresh_token ?? '';
    const third = (await refresh(second)).data.session?.refresh_token ?? '';
    expect(third).not.toBe('');

    const replay = await refresh(first);
    expect([replay.error?.status, replay.error?.code]).toEqual([400, 'refresh_token_already_used']);
    // The legitimate holder's newest token is revoked with the rest of the family.
    const after = await refresh(third);
    expect(after.error?.code).toBe('refresh_token_already_used');
  });

  it('hands the active token back when its parent is sent again (the answer was lost)', async () => {
    const { first } = await session();
    const second = (await refresh(first)).data.session?.refresh_token ?? '';
    const retry = await refresh(first);
    expect(retry.error).toBeNull();
    expect(retry.data.session?.refresh_token).toBe(second);
    expect((await refresh(second)).error).toBeNull();
  });
});
