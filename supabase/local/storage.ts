import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PGlite } from '@electric-sql/pglite';
import { asCaller } from './database';
import { HttpError, parseJson, readBody, send, sendJson } from './http';
import type { Claims } from './jwt';
import type { ObjectStore } from './object-store';
import { pgCode } from './pg-errors';

/** The largest body the server reads for any upload, whatever a bucket allows. */
const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
/** Room for the multipart envelope around a file that is exactly at the bucket's limit. */
const MULTIPART_OVERHEAD = 64 * 1024;

type Bucket = {
  id: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
};

type ObjectRow = {
  id: string;
  name: string;
  bucket_id: string;
  metadata: {
    mimetype?: string;
    size?: number;
    cacheControl?: string;
    eTag?: string;
    lastModified?: string;
  } | null;
  created_at: string | Date;
  updated_at: string | Date;
};

/** Storage API errors: HTTP status plus the body's own `statusCode`, as Supabase Storage sends. */
export function storageError(status: number, statusCode: string, error: string, message: string) {
  return new HttpError(status, { statusCode, error, message });
}

/**
 * Object names as Supabase Storage accepts them, minus anything that could climb folders:
 * no empty, '.' or '..' segment, no backslash, no control character.
 */
export function isValidObjectName(name: string): boolean {
  if (name.length === 0 || name.length > 1024) return false;
  if (!/^[\w/!\-.*'() &$@=;:+,?]+$/.test(name)) return false;
  return name.split('/').every((seg) => seg !== '' && seg !== '.' && seg !== '..');
}

function invalidKey(name: string) {
  return storageError(400, '400', 'InvalidKey', `Invalid key: ${name.slice(0, 200)}`);
}

function mimeAllowed(mime: string, allowed: string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  const base = mime.split(';')[0]?.trim().toLowerCase() ?? '';
  return allowed.some((a) => {
    const rule = a.toLowerCase();
    return rule.endsWith('/*') ? base.startsWith(rule.slice(0, -1)) : base === rule;
  });
}

function cacheControlHeader(value: string | undefined): string {
  const v = (value ?? '3600').trim();
  return /^\d+$/.test(v) ? `max-age=${v}` : v;
}

async function fileFromRequest(req: IncomingMessage, raw: Buffer) {
  const contentType = req.headers['content-type'] ?? 'application/octet-stream';
  if (contentType.toLowerCase().startsWith('multipart/form-data')) {
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(raw), {
        headers: { 'content-type': contentType },
      }).formData();
    } catch {
      throw storageError(400, '400', 'InvalidRequest', 'The multipart body could not be read');
    }
    let file: File | undefined;
    for (const [, value] of form) {
      if (typeof value !== 'string') {
        file = value;
        break;
      }
    }
    if (!file) throw storageError(400, '400', 'InvalidRequest', 'The form holds no file');
    const cache = form.get('cacheControl');
    return {
      data: Buffer.from(await file.arrayBuffer()),
      mimetype: file.type || 'application/octet-stream',
      cacheControl: typeof cache === 'string' ? cache : undefined,
    };
  }
  const cache = req.headers['cache-control'];
  return {
    data: raw,
    mimetype: contentType,
    cacheControl: typeof cache === 'string' ? cache.replace(/^max-age=/, '') : undefined,
  };
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw invalidKey(segment);
  }
}

