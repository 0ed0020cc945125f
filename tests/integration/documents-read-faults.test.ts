import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createQueryClient, shouldRetryQuery } from '@/app/query-client';
import { getDocuments } from '@/features/documents/api/get-documents';
import { describeLoadFailure } from '@/features/documents/errors';
import { DocumentsRequestError } from '@/lib/request-errors';
import type { DocumentTableName } from '@/lib/document-tables';
import { makeClient, startTestBackend, type TestBackend } from './support/backend';

// A backend that misbehaves on purpose, on a loopback port: it counts the requests it gets and
// answers each with `respond` (or never, to play a hung server).
type Stub = { url: string; requests: () => number; close: () => Promise<void> };

async function startStub(respond: (req: IncomingMessage, res: ServerResponse) => void) {
  let count = 0;
  const server: Server = createServer((req, res) => {
    if (req.method !== 'OPTIONS') count += 1;
    respond(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const stub: Stub = {
    url: `http://127.0.0.1:${port}`,
    requests: () => count,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return stub;
}

/** A port nothing listens on: the address of a backend that has been stopped. */
async function closedPort(): Promise<string> {
  const stub = await startStub(() => {});
  await stub.close();
  return stub.url;
}

function answer(status: number) {
  return (_req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ code: '', message: `status ${status}`, details: null, hint: null }));
  };
}

const stubs: Stub[] = [];
async function stub(respond: (req: IncomingMessage, res: ServerResponse) => void) {
  const started = await startStub(respond);
  stubs.push(started);
  return started;
}
afterEach(async () => {
  await Promise.all(stubs.splice(0).map((s) => s.close()));
});

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend({ seed: false });
});
afterAll(() => t.stop());

const anonAt = (url: string) => makeClient(url, t.backend.anonKey);
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the read to fail');
    },
    (error: unknown) => error as DocumentsRequestError,
  );

describe('reading a document table from a backend at fault', () => {
  it('gives up on a backend that never answers once the timeout passes, without retrying', async () => {
    const hung = await stub(() => {});
    const started = Date.now();
    const error = await failure(getDocuments('policies', anonAt(hung.url), { timeoutMs: 300 }));

    expect(Date.now() - started).toBeLessThan(5000);
    expect(error).toBeInstanceOf(DocumentsRequestError);
    expect(error).toMatchObject({ timedOut: true, status: 0 });
    expect(describeLoadFailure(error)).toBe('The server took too long to answer.');
    expect(shouldRetryQuery(0, error)).toBe(false);
    expect(hung.requests()).toBe(1);
  });

  it('fails at once when the backend is stopped, as a failure worth retrying', async () => {
    const started = Date.now();
    const error = await failure(getDocuments('policies', anonAt(await closedPort())));

    // supabase-js's own retries (1 s, 2 s, 4 s) are off: the query client's policy decides.
    expect(Date.now() - started).toBeLessThan(3000);
    expect(error).toMatchObject({ timedOut: false, status: 0 });
    expect(describeLoadFailure(error)).toBe(
      'The server could not be reached. Check your connection.',
    );
    expect(shouldRetryQuery(0, error)).toBe(true);
  });

  it.each([500, 503])('reports a %i answer with its status, sent once', async (status) => {
    const broken = await stub(answer(status));
    const error = await failure(getDocuments('policies', anonAt(broken.url)));

    expect(error).toMatchObject({ status, timedOut: false });
    expect(describeLoadFailure(error)).toBe('The server had a problem.');
    expect(shouldRetryQuery(0, error)).toBe(true);
    expect(broken.requests()).toBe(1);
  });

  it('does not retry what the real backend refuses: a forged key, an unknown table', async () => {
    const forged = await failure(
      getDocuments('policies', makeClient(t.url, `${t.backend.anonKey.slice(0, -4)}AAAA`)),
    );
    expect(forged).toMatchObject({ status: 401 });
    expect(shouldRetryQuery(0, forged)).toBe(false);

    const unknown = await failure(getDocuments('no_such_table' as DocumentTableName, t.anon()));
    expect(unknown).toMatchObject({ status: 404, code: 'PGRST205' });
    expect(shouldRetryQuery(0, unknown)).toBe(false);
  });
});

describe("the app's query client against a backend at fault", () => {
  const fetchWith = (url: string) =>
    createQueryClient().fetchQuery({
      queryKey: ['documents', 'policies', url],
      queryFn: ({ signal }) => getDocuments('policies', anonAt(url), { signal }),
    });

  it('tries a server error three times in all, with backoff, then gives up', async () => {
    const broken = await stub(answer(500));
    const started = Date.now();
    await expect(fetchWith(broken.url)).rejects.toMatchObject({ status: 500 });
    expect(broken.requests()).toBe(3);
    // 1 s, then 2 s, between the tries.
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
  });

  it('tries a refusal once', async () => {
    const refusing = await stub(answer(403));
    await expect(fetchWith(refusing.url)).rejects.toMatchObject({ status: 403 });
    expect(refusing.requests()).toBe(1);
  });

  it('reads normally from a backend that works', async () => {
    await expect(fetchWith(t.url)).resolves.toEqual([]);
  });
});
