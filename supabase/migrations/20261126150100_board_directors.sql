-- The Board of Directors as data the company secretary keeps current from the desk, instead of
-- a file in the code (src/content/board-of-directors.ts until now).
--
-- SEBI LODR Regulation 46(2)(ab): "Brief profile of board of directors including directorship
-- and full-time positions in body corporates" (inserted by the Third Amendment of 12 December
-- 2024; text read on taxmanagementindia.com's consolidation of Regulation 46, 26 Nov 2026), so
-- each director has a profile and the other directorships, listed entities marked. Regulation
-- 46(3)(b): a change within two working days of it, so a director who ceases keeps the row with
-- the date and the reason (the public page shows the current Board and the last twelve months'
-- changes), and each date records when it was entered (20261126150000).
--
-- The Director Identification Number is the eight-digit number the Ministry of Corporate Affairs
-- allots under sections 153-154 of the Companies Act, 2013 (rule 10 of the Companies
-- (Appointment and Qualification of Directors) Rules, 2014); the official text was not reached,
-- its eight digits are as every published guide read states it (complianceforsure.com,
-- finzkart.com, 26 Nov 2026). One person keeps one DIN for life, so a DIN may appear again only
-- for a later term that does not overlap an earlier one.
--
-- Additive: one table, two functions; the protections from the one function (20261126100000).

create table if not exists public.board_directors (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  din text not null,
  designation text not null,
  category text not null,
  is_woman boolean not null default false,
  appointed_on date not null,
  ceased_on date,
  cessation_reason text,
  profile text not null default '',
  -- [{"entity": "Sample Textiles Limited", "position": "Independent Director", "listed": true}]
  other_positions jsonb not null default '[]',
  display_order integer not null default 100,
  -- A sample person seeded for a local backend; a production build refuses to publish one.
  is_sample boolean not null default false,
  version integer not null default 1,
  appointment_entered_at timestamptz,
  cessation_entered_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint board_directors_name_check check (char_length(btrim(name)) between 1 and 200),
  constraint board_directors_din_check check (din ~ '^[0-9]{8}$'),
  constraint board_directors_designation_check
    check (char_length(btrim(designation)) between 1 and 200),
  constraint board_directors_category_check
    check (category in ('executive', 'non_executive', 'independent')),
  constraint board_directors_appointed_on_check
    check (appointed_on between date '1900-01-01' and date '2100-12-31'),
  constraint board_directors_ceased_after_appointed_check
    check (ceased_on is null or ceased_on >= appointed_on),
  constraint board_directors_cessation_reason_check check (
    (ceased_on is null and cessation_reason is null)
    or (ceased_on is not null and cessation_reason in
        ('resignation', 'retirement', 'end_of_term', 'death', 'removal'))
  ),
  constraint board_directors_profile_check check (char_length(profile) <= 2000),
  constraint board_directors_other_positions_check check (
    jsonb_typeof(other_positions) = 'array' and jsonb_array_length(other_positions) <= 30
  ),
  constraint board_directors_display_order_check check (display_order between 0 and 10000),
  constraint board_directors_version_check check (version >= 1)
);

create index if not exists board_directors_din_idx on public.board_directors (din);

