-- Shareholding at a glance: the category totals of each quarter's shareholding pattern as data,
-- so /investor/shareholding-pattern can show the latest split and the promoter / public trend
-- beside the filed PDFs (which stay the record: public.shareholding_pattern).
--
-- Regulation 31(1)(b) of the SEBI (LODR) Regulations 2015 asks for the pattern every quarter,
-- within 21 days of its end, in the format SEBI specifies. That format is SEBI circular
-- CIR/CFD/CMD/13/2015 of 30 November 2015, Annexure I (read at taxguru.in/sebi/disclosure-
-- holding-securities-holding-securities-dematerialized-form.html), with Tables III (public) and
-- IV (non promoter - non public) revised by circular SEBI/HO/CFD/PoD-1/P/CIR/2022/92 of 30 June
-- 2022 (summarised at finseclaw.com, "Amendments to formats for disclosure of shareholding by
-- listed entities"; the official PDF was not reachable here). Its Table I sums the holdings in
-- three categories: (A) promoter and promoter group, (B) public, (C) non promoter - non public,
-- the last being (C1) shares underlying depository receipts and (C2) shares held by employee
-- trusts. Table III divides the public into (B1) institutions (domestic), (B2) institutions
-- (foreign), (B3) central / state government(s) and (B4) non-institutions.
--
-- One row per quarter holds the number of shares in each category the site shows; the leaves
-- that the form names (mutual funds, FPIs, banks, insurers; resident individuals, bodies
-- corporate) and an "other" beside each group, so that every share of Table I is in exactly one
-- column and the columns add up to the total the pattern states. The database refuses a quarter
-- whose categories do not add up, in plain words: a typed figure that is off shows at once.
-- Shares, not percentages: they are what the pattern states exactly; the page derives the
-- percentages as the format does ("calculated as per SCRR, 1957": of the total less the shares
-- underlying depository receipts, which have no percentage).
--
-- Same protections as every table the administrator writes (one call below). Additive: one
-- table, one trigger function.

create table if not exists public.shareholding_quarters (
  id uuid primary key default gen_random_uuid(),
  -- The last day of the quarter the pattern is as of: 31 March, 30 June, 30 September, 31 December.
  quarter_end date not null,
  -- (A) Table II: promoter and promoter group, Indian and foreign.
  promoter_shares bigint not null,
  -- (B1) and (B2), Table III: institutions, domestic and foreign.
  mutual_fund_shares bigint not null,
  foreign_portfolio_investor_shares bigint not null,
  bank_shares bigint not null,
  insurance_company_shares bigint not null,
  -- Venture capital and alternative investment funds, provident and pension funds, NBFCs, asset
  -- reconstruction companies, sovereign wealth funds, foreign direct investment ...
  other_institution_shares bigint not null,
  -- (B3): the central government, state governments and their companies.
  government_shares bigint not null,
  -- (B4): resident individuals (both nominal-capital bands).
  resident_individual_shares bigint not null,
  bodies_corporate_shares bigint not null,
  -- NRIs, foreign nationals and companies, directors and KMP, the IEPF, trusts, others.
  other_non_institution_shares bigint not null,
  -- (C1) and (C2), Table IV.
  depository_receipt_shares bigint not null default 0,
  employee_trust_shares bigint not null default 0,
  -- The total number of shares the pattern states (Table I, its total row).
  total_shares bigint not null,
  -- Sample figures seeded for a local backend (supabase/seed.sql): the page and the desk say so.
  is_sample boolean not null default false,
  created_at timestamptz not null default now(),
  constraint shareholding_quarters_quarter_end_key unique (quarter_end),
  constraint shareholding_quarters_quarter_end_check check (
    to_char(quarter_end, 'MM-DD') in ('03-31', '06-30', '09-30', '12-31')
    and quarter_end between date '2000-01-01' and date '2100-12-31'
  ),
  constraint shareholding_quarters_shares_check check (
    promoter_shares >= 0 and mutual_fund_shares >= 0 and foreign_portfolio_investor_shares >= 0
    and bank_shares >= 0 and insurance_company_shares >= 0 and other_institution_shares >= 0
    and government_shares >= 0 and resident_individual_shares >= 0
    and bodies_corporate_shares >= 0 and other_non_institution_shares >= 0
    and depository_receipt_shares >= 0 and employee_trust_shares >= 0
    and total_shares > 0 and total_shares < 1e15
  ),
  -- Every share in exactly one category: the categories add up to the stated total.
  constraint shareholding_quarters_total_check check (
    promoter_shares + mutual_fund_shares + foreign_portfolio_investor_shares + bank_shares
    + insurance_company_shares + other_institution_shares + government_shares
    + resident_individual_shares + bodies_corporate_shares + other_non_institution_shares
    + depository_receipt_shares + employee_trust_shares = total_shares
  )
);

create index if not exists shareholding_quarters_quarter_end_idx
  on public.shareholding_quarters (quarter_end desc);

comment on table public.shareholding_quarters is
  'Category totals (shares) of each quarter''s shareholding pattern (Reg 31, SEBI format Table I-IV).';

-- A whole number as India writes it (1,23,45,678: thousands, then lakhs and crores), for the
-- refusals, which quote the administrator's figures back in the form the site shows them.
create or replace function private.indian_grouping(n numeric)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when length(digits) <= 3 then sign_text || digits
    else sign_text || regexp_replace(left(digits, -3), '(\d)(?=(\d\d)+$)', '\1,', 'g')
         || ',' || right(digits, 3) end
    from (select trunc(abs(n))::text as digits,
                 case when n < 0 then '-' else '' end as sign_text) as parts
$$;

revoke all on function private.indian_grouping(numeric) from public, anon, authenticated, service_role;
-- The writers' triggers call it in the writer's role.
grant execute on function private.indian_grouping(numeric) to authenticated, service_role;

-- Plain words before the constraints (kept as the backstop), with the constraints' names and
-- codes, so the desk tells a figure to fix from a refused permission.
create or replace function private.prepare_shareholding_quarter()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  labels constant text[] := array[
    'Promoter and promoter group', 'Mutual funds', 'Foreign portfolio investors', 'Banks',
    'Insurance companies', 'Other institutions', 'Central and state governments',
    'Resident individuals', 'Bodies corporate', 'Other non-institutions',
    'Shares underlying depository receipts', 'Employee trusts'];
  shares bigint[];
  added numeric := 0;
  i int;
  today constant date := (now() at time zone 'Asia/Kolkata')::date;
begin
  if new.quarter_end is null
     or to_char(new.quarter_end, 'MM-DD') not in ('03-31', '06-30', '09-30', '12-31')
     or new.quarter_end not between date '2000-01-01' and date '2100-12-31' then
    raise exception 'Give the last day of a quarter: 31 March, 30 June, 30 September or 31 December, between 2000 and 2100.'
      using errcode = '23514', constraint = 'shareholding_quarters_quarter_end_check';
  end if;
  if new.quarter_end > today then
    raise exception 'The quarter ends on %, which has not come yet: a shareholding pattern is as of a quarter that has ended.',
      to_char(new.quarter_end, 'FMDD FMMonth YYYY')
      using errcode = '23514', constraint = 'shareholding_quarters_quarter_end_check';
  end if;

  shares := array[new.promoter_shares, new.mutual_fund_shares,
    new.foreign_portfolio_investor_shares, new.bank_shares, new.insurance_company_shares,
    new.other_institution_shares, new.government_shares, new.resident_individual_shares,
    new.bodies_corporate_shares, new.other_non_institution_shares,
    new.depository_receipt_shares, new.employee_trust_shares];
  for i in 1 .. cardinality(shares) loop
    if shares[i] is null or shares[i] < 0 then
      raise exception '%: give the number of shares, 0 or more.', labels[i]
        using errcode = '23514', constraint = 'shareholding_quarters_shares_check';
    end if;
    added := added + shares[i];
  end loop;
  if new.total_shares is null or new.total_shares <= 0 or new.total_shares >= 1e15 then
    raise exception 'Give the total number of shares the pattern states (more than 0).'
      using errcode = '23514', constraint = 'shareholding_quarters_shares_check';
  end if;
  if added <> new.total_shares then
    raise exception 'The categories add up to % shares, but the total is % (% %): check each figure against the filed pattern.',
      private.indian_grouping(added), private.indian_grouping(new.total_shares),
      private.indian_grouping(abs(added - new.total_shares)),
      case when added > new.total_shares then 'too many' else 'too few' end
      using errcode = '23514', constraint = 'shareholding_quarters_total_check';
  end if;

  if exists (
    select 1 from public.shareholding_quarters q
     where q.quarter_end = new.quarter_end and q.id <> new.id
  ) then
    raise exception 'The quarter ended % is already on the site: edit it instead.',
      to_char(new.quarter_end, 'FMDD FMMonth YYYY')
      using errcode = '23505', constraint = 'shareholding_quarters_quarter_end_key';
  end if;
  -- Only the seed marks samples: what the administrator saves (a sample corrected included) is
  -- the company's own figures.
  if current_user in ('anon', 'authenticated') then
    new.is_sample := false;
  end if;
  return new;
end;
$$;

revoke all on function private.prepare_shareholding_quarter() from public, anon, authenticated, service_role;

drop trigger if exists prepare_shareholding_quarter on public.shareholding_quarters;
create trigger prepare_shareholding_quarter before insert or update on public.shareholding_quarters
  for each row execute function private.prepare_shareholding_quarter();

select private.attach_standard_protections('public.shareholding_quarters',
  visitors_read => 'true', label => 'shareholding figures',
  audit_title => array['quarter_end']);
