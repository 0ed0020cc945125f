/**
 * For every lint, a deliberately bad object and the finding it must produce: the self-tests in
 * splinter.test.ts create it in a transaction that is rolled back and expect the lint to name it,
 * which proves each query can fail. Names start with `lint_probe` so nothing real matches.
 */
export type LintProbe = { setup: string; object: string };

const table = (name: string, columns = 'id int primary key') =>
  `create table public.${name} (${columns}); grant select on public.${name} to anon, authenticated;`;

export const LINT_PROBES: Record<string, LintProbe> = {
  '0001_unindexed_foreign_keys': {
    setup: `${table('lint_probe_parent')}
      create table public.lint_probe_child (id int primary key,
        parent_id int constraint lint_probe_fk references public.lint_probe_parent (id));`,
    object: 'public.lint_probe_child: lint_probe_fk',
  },
  '0002_auth_users_exposed': {
    setup: `create view public.lint_probe_users as select id, email from auth.users;
      grant select on public.lint_probe_users to anon;`,
    object: 'public.lint_probe_users',
  },
  '0003_auth_rls_initplan': {
    setup: `${table('lint_probe_t', 'id int primary key, owner uuid')}
      alter table public.lint_probe_t enable row level security;
      create policy lint_probe_own on public.lint_probe_t for select to authenticated
        using (owner = auth.uid());`,
    object: 'public.lint_probe_t: lint_probe_own',
  },
  '0004_no_primary_key': {
    setup: table('lint_probe_t', 'id int'),
    object: 'public.lint_probe_t',
  },
  '0005_unused_index': {
    setup: `${table('lint_probe_t', 'id int primary key, n int')}
      create index lint_probe_n_idx on public.lint_probe_t (n);`,
    object: 'public.lint_probe_t: lint_probe_n_idx',
  },
  '0006_multiple_permissive_policies': {
    setup: `${table('lint_probe_t')} alter table public.lint_probe_t enable row level security;
      create policy lint_probe_a on public.lint_probe_t for select to anon using (id > 0);
      create policy lint_probe_b on public.lint_probe_t for select to anon using (id < 10);`,
    object: 'public.lint_probe_t (anon, SELECT)',
  },
  '0007_policy_exists_rls_disabled': {
    setup: `${table('lint_probe_t')}
      create policy lint_probe_p on public.lint_probe_t for select to anon using (id > 0);`,
    object: 'public.lint_probe_t',
  },
  '0008_rls_enabled_no_policy': {
    setup: `${table('lint_probe_t')} alter table public.lint_probe_t enable row level security;`,
    object: 'public.lint_probe_t',
  },
  '0009_duplicate_index': {
    setup: `${table('lint_probe_t', 'id int primary key, n int')}
      create index lint_probe_a on public.lint_probe_t (n);
      create index lint_probe_b on public.lint_probe_t (n);`,
    object: 'public.lint_probe_t',
  },
  '0010_security_definer_view': {
    setup: `create view public.lint_probe_v as select 1 as n;
      grant select on public.lint_probe_v to anon;`,
    object: 'public.lint_probe_v',
  },
  '0011_function_search_path_mutable': {
    setup: `create function public.lint_probe_f() returns int language sql as 'select 1';`,
    object: 'public.lint_probe_f()',
  },
  '0013_rls_disabled_in_public': {
    setup: table('lint_probe_t'),
    object: 'public.lint_probe_t',
  },
  '0014_extension_in_public': {
    setup: `create extension citext with schema public;`,
    object: 'citext',
  },
  '0015_rls_references_user_metadata': {
    setup: `${table('lint_probe_t')} alter table public.lint_probe_t enable row level security;
      create policy lint_probe_meta on public.lint_probe_t for select to authenticated
        using (((select auth.jwt()) -> 'user_metadata' ->> 'role') = 'admin');`,
    object: 'public.lint_probe_t: lint_probe_meta',
  },
  '0016_materialized_view_in_api': {
    setup: `create materialized view public.lint_probe_m as select 1 as n;
      grant select on public.lint_probe_m to authenticated;`,
    object: 'public.lint_probe_m',
  },
  '0017_foreign_table_in_api': {
    setup: `create foreign data wrapper lint_probe_fdw;
      create server lint_probe_server foreign data wrapper lint_probe_fdw;
      create foreign table public.lint_probe_f (n int) server lint_probe_server;
      grant select on public.lint_probe_f to anon;`,
    object: 'public.lint_probe_f',
  },
  '0018_unsupported_reg_types': {
    setup: `create table private.lint_probe_t (id int primary key, handler regproc);`,
    object: 'private.lint_probe_t.handler',
  },
  '0021_fkey_to_auth_unique': {
    setup: `create table public.lint_probe_t (id int primary key,
      email varchar(255) constraint lint_probe_email_fk references auth.users (email));`,
    object: 'public.lint_probe_t: lint_probe_email_fk',
  },
  '0022_extension_versions_outdated': {
    setup: `create extension hstore with schema extensions version '1.4';`,
    object: 'hstore',
  },
  '0023_sensitive_columns_exposed': {
    setup: table('lint_probe_t', 'id int primary key, password text, pan text'),
    object: 'public.lint_probe_t',
  },
  '0024_rls_policy_always_true': {
    setup: `${table('lint_probe_t')} alter table public.lint_probe_t enable row level security;
      create policy lint_probe_all on public.lint_probe_t for update to authenticated using (true);`,
    object: 'public.lint_probe_t: lint_probe_all',
  },
  '0025_public_bucket_allows_listing': {
    setup: `insert into storage.buckets (id, name, public) values ('lint_probe', 'lint_probe', true);
      create policy lint_probe_list on storage.objects for select to anon
        using (bucket_id = 'lint_probe');`,
    object: 'storage.buckets: lint_probe',
  },
  '0028_anon_security_definer_function_executable': {
    setup: `create function public.lint_probe_f(n int) returns int language sql security definer
      set search_path = '' as 'select n';`,
    object: 'public.lint_probe_f(n integer)',
  },
  '0029_authenticated_security_definer_function_executable': {
    setup: `create function public.lint_probe_f(n int) returns int language sql security definer
      set search_path = '' as 'select n';
      revoke execute on function public.lint_probe_f(int) from public;
      grant execute on function public.lint_probe_f(int) to authenticated;`,
    object: 'public.lint_probe_f(n integer)',
  },
};
