/**
 * Supabase's database linter (splinter, github.com/supabase/splinter, shown as "Security
 * Advisor" in the dashboard; docs: supabase.com/docs/guides/database/database-linter), its
 * security lints rewritten as our own queries. Each returns `{ object, detail }` per finding.
 */
import {
  ALWAYS_TRUE,
  API,
  COMMAND,
  PLATFORM,
  POLICIES,
  apiRolesMay,
  fromExtension,
  squeezed,
  type SplinterLint,
} from './splinter-scope';

const REL = `pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace`;
const NAME = `n.nspname || '.' || c.relname`;
const INVOKER = `exists (select 1 from unnest(coalesce(c.reloptions, '{}')) o
  where lower(o) in ('security_invoker=true', 'security_invoker=on', 'security_invoker=yes', 'security_invoker=1'))`;

/** Column names that suggest secrets or personal data (splinter 0023's categories). */
const SENSITIVE = `array['password', 'passwd', 'pwd', 'passphrase', 'secret', 'secret_key',
  'private_key', 'api_key', 'apikey', 'auth_key', 'token', 'jwt', 'access_token', 'refresh_token',
  'oauth_token', 'session_token', 'bearer_token', 'auth_code', 'session_id', 'session_key',
  'session_secret', 'recovery_code', 'backup_code', 'verification_code', 'otp', 'two_factor',
  '2fa_secret', '2fa_code', 'ssn', 'social_security', 'social_security_number', 'driver_license',
  'drivers_license', 'license_number', 'passport_number', 'passport_id', 'national_id', 'tax_id',
  'credit_card', 'card_number', 'cvv', 'cvc', 'cvn', 'bank_account', 'account_number',
  'routing_number', 'iban', 'swift_code', 'bic', 'health_record', 'medical_record', 'patient_id',
  'insurance_number', 'health_insurance', 'medical_insurance', 'treatment', 'mac_address',
  'macaddr', 'imei', 'device_uuid', 'pgp_key', 'gpg_key', 'ssh_key', 'certificate', 'license_key',
  'activation_key', 'facial_recognition', 'pan', 'pan_number', 'aadhaar', 'aadhaar_number']`;

/** SECURITY DEFINER functions in an API schema that `role` may execute (0028 and 0029). */
const definerCallableBy = (role: string) => `
  select n.nspname || '.' || p.proname || '(' || pg_catalog.pg_get_function_identity_arguments(p.oid) || ')' as object,
         'security definer, executable by ${role} through /rest/v1/rpc' as detail
    from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
   where p.prosecdef and n.nspname = any(${API})
     and pg_catalog.has_function_privilege('${role}', p.oid, 'execute')`;

