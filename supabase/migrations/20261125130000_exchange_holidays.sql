-- The exchange's trading holidays (issue 25), which the desk's working-day arithmetic skips along
-- with Saturdays and Sundays: SEBI LODR counts "working days" for Regulation 46(2)(oa)(i) (an
-- analyst meet's schedule two working days ahead), 46(2)(oa)(iii)(B) (its transcript within five
-- working days) and 46(3) (a website change within two working days). The list changes every
-- year (the exchanges publish it in December), so it is data the administrator edits, not code.
--
-- Read by everyone (the holidays are public, and a visitor's calendar may one day show them);
-- written by the administrator only, with the same protections as investor_events: one SELECT
-- policy per role, admin-only writes, the two-factor rule as RESTRICTIVE policies, the
-- require_admin statement trigger, plain-words refusals and the audit trail.
--
-- Additive: one table, one trigger function, and the audit trail's function replaced with its
-- behaviour kept (an entry for a holiday is named after it).

create table if not exists public.exchange_holidays (
  id uuid primary key default gen_random_uuid(),
  holiday_date date not null,
  name text not null,
  -- Sample dates seeded for a local backend; the desk marks them so nobody mistakes them for the
  -- exchange's own list.
  is_sample boolean not null default false,
  created_at timestamptz not null default now(),
  constraint exchange_holidays_date_key unique (holiday_date),
  constraint exchange_holidays_name_check check (char_length(btrim(name)) between 1 and 200),
  constraint exchange_holidays_date_check check (holiday_date between date '2000-01-01' and date '2100-12-31')
);

-- Plain words before the constraints (kept as the backstop) answer with their names; the same
-- error codes, so a caller can tell input from permission.
create or replace function private.prepare_exchange_holiday()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.name is null or char_length(btrim(new.name)) not between 1 and 200 then
    raise exception 'Give the holiday a name of 1 to 200 characters.'
      using errcode = '23514', constraint = 'exchange_holidays_name_check';
  end if;
  if new.holiday_date is null or new.holiday_date not between date '2000-01-01' and date '2100-12-31' then
    raise exception 'Give the holiday a date between 2000 and 2100.'
      using errcode = '23514', constraint = 'exchange_holidays_date_check';
  end if;
  if exists (
    select 1 from public.exchange_holidays h
     where h.holiday_date = new.holiday_date and h.id <> new.id
  ) then
    raise exception 'This day is already in the holidays list.'
      using errcode = '23505', constraint = 'exchange_holidays_date_key';
  end if;
  new.name := btrim(new.name);
  if tg_op = 'UPDATE' then
    new.created_at := old.created_at;
  end if;
  return new;
end;
$$;

revoke all on function private.prepare_exchange_holiday() from public, anon, authenticated;

alter table public.exchange_holidays enable row level security;
revoke all on public.exchange_holidays from anon, authenticated;
grant select on public.exchange_holidays to anon, authenticated;
grant insert, update, delete on public.exchange_holidays to authenticated;
grant all on public.exchange_holidays to service_role;

drop policy if exists "Visitors read exchange holidays" on public.exchange_holidays;
create policy "Visitors read exchange holidays" on public.exchange_holidays
  for select to anon using (true);
drop policy if exists "Members read exchange holidays" on public.exchange_holidays;
create policy "Members read exchange holidays" on public.exchange_holidays
  for select to authenticated using (true);

drop policy if exists "Admins can add exchange holidays" on public.exchange_holidays;
create policy "Admins can add exchange holidays" on public.exchange_holidays
  for insert to authenticated with check ((select private.is_admin()));
drop policy if exists "Admins can update exchange holidays" on public.exchange_holidays;
create policy "Admins can update exchange holidays" on public.exchange_holidays
  for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));
drop policy if exists "Admins can delete exchange holidays" on public.exchange_holidays;
create policy "Admins can delete exchange holidays" on public.exchange_holidays
  for delete to authenticated using ((select private.is_admin()));

drop policy if exists "Adding exchange holidays needs aal2" on public.exchange_holidays;
create policy "Adding exchange holidays needs aal2" on public.exchange_holidays
  as restrictive for insert to authenticated with check ((select private.session_meets_mfa()));
drop policy if exists "Updating exchange holidays needs aal2" on public.exchange_holidays;
create policy "Updating exchange holidays needs aal2" on public.exchange_holidays
  as restrictive for update to authenticated
  using ((select private.session_meets_mfa())) with check ((select private.session_meets_mfa()));
drop policy if exists "Deleting exchange holidays needs aal2" on public.exchange_holidays;
create policy "Deleting exchange holidays needs aal2" on public.exchange_holidays
  as restrictive for delete to authenticated using ((select private.session_meets_mfa()));

drop trigger if exists require_admin on public.exchange_holidays;
create trigger require_admin before insert or update or delete on public.exchange_holidays
  for each statement execute function private.require_admin();
drop trigger if exists prepare_exchange_holiday on public.exchange_holidays;
create trigger prepare_exchange_holiday before insert or update on public.exchange_holidays
  for each row execute function private.prepare_exchange_holiday();
drop trigger if exists record_audit_entry on public.exchange_holidays;
create trigger record_audit_entry after insert or update or delete on public.exchange_holidays
  for each row execute function private.record_audit_entry();

-- The audit trail's function as 20261124150000 made it, with one change: a holiday has `name`
-- where an event has `title` and a document `document_title`, so its entry is named
-- "<date> <name>". Documents', events' and stored objects' entries are unchanged (they have no
-- `name` column beside a title; an object's `name` is its path and is read only for row_id).
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
  is_holiday constant boolean := tg_table_name = 'exchange_holidays';
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
    case when is_holiday then (before_row ->> 'holiday_date') || ' ' || (before_row ->> 'name')
         else coalesce(before_row ->> 'document_title', before_row ->> 'title') end,
    case when is_holiday then (after_row ->> 'holiday_date') || ' ' || (after_row ->> 'name')
         else coalesce(after_row ->> 'document_title', after_row ->> 'title') end,
    coalesce(before_row ->> 'view_download', before_row ->> 'link'),
    coalesce(after_row ->> 'view_download', after_row ->> 'link')
  );
  return null;
end;
$$;

revoke all on function private.record_audit_entry() from public, anon, authenticated;
