/** The embedded Storage API's upload: POST (create, or upsert) and PUT (replace). */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PGlite } from '@electric-sql/pglite';
import type { Transaction } from '@electric-sql/pglite';
import { asCaller, inCallerRoleRolledBack, SERVICE_ROLE_CLAIMS } from './database';
import { readBody, sendJson } from './http';
import type { Claims } from './jwt';
import type { ObjectStore } from './object-store';
import {
  cacheControlHeader,
  getBucket,
  invalidKey,
  isValidObjectName,
  mimeAllowed,
  objectWriteStatement,
  MAX_UPLOAD_BYTES,
  MULTIPART_OVERHEAD,
  storageDatabaseError,
  storageError,
} from './storage-common';

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

/** Writes the row as the caller (so the bucket's policies decide), then the bytes. */
export async function upload(
  db: PGlite,
  store: ObjectStore,
  req: IncomingMessage,
  res: ServerResponse,
  bucketId: string,
  name: string,
  claims: Claims,
) {
  if (!isValidObjectName(name)) throw invalidKey(name);
  const bucket = await getBucket(db, bucketId);
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
  // Storage takes the owner from the caller's token; a service key has no `sub`, so none.
  const owner = typeof claims.sub === 'string' ? claims.sub : null;
  const sql = objectWriteStatement(req.method === 'PUT' ? 'update' : upsert ? 'upsert' : 'insert');
  const params = [bucketId, name, JSON.stringify(metadata), owner];
  const write = async (tx: Transaction) => {
    const { rows } = await tx.query<{ id: string }>(sql, params);
    const objectId = rows[0]?.id;
    if (!objectId) throw storageError(404, '404', 'not_found', 'Object not found');
    return objectId;
  };
  try {
    // As the Storage server does it: the write is first tried in the caller's role, so the
    // bucket's policies (and triggers) decide, and rolled back; then it is made as service_role.
    await inCallerRoleRolledBack(db, claims, write);
    const id = await asCaller(db, SERVICE_ROLE_CLAIMS, async (tx) => {
      const objectId = await write(tx);
      // Inside the transaction: if the bytes cannot be written, the row is rolled back too.
      await store.put(objectId, file.data);
      return objectId;
    });
    sendJson(res, 200, { Key: `${bucketId}/${name}`, Id: id });
  } catch (error) {
    throw storageDatabaseError(error);
  }
}
