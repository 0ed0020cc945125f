/**
 * Every kind of write the administrator makes, done for real (committed) on the lane, in the
 * order and roles the platform uses: documents through PostgREST's role switch; files as the
 * Storage server does it (the write tried in the caller's role and rolled back, then made as
 * service_role with owner_id from the token; removals in the caller's role with the delete
 * guard's flag). Each write is tried before enrolment (aal1, no factor), and after it at aal2
 * and at aal1, and the audit rows each produced are read back.
 */
import {
  ALLOW_OBJECT_DELETE_SQL,
  OBJECT_REMOVE_SQL,
  objectWriteStatement,
} from '../../../supabase/local/storage-common';
import type { RealPostgres } from '../../../scripts/real-postgres/server';
import { ADMIN, ADMIN_NO_FACTOR } from './rls-matrix';

type Client = RealPostgres['client'];
type Claims = Record<string, unknown>;

export const WRITES = [
  'insert',
  'edit',
  'archive',
  'restore',
  'upload',
  'upsert',
  'replace',
  'purge',
] as const;
export type Write = (typeof WRITES)[number];

export const ADMIN_STATES = [
  {
    name: 'before enrolment, aal1',
    sub: ADMIN_NO_FACTOR,
    aal: 'aal1',
    email: 'admin2@example.com',
  },
  { name: 'after enrolment, aal2', sub: ADMIN, aal: 'aal2', email: 'admin@example.com' },
  { name: 'after enrolment, aal1', sub: ADMIN, aal: 'aal1', email: 'admin@example.com' },
] as const;
export type AdminState = (typeof ADMIN_STATES)[number];

export type AuditRow = { action: string; table_name: string; actor_id: string | null };
export type WriteResult = { outcome: 'allowed' | string; audit: AuditRow[] };

const TABLE = 'public.policies';
const BUCKET = 'investor_documents';
const SERVICE: Claims = { role: 'service_role', iss: 'supabase-demo' };

/** One transaction in `role` with PostgREST's claims; committed unless `rollback`. */
async function inRole<T>(
  client: Client,
  role: 'authenticated' | 'service_role',
  claims: Claims,
  fn: () => Promise<T>,
  rollback = false,
): Promise<T> {
  await client.query('begin');
  try {
    await client.query(`set local role ${role}`);
    await client.query("select set_config('request.jwt.claims', $1, true)", [
      JSON.stringify(claims),
    ]);
    const result = await fn();
    await client.query(rollback ? 'rollback' : 'commit');
    return result;
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}

export function createAdminWrites(pg: () => RealPostgres) {
  const client = () => pg().client;
  let serial = 0;
  const unique = (what: string) => `${BUCKET}/admin-writes-${what}-${++serial}.pdf`;

  /** A document row and its files, made directly as the cluster's owner (test fixtures). */
  async function fixtureRow(link: string, archived = false): Promise<string> {
    const { rows } = await client().query<{ id: string }>(
      `insert into ${TABLE} (document_title, view_download) values ('Fixture', $1) returning id`,
      [link],
    );
    const id = rows[0]?.id ?? '';
    if (archived)
      await client().query(`update ${TABLE} set archived_at = now() where id = $1`, [id]);
    return id;
  }
  async function fixtureObject(name: string) {
    await client().query(
      `insert into storage.objects (bucket_id, name, metadata) values ($1, $2, '{}')`,
      [BUCKET, name],
    );
  }

  /** The Storage server's upload: permission test in the caller's role, then service_role. */
  async function upload(claims: Claims, name: string, kind: 'insert' | 'upsert') {
    const params = [BUCKET, name, '{"mimetype":"application/pdf"}', claims.sub];
    const sql = objectWriteStatement(kind);
    await inRole(client(), 'authenticated', claims, () => client().query(sql, params), true);
    await inRole(client(), 'service_role', SERVICE, () => client().query(sql, params));
  }
  async function remove(claims: Claims, names: string[]) {
    const { rowCount } = await inRole(client(), 'authenticated', claims, async () => {
      await client().query(ALLOW_OBJECT_DELETE_SQL);
      return client().query(OBJECT_REMOVE_SQL, [BUCKET, names]);
    });
    if (rowCount !== names.length) throw new Error(`removed ${rowCount} of ${names.length} files`);
  }
  async function rowWrite(claims: Claims, sql: string, params: unknown[]) {
    const { rowCount } = await inRole(client(), 'authenticated', claims, () =>
      client().query(sql, params),
    );
    if (rowCount !== 1) throw new Error(`changed ${rowCount} rows`);
  }

  const steps: Record<Write, (claims: Claims) => Promise<void>> = {
    insert: (c) =>
      rowWrite(c, `insert into ${TABLE} (document_title, view_download) values ('New', $1)`, [
        'https://example.com/new.pdf',
      ]),
    edit: async (c) =>
      rowWrite(c, `update ${TABLE} set document_title = 'Edited' where id = $1`, [
        await fixtureRow('https://example.com/edit.pdf'),
      ]),
    archive: async (c) =>
      rowWrite(c, `update ${TABLE} set archived_at = now() where id = $1`, [
        await fixtureRow('https://example.com/archive.pdf'),
      ]),
    restore: async (c) =>
      rowWrite(c, `update ${TABLE} set archived_at = null where id = $1`, [
        await fixtureRow('https://example.com/restore.pdf', true),
      ]),
    upload: (c) => upload(c, unique('upload'), 'insert'),
    upsert: async (c) => {
      const name = unique('upsert');
      await fixtureObject(name);
      await upload(c, name, 'upsert');
    },
    replace: async (c) => {
      const first = unique('first');
      await fixtureObject(first);
      const id = await fixtureRow(first);
      const second = unique('second');
      await upload(c, second, 'insert');
      await rowWrite(c, `update ${TABLE} set view_download = $1 where id = $2`, [second, id]);
    },
    purge: async (c) => {
      const name = unique('purge');
      await fixtureObject(name);
      const id = await fixtureRow(name, true);
      await rowWrite(c, `delete from ${TABLE} where id = $1`, [id]);
      await remove(c, [name]);
    },
  };

  /** Does `write` as the admin in `state`; what came of it, and the audit rows it made. */
  return async function attemptWrite(state: AdminState, write: Write): Promise<WriteResult> {
    const claims = {
      sub: state.sub,
      role: 'authenticated',
      aal: state.aal,
      email: state.email,
      app_metadata: { role: 'admin' },
    };
    const { rows } = await client().query<{ last: string }>(
      'select coalesce(max(id), 0)::text as last from public.audit_log',
    );
    const last = rows[0]?.last ?? '0';
    let outcome: string = 'allowed';
    try {
      await steps[write](claims);
    } catch (error) {
      const { code, message } = error as { code?: string; message: string };
      outcome = code === '42501' && !/mfa_factors/.test(message) ? 'refused' : message;
    }
    const audit = await client().query<AuditRow>(
      `select action, table_name, actor_id::text from public.audit_log
        where id > $1 and actor_role <> 'supabase_admin' order by id`,
      [last],
    );
    return { outcome, audit: audit.rows };
  };
}
