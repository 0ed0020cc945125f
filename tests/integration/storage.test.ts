import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENTS_BUCKET } from '@/lib/document-tables';
import { pdfBlob, startTestBackend, type Client, type TestBackend } from './support/backend';

let t: TestBackend;
let admin: Client;
let reader: Client;

beforeAll(async () => {
  t = await startTestBackend({ seed: false });
  admin = await t.admin();
  reader = await t.reader();
});
afterAll(() => t.stop());

const bucket = (client: Client) => client.storage.from(DOCUMENTS_BUCKET);
const path = (name: string) => `investor_documents/${Date.now()}-${name}`;

describe('the investor_documents bucket', () => {
  it('lets the admin upload a PDF that anyone can download from its public URL', async () => {
    const name = path('report.pdf');
    const { data, error } = await bucket(admin).upload(name, pdfBlob(2048), {
      cacheControl: '3600',
      upsert: false,
    });
    expect(error).toBeNull();
    expect(data?.path).toBe(name);

    const url = bucket(t.anon()).getPublicUrl(name).data.publicUrl;
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toBe('max-age=3600');
    const body = new Uint8Array(await response.arrayBuffer());
    expect(body.length).toBe(2048);
    expect(new TextDecoder().decode(body.slice(0, 5))).toBe('%PDF-');
  });

  // The Storage server answers a refused write with HTTP 400 and "statusCode": "403" in the body
  // (supabase/storage: src/storage/database/errors.ts maps 42501 to AccessDenied, whose user
  // status is 400, src/internal/errors/storage-error.ts), not with HTTP 403.
  it.each([
    ['a visitor', () => t.anon()],
    ['a signed-in non-admin', () => reader],
  ])(
    'refuses an upload from %s as the Storage server does: 400, statusCode 403',
    async (_who, who) => {
      const { error } = await bucket(who()).upload(path('refused.pdf'), pdfBlob());
      const refused = error as { status?: number; statusCode?: string; message?: string } | null;
      expect([refused?.status, refused?.statusCode, refused?.message]).toEqual([
        400,
        '403',
        'new row violates row-level security policy',
      ]);
    },
  );

  it('refuses a text/plain upload by the bucket’s MIME limit', async () => {
    const { error } = await bucket(admin).upload(
      path('notes.pdf'),
      new Blob(['hello'], { type: 'text/plain' }),
    );
    expect(error?.message).toBe('mime type text/plain is not supported');
  });

  it('refuses an 11 MB upload by the bucket’s size limit', async () => {
    const { error } = await bucket(admin).upload(path('big.pdf'), pdfBlob(11 * 1024 * 1024));
    expect(error?.message).toBe('The object exceeded the maximum allowed size');
    // EntityTooLarge: HTTP 400 with statusCode 413, as every error the Storage server renders.
    const refused = error as { status?: number; statusCode?: string } | null;
    expect([refused?.status, refused?.statusCode]).toEqual([400, '413']);
  });

  it('accepts a file of exactly 10 MB', async () => {
    const { error } = await bucket(admin).upload(path('limit.pdf'), pdfBlob(10 * 1024 * 1024));
    expect(error).toBeNull();
  });

  it('does not overwrite an existing file without upsert', async () => {
    const name = path('twice.pdf');
    await bucket(admin).upload(name, pdfBlob());
    const { error } = await bucket(admin).upload(name, pdfBlob());
    expect(error?.message).toBe('The resource already exists');
  });

  it('lets only the admin remove a file', async () => {
    const name = path('remove-me.pdf');
    await bucket(admin).upload(name, pdfBlob());
    const url = bucket(admin).getPublicUrl(name).data.publicUrl;

    const byAnon = await bucket(t.anon()).remove([name]);
    expect(byAnon.data).toEqual([]);
    const byReader = await bucket(reader).remove([name]);
    expect(byReader.data).toEqual([]);
    expect((await fetch(url)).status).toBe(200);

    const byAdmin = await bucket(admin).remove([name]);
    expect(byAdmin.data?.map((o) => o.name)).toEqual([name]);
    expect((await fetch(url)).status).toBe(404);
  });

  // Sent with node:http, because fetch and supabase-js would tidy these paths before sending.
  it.each([
    'investor_documents/../../etc/passwd',
    'investor_documents/%2e%2e/%2e%2e/etc/passwd',
    'a/./b.pdf',
    'a//b.pdf',
    'back%5Cslash.pdf',
    'nul%00byte.pdf',
  ])('refuses the object name %s with 400 Invalid key', async (name) => {
    const token = (await admin.auth.getSession()).data.session?.access_token ?? '';
    const { status, body } = await rawRequest(`/storage/v1/object/${DOCUMENTS_BUCKET}/${name}`, {
      method: 'POST',
      headers: {
        apikey: t.backend.anonKey,
        authorization: `Bearer ${token}`,
        'content-type': 'application/pdf',
      },
      body: '%PDF-1.4',
    });
    expect(status).toBe(400);
    expect(JSON.parse(body)).toMatchObject({ statusCode: '400', error: 'InvalidKey' });
  });
});

function rawRequest(
  rawPath: string,
  options: { method: string; headers: Record<string, string>; body?: string },
): Promise<{ status: number; body: string }> {
  const { port } = t.backend;
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path: rawPath, method: options.method, headers: options.headers },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}
