-- The day the site's records begin, as the company secretary sets it on the desk. The compliance
-- calendar, Today and Regulation 46 readiness count what falls due from that day on
-- (src/lib/compliance/calendar.ts), so a site set up today does not open on a year of overdue
-- filings it never held and cannot act on; the desk states the day wherever it counts from it.
--
-- One row (a unique column holding one value, as company_contacts does). Administrator only:
-- visitors never see what the company owes. The protections are the standard ones, in one call
-- (private.attach_standard_protections, 20261126100000): RLS, admin-only reads and writes, aal2
-- for both once a factor is enrolled, require_admin's plain refusals, the audit trail (the entry
-- named by the day) and the database's created_at.
--
-- Additive: one table, one trigger function.

create table if not exists public.compliance_settings (
  id uuid primary key default gen_random_uuid(),
  -- Always true: a unique column holding one value makes this a table of one row.
  singleton boolean not null default true,
  records_begin date not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint compliance_settings_singleton_key unique (singleton),
  constraint compliance_settings_singleton_check check (singleton),
  -- The company was founded in 1985; its listed records cannot begin before.
  constraint compliance_settings_records_begin_check
    check (records_begin between date '1985-01-01' and date '2100-12-31')
);

comment on table public.compliance_settings is
  'The day the site''s records begin: the desk counts obligations falling due from it.';

-- Plain words before the constraints (kept as the backstop), with the same codes and names.
create or replace function private.prepare_compliance_settings()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  today constant date := (now() at time zone 'Asia/Kolkata')::date;
begin
  if new.records_begin is null then
    raise exception 'Give the day the site''s records begin.'
      using errcode = '23514', constraint = 'compliance_settings_records_begin_check';
  end if;
  if new.records_begin < date '1985-01-01' then
    raise exception 'The site''s records cannot begin before 1 January 1985, the year the company was founded.'
      using errcode = '23514', constraint = 'compliance_settings_records_begin_check';
  end if;
  -- A day still to come would hide what is due now; India's today, as the desk counts.
  if new.records_begin > today then
    raise exception 'The site''s records cannot begin after today (%): choose today or an earlier day.',
      to_char(today, 'FMDD Mon YYYY')
      using errcode = '23514', constraint = 'compliance_settings_records_begin_check';
  end if;
  if tg_op = 'INSERT' and exists (select 1 from public.compliance_settings) then
    raise exception 'The day the site''s records begin is already set: change it instead.'
      using errcode = '23505', constraint = 'compliance_settings_singleton_key';
  end if;
  new.singleton := true;
  if tg_op = 'UPDATE' then
    new.created_at := old.created_at;
  end if;
  new.updated_at := now();
  return new;
end;
$$;

revoke all on function private.prepare_compliance_settings() from public, anon, authenticated, service_role;

drop trigger if exists prepare_compliance_settings on public.compliance_settings;
create trigger prepare_compliance_settings before insert or update on public.compliance_settings
  for each row execute function private.prepare_compliance_settings();

-- Admin-only reads (visitors_read => null), named in policies and refusals.
select private.attach_standard_protections(
  'public.compliance_settings',
  visitors_read => null,
  label => 'the day the records begin',
  audit_title => array['records_begin']
);