export const SECURITY_LINTS: SplinterLint[] = [
  {
    // 0002 auth_users_exposed (splinter lints/0002): a view or materialized view in an API schema,
    // readable by anon/authenticated, built on auth.users without the caller's RLS guarding it.
    id: '0002_auth_users_exposed',
    name: 'auth_users_exposed',
    level: 'ERROR',
    sql: `select distinct ${NAME} as object, 'reads auth.users and is readable by the API roles' as detail
            from pg_catalog.pg_depend d
            join pg_catalog.pg_rewrite r on r.oid = d.objid and d.classid = 'pg_catalog.pg_rewrite'::regclass
            join ${REL} on c.oid = r.ev_class
           where d.refobjid = to_regclass('auth.users') and n.nspname = any(${API})
             and ${apiRolesMay('c.oid')}
             and (c.relkind = 'm' or (c.relkind = 'v' and not (${INVOKER}
                  and (select relrowsecurity from pg_catalog.pg_class where oid = to_regclass('auth.users')))))`,
  },
  {
    // 0007 policy_exists_rls_disabled (splinter lints/0007): policies written, RLS never enabled.
    id: '0007_policy_exists_rls_disabled',
    name: 'policy_exists_rls_disabled',
    level: 'ERROR',
    sql: `select ${NAME} as object, 'has policies ' || string_agg(p.polname, ', ' order by p.polname) || ' but RLS is off' as detail
            from pg_catalog.pg_policy p join ${REL} on c.oid = p.polrelid
           where not c.relrowsecurity and n.nspname <> all(${PLATFORM}) and not ${fromExtension('c.oid')}
           group by n.nspname, c.relname`,
  },
  {
    // 0008 rls_enabled_no_policy (splinter lints/0008): RLS on but no policy, so nobody but a
    // bypassing role reads or writes it; usually a forgotten policy.
    id: '0008_rls_enabled_no_policy',
    name: 'rls_enabled_no_policy',
    level: 'INFO',
    sql: `select ${NAME} as object, 'RLS is on but the table has no policy' as detail from ${REL}
           where c.relkind in ('r', 'p') and c.relrowsecurity and n.nspname <> all(${PLATFORM})
             and not ${fromExtension('c.oid')}
             and not exists (select 1 from pg_catalog.pg_policy p where p.polrelid = c.oid)`,
  },
  {
    // 0010 security_definer_view (splinter lints/0010): an API-readable view that runs with its
    // owner's rights (no security_invoker), so the owner's RLS bypass leaks through it.
    id: '0010_security_definer_view',
    name: 'security_definer_view',
    level: 'ERROR',
    sql: `select ${NAME} as object, 'view without security_invoker, readable by the API roles' as detail
            from ${REL}
           where c.relkind = 'v' and n.nspname = any(${API}) and ${apiRolesMay('c.oid')}
             and not ${INVOKER} and not ${fromExtension('c.oid')}`,
  },
  {
    // 0011 function_search_path_mutable (splinter lints/0011): a function of ours without a fixed
    // search_path resolves names through the caller's path, which a caller can point elsewhere.
    id: '0011_function_search_path_mutable',
    name: 'function_search_path_mutable',
    level: 'WARN',
    sql: `select n.nspname || '.' || p.proname || '(' || pg_catalog.pg_get_function_identity_arguments(p.oid) || ')' as object,
                 'no search_path is set on the function' as detail
            from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
           where n.nspname <> all(${PLATFORM}) and not ${fromExtension('p.oid')}
             and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) s where s like 'search_path=%')`,
  },
  {
    // 0013 rls_disabled_in_public (splinter lints/0013): a table in an API schema the API roles
    // can reach with RLS off. Stricter than splinter: any of select/insert/update/delete counts.
    id: '0013_rls_disabled_in_public',
    name: 'rls_disabled_in_public',
    level: 'ERROR',
    sql: `select ${NAME} as object, 'RLS is off and the API roles hold privileges on it' as detail from ${REL}
           where c.relkind in ('r', 'p') and not c.relrowsecurity and n.nspname = any(${API})
             and ${apiRolesMay('c.oid', 'select,insert,update,delete')}`,
  },
  {
    // 0014 extension_in_public (splinter lints/0014): extensions belong in `extensions`; in an
    // API schema their functions become RPC endpoints. plpgsql is the server's own.
    id: '0014_extension_in_public',
    name: 'extension_in_public',
    level: 'WARN',
    sql: `select x.extname as object, 'installed in schema ' || n.nspname as detail
            from pg_catalog.pg_extension x join pg_catalog.pg_namespace n on n.oid = x.extnamespace
           where x.extname <> 'plpgsql' and n.nspname = any(${API})`,
  },
  {
    // 0015 rls_references_user_metadata (splinter lints/0015): user_metadata is editable by the
    // user, so a policy reading it from the JWT (or auth.users' raw_user_meta_data) is forgeable.
    id: '0015_rls_references_user_metadata',
    name: 'rls_references_user_metadata',
    level: 'ERROR',
    sql: `select p.schema_name || '.' || p.table_name || ': ' || p.policy as object,
                 'the policy reads user_metadata, which users can edit' as detail
            from ${POLICIES} p
           where (p.using_text || ' ' || p.check_text) ~* '(auth\\.jwt\\(\\)|request\\.jwt\\.claim).*user_metadata|raw_user_meta_data'`,
  },
  {
    // 0016 materialized_view_in_api (splinter lints/0016): materialized views have no RLS.
    id: '0016_materialized_view_in_api',
    name: 'materialized_view_in_api',
    level: 'WARN',
    sql: `select ${NAME} as object, 'materialized view readable by the API roles' as detail from ${REL}
           where c.relkind = 'm' and n.nspname = any(${API}) and ${apiRolesMay('c.oid')}
             and not ${fromExtension('c.oid')}`,
  },
  {
    // 0017 foreign_table_in_api (splinter lints/0017): foreign tables have no RLS either.
    id: '0017_foreign_table_in_api',
    name: 'foreign_table_in_api',
    level: 'WARN',
    sql: `select ${NAME} as object, 'foreign table readable by the API roles' as detail from ${REL}
           where c.relkind = 'f' and n.nspname = any(${API}) and ${apiRolesMay('c.oid')}
             and not ${fromExtension('c.oid')}`,
  },
  {
    // 0018 unsupported_reg_types (splinter lints/0018): stored reg* values that pg_upgrade cannot
    // carry to a new major version (regclass, regrole and regtype it can). Stored data only.
    id: '0018_unsupported_reg_types',
    name: 'unsupported_reg_types',
    level: 'WARN',
    sql: `select ${NAME} || '.' || a.attname as object, 'column of type ' || t.typname as detail
            from pg_catalog.pg_attribute a join ${REL} on c.oid = a.attrelid
            join pg_catalog.pg_type t on t.oid = a.atttypid
           where a.attnum > 0 and not a.attisdropped and c.relkind in ('r', 'p', 'm')
             and n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast', 'pgsodium')
             and t.typname in ('regcollation', 'regconfig', 'regdictionary', 'regnamespace',
                               'regoper', 'regoperator', 'regproc', 'regprocedure')`,
  },
  {
    // 0021 fkey_to_auth_unique (splinter lints/0021): a foreign key into auth through a unique
    // constraint other than the primary key; Auth may change those columns or constraints.
    id: '0021_fkey_to_auth_unique',
    name: 'fkey_to_auth_unique',
    level: 'ERROR',
    sql: `select ${NAME} || ': ' || k.conname as object, 'references ' || k.confrelid::regclass || ' by a unique, non-primary key' as detail
            from pg_catalog.pg_constraint k join ${REL} on c.oid = k.conrelid
            join pg_catalog.pg_class rc on rc.oid = k.confrelid
            join pg_catalog.pg_index i on i.indexrelid = k.conindid
           where k.contype = 'f' and rc.relnamespace = 'auth'::regnamespace
             and i.indisunique and not i.indisprimary`,
  },
  {
    // 0022 extension_versions_outdated (splinter lints/0022): an extension older than the version
    // the server ships, which may lack security fixes.
    id: '0022_extension_versions_outdated',
    name: 'extension_versions_outdated',
    level: 'WARN',
    sql: `select a.name as object, 'version ' || a.installed_version || ', server ships ' || a.default_version as detail
            from pg_catalog.pg_available_extensions a
           where a.installed_version is not null and a.installed_version <> a.default_version
             and exists (select 1 from pg_catalog.pg_available_extension_versions v
                          where v.name = a.name and v.version = a.installed_version)`,
  },
  {
    // 0023 sensitive_columns_exposed (splinter lints/0023; we add India's PAN and Aadhaar): an
    // API-readable table without RLS that has a column named like a secret or personal data.
    id: '0023_sensitive_columns_exposed',
    name: 'sensitive_columns_exposed',
    level: 'ERROR',
    sql: `select ${NAME} as object, 'no RLS, sensitive columns: ' || string_agg(a.attname, ', ' order by a.attname) as detail
            from pg_catalog.pg_attribute a join ${REL} on c.oid = a.attrelid
           where a.attnum > 0 and not a.attisdropped and c.relkind in ('r', 'p') and not c.relrowsecurity
             and n.nspname = any(${API}) and ${apiRolesMay('c.oid')}
             and replace(lower(a.attname), '-', '_') = any(${SENSITIVE})
           group by n.nspname, c.relname`,
  },
  {
    // 0024 rls_policy_always_true (splinter lints/0024): a permissive write policy for the API
    // roles whose USING or WITH CHECK admits every row (read policies with true are often meant).
    id: '0024_rls_policy_always_true',
    name: 'rls_policy_always_true',
    level: 'WARN',
    sql: `select p.schema_name || '.' || p.table_name || ': ' || p.policy as object, ${COMMAND} || ' admits every row' as detail
            from ${POLICIES} p
           where p.rls_on and p.permissive
             and (p.role_oids = '{0}' or p.role_oids && array[to_regrole('anon'), to_regrole('authenticated')]::oid[])
             and ((p.cmd in ('w', 'd', '*') and (p.no_using or ${squeezed('p.using_text')} = any(${ALWAYS_TRUE})))
               or ${squeezed('p.check_text')} = any(${ALWAYS_TRUE})
               or (p.cmd = 'a' and p.no_check)
               or (p.cmd in ('w', '*') and p.no_check and ${squeezed('p.using_text')} = any(${ALWAYS_TRUE})))`,
  },
  {
    // 0025 public_bucket_allows_listing (splinter lints/0025): public buckets serve files by URL
    // without any policy, so a broad SELECT policy for the API roles only adds listing of all.
    id: '0025_public_bucket_allows_listing',
    name: 'public_bucket_allows_listing',
    level: 'WARN',
    sql: `select 'storage.buckets: ' || b.id as object, 'listable through policy ' || p.policyname as detail
            from storage.buckets b
            join pg_catalog.pg_policies p on p.schemaname = 'storage' and p.tablename = 'objects'
             and p.cmd in ('SELECT', 'ALL') and p.permissive = 'PERMISSIVE'
             and p.roles && array['public', 'anon', 'authenticated']::name[]
           where b.public
             and regexp_replace(lower(coalesce(p.qual, 'true')), '[\\s()]|::text', '', 'g')
                 in ('true', '1=1', 'bucket_id=' || quote_literal(lower(b.id)))`,
  },
  {
    // 0028 anon_security_definer_function_executable (splinter lints/0028; graphql_public kept in).
    id: '0028_anon_security_definer_function_executable',
    name: 'anon_security_definer_function_executable',
    level: 'WARN',
    sql: definerCallableBy('anon'),
  },
  {
    // 0029 authenticated_security_definer_function_executable (splinter lints/0029; likewise).
    id: '0029_authenticated_security_definer_function_executable',
    name: 'authenticated_security_definer_function_executable',
    level: 'WARN',
    sql: definerCallableBy('authenticated'),
  },
];
