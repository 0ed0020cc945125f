-- The investor calendar (issue 25): board meetings, general meetings, analyst and investor meets,
-- earnings calls, record dates and book closures that investors want to know about in advance,
-- and from which the desk derives what must be published and by when (SEBI LODR Regulation 30(6)
-- and Schedule III Part A para A.15, Regulation 46(2)(oa), Regulation 46(3)).
--
-- Not a document table: an event is not a file, so it has its own columns and stays out of
-- private.document_table_names(), the views, search and purge. It shares their protections:
-- row-level security (one SELECT policy per role), admin-only writes, the two-factor rule as
-- RESTRICTIVE policies, the require_admin statement trigger and the audit trail.
--
-- A cancelled event is kept (cancelled_at set) so that the calendar can show it as cancelled and
-- a calendar app that imported it receives STATUS:CANCELLED with a higher SEQUENCE (RFC 5545,
-- 3.8.7.4): `sequence` is the database's to bump on every change a subscriber would see.
--
-- Additive: one table, two functions, one function replaced with its behaviour kept.

-- A check constraint cannot hold a subquery, so the per-element rule lives in a function.
create or replace function private.event_document_links_valid(links text[])
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(bool_and(
    char_length(l) <= 2048
    and (
      l ~ '^https://[^/\s]+[^\s]*$'
      or l ~ '^investor_documents/[A-Za-z0-9._-][A-Za-z0-9._ ()-]*(/[A-Za-z0-9._-][A-Za-z0-9._ ()-]*)*$'
    )
    and l !~ '(^|/)\.\.(/|$)'
  ), true)
  from unnest(links) as l
$$;

create table if not exists public.investor_events (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  kind text not null,
  starts_at timestamptz not null,
  ends_at timestamptz,
  place text,
  link text,
  purpose text,
  -- Links to related documents (a notice, the outcome, the presentation): https addresses or
  -- paths in the investor_documents bucket, as the document tables' links are.
  document_links text[] not null default '{}',
  cancelled_at timestamptz,
  sequence integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint investor_events_title_check check (char_length(btrim(title)) between 1 and 300),
  constraint investor_events_kind_check check (kind in (
    'board_meeting', 'agm', 'egm', 'analyst_meet', 'earnings_call', 'record_date',
    'book_closure', 'other'
  )),
  constraint investor_events_ends_after_start_check check (ends_at is null or ends_at > starts_at),
  constraint investor_events_place_check check (char_length(place) <= 300),
  constraint investor_events_link_check check (
    char_length(link) <= 2048 and link ~ '^https://[^/\s]+[^\s]*$'
  ),
  constraint investor_events_purpose_check check (char_length(purpose) <= 2000),
  constraint investor_events_document_links_check check (
    cardinality(document_links) <= 20
    and private.event_document_links_valid(document_links)
  ),
  constraint investor_events_sequence_check check (sequence >= 0)
);

-- The same event entered twice (same title, same start) is refused; a different start is a
-- different meeting, as the same title recurs every quarter.
create unique index if not exists investor_events_title_start_key
  on public.investor_events (lower(btrim(title)), starts_at);
create index if not exists investor_events_starts_at_idx on public.investor_events (starts_at desc);

-- Plain words for the desk and any API client, before the constraints above (which stay as the
-- backstop) answer with a constraint name; and the stamps a subscriber's calendar relies on.
-- Same error codes as the constraints (23514, 23505), so a caller can tell input from permission.
create or replace function private.prepare_investor_event()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.title is null or char_length(btrim(new.title)) not between 1 and 300 then
    raise exception 'Give the event a title of 1 to 300 characters.'
      using errcode = '23514', constraint = 'investor_events_title_check';
  end if;
  if new.kind is null or new.kind not in ('board_meeting', 'agm', 'egm', 'analyst_meet',
      'earnings_call', 'record_date', 'book_closure', 'other') then
    raise exception 'Choose what kind of event this is.'
      using errcode = '23514', constraint = 'investor_events_kind_check';
  end if;
  if new.ends_at is not null and new.ends_at <= new.starts_at then
    raise exception 'The event must end after it starts.'
      using errcode = '23514', constraint = 'investor_events_ends_after_start_check';
  end if;
  if char_length(new.place) > 300 then
    raise exception 'The place can be at most 300 characters.'
      using errcode = '23514', constraint = 'investor_events_place_check';
  end if;
  if new.link is not null and not (char_length(new.link) <= 2048
      and new.link ~ '^https://[^/\s]+[^\s]*$') then
    raise exception 'The webcast or dial-in link must be a web address starting with https://.'
      using errcode = '23514', constraint = 'investor_events_link_check';
  end if;
  if char_length(new.purpose) > 2000 then
    raise exception 'The purpose can be at most 2,000 characters; this one has %.',
      char_length(new.purpose)
      using errcode = '23514', constraint = 'investor_events_purpose_check';
  end if;
  if not (cardinality(new.document_links) <= 20
      and private.event_document_links_valid(new.document_links)) then
    raise exception 'Each related document must be an https:// address or a stored file, at most 20.'
      using errcode = '23514', constraint = 'investor_events_document_links_check';
  end if;
  if exists (
    select 1 from public.investor_events e
     where lower(btrim(e.title)) = lower(btrim(new.title)) and e.starts_at = new.starts_at
       and e.id <> new.id
  ) then
    raise exception 'An event with this title already starts at this time.'
      using errcode = '23505', constraint = 'investor_events_title_start_key';
  end if;

  new.updated_at := now();
  if tg_op = 'INSERT' then
    new.sequence := 0;
    return new;
  end if;
  new.created_at := old.created_at;
  -- RFC 5545 3.8.7.4: the sequence rises whenever what an attendee's calendar shows changes,
  -- whatever the caller sent, so an update (a move, a cancellation) replaces the imported copy.
  new.sequence := old.sequence + case
    when (new.title, new.kind, new.starts_at, new.ends_at, new.place, new.link, new.purpose,
          new.cancelled_at)
         is distinct from
         (old.title, old.kind, old.starts_at, old.ends_at, old.place, old.link, old.purpose,
          old.cancelled_at)
      then 1 else 0 end;
  return new;