-- Every other position is an object with an entity (1-300 characters), a position (1-200) and
-- whether the entity is listed. A check constraint cannot hold a subquery, so it lives here.
create or replace function private.director_positions_valid(positions jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof(positions) = 'array' and coalesce(bool_and(
    jsonb_typeof(p) = 'object'
    and jsonb_typeof(p -> 'entity') = 'string'
    and char_length(btrim(p ->> 'entity')) between 1 and 300
    and jsonb_typeof(p -> 'position') = 'string'
    and char_length(btrim(p ->> 'position')) between 1 and 200
    and jsonb_typeof(p -> 'listed') = 'boolean'
    and (select count(*) from jsonb_object_keys(p)) = 3
  ), true)
  from jsonb_array_elements(case when jsonb_typeof(positions) = 'array' then positions else '[]' end) as p
$$;

alter table public.board_directors
  drop constraint if exists board_directors_other_positions_valid_check,
  add constraint board_directors_other_positions_valid_check
    check (private.director_positions_valid(other_positions));

-- Plain words before the constraints above (kept as the backstop) answer with their names; the
-- same codes (23514, 23505), so a caller can tell bad input from a refusal of permission.
create or replace function private.check_board_director()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.name is null or char_length(btrim(new.name)) not between 1 and 200 then
    raise exception 'Give the director''s name (1 to 200 characters).'
      using errcode = '23514', constraint = 'board_directors_name_check';
  end if;
  new.din := btrim(coalesce(new.din, ''));
  if new.din !~ '^[0-9]{8}$' then
    raise exception 'The DIN (Director Identification Number) is eight digits, such as 01234567.'
      using errcode = '23514', constraint = 'board_directors_din_check';
  end if;
  if new.designation is null or char_length(btrim(new.designation)) not between 1 and 200 then
    raise exception 'Give the director''s designation, such as Independent Director (1 to 200 characters).'
      using errcode = '23514', constraint = 'board_directors_designation_check';
  end if;
  if new.category is null or new.category not in ('executive', 'non_executive', 'independent') then
    raise exception 'Choose whether the director is executive, non-executive or independent.'
      using errcode = '23514', constraint = 'board_directors_category_check';
  end if;
  if new.appointed_on is null or new.appointed_on not between date '1900-01-01' and date '2100-12-31' then
    raise exception 'Give the date of appointment.'
      using errcode = '23514', constraint = 'board_directors_appointed_on_check';
  end if;
  if new.ceased_on is not null and new.ceased_on < new.appointed_on then
    raise exception 'The date of cessation (%) is before the date of appointment (%).',
      to_char(new.ceased_on, 'FMDD Mon YYYY'), to_char(new.appointed_on, 'FMDD Mon YYYY')
      using errcode = '23514', constraint = 'board_directors_ceased_after_appointed_check';
  end if;
  if (new.ceased_on is null) <> (new.cessation_reason is null)
     or new.cessation_reason not in ('resignation', 'retirement', 'end_of_term', 'death', 'removal') then
    raise exception 'A director who ceases needs both the date and the reason (resignation, retirement, end of term, death or removal).'
      using errcode = '23514', constraint = 'board_directors_cessation_reason_check';
  end if;
  if char_length(new.profile) > 2000 then
    raise exception 'The profile can be at most 2,000 characters; this one has %.',
      char_length(new.profile)
      using errcode = '23514', constraint = 'board_directors_profile_check';
  end if;
  if new.other_positions is null or not private.director_positions_valid(new.other_positions)
     or jsonb_array_length(new.other_positions) > 30 then
    raise exception 'Each other directorship needs the entity (1 to 300 characters), the position (1 to 200) and whether the entity is listed; at most 30.'
      using errcode = '23514', constraint = 'board_directors_other_positions_valid_check';
  end if;
  if new.display_order is null or new.display_order not between 0 and 10000 then
    raise exception 'The order on the page is a whole number from 0 to 10,000.'
      using errcode = '23514', constraint = 'board_directors_display_order_check';
  end if;
  new.name := btrim(new.name);
  new.designation := btrim(new.designation);
  new.profile := btrim(new.profile);

  -- One DIN, one person, one term at a time: serialised on the DIN so that two saves at once
  -- cannot both pass the check.
  perform pg_advisory_xact_lock(hashtext('board_directors:' || new.din));
  if exists (
    select 1 from public.board_directors d
     where d.din = new.din and d.id <> new.id
       and daterange(d.appointed_on, d.ceased_on) && daterange(new.appointed_on, new.ceased_on)
  ) then
    raise exception 'A director with DIN % is already on the Board for these dates.', new.din
      using errcode = '23505', constraint = 'board_directors_din_term_key';
  end if;
  return new;
end;
$$;

revoke all on function private.check_board_director() from public, anon, authenticated, service_role;
-- director_positions_valid stays callable: a check constraint runs with the writer's rights.

drop trigger if exists check_board_director on public.board_directors;
create trigger check_board_director before insert or update on public.board_directors
  for each row execute function private.check_board_director();
drop trigger if exists keep_fact_history on public.board_directors;
create trigger keep_fact_history before insert or update on public.board_directors
  for each row execute function private.keep_fact_history('This director was',
    'appointed_on', 'appointment_entered_at', 'ceased_on', 'cessation_entered_at');

select private.attach_standard_protections('public.board_directors',
  visitors_read => 'true', label => 'the Board of Directors');

comment on table public.board_directors is
  'The Board, current and past (Regulation 46(2)(ab)); a director who ceases keeps the row.';
