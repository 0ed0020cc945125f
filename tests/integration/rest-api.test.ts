import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type Client, type TestBackend } from './support/backend';

let t: TestBackend;
let admin: Client;

beforeAll(async () => {
  t = await startTestBackend({ seed: false });
  admin = await t.admin();
  // Ordered by the document's date: created_at is the database's (the moment of the insert).
  const rows = Array.from({ length: 5 }, (_, i) => ({
    document_title: `Report ${i + 1}`,
    view_download: `https://example.com/${i + 1}.pdf`,
    document_date: `2024-0${i + 1}-01`,
  }));
  const { error } = await admin.from('annual_report').insert(rows);
  if (error) throw error;
});
afterAll(() => t.stop());

function rest(path: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers);
  headers.set('apikey', t.backend.anonKey);
  if (init.token !== undefined) headers.set('authorization', `Bearer ${init.token}`);
  return fetch(`${t.url}/rest/v1/${path}`, { ...init, headers });
}

describe('the REST API, through supabase-js', () => {
  it('filters with eq, in, like and is, orders, limits and offsets', async () => {
    const anon = t.anon();
    const eq = await anon
      .from('annual_report')
      .select('document_title')
      .eq('document_title', 'Report 2');
    expect(eq.data).toEqual([{ document_title: 'Report 2' }]);
    const inList = await anon
      .from('annual_report')
      .select('document_title')
      .in('document_title', ['Report 1', 'Report 5', 'Report, with comma'])
      .order('document_date');
    expect(inList.data?.map((r) => r.document_title)).toEqual(['Report 1', 'Report 5']);
    const like = await anon.from('annual_report').select('id').like('document_title', 'Report*');
    expect(like.data).toHaveLength(5);
    const isNull = await anon.from('annual_report').select('id').is('document_title', null);
    expect(isNull.data).toHaveLength(0);
    const page = await anon
      .from('annual_report')
      .select('document_title')
      .order('document_date', { ascending: false })
      .range(1, 2);
    expect(page.data?.map((r) => r.document_title)).toEqual(['Report 4', 'Report 3']);
  });

  it('counts exactly with a head request', async () => {
    const { count, data } = await t
      .anon()
      .from('annual_report')
      .select('*', { count: 'exact', head: true });
    expect(count).toBe(5);
    expect(data).toBeNull();
  });

  it('returns one object for single() and PGRST116 when there is not exactly one', async () => {
    const one = await t
      .anon()
      .from('annual_report')
      .select('*')
      .eq('document_title', 'Report 3')
      .single();
    expect(one.data?.document_title).toBe('Report 3');
    const many = await t.anon().from('annual_report').select('*').single();
    expect(many.error?.code).toBe('PGRST116');
    expect(many.status).toBe(406);
  });

  it('updates as the admin only', async () => {
    const anonUpdate = await t
      .anon()
      .from('annual_report')
      .update({ document_title: 'x' })
      .eq('document_title', 'Report 1');
    expect(anonUpdate.error?.code).toBe('42501');
    const updated = await admin
      .from('annual_report')
      .update({ document_title: 'Report one' })
      .eq('document_title', 'Report 1')
      .select();
    expect(updated.data?.[0]?.document_title).toBe('Report one');
  });

  it('answers an unknown table with 404 and PGRST205', async () => {
    const { error, status } = await t
      .anon()
      .from('no_such_table' as 'policies')
      .select('*');
    expect(status).toBe(404);
    expect(error?.code).toBe('PGRST205');
  });

  it('answers an unknown column with 400 and 42703', async () => {
    const { error, status } = await t
      .anon()
      .from('policies')
      .select('secret_column' as '*');
    expect(status).toBe(400);
    expect(error?.code).toBe('42703');
  });
});

describe('the REST API, raw', () => {
  it('refuses a request without an API key', async () => {
    const response = await fetch(`${t.url}/rest/v1/policies`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: 'No API key found in request' });
  });

  it('answers malformed JSON with 400 and PGRST102', async () => {
    const token = (await admin.auth.getSession()).data.session?.access_token;
    const response = await rest('policies', {
      method: 'POST',
      token,
      headers: { 'content-type': 'application/json' },
      body: '{"document_title": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'PGRST102' });
  });

  it('answers an oversized body with 413', async () => {
    const token = (await admin.auth.getSession()).data.session?.access_token;
    const response = await rest('policies', {
      method: 'POST',
      token,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        document_title: 'x'.repeat(2 * 1024 * 1024),
        view_download: 'https://a.b',
      }),
    });
    expect(response.status).toBe(413);
  });

  it('treats a filter value as a value, never as SQL', async () => {
    const response = await rest(`policies?document_title=eq.${encodeURIComponent("x' or '1'='1")}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
    const injected = await rest(`policies?${encodeURIComponent('id;drop table policies')}=eq.1`);
    expect(injected.status).toBe(400);
    expect((await rest('policies')).status).toBe(200);
  });

  it.each([
    [
      'signed with another secret',
      async () =>
        new SignJWT({ role: 'service_role' })
          .setProtectedHeader({ alg: 'HS256' })
          .setExpirationTime('1h')
          .sign(new TextEncoder().encode('not-the-secret-not-the-secret-not-the')),
    ],
    [
      'with alg none',
      async () => `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ role: 'service_role' })}.`,
    ],
    [
      'expired',
      async () =>
        new SignJWT({ role: 'authenticated' })
          .setProtectedHeader({ alg: 'HS256' })
          .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
          .sign(new TextEncoder().encode(t.backend.jwtSecret)),
    ],
    [
      'with an unknown role',
      async () =>
        new SignJWT({ role: 'postgres' })
          .setProtectedHeader({ alg: 'HS256' })
          .setExpirationTime('1h')
          .sign(new TextEncoder().encode(t.backend.jwtSecret)),
    ],
  ])('refuses a JWT %s with 401', async (_name, makeToken) => {
    const response = await rest('policies', { token: await makeToken() });
    expect(response.status).toBe(401);
    expect((await response.json()) as { code: string }).toMatchObject({
      code: expect.stringMatching(/^PGRST30[13]$/),
    });
  });
});

function b64(value: object) {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}
