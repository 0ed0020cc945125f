-- The administrator's writes, correct on a hosted Supabase project.
--
-- 1. The two-factor rule asks a SECURITY DEFINER function. The RESTRICTIVE aal2 policies of
--    20261123100100 read auth.mfa_factors in the caller's role, as Supabase's MFA guide shows.
--    On the platform Auth's own migrations turn row-level security on for that table and let
--    only postgres read it (supabase/auth, migrations/20240612123726_enable_rls_update_grants),
--    so every write by the administrator failed with 42501 "permission denied for table
--    mfa_factors" (reported in supabase/auth#944, supabase/supabase#12290 and #29107; Supabase's
--    docs PRs #42659 and #49704 propose this same remedy). Granting SELECT to authenticated would
--    not do: with row-level security on and no policy, the subquery sees no factor, and an aal1
--    session would pass after the administrator enrolled. So the question is asked by a function
--    owned by postgres, which has BYPASSRLS there, in the unexposed `private` schema, with an
--    empty search_path, callable only by the signed-in role (and service_role).
--
-- 2. File uploads name the administrator in the audit trail. The Storage server tests a write in
--    the caller's role and rolls it back, then writes as service_role (supabase/storage,
--    testPermission and asSuperUser in src/storage/database/knex.ts), setting the object's
--    owner_id from the caller's token. The trail now takes the actor from owner_id for a
--    service_role write that has one; a server script's write (no owner) is still named as one.
--    The objects' trail trigger fires at commit (a deferred constraint trigger), so a rolled-back
--    permission test writes nothing and uses no audit id.
--
-- 3. One SELECT policy per table and role (Supabase's linter, multiple_permissive_policies):
--    visitors read live rows; a signed-in user reads live rows, and the administrator also the
--    archive. Same visibility as before.
--
-- Additive: functions are replaced, policies and triggers dropped and made anew; no data changes.

create or replace function private.session_meets_mfa()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select case coalesce((select auth.jwt()) ->> 'aal', '')
    when 'aal2' then true
    when 'aal1' then not exists (
      select 1 from auth.mfa_factors
       where user_id = (select auth.uid()) and status = 'verified'
    )
    else false
  end
$$;

alter function private.session_meets_mfa() owner to postgres;
revoke all on function private.session_meets_mfa() from public, anon;
grant execute on function private.session_meets_mfa() to authenticated, service_role;

do $$
declare
  t text;
  rule constant text := '(select private.session_meets_mfa())';
begin
  foreach t in array private.document_table_names() loop
    execute format('drop policy if exists %I on public.%I', 'Adding ' || t || ' needs aal2', t);
    execute format('create policy %I on public.%I as restrictive for insert to authenticated with check (%s)',
      'Adding ' || t || ' needs aal2', t, rule);
    execute format('drop policy if exists %I on public.%I', 'Updating ' || t || ' needs aal2', t);
    execute format('create policy %I on public.%I as restrictive for update to authenticated using (%s) with check (%s)',
      'Updating ' || t || ' needs aal2', t, rule, rule);
    execute format('drop policy if exists %I on public.%I', 'Deleting ' || t || ' needs aal2', t);
    execute format('create policy %I on public.%I as restrictive for delete to authenticated using (%s)',
      'Deleting ' || t || ' needs aal2', t, rule);

    execute format('drop policy if exists %I on public.%I', 'Anyone can read live ' || t, t);
    execute format('drop policy if exists %I on public.%I', 'Admins can read archived ' || t, t);
    execute format('drop policy if exists %I on public.%I', 'Visitors read live ' || t, t);
    execute format($f$create policy %I on public.%I for select to anon
      using (archived_at is null)$f$, 'Visitors read live ' || t, t);
    execute format('drop policy if exists %I on public.%I', 'Members read live, admins all ' || t, t);
    execute format($f$create policy %I on public.%I for select to authenticated
      using (archived_at is null or (select private.is_admin()))$f$,
      'Members read live, admins all ' || t, t);
  end loop;

  drop policy if exists "Uploading investor documents needs aal2" on storage.objects;
  execute format($p$create policy "Uploading investor documents needs aal2" on storage.objects
    as restrictive for insert to authenticated
    with check (bucket_id <> 'investor_documents' or %s)$p$, rule);
  drop policy if exists "Replacing investor documents needs aal2" on storage.objects;
  execute format($p$create policy "Replacing investor documents needs aal2" on storage.objects
    as restrictive for update to authenticated
    using (bucket_id <> 'investor_documents' or %1$s)
    with check (bucket_id <> 'investor_documents' or %1$s)$p$, rule);
  drop policy if exists "Removing investor documents needs aal2" on storage.objects;
  execute format($p$create policy "Removing investor documents needs aal2" on storage.objects
    as restrictive for delete to authenticated
    using (bucket_id <> 'investor_documents' or %s)$p$, rule);
end;
$$;

-- Who acted: the request's token, as before; for an object that the Storage server wrote as
-- service_role on a person's behalf, the owner it recorded from that person's token. Only an
-- insert or update carries the writer's owner_id: a removal keeps the old row's, so a script's
-- removal is never put on the uploader.
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
  insert into public.audit_log (
    actor_id, actor_email, actor_role, action, table_name, row_id,
    title_before, title_after, link_before, link_after
  ) values (
    actor,
    email,
    role_name,
    act,
    case when is_object then 'storage.objects' else tg_table_name end,
    case when is_object then coalesce(after_row, before_row) ->> 'name'
         else coalesce(after_row, before_row) ->> 'id' end,
    before_row ->> 'document_title',
    after_row ->> 'document_title',
    before_row ->> 'view_download',
    after_row ->> 'view_download'
  );
  return null;
end;
$$;

revoke all on function private.record_audit_entry() from public, anon, authenticated;

-- At commit, not at the statement: the Storage server's rolled-back permission test never
-- reaches commit, so it leaves no entry and consumes no id.
drop trigger if exists record_audit_entry on storage.objects;
create constraint trigger record_audit_entry after insert or update or delete on storage.objects
  deferrable initially deferred
  for each row execute function private.record_audit_entry();
