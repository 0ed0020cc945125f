/**
 * Supabase's database linter (splinter, github.com/supabase/splinter, the dashboard's
 * "Performance Advisor"; docs: supabase.com/docs/guides/database/database-linter), its
 * performance lints rewritten as our own queries. Each returns `{ object, detail }` per finding.
 */
import { COMMAND, PLATFORM, POLICIES, fromExtension, type SplinterLint } from './splinter-scope';

const REL = `pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace`;
const NAME = `n.nspname || '.' || c.relname`;
const OURS = `n.nspname <> all(${PLATFORM}) and not ${fromExtension('c.oid')}`;

/** A call Postgres would run once per row unless it is written as `(select f())`. */
const PER_ROW_CALL = `auth\\.(uid|jwt|role|email)\\(\\)|current_setting\\(`;

export const PERFORMANCE_LINTS: SplinterLint[] = [
  {
    // 0001 unindexed_foreign_keys (splinter lints/0001): a foreign key whose columns do not lead
    // some complete (non-partial, valid) index, so checks on the referenced side scan the table.
    // Splinter wants them in the same order; for the equality lookups a key check makes, any
    // order of the leading columns serves, so we accept that.
    id: '0001_unindexed_foreign_keys',
    name: 'unindexed_foreign_keys',
    level: 'INFO',
    sql: `select ${NAME} || ': ' || k.conname as object, 'no index leads with the key''s columns' as detail
            from pg_catalog.pg_constraint k join ${REL} on c.oid = k.conrelid
           where k.contype = 'f' and ${OURS}
             and not exists (
               select 1 from pg_catalog.pg_index i
                where i.indrelid = k.conrelid and i.indisvalid and i.indpred is null
                  and cardinality(k.conkey) <= i.indnkeyatts
                  and (select array_agg(u.a order by u.a) from unnest(i.indkey::int2[]) with ordinality u(a, pos)
                        where u.pos <= cardinality(k.conkey))
                      = (select array_agg(x order by x) from unnest(k.conkey) x))`,
  },
  {
    // 0003 auth_rls_initplan (splinter lints/0003): auth.uid(), auth.jwt(), auth.role(),
    // auth.email() or current_setting() in a policy outside a `(select …)` is evaluated per row.
    // Stricter than splinter: every bare call counts, even beside a wrapped one.
    id: '0003_auth_rls_initplan',
    name: 'auth_rls_initplan',
    level: 'WARN',
    sql: `select p.schema_name || '.' || p.table_name || ': ' || p.policy as object,
                 'calls ' || (regexp_match(regexp_replace(p.using_text || ' ' || p.check_text,
                   'select\\s+(${PER_ROW_CALL})', '', 'gi'), '${PER_ROW_CALL}', 'i'))[1] || ' for every row' as detail
            from ${POLICIES} p
           where p.rls_on
             and regexp_replace(p.using_text || ' ' || p.check_text, 'select\\s+(${PER_ROW_CALL})', '', 'gi')
                 ~* '${PER_ROW_CALL}'`,
  },
  {
    // 0004 no_primary_key (splinter lints/0004): rows without an identity are slow to update
    // one by one and cannot be replicated logically.
    id: '0004_no_primary_key',
    name: 'no_primary_key',
    level: 'INFO',
    sql: `select ${NAME} as object, 'the table has no primary key' as detail from ${REL}
           where c.relkind in ('r', 'p') and ${OURS} and not c.relispartition
             and not exists (select 1 from pg_catalog.pg_constraint k where k.conrelid = c.oid and k.contype = 'p')`,
  },
  {
    // 0005 unused_index (splinter lints/0005): a non-unique index the server has never scanned
    // since its statistics were reset. Only meaningful after real traffic (see LINT_EXCEPTIONS).
    id: '0005_unused_index',
    name: 'unused_index',
    level: 'INFO',
    sql: `select s.schemaname || '.' || s.relname || ': ' || s.indexrelname as object, 'never scanned' as detail
            from pg_catalog.pg_stat_user_indexes s join pg_catalog.pg_index i on i.indexrelid = s.indexrelid
           where s.idx_scan = 0 and not i.indisunique and not i.indisprimary
             and s.schemaname <> all(${PLATFORM}) and not ${fromExtension('s.relid')}`,
  },
  {
    // 0006 multiple_permissive_policies (splinter lints/0006): two permissive policies for the
    // same table, role and action are both evaluated for every row. A policy for PUBLIC counts
    // for every role that can hit it; FOR ALL counts for each of the four actions.
    id: '0006_multiple_permissive_policies',
    name: 'multiple_permissive_policies',
    level: 'WARN',
    sql: `select p.schema_name || '.' || p.table_name || ' (' || r.rolname || ', ' || act.name || ')' as object,
                 'permissive policies ' || string_agg(p.policy, ', ' order by p.policy) as detail
            from (select *, ${COMMAND} as command from ${POLICIES} p) p
            join pg_catalog.pg_roles r on r.oid = any(p.role_oids) or p.role_oids = '{0}'
            cross join lateral unnest(case when p.cmd = '*'
              then array['SELECT', 'INSERT', 'UPDATE', 'DELETE'] else array[p.command] end) act(name)
           where p.permissive and not r.rolbypassrls
             and r.rolname !~ '^pg_' and r.rolname !~ '^supabase.*admin$'
           group by p.schema_name, p.table_name, r.rolname, act.name
          having count(*) > 1`,
  },
  {
    // 0009 duplicate_index (splinter lints/0009): two indexes that are the same but for their
    // name cost every write twice. Compared by what the index is, not by its printed definition.
    id: '0009_duplicate_index',
    name: 'duplicate_index',
    level: 'WARN',
    sql: `select ${NAME} as object, 'identical indexes ' || string_agg(x.relname, ', ' order by x.relname) as detail
            from pg_catalog.pg_index i join pg_catalog.pg_class x on x.oid = i.indexrelid
            join ${REL} on c.oid = i.indrelid
           where c.relkind in ('r', 'p', 'm') and ${OURS}
           group by n.nspname, c.relname, x.relam, i.indkey::text, i.indclass::text, i.indcollation::text,
                    i.indoption::text, i.indisunique, i.indnkeyatts,
                    coalesce(pg_catalog.pg_get_expr(i.indexprs, i.indrelid), ''),
                    coalesce(pg_catalog.pg_get_expr(i.indpred, i.indrelid), '')
          having count(*) > 1`,
  },
];
