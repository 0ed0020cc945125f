-- The committees of the Board and who sits on them, as data (Regulation 46(2)(c) of SEBI's LODR:
-- "composition of various committees of board of directors"; text read on
-- taxmanagementindia.com's consolidation of Regulation 46, 26 Nov 2026).
--
-- board_committees: the five that the law names are created here (not sample data: every listed
-- company of this size has them or deletes the one it is not required to have), and the company
-- may add others:
--   Audit Committee: section 177 of the Companies Act, 2013 and Regulation 18 of LODR;
--   Nomination and Remuneration Committee: section 178(1) and Regulation 19;
--   Stakeholders Relationship Committee: section 178(5) and Regulation 20;
--   Risk Management Committee: Regulation 21;
--   Corporate Social Responsibility Committee: section 135.
-- committee_members: one row for each term of a director on a committee, as chair or member,
-- from a date and (once it ends) until a date: [from_date, to_date), so one term may end on the
-- day the next begins. Nothing is deleted when a term ends; the administrator changes a
-- committee with public.set_committee_composition, which ends and begins terms in one
-- transaction and refuses a chair who is not among the members.
--
-- Additive: two tables, four functions, five rows.

create table if not exists public.board_committees (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  constituted_under text not null default '',
  display_order integer not null default 100,
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint board_committees_name_check check (char_length(btrim(name)) between 1 and 200),
  constraint board_committees_constituted_under_check check (char_length(constituted_under) <= 300),
  constraint board_committees_display_order_check check (display_order between 0 and 10000),
  constraint board_committees_version_check check (version >= 1)
);

create unique index if not exists board_committees_name_key
  on public.board_committees (lower(btrim(name)));

create table if not exists public.committee_members (
  id uuid primary key default gen_random_uuid(),
  committee_id uuid not null references public.board_committees (id) on delete restrict,
  director_id uuid not null references public.board_directors (id) on delete restrict,
  role text not null default 'member',
  from_date date not null,
  to_date date,
  is_sample boolean not null default false,
  version integer not null default 1,
  from_entered_at timestamptz,
  to_entered_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint committee_members_role_check check (role in ('chair', 'member')),
  constraint committee_members_dates_check check (to_date is null or to_date > from_date),
  constraint committee_members_version_check check (version >= 1)
);

create index if not exists committee_members_committee_idx on public.committee_members (committee_id);
create index if not exists committee_members_director_idx on public.committee_members (director_id);

create or replace function private.check_board_committee()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.name is null or char_length(btrim(new.name)) not between 1 and 200 then
    raise exception 'Give the committee a name (1 to 200 characters).'
      using errcode = '23514', constraint = 'board_committees_name_check';
  end if;
  if char_length(coalesce(new.constituted_under, '')) > 300 then
    raise exception 'The provision it is constituted under can be at most 300 characters.'
      using errcode = '23514', constraint = 'board_committees_constituted_under_check';
  end if;
  if new.display_order is null or new.display_order not between 0 and 10000 then
    raise exception 'The order on the page is a whole number from 0 to 10,000.'
      using errcode = '23514', constraint = 'board_committees_display_order_check';
  end if;
  new.name := btrim(new.name);
  new.constituted_under := btrim(coalesce(new.constituted_under, ''));
  if exists (select 1 from public.board_committees c
              where lower(c.name) = lower(new.name) and c.id <> new.id) then
    raise exception 'There is already a committee called %.', new.name
      using errcode = '23505', constraint = 'board_committees_name_key';
  end if;
  return new;
end;
$$;

-- A committee with terms on record stays (its history is the record); one added by mistake, or
-- one the company is not required to have, can go while nobody has sat on it.
create or replace function private.keep_committee_with_members()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if exists (select 1 from public.committee_members m where m.committee_id = old.id) then
    raise exception 'The % has members on record, so it stays: end their terms instead.', old.name
      using errcode = '23503', constraint = 'committee_members_committee_id_fkey';
  end if;
  return old;
end;
$$;

-- A term lies within the director's tenure; one director has one term at a time on a committee;
-- a committee has one chair at a time. Serialised per committee, so two saves at once cannot
-- both pass.
create or replace function private.check_committee_member()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  director record;
  committee_name text;
  day_words constant text := 'FMDD Mon YYYY';
begin
  if new.role is null or new.role not in ('chair', 'member') then
    raise exception 'Choose whether the director chairs the committee or is a member.'
      using errcode = '23514', constraint = 'committee_members_role_check';
  end if;
  if new.from_date is null then
    raise exception 'Give the date the director joins the committee.'
      using errcode = '23514', constraint = 'committee_members_dates_check';
  end if;
  if new.to_date is not null and new.to_date <= new.from_date then
    raise exception 'A term on a committee must end after it begins (% to %).',
      to_char(new.from_date, day_words), to_char(new.to_date, day_words)
      using errcode = '23514', constraint = 'committee_members_dates_check';
  end if;
  select d.name, d.appointed_on, d.ceased_on into director
    from public.board_directors d where d.id = new.director_id;
  if not found then
    raise exception 'Only a director on the Board can sit on a committee.'
      using errcode = '23503', constraint = 'committee_members_director_id_fkey';
  end if;
  select c.name into committee_name from public.board_committees c where c.id = new.committee_id;
  if not found then
    raise exception 'This committee no longer exists.'
      using errcode = '23503', constraint = 'committee_members_committee_id_fkey';
  end if;
  if new.from_date < director.appointed_on
     or (director.ceased_on is not null
         and (new.from_date >= director.ceased_on or coalesce(new.to_date, 'infinity') > director.ceased_on)) then
    raise exception '% is a director from %: a term on the % must lie within those dates.',
      director.name,
      to_char(director.appointed_on, day_words) || case when director.ceased_on is null then ''
        else ' until ' || to_char(director.ceased_on, day_words) end,
      committee_name
      using errcode = '23514', constraint = 'committee_members_within_tenure_check';
  end if;

  perform pg_advisory_xact_lock(hashtext('committee_members:' || new.committee_id::text));
  if exists (
    select 1 from public.committee_members m
     where m.committee_id = new.committee_id and m.director_id = new.director_id and m.id <> new.id
       and daterange(m.from_date, m.to_date) && daterange(new.from_date, new.to_date)
  ) then
    raise exception '% already sits on the % for some of these dates.', director.name, committee_name
      using errcode = '23505', constraint = 'committee_members_one_term_key';
  end if;
  if new.role = 'chair' and exists (
    select 1 from public.committee_members m
     where m.committee_id = new.committee_id and m.role = 'chair' and m.id <> new.id
       and daterange(m.from_date, m.to_date) && daterange(new.from_date, new.to_date)
  ) then
    raise exception 'The % already has a chair for some of these dates: end that term first.',
      committee_name
      using errcode = '23505', constraint = 'committee_members_one_chair_key';
  end if;
  return new;
end;
$$;

-- A director's committee terms follow the tenure: when the director ceases, every term still
-- running ends on the same day (in the same statement, so a refusal leaves both as they were);
-- a term that would begin after it, or an appointment moved after a term began, is refused.
create or replace function private.keep_terms_within_tenure()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  early record;
begin
  select c.name, m.from_date into early
    from public.committee_members m join public.board_committees c on c.id = m.committee_id
   where m.director_id = new.id
     and (m.from_date < new.appointed_on or (new.ceased_on is not null and m.from_date >= new.ceased_on))
   order by m.from_date limit 1;
  if found then
    raise exception '% has a term on the % from %, outside these dates: correct that term first.',
      new.name, early.name, to_char(early.from_date, 'FMDD Mon YYYY')
      using errcode = '23514', constraint = 'committee_members_within_tenure_check';
  end if;
  if new.ceased_on is not null then
    update public.committee_members m set to_date = new.ceased_on
     where m.director_id = new.id and (m.to_date is null or m.to_date > new.ceased_on);
  end if;
  return null;
end;
$$;

-- A director entered by mistake can be deleted; one with committee terms on record ceases.
create or replace function private.keep_director_with_terms()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if exists (select 1 from public.committee_members m where m.director_id = old.id) then
    raise exception '% has committee terms on record, so the row stays: a director who leaves is ceased, with the date and the reason.',
      old.name
      using errcode = '23503', constraint = 'committee_members_director_id_fkey';
  end if;
  return old;
end;
$$;

revoke all on function private.keep_director_with_terms() from public, anon, authenticated, service_role;

drop trigger if exists keep_director_with_terms on public.board_directors;
create trigger keep_director_with_terms before delete on public.board_directors
  for each row execute function private.keep_director_with_terms();

drop trigger if exists keep_terms_within_tenure on public.board_directors;
create trigger keep_terms_within_tenure
  after update of appointed_on, ceased_on on public.board_directors
  for each row
  when (old.appointed_on is distinct from new.appointed_on or old.ceased_on is distinct from new.ceased_on)
  execute function private.keep_terms_within_tenure();

revoke all on function private.keep_terms_within_tenure() from public, anon, authenticated, service_role;
revoke all on function private.check_board_committee() from public, anon, authenticated, service_role;
revoke all on function private.keep_committee_with_members() from public, anon, authenticated, service_role;
revoke all on function private.check_committee_member() from public, anon, authenticated, service_role;

drop trigger if exists check_board_committee on public.board_committees;
create trigger check_board_committee before insert or update on public.board_committees
  for each row execute function private.check_board_committee();
drop trigger if exists keep_committee_with_members on public.board_committees;
create trigger keep_committee_with_members before delete on public.board_committees
  for each row execute function private.keep_committee_with_members();
drop trigger if exists keep_fact_history on public.board_committees;
create trigger keep_fact_history before insert or update on public.board_committees
  for each row execute function private.keep_fact_history('This committee was');

drop trigger if exists check_committee_member on public.committee_members;
create trigger check_committee_member before insert or update on public.committee_members
  for each row execute function private.check_committee_member();
drop trigger if exists keep_fact_history on public.committee_members;
create trigger keep_fact_history before insert or update on public.committee_members
  for each row execute function private.keep_fact_history('This term on a committee was',
    'from_date', 'from_entered_at', 'to_date', 'to_entered_at');

-- The five the law names, before the protections (a migration's rows are not the administrator's
-- writes, so the trail does not record them). Skipped where a committee of the name exists.
insert into public.board_committees (name, constituted_under, display_order)
select v.name, v.under, v.n
  from (values
    ('Audit Committee', 'Section 177 of the Companies Act, 2013 and Regulation 18 of the SEBI LODR Regulations', 10),
    ('Nomination and Remuneration Committee', 'Section 178(1) of the Companies Act, 2013 and Regulation 19 of the SEBI LODR Regulations', 20),
    ('Stakeholders Relationship Committee', 'Section 178(5) of the Companies Act, 2013 and Regulation 20 of the SEBI LODR Regulations', 30),
    ('Risk Management Committee', 'Regulation 21 of the SEBI LODR Regulations', 40),
    ('Corporate Social Responsibility Committee', 'Section 135 of the Companies Act, 2013', 50)
  ) as v(name, under, n)
 where not exists (select 1 from public.board_committees c where lower(c.name) = lower(v.name));

select private.attach_standard_protections('public.board_committees',
  visitors_read => 'true', label => 'board committees');
select private.attach_standard_protections('public.committee_members',
  visitors_read => 'true', label => 'committee memberships',
  audit_title => array['role', 'from_date', 'to_date']);

-- A committee's composition from a date, as the desk's form sets it: the chair (one of the
-- members, or none) and the members. Open terms (no end date) of directors who leave, or whose
-- role changes, end on `effective_on`; new terms begin on it. Returns how many terms it ended or
-- began. `expected_chair` and `expected_members` are the
-- composition the form was opened with: if the committee has changed since, nothing is saved
-- and the refusal says so (PT409, as 20261126150000). security invoker: the row-level security
-- and the require_admin triggers of committee_members decide who may, in their plain words.
create or replace function public.set_committee_composition(
  target_committee uuid,
  chair uuid,
  members uuid[],
  effective_on date,
  expected_chair uuid,
  expected_members uuid[]
)
returns integer
language plpgsql
security invoker
set search_path = ''
as $$
declare
  wanted uuid[] := array(select distinct m from unnest(coalesce(members, '{}')) as m where m is not null);
  committee_name text;
  current_chair uuid;
  current_members uuid[];
  term record;
  outsider text;
  changed integer := 0;
  added integer := 0;
begin
  select c.name into committee_name from public.board_committees c where c.id = target_committee;
  if not found then
    raise exception 'This committee no longer exists.'
      using errcode = '23503', constraint = 'committee_members_committee_id_fkey';
  end if;
  if effective_on is null then
    raise exception 'Give the date from which the committee is made up this way.'
      using errcode = '23514', constraint = 'committee_members_dates_check';
  end if;
  if chair is not null and not (chair = any (wanted)) then
    raise exception 'The chair must be one of the committee''s members: tick the chair among the members too.'
      using errcode = '23514', constraint = 'committee_members_chair_is_member_check';
  end if;

  perform pg_advisory_xact_lock(hashtext('committee_members:' || target_committee::text));
  select coalesce(array_agg(m.director_id order by m.director_id), '{}'),
         (array_agg(m.director_id) filter (where m.role = 'chair'))[1]
    into current_members, current_chair
    from public.committee_members m
   where m.committee_id = target_committee and m.to_date is null;
  if current_chair is distinct from expected_chair
     or current_members <> array(select distinct e from unnest(coalesce(expected_members, '{}')) as e
                                  where e is not null order by e) then
    raise exception 'The % was changed by someone else after you opened it (in another tab or window, or on another computer). Nothing was saved: close this form, look at the committee as it is now, and make your change again.',
      committee_name
      using errcode = 'PT409', hint = 'Reload the page to see the current members.';
  end if;

  select string_agg(coalesce(d.name, 'someone who is not a director'), ', ') into outsider
    from unnest(wanted) as w(id)
    left join public.board_directors d on d.id = w.id
   where d.id is null or d.appointed_on > effective_on
      or (d.ceased_on is not null and d.ceased_on <= effective_on);
  if outsider is not null then
    raise exception 'Only directors serving on % can sit on the committee from that date; not: %.',
      to_char(effective_on, 'FMDD Mon YYYY'), outsider
      using errcode = '23514', constraint = 'committee_members_within_tenure_check';
  end if;

  -- End the terms that change: a director who leaves, or whose role is not what it was.
  for term in
    select m.id, m.director_id, m.role, m.from_date from public.committee_members m
     where m.committee_id = target_committee and m.to_date is null
  loop
    if term.director_id = any (wanted)
       and (term.role = 'chair') = (term.director_id is not distinct from chair) then
      continue;
    end if;
    if term.from_date >= effective_on then
      raise exception 'A term on the % began on %: a change to it takes effect after that day.',
        committee_name, to_char(term.from_date, 'FMDD Mon YYYY')
        using errcode = '23514', constraint = 'committee_members_dates_check';
    end if;
    update public.committee_members set to_date = effective_on where id = term.id;
    changed := changed + 1;
  end loop;

  insert into public.committee_members (committee_id, director_id, role, from_date)
  select target_committee, w, case when w = chair then 'chair' else 'member' end, effective_on
    from unnest(wanted) as w
   where not exists (
     select 1 from public.committee_members m
      where m.committee_id = target_committee and m.director_id = w and m.to_date is null);
  get diagnostics added = row_count;
  return changed + added;
end;
$$;

revoke all on function public.set_committee_composition(uuid, uuid, uuid[], date, uuid, uuid[])
  from public, anon;
grant execute on function public.set_committee_composition(uuid, uuid, uuid[], date, uuid, uuid[])
  to authenticated, service_role;

comment on table public.committee_members is
  'Terms of directors on the Board''s committees (Regulation 46(2)(c)); a term that ends keeps its row.';
