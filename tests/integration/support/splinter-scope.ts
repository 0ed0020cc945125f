/**
 * What every splinter-style lint shares: the shape of a lint, and the SQL fragments that say which
 * schemas the API serves and which belong to the platform. The lints themselves live in
 * splinter-lints-security.ts and splinter-lints-performance.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export type LintLevel = 'ERROR' | 'WARN' | 'INFO';

/** One lint: `sql` returns one row `{ object, detail }` per finding, both text. */
export type SplinterLint = {
  id: string;
  name: string;
  level: LintLevel;
  sql: string;
};

const CONFIG_PATH = join(import.meta.dirname, '../../../supabase/config.toml');

/** A text literal for SQL built from our own constants (never from request input). */
const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;
const textArray = (values: readonly string[]) => `array[${values.map(literal).join(', ')}]::text[]`;

/**
 * The schemas PostgREST serves: `[api] schemas` in supabase/config.toml, plus graphql_public,
 * which a hosted project exposes by default. Splinter reads the same list from the
 * `pgrst.db_schemas` setting, which the lane's server does not have.
 */
export function apiSchemas(): string[] {
  const config = readFileSync(CONFIG_PATH, 'utf8');
  const api = /^\[api\][^[]*?^schemas\s*=\s*\[([^\]]*)\]/ms.exec(config)?.[1] ?? '"public"';
  const listed = [...api.matchAll(/"([^"]+)"/g)].map((m) => m[1] ?? '');
  return [...new Set([...listed, 'graphql_public'])];
}

/** `= any(API)`: the schema is served by the API. */
export const API = textArray(apiSchemas());

/**
 * Schemas the platform or its extensions own; splinter leaves them alone because a project
 * cannot change them (our migrations may not alter auth or storage tables, see DESIGN.md).
 */
export const PLATFORM = textArray([
  'auth',
  'storage',
  'extensions',
  'graphql',
  'graphql_public',
  'realtime',
  'vault',
  'pgsodium',
  'pgsodium_masks',
  'net',
  'cron',
  'pgbouncer',
  'pgmq',
  'pgtle',
  'repack',
  'supabase_functions',
  'supabase_migrations',
  'information_schema',
  'pg_catalog',
  'pg_toast',
  'tiger',
  'topology',
]);

/** True when the object with this oid was created by an extension (its owner, not ours). */
export const fromExtension = (oid: string) =>
  `exists (select 1 from pg_catalog.pg_depend e where e.objid = ${oid} and e.deptype = 'e')`;

/** True when anon or authenticated holds any of these table privileges on `oid`. */
export const apiRolesMay = (oid: string, privileges = 'select') =>
  `(pg_catalog.has_table_privilege('anon', ${oid}, '${privileges}')
    or pg_catalog.has_table_privilege('authenticated', ${oid}, '${privileges}'))`;

/**
 * Every row-level-security policy with its table and the text of its expressions, as
 * pg_get_expr prints them. The policy lints read this; storage.objects is kept in although
 * splinter skips the storage schema, because the policies on it are ours (our migrations write
 * them), unlike the rest of the platform's schemas.
 */
export const POLICIES = `(
  select n.nspname as schema_name, c.relname as table_name, c.relrowsecurity as rls_on,
         p.polname as policy, p.polpermissive as permissive, p.polroles as role_oids, p.polcmd as cmd,
         coalesce(pg_catalog.pg_get_expr(p.polqual, p.polrelid), '') as using_text,
         coalesce(pg_catalog.pg_get_expr(p.polwithcheck, p.polrelid), '') as check_text,
         p.polqual is null as no_using, p.polwithcheck is null as no_check
    from pg_catalog.pg_policy p
    join pg_catalog.pg_class c on c.oid = p.polrelid
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
   where (n.nspname <> all(${PLATFORM}) or (n.nspname, c.relname) = ('storage', 'objects'))
     and not ${fromExtension('c.oid')}
)`;

/** A policy expression with spaces and case removed, to compare with "true" and "1=1". */
export const squeezed = (column: string) => `regexp_replace(lower(${column}), '\\s+', '', 'g')`;
export const ALWAYS_TRUE = `array['true', '(true)', '1=1', '(1=1)']`;

/** The command letter of pg_policy.polcmd as the word people write. */
export const COMMAND = `case p.cmd when 'r' then 'SELECT' when 'a' then 'INSERT'
  when 'w' then 'UPDATE' when 'd' then 'DELETE' else 'ALL' end`;
