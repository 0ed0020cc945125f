/**
 * The standard protections of a table the administrator writes (DESIGN.md, "The document
 * tables"), read back from the catalog: what a table lacks, in words. Written from the rules, not
 * from private.attach_standard_protections, so that the lane checks the function instead of
 * repeating it.
 */
import type { RealPostgres } from '../../../scripts/real-postgres/server';

type Client = RealPostgres['client'];

/** Tables whose writes another trigger records (the text of documents: one entry a save). */
export const AUDITED_ELSEWHERE: Record<string, string> = {
  'private.document_pages':
    'save_document_text writes the pages and then the status; the status trigger records one ' +
    '"text" entry for the save, not one entry for each of up to 5,000 pages',
  'private.document_text_status':
    'record_text_audit_entry records the save as one "text" entry naming the document',
};

// pg_trigger.tgtype bits (src/include/catalog/pg_trigger.h).
const ROW = 1;
const BEFORE = 2;
const INSERT = 4;
const DELETE = 8;
const UPDATE = 16;
const WRITES = INSERT | DELETE | UPDATE;

type Policy = {
  name: string;
  permissive: boolean;
  roles: string[];
  cmd: string;
  qual: string;
  check: string;
};
type Trigger = { name: string; fn: string; type: number; args: string };

// As pg_get_expr prints `(select private.is_admin())`: evaluated once per statement.
const IS_ADMIN = 'SELECT private.is_admin() AS is_admin';
const MFA = 'SELECT private.session_meets_mfa() AS session_meets_mfa';

/** Every table in public or private that the signed-in role may insert into, update or delete. */
export async function adminWrittenTables(client: Client): Promise<string[]> {
  const { rows } = await client.query<{ t: string }>(
    `select n.nspname || '.' || c.relname as t from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
      where n.nspname in ('public', 'private') and c.relkind in ('r', 'p')
        and has_table_privilege('authenticated', c.oid, 'insert, update, delete')
      order by 1`,
  );
  return rows.map((r) => r.t);
}

