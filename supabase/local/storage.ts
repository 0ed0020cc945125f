import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PGlite } from '@electric-sql/pglite';
import { asCaller } from './database';
import { HttpError, parseJson, readBody, send, sendJson } from './http';
import type { Claims } from './jwt';
import type { ObjectStore } from './object-store';
import {
  ALLOW_OBJECT_DELETE_SQL,
  decodeSegment,
  getBucket as getBucketOf,
  invalidKey,
  isValidObjectName,
  OBJECT_REMOVE_SQL,
  storageDatabaseError,
  storageError,
  type ObjectRow,
  withStorageServerStatus,
} from './storage-common';
import { upload } from './storage-upload';

export function createStorage(db: PGlite, store: ObjectStore) {
  const getBucket = (id: string) => getBucketOf(db, id);

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
    // Like the Storage server, delete in the caller's role with the flag that Storage's
    // protect_delete trigger asks for (bootstrap.sql); no other DELETE reaches the table.
    const deleted = await asCaller(db, claims, async (tx) => {
      await tx.query(ALLOW_OBJECT_DELETE_SQL);
      const { rows } = await tx.query<ObjectRow>(OBJECT_REMOVE_SQL, [bucketId, prefixes]);
      return rows;
    }).catch((error: unknown) => {
      throw storageDatabaseError(error);
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
          return await upload(db, store, req, res, bucketId, name.join('/'), claims);
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
        const isRead = req.method === 'GET' || req.method === 'HEAD';
        if (!isRead) httpError = withStorageServerStatus(httpError);
        sendJson(res, httpError.status, httpError.body);
      }
    },
  };
}
