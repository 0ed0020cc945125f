import type { IncomingMessage, ServerResponse } from 'node:http';

/** An error that already knows its HTTP status and JSON body, in the shape of the API it mimics. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.message === 'string' ? body.message : `HTTP ${status}`);
  }
}

/** Reads the whole body, refusing (413) anything over `limit` bytes before buffering it. */
export async function readBody(
  req: IncomingMessage,
  limit: number,
  tooLarge: () => HttpError,
): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? NaN);
  if (Number.isFinite(declared) && declared > limit) {
    req.resume();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = chunk as Buffer;
    size += buf.length;
    if (size > limit) {
      req.resume();
      throw tooLarge();
    }
    chunks.push(buf);
  }
  return Buffer.concat(chunks);
}

export function parseJson(buf: Buffer, invalid: () => HttpError): unknown {
  const text = buf.toString('utf8').trim();
  if (!text) throw invalid();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw invalid();
  }
}

export function send(
  res: ServerResponse,
  status: number,
  body: string | Buffer | null,
  headers: Record<string, string | number> = {},
) {
  const isHead = res.req.method === 'HEAD';
  const payload = body ?? '';
  res.writeHead(status, {
    ...(body !== null ? { 'content-length': Buffer.byteLength(payload) } : {}),
    ...headers,
  });
  res.end(isHead ? undefined : payload);
}

export function sendJson(
  res: ServerResponse,
  status: number,
  value: unknown,
  headers: Record<string, string | number> = {},
) {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  send(res, status, text, { 'content-type': 'application/json; charset=utf-8', ...headers });
}

const ALLOWED_HEADERS = [
  'authorization',
  'apikey',
  'content-type',
  'x-client-info',
  'x-supabase-api-version',
  'prefer',
  'accept',
  'accept-profile',
  'content-profile',
  'range',
  'x-upsert',
  'cache-control',
  'x-metadata',
].join(', ');

/** The embedded backend serves the local site from another port, as Supabase serves any origin. */
export function applyCors(req: IncomingMessage, res: ServerResponse) {
  res.setHeader('access-control-allow-origin', req.headers.origin ?? '*');
  res.setHeader('vary', 'origin');
  res.setHeader('access-control-allow-methods', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
  res.setHeader('access-control-allow-headers', ALLOWED_HEADERS);
  res.setHeader(
    'access-control-expose-headers',
    'content-range, content-length, x-supabase-api-version, etag',
  );
  res.setHeader('access-control-max-age', '86400');
}

export function bearerToken(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}
