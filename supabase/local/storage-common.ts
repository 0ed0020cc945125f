/** What the embedded Storage API's endpoints share: errors, names, buckets. */
import type { PGlite } from '@electric-sql/pglite';
import { HttpError } from './http';
import { pgCode } from './pg-errors';

/** The largest body the server reads for any upload, whatever a bucket allows. */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
/** Room for the multipart envelope around a file that is exactly at the bucket's limit. */
export const MULTIPART_OVERHEAD = 64 * 1024;

export type Bucket = {
  id: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
};

export type ObjectRow = {
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

export function invalidKey(name: string) {
  return storageError(400, '400', 'InvalidKey', `Invalid key: ${name.slice(0, 200)}`);
}

export function mimeAllowed(mime: string, allowed: string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  const base = mime.split(';')[0]?.trim().toLowerCase() ?? '';
  return allowed.some((a) => {
    const rule = a.toLowerCase();
    return rule.endsWith('/*') ? base.startsWith(rule.slice(0, -1)) : base === rule;
  });
}

export function cacheControlHeader(value: string | undefined): string {
  const v = (value ?? '3600').trim();
  return /^\d+$/.test(v) ? `max-age=${v}` : v;
}

export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw invalidKey(segment);
  }
}

/** A bucket's settings, or the Storage API's 404 for an unknown one. */
export async function getBucket(db: PGlite, id: string): Promise<Bucket> {
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

/**
 * The HTTP status the Storage server gives an error it renders: 400 whatever the body's
 * `statusCode` says, unless that is 500 (supabase/storage, src/internal/errors/storage-error.ts:
 * `userStatusCode = httpStatusCode === 500 ? 500 : 400`; src/http/error-handler.ts replies with
 * it). Applied to every write (upload, remove, list); a download's 404 is left as it was.
 */
export function withStorageServerStatus(error: HttpError): HttpError {
  if (typeof error.body.statusCode !== 'string') return error;
  return new HttpError(error.status === 500 ? 500 : 400, error.body, error.headers);
}

/**
 * A database error as the Storage server renders it (supabase/storage,
 * src/storage/database/errors.ts, DBError.fromDBError, read at v1.70.6): 42501 is
 * ERRORS.AccessDenied, in a policy's standard words when row-level security refused, else in
 * Postgres's own (a table a policy reads); a duplicate is a 409. Every other code, a trigger's
 * plain refusal (P0001) and a failed check (23514) among them, is ERRORS.DatabaseError: HTTP 500,
 * `statusCode` "500", and the message "database error, code: <code>", the database's own words
 * withheld (the same mapping in src/storage/database/knex.ts from v1.34; v1.11.2 sent the words
 * with the same 500). So a caller of the platform's Storage cannot read why a trigger refused;
 * the desk asks the database first (public.file_links). A refusal's HTTP status is 400 with its
 * `statusCode` "403": a StorageBackendError's user status is 400 unless it is a 500
 * (src/internal/errors/storage-error.ts, `userStatusCode`), and the error handler answers with
 * that (src/http/error-handler.ts), the body keeping the 403. Anything that is not a database
 * error is rethrown.
 */
export function storageDatabaseError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const message = error instanceof Error ? error.message : String(error);
  const code = pgCode(error);
  switch (code) {
    case undefined:
      return error;
    case '42501':
      return new HttpError(400, {
        statusCode: '403',
        code: 'AccessDenied',
        error: 'Unauthorized',
        message: message.includes('row-level security')
          ? 'new row violates row-level security policy'
          : message,
      });
    case '23505':
      return storageError(409, '409', 'Duplicate', 'The resource already exists');
    default:
      return new HttpError(500, {
        statusCode: '500',
        code: 'DatabaseError',
        error: 'DatabaseError',
        message: `database error, code: ${code}`,
      });
  }
}

/**
 * The statements the Storage server writes an object's row with, in the caller's role for its
 * permission test and then as service_role: a new object, an upsert (`x-upsert`, which the server
 * makes INSERT ... ON CONFLICT DO UPDATE), or a replacement of an existing one (PUT). Parameters:
 * bucket, name, metadata (JSON), owner (the token's `sub`, or null). Returns the object's id.
 */
export function objectWriteStatement(kind: 'insert' | 'upsert' | 'update'): string {
  if (kind === 'update') {
    return `update storage.objects set metadata = $3, owner = $4::uuid, owner_id = $4, updated_at = now()
             where bucket_id = $1 and name = $2 returning id`;
  }
  const onConflict =
    kind === 'upsert'
      ? ` on conflict (bucket_id, name) do update set metadata = excluded.metadata,
            owner = excluded.owner, owner_id = excluded.owner_id, updated_at = now()`
      : '';
  return `insert into storage.objects (bucket_id, name, metadata, owner, owner_id)
          values ($1, $2, $3, $4::uuid, $4)${onConflict} returning id`;
}

/** The Storage server's removal, in the caller's role: the flag its delete guard asks for first. */
export const ALLOW_OBJECT_DELETE_SQL =
  "select set_config('storage.allow_delete_query', 'true', true)";
export const OBJECT_REMOVE_SQL =
  'delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning id, name, bucket_id, metadata, created_at, updated_at';
