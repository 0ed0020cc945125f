-- Two more kinds of fact the company secretary keeps current from the desk (text of Regulation
-- 46 read on taxmanagementindia.com's consolidation, 26 Nov 2026):
--
-- company_contacts: one row, the company's contact details, which the footer of every page,
-- /contact and the investor pages show: the registered office, the plant, the phone, the e-mail
-- for investors' grievances (Regulation 46(2)(j): "the email address for grievance redressal")
-- and the Corporate Identity Number. The CIN is the 21 characters the Registrar of Companies
-- allots (Ministry of Corporate Affairs circular on the Corporate Identity Number, as summarised
-- on taxtmi.com, circulars?id=11108, read 26 Nov 2026): listing status (L listed, U unlisted),
-- a five-digit industry code, two letters for the state, four digits for the year of
-- incorporation, three letters for the kind of company (PLC, PTC, GOI ...) and a six-digit
-- number, with no separators: L24230MP1985PLC000000. `effective_on` is the day the details
-- apply from (Regulation 46(3)(b): the change is on the website within two working days of it).
--
-- credit_ratings: Regulation 46(2)(r), "all credit ratings obtained by the entity for all its
-- outstanding instruments, updated immediately as and when there is any revision in any of the
-- ratings" (lawontips.com's text of Regulation 46). One row is one rating action: a revision is
-- a new row for the same agency and instrument (the page shows the latest as current and keeps
-- the earlier ones below it), a withdrawal is the date it was withdrawn.
--
-- Additive: two tables, two functions; the protections from the one function (20261126100000).

create table if not exists public.company_contacts (
  id uuid primary key default gen_random_uuid(),
  -- Always true: a unique column holding one value makes this a table of one row.
  singleton boolean not null default true,
  registered_office text not null,
  plant text not null default '',
  phone text not null,
  investor_email text not null,
  cin text not null,
  effective_on date not null,
  is_sample boolean not null default false,
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint company_contacts_singleton_key unique (singleton),
  constraint company_contacts_singleton_check check (singleton),
  constraint company_contacts_registered_office_check
    check (char_length(btrim(registered_office)) between 1 and 500),
  constraint company_contacts_plant_check check (char_length(plant) <= 500),
  constraint company_contacts_phone_check check (
    phone ~ '^\+?[0-9][0-9 ()-]*[0-9]$'
    and char_length(regexp_replace(phone, '[^0-9]', '', 'g')) between 7 and 15
  ),
  constraint company_contacts_investor_email_check
    check (char_length(investor_email) <= 254 and investor_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  constraint company_contacts_cin_check
    check (cin ~ '^[LU][0-9]{5}[A-Z]{2}[0-9]{4}[A-Z]{3}[0-9]{6}$'),
  constraint company_contacts_effective_on_check
    check (effective_on between date '1900-01-01' and date '2100-12-31'),
  constraint company_contacts_version_check check (version >= 1)
);

create or replace function private.check_company_contacts()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.registered_office := btrim(coalesce(new.registered_office, ''));
  new.plant := btrim(coalesce(new.plant, ''));
  new.phone := btrim(coalesce(new.phone, ''));
  new.investor_email := btrim(coalesce(new.investor_email, ''));
  new.cin := upper(btrim(coalesce(new.cin, '')));
  if char_length(new.registered_office) not between 1 and 500 then
    raise exception 'Give the registered office''s address (1 to 500 characters).'
      using errcode = '23514', constraint = 'company_contacts_registered_office_check';
  end if;
  if char_length(new.plant) > 500 then
    raise exception 'The plant''s address can be at most 500 characters.'
      using errcode = '23514', constraint = 'company_contacts_plant_check';
  end if;
  if not (new.phone ~ '^\+?[0-9][0-9 ()-]*[0-9]$'
      and char_length(regexp_replace(new.phone, '[^0-9]', '', 'g')) between 7 and 15) then
    raise exception 'Give a phone number of 7 to 15 digits; spaces, brackets, dashes and a leading + are fine.'
      using errcode = '23514', constraint = 'company_contacts_phone_check';
  end if;
  if not (char_length(new.investor_email) <= 254 and new.investor_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$') then
    raise exception '"%" is not an e-mail address.', left(new.investor_email, 80)
      using errcode = '23514', constraint = 'company_contacts_investor_email_check';
  end if;
  if new.cin !~ '^[LU][0-9]{5}[A-Z]{2}[0-9]{4}[A-Z]{3}[0-9]{6}$' then
    raise exception 'The CIN is 21 characters: L or U, five digits, two letters for the state, the year, three letters and six digits, such as L24230MP1985PLC000000.'
      using errcode = '23514', constraint = 'company_contacts_cin_check';
  end if;
  if new.effective_on is null or new.effective_on not between date '1900-01-01' and date '2100-12-31' then
    raise exception 'Give the date from which these details apply.'
      using errcode = '23514', constraint = 'company_contacts_effective_on_check';
  end if;
  if tg_op = 'INSERT' and exists (select 1 from public.company_contacts) then
    raise exception 'The company''s contact details are already entered: change them instead of adding another set.'
      using errcode = '23505', constraint = 'company_contacts_singleton_key';
  end if;
  new.singleton := true;
  return new;
end;
$$;

create table if not exists public.credit_ratings (
  id uuid primary key default gen_random_uuid(),
  agency text not null,
  instrument text not null,
  rating text not null,
  outlook text,
  rated_on date not null,
  rationale_url text not null,
  withdrawn_on date,
  is_sample boolean not null default false,
  version integer not null default 1,
  rating_entered_at timestamptz,
  withdrawal_entered_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint credit_ratings_agency_check check (char_length(btrim(agency)) between 1 and 200),
  constraint credit_ratings_instrument_check check (char_length(btrim(instrument)) between 1 and 300),
  constraint credit_ratings_rating_check check (char_length(btrim(rating)) between 1 and 50),
  constraint credit_ratings_outlook_check check (char_length(outlook) <= 100),
  constraint credit_ratings_rated_on_check
    check (rated_on between date '1900-01-01' and date '2100-12-31'),
  constraint credit_ratings_rationale_url_check
    check (char_length(rationale_url) <= 2048 and rationale_url ~ '^https://[^/\s]+[^\s]*$'),
  constraint credit_ratings_withdrawn_check check (withdrawn_on is null or withdrawn_on >= rated_on),
  constraint credit_ratings_version_check check (version >= 1)
);

create unique index if not exists credit_ratings_action_key
  on public.credit_ratings (lower(btrim(agency)), lower(btrim(instrument)), rated_on);

create or replace function private.check_credit_rating()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.agency := btrim(coalesce(new.agency, ''));
  new.instrument := btrim(coalesce(new.instrument, ''));
  new.rating := btrim(coalesce(new.rating, ''));
  new.outlook := nullif(btrim(new.outlook), '');
  new.rationale_url := btrim(coalesce(new.rationale_url, ''));
  if char_length(new.agency) not between 1 and 200 then
    raise exception 'Give the rating agency (1 to 200 characters).'
      using errcode = '23514', constraint = 'credit_ratings_agency_check';
  end if;
  if char_length(new.instrument) not between 1 and 300 then
    raise exception 'Give the instrument rated, such as Long-term bank facilities (1 to 300 characters).'
      using errcode = '23514', constraint = 'credit_ratings_instrument_check';
  end if;
  if char_length(new.rating) not between 1 and 50 then
    raise exception 'Give the rating as the agency wrote it, such as CRISIL A+ (1 to 50 characters).'
      using errcode = '23514', constraint = 'credit_ratings_rating_check';
  end if;
  if char_length(new.outlook) > 100 then
    raise exception 'The outlook can be at most 100 characters.'
      using errcode = '23514', constraint = 'credit_ratings_outlook_check';
  end if;
  if new.rated_on is null or new.rated_on not between date '1900-01-01' and date '2100-12-31' then
    raise exception 'Give the date of the rating.'
      using errcode = '23514', constraint = 'credit_ratings_rated_on_check';
  end if;
  if not (char_length(new.rationale_url) <= 2048 and new.rationale_url ~ '^https://[^/\s]+[^\s]*$') then
    raise exception 'The link to the rating rationale must be a web address starting with https://.'
      using errcode = '23514', constraint = 'credit_ratings_rationale_url_check';
  end if;
  if new.withdrawn_on is not null and new.withdrawn_on < new.rated_on then
    raise exception 'The rating cannot be withdrawn (%) before it was given (%).',
      to_char(new.withdrawn_on, 'FMDD Mon YYYY'), to_char(new.rated_on, 'FMDD Mon YYYY')
      using errcode = '23514', constraint = 'credit_ratings_withdrawn_check';
  end if;
  if exists (select 1 from public.credit_ratings r
              where lower(r.agency) = lower(new.agency) and lower(r.instrument) = lower(new.instrument)
                and r.rated_on = new.rated_on and r.id <> new.id) then
    raise exception 'This agency''s rating of this instrument on that day is already entered.'
      using errcode = '23505', constraint = 'credit_ratings_action_key';
  end if;
  return new;
end;
$$;

revoke all on function private.check_company_contacts() from public, anon, authenticated, service_role;
revoke all on function private.check_credit_rating() from public, anon, authenticated, service_role;

drop trigger if exists check_company_contacts on public.company_contacts;
create trigger check_company_contacts before insert or update on public.company_contacts
  for each row execute function private.check_company_contacts();
drop trigger if exists keep_fact_history on public.company_contacts;
create trigger keep_fact_history before insert or update on public.company_contacts
  for each row execute function private.keep_fact_history('The contact details were');

drop trigger if exists check_credit_rating on public.credit_ratings;
create trigger check_credit_rating before insert or update on public.credit_ratings
  for each row execute function private.check_credit_rating();
drop trigger if exists keep_fact_history on public.credit_ratings;
create trigger keep_fact_history before insert or update on public.credit_ratings
  for each row execute function private.keep_fact_history('This credit rating was',
    'rated_on', 'rating_entered_at', 'withdrawn_on', 'withdrawal_entered_at');

select private.attach_standard_protections('public.company_contacts',
  visitors_read => 'true', label => 'the company''s contact details',
  audit_title => array['phone', 'investor_email']);
select private.attach_standard_protections('public.credit_ratings',
  visitors_read => 'true', label => 'credit ratings',
  audit_title => array['agency', 'instrument', 'rating']);

comment on table public.company_contacts is
  'The company''s contact details: one row (Regulation 46(2)(j); the footer of every page).';
comment on table public.credit_ratings is
  'Credit ratings of outstanding instruments, each revision a row (Regulation 46(2)(r)).';