export function createStorage(db: PGlite, store: ObjectStore) {
  async function getBucket(id: string): Promise<Bucket> {
    const { rows } = await db.query<Bucket>(
      'select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1',
      [id],
    );
    const bucket = rows[0];
    if (!bucket) throw storageError(404, '404', 'Bucket not found', 'Bucket not found');
    return {
      ...bucket,
      file_size_limit: bucket.file_size_limit === null ? null : Number(bucket.file_size_limit),
    };
  }

  /** Writes the row as the caller (so the bucket's policies decide), then the bytes. */
  async function upload(
    req: IncomingMessage,
    res: ServerResponse,
    bucketId: string,
    name: string,
    claims: Claims,
  ) {
    if (!isValidObjectName(name)) throw invalidKey(name);
    const bucket = await getBucket(bucketId);
    const limit = Math.min(bucket.file_size_limit ?? MAX_UPLOAD_BYTES, MAX_UPLOAD_BYTES);
    const tooLarge = () =>
      storageError(413, '413', 'Payload too large', 'The object exceeded the maximum allowed size');
    const raw = await readBody(req, limit + MULTIPART_OVERHEAD, tooLarge);
    const file = await fileFromRequest(req, raw);
    if (file.data.length > limit) throw tooLarge();
    if (!mimeAllowed(file.mimetype, bucket.allowed_mime_types)) {
      throw storageError(
        415,
        '415',
        'invalid_mime_type',
        `mime type ${file.mimetype} is not supported`,
      );
    }
    const upsert = req.method === 'PUT' || String(req.headers['x-upsert']).toLowerCase() === 'true';
    const metadata = {
      eTag: `"${createHash('md5').update(file.data).digest('hex')}"`,
      size: file.data.length,
      mimetype: file.mimetype,
      cacheControl: cacheControlHeader(file.cacheControl),
      lastModified: new Date().toISOString(),
      contentLength: file.data.length,
      httpStatusCode: 200,
    };
    const owner = typeof claims.sub === 'string' ? claims.sub : null;
    try {
      const id = await asCaller(db, claims, async (tx) => {
        const sql =
          req.method === 'PUT'
            ? `update storage.objects set metadata = $3, updated_at = now() where bucket_id = $1 and name = $2 returning id`
            : `insert into storage.objects (bucket_id, name, owner, owner_id, metadata) values ($1, $2, $4::uuid, $4, $3)
               ${upsert ? 'on conflict (bucket_id, name) do update set metadata = excluded.metadata, updated_at = now()' : ''}
               returning id`;
        const params =
          req.method === 'PUT'
            ? [bucketId, name, JSON.stringify(metadata)]
            : [bucketId, name, JSON.stringify(metadata), owner];
        const { rows } = await tx.query<{ id: string }>(sql, params);
        const objectId = rows[0]?.id;
        if (!objectId) throw storageError(404, '404', 'not_found', 'Object not found');
        // Inside the transaction: if the bytes cannot be written, the row is rolled back too.
        await store.put(objectId, file.data);
        return objectId;
      });
      sendJson(res, 200, { Key: `${bucketId}/${name}`, Id: id });
    } catch (error) {
      const code = pgCode(error);
      if (code === '42501') {
        throw storageError(
          403,
          '403',
          'Unauthorized',
          'new row violates row-level security policy',
        );
      }
      if (code === '23505')
        throw storageError(409, '409', 'Duplicate', 'The resource already exists');
      throw error;
    }
  }

  async function remove(
    req: IncomingMessage,
    res: ServerResponse,
    bucketId: string,
    claims: Claims,
  ) {
    await getBucket(bucketId);
    const raw = await readBody(req, 256 * 1024, () =>
      storageError(413, '413', 'Payload too large', 'The request body is too large'),
    );
    const body = parseJson(raw, () =>
      storageError(400, '400', 'InvalidRequest', 'The body must be JSON'),
    );
    const prefixes = (body as { prefixes?: unknown }).prefixes;
    if (
      !Array.isArray(prefixes) ||
      prefixes.length === 0 ||
      prefixes.length > 1000 ||
      !prefixes.every((p) => typeof p === 'string')
    ) {
      throw storageError(
        400,
        '400',
        'InvalidRequest',
        'prefixes must be a list of 1 to 1000 object names',
      );
    }
    // Row-level security filters what the caller may delete; only those rows' bytes go. A
    // trigger's refusal (a file a document still links to) removes nothing and says why, as
    // Storage's database errors do.
    const deleted = await asCaller(db, claims, async (tx) => {
      const { rows } = await tx.query<ObjectRow>(
        'delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning id, name, bucket_id, metadata, created_at, updated_at',
        [bucketId, prefixes],
      );
      return rows;
    }).catch((error: unknown) => {
      if (pgCode(error) === 'P0001') {
        throw storageError(400, '400', 'DatabaseError', (error as Error).message);
      }
      throw error;
    });
    await Promise.all(deleted.map((row) => store.delete(row.id)));
    sendJson(res, 200, deleted);
  }

  async function download(
    res: ServerResponse,
    bucketId: string,
    name: string,
    claims: Claims | null,
    url: URL,
  ) {
    if (!isValidObjectName(name)) throw invalidKey(name);
    const notFound = storageError(404, '404', 'not_found', 'Object not found');
    let row: ObjectRow | undefined;
    const sql =
      'select id, name, bucket_id, metadata, created_at, updated_at from storage.objects where bucket_id = $1 and name = $2';
    if (claims === null) {
      // Public URL: the bucket's public flag decides, not row-level security.
      const bucket = await getBucket(bucketId).catch(() => undefined);
      if (!bucket?.public) throw notFound;
      row = (await db.query<ObjectRow>(sql, [bucketId, name])).rows[0];
    } else {
      row = await asCaller(
        db,
        claims,
        async (tx) => (await tx.query<ObjectRow>(sql, [bucketId, name])).rows[0],
      );
    }
    if (!row) throw notFound;
    const data = await store.get(row.id);
    if (!data) throw notFound;
    const meta = row.metadata ?? {};
    const fileName = name.split('/').pop() ?? 'download';
    const headers: Record<string, string | number> = {
      'content-type': meta.mimetype ?? 'application/octet-stream',
      'cache-control': meta.cacheControl ?? 'max-age=3600',
      etag: meta.eTag ?? '',
      'last-modified': new Date(meta.lastModified ?? row.updated_at).toUTCString(),
      'x-content-type-options': 'nosniff',
    };
    if (url.searchParams.has('download')) {
      const asName = url.searchParams.get('download') || fileName;
      headers['content-disposition'] = `attachment; filename*=UTF-8''${encodeURIComponent(asName)}`;
    }
    send(res, 200, data, headers);
  }

  async function list(req: IncomingMessage, res: ServerResponse, bucketId: string, claims: Claims) {
    const raw = await readBody(req, 64 * 1024, () =>
      storageError(413, '413', 'Payload too large', 'The request body is too large'),
    );
    const body = (parseJson(raw, () =>
      storageError(400, '400', 'InvalidRequest', 'The body must be JSON'),
    ) ?? {}) as {
      prefix?: unknown;
      limit?: unknown;
      offset?: unknown;
    };
    const prefix = typeof body.prefix === 'string' ? body.prefix.replace(/\/+$/, '') : '';
    const limit = Math.min(Math.max(Number(body.limit ?? 100) || 100, 1), 1000);
    const offset = Math.max(Number(body.offset ?? 0) || 0, 0);
    const rows = await asCaller(db, claims, async (tx) => {
      const { rows } = await tx.query<ObjectRow>(
        `select id, name, bucket_id, metadata, created_at, updated_at from storage.objects
          where bucket_id = $1 and ($2 = '' or starts_with(name, $2 || '/'))
          order by name limit $3 offset $4`,
        [bucketId, prefix, limit, offset],
      );
      return rows;
    });
    sendJson(
      res,
      200,
      rows.map((r) => ({ ...r, name: prefix ? r.name.slice(prefix.length + 1) : r.name })),
    );
  }

  return {
    async handle(
      req: IncomingMessage,
      res: ServerResponse,
      path: string,
      url: URL,
      claims: Claims | null,
    ) {
      try {
        const method = req.method ?? 'GET';
        const segments = path.replace(/^\/+/, '').split('/').map(decodeSegment);
        const [area, ...rest] = segments;
        if (area !== 'object')
          throw storageError(404, '404', 'not_found', `No storage route for ${method} ${path}`);
        const first = rest[0];
        if (
          (method === 'GET' || method === 'HEAD') &&
          (first === 'public' || first === 'authenticated')
        ) {
          const [, bucketId = '', ...name] = rest;
          if (first === 'authenticated' && !claims)
            throw storageError(400, '403', 'Unauthorized', 'A token is required');
          return await download(
            res,
            bucketId,
            name.join('/'),
            first === 'public' ? null : claims,
            url,
          );
        }
        if (!claims) throw storageError(400, '403', 'Unauthorized', 'A token is required');
        if (method === 'POST' && first === 'list' && rest[1])
          return await list(req, res, rest[1], claims);
        const [bucketId = '', ...name] = rest;
        if (method === 'DELETE' && name.length === 0)
          return await remove(req, res, bucketId, claims);
        if (method === 'POST' || method === 'PUT')
          return await upload(req, res, bucketId, name.join('/'), claims);
        if (method === 'GET' || method === 'HEAD')
          return await download(res, bucketId, name.join('/'), claims, url);
        throw storageError(405, '405', 'method_not_allowed', `${method} is not supported here`);
      } catch (error) {
        let httpError: HttpError;
        if (error instanceof HttpError) httpError = error;
        else {
          console.error('[local-supabase] storage', error);
          httpError = storageError(
            500,
            '500',
            'internal',
            'The local storage hit an unexpected error',
          );
        }
        sendJson(res, httpError.status, httpError.body);
      }
    },
  };
}