/** What `table` ('schema.name') lacks of the standard protections; empty when it has them all. */
export async function protectionGaps(client: Client, table: string): Promise<string[]> {
  const [schema, name] = table.split('.');
  const gaps: string[] = [];
  const [rel] = (
    await client.query<{ rls: boolean; oid: number; public_acl: boolean; created_at: boolean }>(
      `select c.relrowsecurity as rls, c.oid::int as oid,
              exists (select 1 from aclexplode(coalesce(c.relacl, acldefault('r', c.relowner))) a
                       where a.grantee = 0) as public_acl,
              exists (select 1 from pg_attribute a where a.attrelid = c.oid
                       and a.attname = 'created_at' and not a.attisdropped) as created_at
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = $1 and c.relname = $2`,
      [schema, name],
    )
  ).rows;
  if (!rel) return [`${table} does not exist`];
  if (!rel.rls) gaps.push('row-level security is off');
  if (rel.public_acl) gaps.push('PUBLIC holds a privilege');

  const may = async (role: string, privilege: string) =>
    (
      await client.query<{ ok: boolean }>('select has_table_privilege($1, $2::oid, $3) as ok', [
        role,
        rel.oid,
        privilege,
      ])
    ).rows[0]?.ok ?? false;
  for (const privilege of ['insert', 'update', 'delete', 'truncate', 'references', 'trigger']) {
    if (await may('anon', privilege)) gaps.push(`anon may ${privilege}`);
  }
  for (const privilege of ['truncate', 'references', 'trigger']) {
    if (await may('authenticated', privilege)) gaps.push(`authenticated may ${privilege}`);
  }
  for (const privilege of ['select', 'insert', 'update', 'delete']) {
    if (!(await may('authenticated', privilege))) gaps.push(`authenticated may not ${privilege}`);
    if (!(await may('service_role', privilege))) gaps.push(`service_role may not ${privilege}`);
  }

  const policies = (
    await client.query<Policy>(
      `select policyname as name, permissive = 'PERMISSIVE' as permissive, roles::text[] as roles,
              cmd, coalesce(qual, '') as qual, coalesce(with_check, '') as check
         from pg_policies where schemaname = $1 and tablename = $2`,
      [schema, name],
    )
  ).rows;
  const of = (role: string, permissive: boolean, cmd: string) =>
    policies.filter((p) => p.roles.includes(role) && p.permissive === permissive && p.cmd === cmd);
  if (policies.some((p) => p.roles.includes('public'))) gaps.push('a policy for PUBLIC');
  if (policies.some((p) => p.cmd === 'ALL')) gaps.push('a FOR ALL policy');
  const anonRead = of('anon', true, 'SELECT');
  if (anonRead.length > 1) gaps.push('more than one SELECT policy for anon');
  // A grant of some columns counts (the compliance answers give visitors two); the policy still
  // decides the rows.
  const anonSelects =
    (
      await client.query<{ ok: boolean }>(
        "select has_any_column_privilege('anon', $1::oid, 'select') as ok",
        [rel.oid],
      )
    ).rows[0]?.ok ?? false;
  if ((anonRead.length === 1) !== anonSelects)
    gaps.push('anon may select without a policy, or has a policy but no grant');
  const memberRead = of('authenticated', true, 'SELECT');
  if (memberRead.length !== 1) gaps.push('not exactly one SELECT policy for authenticated');
  for (const cmd of ['INSERT', 'UPDATE', 'DELETE']) {
    if (of('anon', true, cmd).length > 0) gaps.push(`an ${cmd} policy for anon`);
    const admin = of('authenticated', true, cmd);
    const text = admin.map((p) => p.qual + p.check).join(' ');
    if (admin.length !== 1 || !text.includes(IS_ADMIN))
      gaps.push(`no single admin-only ${cmd} policy`);
    const aal2 = of('authenticated', false, cmd);
    const both = aal2.every(
      (p) => cmd !== 'UPDATE' || (p.qual.includes(MFA) && p.check.includes(MFA)),
    );
    if (aal2.length !== 1 || !(aal2[0]?.qual + (aal2[0]?.check ?? '')).includes(MFA) || !both)
      gaps.push(`no RESTRICTIVE aal2 ${cmd} policy`);
  }
  // What visitors read stays readable at aal1; whatever only the administrator reads needs aal2.
  const readsEverything = memberRead.length === 1 && memberRead[0]?.qual === 'true';
  const readAal2 = of('authenticated', false, 'SELECT');
  if (!readsEverything && (readAal2.length !== 1 || !readAal2[0]?.qual.includes(MFA)))
    gaps.push('no RESTRICTIVE aal2 SELECT policy for what only the administrator reads');

  const triggers = (
    await client.query<Trigger>(
      `select t.tgname as name, t.tgfoid::regproc::text as fn, t.tgtype::int as type,
              encode(t.tgargs, 'escape') as args
         from pg_trigger t where t.tgrelid = $1::oid and not t.tgisinternal`,
      [rel.oid],
    )
  ).rows;
  const has = (fn: string, type: number) =>
    triggers.some((t) => t.fn === fn && (t.type & (ROW | BEFORE | WRITES)) === type);
  if (!has('private.require_admin', BEFORE | WRITES))
    gaps.push('no require_admin statement trigger before insert, update and delete');
  if (!(table in AUDITED_ELSEWHERE) && !has('private.record_audit_entry', ROW | WRITES))
    gaps.push('no record_audit_entry row trigger after insert, update and delete');
  if (rel.created_at && !has('private.keep_created_at', ROW | BEFORE | INSERT | UPDATE))
    gaps.push('no keep_created_at row trigger before insert and update');
  return gaps;
}

/**
 * Everything the function leaves on a table (policies with their expressions, triggers with their
 * arguments, grants), as text: the same before and after a second call if it is idempotent.
 */
export async function protectionFingerprint(client: Client, table: string): Promise<string[]> {
  const { rows } = await client.query<{ item: string }>(
    `select 'policy ' || policyname || ' ' || permissive || ' ' || roles::text || ' ' || cmd || ' '
            || coalesce(qual, '') || ' ' || coalesce(with_check, '') as item
       from pg_policies where schemaname = $2 and tablename = $3
     union all
     select 'trigger ' || tgname || ' ' || tgfoid::regproc::text || ' ' || tgtype || ' '
            || encode(tgargs, 'escape')
       from pg_trigger where tgrelid = $1::regclass and not tgisinternal
     union all
     select 'acl ' || coalesce(relacl::text, '') || ' rls ' || relrowsecurity
       from pg_class where oid = $1::regclass
     order by 1`,
    [table, ...table.split('.')],
  );
  return rows.map((r) => r.item);
}
