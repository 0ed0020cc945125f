/**
 * The administrator's desk as the real-Postgres lane asserts it: who may archive, restore and
 * purge a document, who sees an archived one, and that nobody can change the audit trail.
 */
import { describe, it } from 'vitest';
import { DOCUMENT_TABLES } from '@/lib/document-tables';
import type { RealPostgres } from '../../../scripts/real-postgres/server';
import { ADMIN, CALLERS, OPS, type Caller, type Op, type Outcome } from './rls-matrix';

/**
 * [sees an archived row, archive a live one, restore an archived one, purge an archived one].
 * The archive is the administrator's to read, and at aal2 once a factor is enrolled.
 */
const ARCHIVE_OPS = ['select archived', 'archive', 'restore', 'purge'] as const;
const ARCHIVE_MATRIX: Record<string, Outcome[]> = {
  anon: ['hidden', 'refused', 'refused', 'refused'],
  'signed-in non-admin': ['hidden', 'refused', 'refused', 'refused'],
  'admin aal1 (verified factor)': ['hidden', 'refused', 'refused', 'refused'],
  'admin aal2': ['visible', 'allowed', 'allowed', 'allowed'],
  'admin aal1 (no factor)': ['visible', 'allowed', 'allowed', 'allowed'],
};

function archiveSql(table: string, live: string, archived: string): [string, unknown[]][] {
  return [
    [`select count(*)::int as n from ${table} where id = $1`, [archived]],
    [`update ${table} set archived_at = now() where id = $1`, [live]],
    [`update ${table} set archived_at = null where id = $1`, [archived]],
    [`delete from ${table} where id = $1`, [archived]],
  ];
}

/** The service role, as PostgREST presents it: it bypasses RLS, but not missing privileges. */
export const SERVICE_ROLE: Caller = {
  name: 'service role',
  role: 'service_role' as Caller['role'],
  claims: { role: 'service_role' },
};
export const AUDIT_CALLERS: Caller[] = [...CALLERS, SERVICE_ROLE];

/**
 * The audit trail: [select, insert, update, delete]. Only admins read it (at aal2 once a factor
 * is enrolled); nobody writes it.
 */
const AUDIT_MATRIX: Record<string, Outcome[]> = {
  anon: ['refused', 'refused', 'refused', 'refused'],
  'signed-in non-admin': ['hidden', 'refused', 'refused', 'refused'],
  'admin aal1 (verified factor)': ['hidden', 'refused', 'refused', 'refused'],
  'admin aal2': ['visible', 'refused', 'refused', 'refused'],
  'admin aal1 (no factor)': ['visible', 'refused', 'refused', 'refused'],
  'service role': ['visible', 'refused', 'refused', 'refused'],
};

const AUDIT_SQL: [string, unknown[]][] = [
  ['select count(*)::int as n from public.audit_log', []],
  [
    `insert into public.audit_log (actor_role, action, table_name, row_id)
     values ('authenticated', 'insert', 'policies', 'forged')`,
    [],
  ],
  ["update public.audit_log set action = 'purge'", []],
  ['delete from public.audit_log', []],
];

export type Attempt = {
  rowCount: number;
  n: number | undefined;
  error?: { code?: string; message: string };
};

/** What the lane's test file shares with these checks: its server, seeds and assertions. */
export type DeskLane = {
  pg: () => RealPostgres;
  seeded: Map<string, string>;
  attempt: (
    caller: Caller,
    sql: string,
    params?: unknown[],
    options?: { asStorageApi?: boolean },
  ) => Promise<Attempt>;
  outcomeOf: (op: Op, result: Attempt) => Outcome | string;
  check: (actual: unknown, expected: unknown, cells?: number) => void;
};

/** Declares the desk's checks inside the lane's describe block (after its beforeAll seeds). */
export function describeDeskChecks(lane: DeskLane) {
  describe.each(CALLERS)('the archive, as $name', (caller) => {
    it.each([...DOCUMENT_TABLES])('%s: see archived, archive, restore, purge', async (table) => {
      const name = `public.${lane.pg().client.escapeIdentifier(table)}`;
      const sql = archiveSql(
        name,
        lane.seeded.get(table) ?? '',
        lane.seeded.get(`${table}:archived`) ?? '',
      );
      const outcomes: (Outcome | string)[] = [];
      for (const [i, op] of ARCHIVE_OPS.entries()) {
        const [text, params] = sql[i] ?? ['', []];
        outcomes.push(
          lane.outcomeOf(
            op === 'select archived' ? 'select' : 'update',
            await lane.attempt(caller, text, params),
          ),
        );
      }
      lane.check(outcomes, ARCHIVE_MATRIX[caller.name], ARCHIVE_OPS.length);
    });

    it('never finds an archived row through all_documents or search', async () => {
      const archived = DOCUMENT_TABLES.map((table) => lane.seeded.get(`${table}:archived`));
      const views = await lane.attempt(
        caller,
        `select (select count(*) from public.all_documents where id = any($1::uuid[]))
            + (select count(*) from public.search_documents('Archived') where id = any($1::uuid[]))
         as n`,
        [archived],
      );
      lane.check(views.error?.message ?? Number(views.n), 0);
    });
  });

  describe.each(AUDIT_CALLERS)('the audit trail, as $name', (caller) => {
    it('select, insert, update, delete', async () => {
      const outcomes: (Outcome | string)[] = [];
      for (const [i, op] of OPS.entries()) {
        const [text, params] = AUDIT_SQL[i] ?? ['', []];
        outcomes.push(lane.outcomeOf(op, await lane.attempt(caller, text, params)));
      }
      lane.check(outcomes, AUDIT_MATRIX[caller.name], OPS.length);
    });
  });

  it("records who archived, from the JWT, and refuses even the owner's rewrite", async () => {
    const table = 'policies';
    const admin = CALLERS.find((c) => c.name === 'admin aal2');
    if (!admin) throw new Error('no admin caller');
    const { client } = lane.pg();
    await client.query('begin');
    try {
      await client.query(`set local role authenticated`);
      await client.query("select set_config('request.jwt.claims', $1, true)", [
        JSON.stringify({ ...admin.claims, email: 'admin@example.com' }),
      ]);
      await client.query('update public.policies set archived_at = now() where id = $1', [
        lane.seeded.get(table),
      ]);
      const { rows: entries } = await client.query<Record<string, string>>(
        `select action, actor_id::text, actor_email, table_name from public.audit_log
        where row_id = $1 order by id desc limit 1`,
        [lane.seeded.get(table)],
      );
      lane.check(entries[0], {
        action: 'archive',
        actor_id: ADMIN,
        actor_email: 'admin@example.com',
        table_name: table,
      });
    } finally {
      await client.query('rollback');
    }
    for (const sql of [
      "update public.audit_log set action = 'purge'",
      'delete from public.audit_log',
      'truncate public.audit_log',
    ]) {
      const error = await client.query(sql).then(
        () => null,
        (e: Error) => e.message,
      );
      lane.check(error, 'The audit trail is append-only: entries cannot be changed or removed');
    }
  });
}
