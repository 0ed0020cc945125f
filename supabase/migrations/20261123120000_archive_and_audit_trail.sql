-- The administrator's desk: archive instead of delete, and an audit trail the database writes.
--
-- A disclosure that SEBI's LODR Regulation 30(8) expects on the website for five years must not
-- vanish on a mis-click, so the site's Delete now archives: the row stays, with `archived_at` and
-- `archived_by`, and row-level security hides it from visitors (and, through the views, from
-- counts, search and freshness). Permanent deletion (purge) stays an administrator's delete.
--
-- Every insert, update, archive, restore and purge on the 23 tables, and every write to the
-- bucket's objects, is recorded by triggers in public.audit_log: the browser cannot skip, forge
-- or edit an entry. Additive only: existing rows are live (archived_at null).

create table if not exists public.audit_log (
  id bigint generated always as identity primary key,
  occurred_at timestamptz not null default now(),
  actor_id uuid,
  actor_email text,
  -- The API role (anon, authenticated, service_role), or the database user for a direct session.
  actor_role text not null,
  action text not null check (action in ('insert', 'update', 'archive', 'restore', 'purge')),
  table_name text not null,
  -- A document's id, or an object's name in the bucket (its name is what a link points at).
  row_id text not null,
  title_before text,
  title_after text,
  link_before text,
  link_after text
);

create index if not exists audit_log_occurred_at_idx on public.audit_log (occurred_at desc, id desc);

-- Append-only for every role: the API roles get no write privilege and no write policy, and this
-- trigger also stops the table's owner (a migration, the SQL editor) from rewriting history.
create or replace function private.refuse_audit_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'The audit trail is append-only: entries cannot be changed or removed'
    using errcode = '42501';
end;
$$;

drop trigger if exists audit_log_append_only on public.audit_log;
create trigger audit_log_append_only before update or delete on public.audit_log
  for each row execute function private.refuse_audit_change();
drop trigger if exists audit_log_no_truncate on public.audit_log;
create trigger audit_log_no_truncate before truncate on public.audit_log
  for each statement execute function private.refuse_audit_change();

alter table public.audit_log enable row level security;
revoke all on public.audit_log from public, anon, authenticated, service_role;
grant select on public.audit_log to authenticated, service_role;

drop policy if exists "Admins can read the audit trail" on public.audit_log;
create policy "Admins can read the audit trail" on public.audit_log
  for select to authenticated
  using ((select private.is_admin()));

-- One trigger function for the document tables and the bucket's objects. security definer, so it
-- can write the entry that its caller may not; who acted comes from the request's JWT, which
-- PostgREST (and the embedded backend) set for the transaction. A direct session has no JWT and
-- is named by its database user.
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
  act text;
begin
  if is_object and coalesce(after_row, before_row) ->> 'bucket_id' <> 'investor_documents' then
    return null;
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
    case when claims ->> 'sub' ~* '^[0-9a-f-]{36}$' then (claims ->> 'sub')::uuid end,
    claims ->> 'email',
    coalesce(claims ->> 'role', session_user),
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

-- The server decides when and by whom a row was archived; a client's values are ignored, and a
-- new row is never born archived.
create or replace function private.stamp_archive()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.archived_at := null;
    new.archived_by := null;
  elsif new.archived_at is distinct from old.archived_at then
    if new.archived_at is null then
      new.archived_by := null;
    else
      new.archived_at := now();
      new.archived_by := (select auth.uid());
    end if;
  else
    new.archived_at := old.archived_at;
    new.archived_by := old.archived_by;
  end if;
  return new;
end;
$$;

do $$
declare
  t text;
  tables text[] := array[
    'investor_services_circulars', 'investor_services_forms', 'mgt_mgt7', 'mgt_mgt9',
    'secretarial_compliance', 'independent_director', 'independent_director_tc',
    'investor_contact', 'management_structure', 'register_closure', 'general_meeting',
    'voting_results', 'policies', 'corporate_announcement', 'reports_certificates',
    'newspaper_publication', 'shareholding_pattern', 'quarterly_report', 'annual_report',
    'board_meeting', 'financial_report', 'integrated_filing_financial', 'familiarization_program'
  ];
  all_documents text;
  searchable text;
  latest_dates text;
begin
  foreach t in array tables loop
    execute format($f$
      alter table public.%I
        add column if not exists archived_at timestamptz,
        add column if not exists archived_by uuid$f$, t);

    -- Visitors (and signed-in non-admins) read live rows only; the administrator also reads
    -- the archive. Updates (edit, archive, restore) keep the existing admin-only and aal2
    -- policies, so two-factor stays enforced for every one of them.
    execute format('drop policy if exists %I on public.%I', 'Anyone can read ' || t, t);
    execute format('drop policy if exists %I on public.%I', 'Anyone can read live ' || t, t);
    execute format($f$create policy %I on public.%I for select to anon, authenticated
      using (archived_at is null)$f$, 'Anyone can read live ' || t, t);
    execute format('drop policy if exists %I on public.%I', 'Admins can read archived ' || t, t);
    execute format($f$create policy %I on public.%I for select to authenticated
      using ((select private.is_admin()))$f$, 'Admins can read archived ' || t, t);

    execute format('drop trigger if exists stamp_archive on public.%I', t);
    execute format($f$create trigger stamp_archive before insert or update on public.%I
      for each row execute function private.stamp_archive()$f$, t);

    execute format('drop trigger if exists record_audit_entry on public.%I', t);
    execute format($f$create trigger record_audit_entry after insert or update or delete
      on public.%I for each row execute function private.record_audit_entry()$f$, t);
  end loop;

  -- The views are the public's: live documents only, whoever asks, so the administrator's
  -- counts, search and freshness match what a visitor sees. Same columns, same grants.
  select string_agg(format(
      'select id, document_title, view_download, created_at, %1$L::text as category, document_date, file_size_bytes from public.%1$I where archived_at is null',
      name), ' union all ')
    into all_documents
    from unnest(tables) as name;
  execute 'create or replace view public.all_documents with (security_invoker = true) as '
    || all_documents;

  select string_agg(format(
      'select id, document_title, view_download, created_at, %1$L::text as category, document_date, file_size_bytes, search_vector from public.%1$I where archived_at is null',
      name), ' union all ')
    into searchable
    from unnest(tables) as name;
  execute 'create or replace view private.searchable_documents with (security_invoker = true) as '
    || searchable;

  select string_agg(format(
      'select %1$L::text as category, (select max(document_date) from public.%1$I where archived_at is null) as latest_document_date',
      name), ' union all ')
    into latest_dates
    from unnest(tables) as name;
  execute 'create or replace view public.latest_document_dates with (security_invoker = true) as '
    || latest_dates;
end;
$$;

-- The bucket's objects: uploads, replacements and removals, whoever makes them.
drop trigger if exists record_audit_entry on storage.objects;
create trigger record_audit_entry after insert or update or delete on storage.objects
  for each row execute function private.record_audit_entry();
