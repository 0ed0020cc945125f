/**
 * The administrator's desk as the real-Postgres lane asserts it: who may archive, restore and
 * purge a document, who sees an archived one, and that nobody can change the audit trail.
 */
import { CALLERS, type Caller, type Outcome } from './rls-matrix';

/** [sees an archived row, archive a live one, restore an archived one, purge an archived one] */
export const ARCHIVE_OPS = ['select archived', 'archive', 'restore', 'purge'] as const;
export const ARCHIVE_MATRIX: Record<string, Outcome[]> = {
  anon: ['hidden', 'refused', 'refused', 'refused'],
  'signed-in non-admin': ['hidden', 'refused', 'refused', 'refused'],
  'admin aal1 (verified factor)': ['visible', 'refused', 'refused', 'refused'],
  'admin aal2': ['visible', 'allowed', 'allowed', 'allowed'],
  'admin aal1 (no factor)': ['visible', 'allowed', 'allowed', 'allowed'],
};

export function archiveSql(table: string, live: string, archived: string): [string, unknown[]][] {
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

/** The audit trail: [select, insert, update, delete]. Only admins read it; nobody writes it. */
export const AUDIT_MATRIX: Record<string, Outcome[]> = {
  anon: ['refused', 'refused', 'refused', 'refused'],
  'signed-in non-admin': ['hidden', 'refused', 'refused', 'refused'],
  'admin aal1 (verified factor)': ['visible', 'refused', 'refused', 'refused'],
  'admin aal2': ['visible', 'refused', 'refused', 'refused'],
  'admin aal1 (no factor)': ['visible', 'refused', 'refused', 'refused'],
  'service role': ['visible', 'refused', 'refused', 'refused'],
};

export const AUDIT_SQL: [string, unknown[]][] = [
  ['select count(*)::int as n from public.audit_log', []],
  [
    `insert into public.audit_log (actor_role, action, table_name, row_id)
     values ('authenticated', 'insert', 'policies', 'forged')`,
    [],
  ],
  ["update public.audit_log set action = 'purge'", []],
  ['delete from public.audit_log', []],
];