end;
$$;

-- A trigger runs its function without the caller's EXECUTE; nobody needs to call it.
revoke all on function private.prepare_investor_event() from public, anon, authenticated;

alter table public.investor_events enable row level security;
revoke all on public.investor_events from anon, authenticated;
grant select on public.investor_events to anon, authenticated;
grant insert, update, delete on public.investor_events to authenticated;
grant all on public.investor_events to service_role;

-- One SELECT policy per role (Supabase's linter, multiple_permissive_policies). Every event,
-- cancelled ones included, is public: a cancellation is itself news to an investor.
drop policy if exists "Visitors read investor events" on public.investor_events;
create policy "Visitors read investor events" on public.investor_events
  for select to anon using (true);
drop policy if exists "Members read investor events" on public.investor_events;
create policy "Members read investor events" on public.investor_events
  for select to authenticated using (true);

drop policy if exists "Admins can add investor events" on public.investor_events;
create policy "Admins can add investor events" on public.investor_events
  for insert to authenticated with check ((select private.is_admin()));
drop policy if exists "Admins can update investor events" on public.investor_events;
create policy "Admins can update investor events" on public.investor_events
  for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));
drop policy if exists "Admins can delete investor events" on public.investor_events;
create policy "Admins can delete investor events" on public.investor_events
  for delete to authenticated using ((select private.is_admin()));

-- Two-factor: once the administrator has a verified factor, every write needs aal2.
drop policy if exists "Adding investor events needs aal2" on public.investor_events;
create policy "Adding investor events needs aal2" on public.investor_events
  as restrictive for insert to authenticated with check ((select private.session_meets_mfa()));
drop policy if exists "Updating investor events needs aal2" on public.investor_events;
create policy "Updating investor events needs aal2" on public.investor_events
  as restrictive for update to authenticated
  using ((select private.session_meets_mfa())) with check ((select private.session_meets_mfa()));
drop policy if exists "Deleting investor events needs aal2" on public.investor_events;
create policy "Deleting investor events needs aal2" on public.investor_events
  as restrictive for delete to authenticated using ((select private.session_meets_mfa()));

-- Insert too, unlike the document tables: a reader's insert is then refused for who they are
-- before prepare_investor_event could answer about what they sent.
drop trigger if exists require_admin on public.investor_events;
create trigger require_admin before insert or update or delete on public.investor_events
  for each statement execute function private.require_admin();
drop trigger if exists prepare_investor_event on public.investor_events;
create trigger prepare_investor_event before insert or update on public.investor_events
  for each row execute function private.prepare_investor_event();
drop trigger if exists record_audit_entry on public.investor_events;
create trigger record_audit_entry after insert or update or delete on public.investor_events
  for each row execute function private.record_audit_entry();

-- The audit trail's function as 20261124100000 made it, with one change: an event has `title` and
-- `link` where a document has `document_title` and `view_download`, so the entry names the event.
-- A document's row has no `title` or `link` key and a stored object neither, so their entries
-- are unchanged.
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
    coalesce(before_row ->> 'document_title', before_row ->> 'title'),
    coalesce(after_row ->> 'document_title', after_row ->> 'title'),
    coalesce(before_row ->> 'view_download', before_row ->> 'link'),
    coalesce(after_row ->> 'view_download', after_row ->> 'link')
  );
  return null;
end;
$$;

revoke all on function private.record_audit_entry() from public, anon, authenticated;
