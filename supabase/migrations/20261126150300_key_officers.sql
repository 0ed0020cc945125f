-- Key managerial personnel and the officers the law asks the company to designate and publish,
-- as data the company secretary keeps current. One row is one person's appointment to one or
-- more roles, from the day they took charge; an officer who leaves keeps the row with the date.
--
-- The roles, and the rules the database holds them to (each text read 26 Nov 2026):
--   managing_director, ceo, cfo, company_secretary: key managerial personnel (section 2(51) of
--     the Companies Act, 2013). A managing director is a director (section 2(54)), so the row
--     names the director.
--   compliance_officer: Regulation 6(1) of SEBI's LODR, "A listed entity shall appoint a
--     qualified company secretary as the compliance officer" (taxmanagementindia.com's
--     consolidation of Regulation 6, with the Third Amendment's proviso of 12 December 2024), so
--     the compliance officer holds the company secretary's role too.
--   iepf_nodal_officer: rule 7(2A) of the IEPF Authority (Accounting, Audit, Transfer and
--     Refund) Rules, 2016, as amended on 14 August 2019: the Nodal Officer "must either be a
--     director, chief financial officer or company secretary" (AZB & Partners' note on the
--     amendment; the Gazette's text, G.S.R. 571(E), was found only as a scan that could not be
--     read), and the company shows the Nodal Officer's name and e-mail on its website (rule 7(2A)
--     as inserted in 2017, aishmghrana.me's reading of G.S.R. 1267(E)). So the row holds the
--     company secretary's or the CFO's role, or names a director serving on that day, and an
--     e-mail.
--   grievance_officer: Regulation 46(2)(j) ("the email address for grievance redressal and
--     other relevant details") and 46(2)(k) ("contact information of the designated officials
--     ... responsible for assisting and handling investor grievances"), so an e-mail and a phone.
--   registrar: the registrar and share transfer agent, a firm (its name in `name`), with its
--     address, phone and e-mail, and no other role.
-- One person at a time holds each role but that of the grievance officials (several may).
--
-- Additive: one table, two functions; the protections from the one function (20261126100000).

create table if not exists public.key_officers (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  roles text[] not null,
  designation text not null,
  director_id uuid references public.board_directors (id) on delete restrict,
  email text,
  phone text,
  address text,
  took_charge_on date not null,
  ceased_on date,
  cessation_reason text,
  display_order integer not null default 100,
  is_sample boolean not null default false,
  version integer not null default 1,
  took_charge_entered_at timestamptz,
  cessation_entered_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint key_officers_name_check check (char_length(btrim(name)) between 1 and 200),
  constraint key_officers_roles_check check (
    cardinality(roles) between 1 and 8
    and roles <@ array['managing_director', 'ceo', 'cfo', 'company_secretary',
      'compliance_officer', 'iepf_nodal_officer', 'grievance_officer', 'registrar']::text[]
  ),
  constraint key_officers_designation_check check (char_length(btrim(designation)) between 1 and 200),
  constraint key_officers_email_check
    check (email is null or (char_length(email) <= 254 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$')),
  constraint key_officers_phone_check check (
    phone is null or (phone ~ '^\+?[0-9][0-9 ()-]*[0-9]$'
      and char_length(regexp_replace(phone, '[^0-9]', '', 'g')) between 7 and 15)
  ),
  constraint key_officers_address_check check (char_length(address) <= 500),
  constraint key_officers_dates_check check (ceased_on is null or ceased_on >= took_charge_on),
  constraint key_officers_cessation_reason_check check (
    (ceased_on is null and cessation_reason is null)
    or (ceased_on is not null and cessation_reason in
        ('resignation', 'retirement', 'end_of_term', 'death', 'removal'))
  ),
  constraint key_officers_display_order_check check (display_order between 0 and 10000),
  constraint key_officers_version_check check (version >= 1)
);

create index if not exists key_officers_director_idx on public.key_officers (director_id);

create or replace function private.check_key_officer()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  allowed constant text[] := array['managing_director', 'ceo', 'cfo', 'company_secretary',
    'compliance_officer', 'iepf_nodal_officer', 'grievance_officer', 'registrar'];
  director record;
  clash record;
  role_words constant jsonb := '{"managing_director": "Managing Director", "ceo": "Chief Executive Officer",
    "cfo": "Chief Financial Officer", "company_secretary": "Company Secretary",
    "compliance_officer": "Compliance Officer", "iepf_nodal_officer": "Nodal Officer for the IEPF",
    "registrar": "Registrar and Share Transfer Agent"}';
begin
  if new.name is null or char_length(btrim(new.name)) not between 1 and 200 then
    raise exception 'Give the name (1 to 200 characters).'
      using errcode = '23514', constraint = 'key_officers_name_check';
  end if;
  new.roles := array(select distinct r from unnest(coalesce(new.roles, '{}')) as r order by r);
  if cardinality(new.roles) = 0 or not new.roles <@ allowed then
    raise exception 'Choose at least one role.'
      using errcode = '23514', constraint = 'key_officers_roles_check';
  end if;
  if new.designation is null or char_length(btrim(new.designation)) not between 1 and 200 then
    raise exception 'Give the designation shown on the page, such as Company Secretary and Compliance Officer (1 to 200 characters).'
      using errcode = '23514', constraint = 'key_officers_designation_check';
  end if;
  new.email := nullif(btrim(new.email), '');
  new.phone := nullif(btrim(new.phone), '');
  new.address := nullif(btrim(new.address), '');
  if new.email is not null and not (char_length(new.email) <= 254 and new.email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$') then
    raise exception '"%" is not an e-mail address.', left(new.email, 80)
      using errcode = '23514', constraint = 'key_officers_email_check';
  end if;
  if new.phone is not null and not (new.phone ~ '^\+?[0-9][0-9 ()-]*[0-9]$'
      and char_length(regexp_replace(new.phone, '[^0-9]', '', 'g')) between 7 and 15) then
    raise exception 'Give a phone number of 7 to 15 digits; spaces, brackets, dashes and a leading + are fine.'
      using errcode = '23514', constraint = 'key_officers_phone_check';
  end if;
  if char_length(new.address) > 500 then
    raise exception 'The address can be at most 500 characters.'
      using errcode = '23514', constraint = 'key_officers_address_check';
  end if;
  if new.took_charge_on is null then
    raise exception 'Give the date the person took charge.'
      using errcode = '23514', constraint = 'key_officers_dates_check';
  end if;
  if new.ceased_on is not null and new.ceased_on < new.took_charge_on then
    raise exception 'The date of cessation (%) is before the date the person took charge (%).',
      to_char(new.ceased_on, 'FMDD Mon YYYY'), to_char(new.took_charge_on, 'FMDD Mon YYYY')
      using errcode = '23514', constraint = 'key_officers_dates_check';
  end if;
  if (new.ceased_on is null) <> (new.cessation_reason is null)
     or new.cessation_reason not in ('resignation', 'retirement', 'end_of_term', 'death', 'removal') then
    raise exception 'An officer who ceases needs both the date and the reason (resignation, retirement, end of term, death or removal).'
      using errcode = '23514', constraint = 'key_officers_cessation_reason_check';
  end if;
  if new.display_order is null or new.display_order not between 0 and 10000 then
    raise exception 'The order on the page is a whole number from 0 to 10,000.'
      using errcode = '23514', constraint = 'key_officers_display_order_check';
  end if;

  if new.director_id is not null then
    select d.name, d.appointed_on, d.ceased_on into director
      from public.board_directors d where d.id = new.director_id;
    if not found or director.appointed_on > new.took_charge_on
       or (director.ceased_on is not null and director.ceased_on <= new.took_charge_on) then
      raise exception 'The director named is not on the Board on %, the day this person took charge.',
        to_char(new.took_charge_on, 'FMDD Mon YYYY')
        using errcode = '23514', constraint = 'key_officers_director_check';
    end if;
  end if;
  -- Regulation 6(1) of SEBI's LODR.
  if 'compliance_officer' = any (new.roles) and not ('company_secretary' = any (new.roles)) then
    raise exception 'The compliance officer must be the company secretary (Regulation 6(1) of SEBI''s LODR): give this person the Company Secretary role too.'
      using errcode = '23514', constraint = 'key_officers_compliance_officer_check';
  end if;
  -- Rule 7(2A) of the IEPF Rules, 2016.
  if 'iepf_nodal_officer' = any (new.roles) and not ('company_secretary' = any (new.roles)
      or 'cfo' = any (new.roles) or new.director_id is not null) then
    raise exception 'The Nodal Officer for the IEPF must be a director, the CFO or the company secretary (rule 7(2A) of the IEPF Rules, 2016): give this person one of those roles, or name the director.'
      using errcode = '23514', constraint = 'key_officers_nodal_officer_check';
  end if;
  if 'managing_director' = any (new.roles) and new.director_id is null then
    raise exception 'A managing director is a director: choose which director.'
      using errcode = '23514', constraint = 'key_officers_director_check';
  end if;
  if ('iepf_nodal_officer' = any (new.roles) or 'compliance_officer' = any (new.roles)
      or 'grievance_officer' = any (new.roles) or 'registrar' = any (new.roles))
     and new.email is null then
    raise exception 'Give an e-mail address: the website must show it for this role.'
      using errcode = '23514', constraint = 'key_officers_contact_check';
  end if;
  if ('grievance_officer' = any (new.roles) or 'registrar' = any (new.roles)) and new.phone is null then
    raise exception 'Give a phone number: the website must show it for this role (Regulation 46(2)(k)).'
      using errcode = '23514', constraint = 'key_officers_contact_check';
  end if;
  if 'registrar' = any (new.roles) and (cardinality(new.roles) > 1 or new.address is null) then
    raise exception 'The registrar and share transfer agent is a firm with its own address, and holds no other role.'
      using errcode = '23514', constraint = 'key_officers_registrar_check';
  end if;
  new.name := btrim(new.name);
  new.designation := btrim(new.designation);

  -- One holder at a time of each role but the grievance officials'; serialised on the table so
  -- two saves at once cannot both pass.
  perform pg_advisory_xact_lock(hashtext('key_officers'));
  select o.name, r.role into clash
    from public.key_officers o, unnest(o.roles) as r(role)
   where o.id <> new.id and r.role = any (new.roles) and r.role <> 'grievance_officer'
     and daterange(o.took_charge_on, o.ceased_on) && daterange(new.took_charge_on, new.ceased_on)
   limit 1;
  if found then
    raise exception '% is % for some of these dates: enter the date they ceased first.',
      clash.name, role_words ->> clash.role
      using errcode = '23505', constraint = 'key_officers_one_holder_key';
  end if;
  return new;
end;
$$;

-- A director who is (or was) an officer keeps the row, as with committee terms.
create or replace function private.keep_director_of_officer()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if exists (select 1 from public.key_officers o where o.director_id = old.id) then
    raise exception '% is named on an officer''s row, so the row stays: a director who leaves is ceased, with the date and the reason.',
      old.name
      using errcode = '23503', constraint = 'key_officers_director_id_fkey';
  end if;
  return old;
end;
$$;

revoke all on function private.check_key_officer() from public, anon, authenticated, service_role;
revoke all on function private.keep_director_of_officer() from public, anon, authenticated, service_role;

drop trigger if exists check_key_officer on public.key_officers;
create trigger check_key_officer before insert or update on public.key_officers
  for each row execute function private.check_key_officer();
drop trigger if exists keep_fact_history on public.key_officers;
create trigger keep_fact_history before insert or update on public.key_officers
  for each row execute function private.keep_fact_history('This officer was',
    'took_charge_on', 'took_charge_entered_at', 'ceased_on', 'cessation_entered_at');
drop trigger if exists keep_director_of_officer on public.board_directors;
create trigger keep_director_of_officer before delete on public.board_directors
  for each row execute function private.keep_director_of_officer();

select private.attach_standard_protections('public.key_officers',
  visitors_read => 'true', label => 'the officers of the company');

comment on table public.key_officers is
  'Key managerial personnel and designated officers (Reg 6, Reg 46(2)(j)-(k), IEPF rule 7(2A)).';
