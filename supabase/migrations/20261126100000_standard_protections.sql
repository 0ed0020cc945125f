-- The standard protections of a table the administrator writes, in one place.
--
-- Every such table carries the same rules (DESIGN.md, "The document tables"): row-level security
-- on; one SELECT policy per role; writes for the administrator only; RESTRICTIVE policies that
-- ask for the second factor (aal2) once one is enrolled, for writes and for the reads only the
-- administrator may make; the require_admin statement trigger, so a refusal comes in plain words
-- instead of a silent nothing; the audit trail; and the database's own created_at. Until now each
-- migration that added such a table wrote them out again (about a hundred lines a table).
-- private.attach_standard_protections(table, visitors_read => ...) now attaches all of them, so a
-- new table is its columns, its constraints and one call. It is idempotent: a second call leaves
-- the same policies, triggers and grants.
--
-- This file makes the function and the trigger functions it attaches:
--   private.keep_created_at(): created_at is the database's. An insert through the API gets
--     now() whatever the client sent; an update keeps the old value. A direct database session
--     (a migration, the seed, the SQL editor: the database's owner, who could drop the trigger
--     anyway) may still date the rows it imports.
--   private.require_admin(): as before, with the table's words in the message (a trigger
--     argument), so a refusal on the investor calendar does not speak of documents.
--   private.record_audit_entry(): as before, and `changes` now holds every column that the write
--     changed, before and after, so no change (a created_at, a document date, an event's start)
--     is invisible in the trail. A row's title in the entry is taken from the columns the trigger
--     is given (holidays: date and name); without them, as before.
--
-- Additive: one nullable column on public.audit_log, two functions new, two replaced with their
-- behaviour kept. The next migration applies the function to every table the administrator writes.

alter table public.audit_log add column if not exists changes jsonb;

comment on column public.audit_log.changes is
  'Every column the write changed: {"column": {"before": value, "after": value}}. An insert lists '
  'the columns it set, a purge those the row had; generated columns (search words, path tokens) '
  'are left out, being derived from columns that are listed.';

-- Who may write created_at: nobody through the API.
create or replace function private.keep_created_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- An API request (PostgREST and the Storage server set request.jwt.claims for every request,
  -- anon included), or an API role in any session, is held; so is a SECURITY DEFINER function
  -- such a request calls, whose current_user is its owner but whose claims are the caller's.
  if current_user in ('anon', 'authenticated', 'service_role')
     or nullif(current_setting('request.jwt.claims', true), '') is not null then
    if tg_op = 'INSERT' then
      new.created_at := now();
    else
      new.created_at := old.created_at;
    end if;
  end if;
  return new;
end;
$$;

revoke all on function private.keep_created_at() from public, anon, authenticated, service_role;

-- The refusals, as 20261123100100 made them, with what the table holds in words (the trigger's
-- argument; 'investor documents' when it has none, as every table had before).
create or replace function private.require_admin()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  what constant text := coalesce(tg_argv[0], 'investor documents');
begin
  if current_user in ('anon', 'authenticated') and not private.is_admin() then
    raise exception 'permission denied: only an administrator can change %', what
      using errcode = '42501';
  end if;
  if current_user = 'authenticated' and not private.session_meets_mfa() then
    raise exception 'permission denied: confirm your two-factor code to change %', what
      using errcode = '42501', hint = 'Sign in again with your authenticator code (aal2).';
  end if;
  return null;
end;
$$;

revoke all on function private.require_admin() from public, anon, authenticated, service_role;

-- A row's title for the trail: the named columns' values joined with a space; without names, a
-- document's title or an event's (a stored object's `name` is its path, in row_id already).
create or replace function private.audit_title(row_value jsonb, title_columns text[])
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when row_value is null then null
    when cardinality(title_columns) > 0 then (
      select nullif(string_agg(row_value ->> c.name, ' ' order by c.n), '')
        from unnest(title_columns) with ordinality as c(name, n))
    else coalesce(row_value ->> 'document_title', row_value ->> 'title')
  end
$$;

revoke all on function private.audit_title(jsonb, text[]) from public, anon, authenticated, service_role;

-- The audit trail's function as 20261125130000 made it, with two changes: `changes` (above), and
-- the row's title from the columns named in the trigger's arguments, joined with a space (a
-- holiday passes holiday_date and name, so its entry reads "<date> <name>" as before). Without
-- arguments (the bucket's objects, any trigger attached before this) the title is found as before.
create or replace function private.record_audit_entry()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  before_row jsonb := case when tg_op <> 'INSERT' then to_jsonb(old) end;
  after_row jsonb := case when tg_op <> 'DELETE' then to_jsonb(new) end;
  is_object constant boolean := tg_table_schema = 'storage';
  claims constant jsonb := nullif(current_setting('request.jwt.claims', true), '')::jsonb;
  uuid_pattern constant text := '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
  actor uuid;
  email text := claims ->> 'email';
  role_name text := coalesce(claims ->> 'role', session_user);
  act text;
  derived text[];
  changed jsonb;
begin
  if is_object and coalesce(after_row, before_row) ->> 'bucket_id' <> 'investor_documents' then
    return null;
  end if;
  if claims ->> 'sub' ~* uuid_pattern then
    actor := (claims ->> 'sub')::uuid;
  elsif is_object and role_name = 'service_role' and after_row ->> 'owner_id' ~* uuid_pattern then
    actor := (after_row ->> 'owner_id')::uuid;
    select u.email into email from auth.users u where u.id = actor;
    -- The owner's request was tested in their role before Storage wrote it for them.
    role_name := 'authenticated';
  end if;
  act := case
    when tg_op = 'INSERT' then 'insert'
    when tg_op = 'DELETE' then 'purge'
    when before_row ->> 'archived_at' is null and after_row ->> 'archived_at' is not null
      then 'archive'
    when before_row ->> 'archived_at' is not null and after_row ->> 'archived_at' is null
      then 'restore'
    else 'update'
  end;

  -- Every column whose value the write changed; a JSON null and an absent row count as the same,
  -- so an insert lists what it set and a purge what the row held.
  select coalesce(array_agg(a.attname::text), '{}') into derived
    from pg_catalog.pg_attribute a
   where a.attrelid = tg_relid and a.attgenerated <> '' and not a.attisdropped;
  select jsonb_object_agg(k.key, jsonb_build_object(
           'before', coalesce(before_row -> k.key, 'null'::jsonb),
           'after', coalesce(after_row -> k.key, 'null'::jsonb)))
    into changed
    from jsonb_object_keys(coalesce(after_row, before_row)) as k(key)
   where k.key <> all (derived)
     and coalesce(before_row -> k.key, 'null'::jsonb)
         is distinct from coalesce(after_row -> k.key, 'null'::jsonb);

  insert into public.audit_log (
    actor_id, actor_email, actor_role, action, table_name, row_id,
    title_before, title_after, link_before, link_after, changes
  ) values (
    actor,
    email,
    role_name,
    act,
    case when is_object then 'storage.objects' else tg_table_name end,
    case when is_object then coalesce(after_row, before_row) ->> 'name'
         else coalesce(after_row, before_row) ->> 'id' end,
    private.audit_title(before_row, tg_argv),
    private.audit_title(after_row, tg_argv),
    coalesce(before_row ->> 'view_download', before_row ->> 'link'),
    coalesce(after_row ->> 'view_download', after_row ->> 'link'),
    changed
  );
  return null;
end;
$$;

revoke all on function private.record_audit_entry() from public, anon, authenticated, service_role;

-- A holiday's entry stays "<date> <name>": its trigger now names those columns.
drop trigger if exists record_audit_entry on public.exchange_holidays;
create trigger record_audit_entry after insert or update or delete on public.exchange_holidays
  for each row execute function private.record_audit_entry('holiday_date', 'name');

-- The standard protections, attached to one table. For migrations only: it runs with its
-- caller's rights (security invoker), and only the table's owner, the migration role `postgres`,
-- may make policies, triggers and grants on it; no API role may even call it.
--
-- On hosted Supabase `supabase db push` logs in as a temporary cli_login_postgres role and runs
-- SET SESSION ROLE postgres first (supabase/cli, pkg/pgxv5/connect.go), so the tables it makes
-- are postgres's, and postgres is not a superuser there. Everything below is a table owner's
-- right (ALTER TABLE ... ENABLE ROW LEVEL SECURITY, CREATE POLICY, GRANT/REVOKE, CREATE TRIGGER
-- with EXECUTE on our own trigger functions) or a read of pg_catalog. Granting table privileges
-- to anon, authenticated and service_role is allowed although supautils lists them as reserved
-- roles: that setting stops creating, altering, dropping them or granting membership in them
-- (supabase/supautils, test/sql/reserved_roles.sql). A table made by another role (the dashboard)
-- stops the migration with "must be owner of table".
--
--   target         the table, e.g. 'public.board_directors'
--   visitors_read  what a visitor (anon) and any signed-in user may read, as a policy expression
--                  over the table's columns: 'true' (every row), 'archived_at is null' (live
--                  rows), ... The administrator reads every row. Null: nobody but the
--                  administrator reads the table (anon gets no grant at all).
--   label          the table in words, for policy names and refusals ("only an administrator can
--                  change <label>"); default: its name with spaces for underscores.
--   audit_title    the columns whose values name a row in the audit trail; default: the first of
--                  document_title, title, name that the table has.
--   audit          false only for a table whose writes another trigger already records (the text
--                  of documents: one entry a save, not one a page).
--
-- What it attaches (each dropped first if it exists, so a second call changes nothing):
--   row-level security on; no privilege for PUBLIC; SELECT for anon (unless admin-only); SELECT,
--   INSERT, UPDATE, DELETE for authenticated; all for service_role (which bypasses RLS);
--   one permissive SELECT policy per role, and one INSERT, UPDATE and DELETE policy for the
--   administrator; RESTRICTIVE policies that need aal2 once a factor is enrolled for INSERT,
--   UPDATE and DELETE, and for SELECT of what only the administrator reads (none when visitors
--   read every row); the require_admin statement trigger (plain 42501 refusals); the
--   record_audit_entry row trigger; keep_created_at when the table has a created_at column.
create or replace function private.attach_standard_protections(
  target regclass,
  visitors_read text,
  label text default null,
  audit_title text[] default null,
  audit boolean default true
)
returns void
language plpgsql
set search_path = ''
as $$
declare
  -- With an empty search_path a regclass prints schema-qualified and quoted where needed.
  tbl constant text := target::text;
  rel record;
  words text;
  visitors boolean;
  everything boolean;
  title_columns text[] := audit_title;
  admin constant text := '(select private.is_admin())';
  mfa constant text := '(select private.session_meets_mfa())';
  members_rule text;
  policy_names constant text[] := array[
    'Visitors read %s', 'Members read %s', 'Admins read %s', 'Admins can add %s',
    'Admins can update %s', 'Admins can delete %s', 'Adding %s needs aal2',
    'Updating %s needs aal2', 'Deleting %s needs aal2', 'Admin-only reads of %s need aal2'
  ];
  p text;
begin
  select c.relname, c.relkind into rel from pg_catalog.pg_class c where c.oid = target;
  if rel.relkind not in ('r', 'p') then
    raise exception 'attach_standard_protections: % is not a table', tbl;
  end if;
  words := coalesce(nullif(btrim(label), ''), replace(rel.relname, '_', ' '));
  -- Postgres cuts a name at 63 bytes; a cut name could meet another table's policy by chance.
  if octet_length(format('Admin-only reads of %s need aal2', words)) > 63 then
    raise exception 'attach_standard_protections: the label "%" is too long for policy names', words;
  end if;
  visitors_read := nullif(btrim(visitors_read), '');
  if visitors_read is not null and lower(visitors_read) = 'false' then
    visitors_read := null;
  end if;
  visitors := visitors_read is not null;
  everything := lower(coalesce(visitors_read, '')) in ('true', '(true)');
  if title_columns is null then
    select array[a.attname::text] into title_columns
      from pg_catalog.pg_attribute a
     where a.attrelid = target and not a.attisdropped
       and a.attname in ('document_title', 'title', 'name')
     order by array_position(array['document_title', 'title', 'name'], a.attname::text)
     limit 1;
  end if;

  execute format('alter table %s enable row level security', tbl);
  execute format('revoke all on %s from public, anon, authenticated, service_role', tbl);
  if visitors then
    execute format('grant select on %s to anon', tbl);
  end if;
  execute format('grant select, insert, update, delete on %s to authenticated', tbl);
  execute format('grant all on %s to service_role', tbl);

  foreach p in array policy_names loop
    execute format('drop policy if exists %I on %s', format(p, words), tbl);
  end loop;

  -- One permissive SELECT policy per role (Supabase's linter, multiple_permissive_policies).
  if visitors then
    execute format('create policy %I on %s for select to anon using (%s)',
      format('Visitors read %s', words), tbl, visitors_read);
    members_rule := case when everything then 'true'
                         else format('(%s) or %s', visitors_read, admin) end;
    execute format('create policy %I on %s for select to authenticated using (%s)',
      format('Members read %s', words), tbl, members_rule);
  else
    execute format('create policy %I on %s for select to authenticated using (%s)',
      format('Admins read %s', words), tbl, admin);
  end if;

  execute format('create policy %I on %s for insert to authenticated with check (%s)',
    format('Admins can add %s', words), tbl, admin);
  execute format('create policy %I on %s for update to authenticated using (%s) with check (%s)',
    format('Admins can update %s', words), tbl, admin, admin);
  execute format('create policy %I on %s for delete to authenticated using (%s)',
    format('Admins can delete %s', words), tbl, admin);

  -- The second factor: RESTRICTIVE, so they narrow what the policies above allow, never widen it.
  execute format('create policy %I on %s as restrictive for insert to authenticated with check (%s)',
    format('Adding %s needs aal2', words), tbl, mfa);
  execute format('create policy %I on %s as restrictive for update to authenticated using (%s) with check (%s)',
    format('Updating %s needs aal2', words), tbl, mfa, mfa);
  execute format('create policy %I on %s as restrictive for delete to authenticated using (%s)',
    format('Deleting %s needs aal2', words), tbl, mfa);
  -- What a visitor may read stays readable at aal1 (an administrator sees at least what a visitor
  -- sees); the rest needs aal2 once a factor is enrolled.
  if not everything then
    execute format('create policy %I on %s as restrictive for select to authenticated using (%s)',
      format('Admin-only reads of %s need aal2', words), tbl,
      case when visitors then format('(%s) or %s', visitors_read, mfa) else mfa end);
  end if;

  execute format('drop trigger if exists require_admin on %s', tbl);
  execute format('create trigger require_admin before insert or update or delete on %s
    for each statement execute function private.require_admin(%L)', tbl, words);

  execute format('drop trigger if exists keep_created_at on %s', tbl);
  if exists (select 1 from pg_catalog.pg_attribute a
              where a.attrelid = target and a.attname = 'created_at' and not a.attisdropped) then
    execute format('create trigger keep_created_at before insert or update on %s
      for each row execute function private.keep_created_at()', tbl);
  end if;

  execute format('drop trigger if exists record_audit_entry on %s', tbl);
  if audit then
    execute format('create trigger record_audit_entry after insert or update or delete on %s
      for each row execute function private.record_audit_entry(%s)', tbl,
      (select coalesce(string_agg(quote_literal(c), ', '), '') from unnest(title_columns) as c));
  end if;
end;
$$;

revoke all on function private.attach_standard_protections(regclass, text, text, text[], boolean)
  from public, anon, authenticated, service_role;

comment on function private.attach_standard_protections(regclass, text, text, text[], boolean) is
  'Attaches the standard protections of a table the administrator writes (RLS, grants, one SELECT '
  'policy per role, admin-only writes, aal2 for writes and admin-only reads, require_admin, audit, '
  'created_at). Idempotent. For migrations: see 20261126100000_standard_protections.sql.';
