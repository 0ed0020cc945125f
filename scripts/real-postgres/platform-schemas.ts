/**
 * Everything in the platform-owned schemas `auth` and `storage` that a project's migrations may
 * not change on hosted Supabase, one line per fact: the schemas, their tables, columns, indexes,
 * constraints, functions and types, with owners and privileges. Policies and triggers are left
 * out on purpose: the platform lets `postgres` manage those on storage.objects and
 * storage.buckets (supautils' policy_grants and drop_trigger_grants), and nothing else there.
 *
 * The lane lends `postgres` the storage owner's rights while a migration runs (the stand-in for
 * supautils, supabase/local/database.ts), which would also let a migration ALTER a storage table;
 * comparing these lines before and after the migrations catches what the platform would refuse.
 */
export const PLATFORM_OWNED_SCHEMAS_SQL = `
with ns as (
  select oid, nspname from pg_namespace where nspname in ('auth', 'storage')
)
select item from (
  select format('schema %s owner=%s acl=%s', n.nspname, p.nspowner::regrole, p.nspacl) as item
    from ns n join pg_namespace p on p.oid = n.oid
  union all
  select format('relation %s.%s kind=%s owner=%s acl=%s rls=%s force=%s', n.nspname, c.relname,
                c.relkind, c.relowner::regrole, c.relacl, c.relrowsecurity, c.relforcerowsecurity)
    from pg_class c join ns n on n.oid = c.relnamespace
  union all
  select format('column %s.%s.%s %s notnull=%s default=%s acl=%s', n.nspname, c.relname,
                a.attname, format_type(a.atttypid, a.atttypmod), a.attnotnull,
                pg_get_expr(d.adbin, d.adrelid), a.attacl)
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join ns n on n.oid = c.relnamespace
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
   where a.attnum > 0 and not a.attisdropped
  union all
  select format('index %s', pg_get_indexdef(i.indexrelid))
    from pg_index i join pg_class c on c.oid = i.indrelid join ns n on n.oid = c.relnamespace
  union all
  select format('constraint %s.%s %s', n.nspname, con.conname, pg_get_constraintdef(con.oid))
    from pg_constraint con join ns n on n.oid = con.connamespace
   -- A constraint trigger's entry belongs to its trigger, which postgres may create.
   where con.contype <> 't'
  union all
  select format('function %s.%s(%s) owner=%s acl=%s definer=%s config=%s body=%s', n.nspname,
                p.proname, pg_get_function_identity_arguments(p.oid), p.proowner::regrole,
                p.proacl, p.prosecdef, p.proconfig, md5(p.prosrc))
    from pg_proc p join ns n on n.oid = p.pronamespace
  union all
  select format('type %s.%s owner=%s', n.nspname, t.typname, t.typowner::regrole)
    from pg_type t join ns n on n.oid = t.typnamespace
) facts
order by item
`;
