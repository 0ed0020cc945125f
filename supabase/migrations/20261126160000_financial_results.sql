-- The company's results as data: one row per period (a quarter, a half-year, nine months or a
-- year; standalone or consolidated; audited or not), with the key figures of the statement of
-- profit and loss as filed with the exchange (Ind AS, Schedule III Division II format): revenue
-- from operations, other income, total income, total expenses, profit before tax, tax expense,
-- profit for the period, other comprehensive income, basic and diluted earnings per share, and
-- the paid-up equity share capital with its face value. /investor/quarterly-results draws its
-- table and charts from it; Regulation 46(2)(l)(ii) asks for the results on the website.
--
-- Numbers are kept exactly (numeric, never floating point): amounts in rupees with at most two
-- decimal places (paise) and under ₹1 lakh crore (10^13), so that every amount has at most 15
-- significant digits and reaches a browser unchanged through JSON (PostgREST sends numeric as a
-- JSON number, which JavaScript reads as a double: exact up to 15 significant digits); per-share
-- figures in rupees with at most four decimal places. `scale` is the rounding the filing states
-- (its LevelOfRoundingUsedInFinancialStatements: lakhs, crores ...), which the page shows the
-- figures in; the figures themselves are always rupees.
--
-- Each row may name its results document: a row of financial_report (the Financial Reports
-- page's table of results PDFs). A purged document leaves the period without a link.
--
-- Same protections as every table the administrator writes (one call below); plain refusals for
-- numbers that cannot be, a period that is not a whole quarter, half-year, nine months or year,
-- a period end before its start or after today, and a period already present.
-- public.save_financial_results writes several periods in one statement, all or nothing: the
-- desk's XBRL import and its manual entry both save through it.
--
-- No column here is text the administrator types (kind, basis and scale are closed lists the
-- constraints name), so none needs private.refuse_direction_controls() (20261126120000), which
-- guards typed titles; a row's words on the page are built from its dates and kind.
--
-- Additive: one table, one trigger function, one API function.

create table if not exists public.financial_results (
  id uuid primary key default gen_random_uuid(),
  period_kind text not null,
  basis text not null,
  audited boolean not null default false,
  period_start date not null,
  period_end date not null,
  scale text not null default 'lakhs',
  revenue_from_operations numeric not null,
  other_income numeric not null,
  total_income numeric not null,
  total_expenses numeric not null,
  profit_before_tax numeric not null,
  tax_expense numeric not null,
  profit_for_period numeric not null,
  other_comprehensive_income numeric not null,
  basic_eps numeric not null,
  diluted_eps numeric not null,
  paid_up_capital numeric not null,
  face_value numeric not null,
  document_id uuid references public.financial_report (id) on delete set null,
  -- Sample figures seeded for a local backend (supabase/seed.sql): the page says so.
  is_sample boolean not null default false,
  created_at timestamptz not null default now(),
  constraint financial_results_period_key unique (basis, period_start, period_end),
  constraint financial_results_kind_check
    check (period_kind in ('quarter', 'half_year', 'nine_months', 'year')),
  constraint financial_results_basis_check check (basis in ('standalone', 'consolidated')),
  constraint financial_results_scale_check
    check (scale in ('rupees', 'thousands', 'lakhs', 'millions', 'crores')),
  constraint financial_results_period_check check (
    period_end > period_start
    and period_start >= date '2000-01-01' and period_end <= date '2100-12-31'
  ),
  -- A whole number of months from the first of a month: 3, 6, 9 or 12 as the kind says.
  constraint financial_results_length_check check (
    extract(day from period_start) = 1
    and period_end = (period_start + make_interval(months => case period_kind
      when 'quarter' then 3 when 'half_year' then 6 when 'nine_months' then 9 else 12 end))::date - 1
  ),
  -- abs(x) < bound also refuses NaN and infinities (both compare greater than any number).
  constraint financial_results_amounts_check check (
    abs(revenue_from_operations) < 1e13 and scale(revenue_from_operations) <= 2
    and abs(other_income) < 1e13 and scale(other_income) <= 2
    and abs(total_income) < 1e13 and scale(total_income) <= 2
    and abs(total_expenses) < 1e13 and scale(total_expenses) <= 2
    and abs(profit_before_tax) < 1e13 and scale(profit_before_tax) <= 2
    and abs(tax_expense) < 1e13 and scale(tax_expense) <= 2
    and abs(profit_for_period) < 1e13 and scale(profit_for_period) <= 2
    and abs(other_comprehensive_income) < 1e13 and scale(other_comprehensive_income) <= 2
    and abs(paid_up_capital) < 1e13 and scale(paid_up_capital) <= 2
  ),
  constraint financial_results_per_share_check check (
    abs(basic_eps) < 1e6 and scale(basic_eps) <= 4
    and abs(diluted_eps) < 1e6 and scale(diluted_eps) <= 4
    and face_value > 0 and face_value < 1e5 and scale(face_value) <= 2
  ),
  -- Income and expenses are totals of amounts that are never negative in the statement's format;
  -- a company has issued capital. Profits, tax and other comprehensive income may be negative.
  constraint financial_results_sign_check check (
    revenue_from_operations >= 0 and total_income >= 0 and total_expenses >= 0
    and paid_up_capital > 0
  )
);

create index if not exists financial_results_period_end_idx
  on public.financial_results (period_end desc);
-- Supabase's linter asks for an index on every foreign key (unindexed_foreign_keys): a purge of a
-- financial report finds the periods that name it.
create index if not exists financial_results_document_id_idx
  on public.financial_results (document_id);

comment on table public.financial_results is
  'Key figures of each results period as filed (rupees, exact); scale is the filing''s rounding.';

-- Plain words before the constraints (kept as the backstop), with the same error codes and the
-- constraints' names, so the desk tells a bad figure from a refused permission.
create or replace function private.prepare_financial_result()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  months constant int := case new.period_kind
    when 'quarter' then 3 when 'half_year' then 6 when 'nine_months' then 9 when 'year' then 12 end;
  labels constant text[] := array[
    'Revenue from operations', 'Other income', 'Total income', 'Total expenses',
    'Profit before tax', 'Tax expense', 'Profit for the period', 'Other comprehensive income',
    'Paid-up equity share capital'];
  amounts numeric[];
  i int;
  today constant date := (now() at time zone 'Asia/Kolkata')::date;
  period_words text;
begin
  if new.period_kind is null or months is null then
    raise exception 'Choose whether the period is a quarter, a half-year, nine months or a year.'
      using errcode = '23514', constraint = 'financial_results_kind_check';
  end if;
  if new.basis is null or new.basis not in ('standalone', 'consolidated') then
    raise exception 'Choose whether the results are standalone or consolidated.'
      using errcode = '23514', constraint = 'financial_results_basis_check';
  end if;
  if new.scale is null or new.scale not in ('rupees', 'thousands', 'lakhs', 'millions', 'crores') then
    raise exception 'Choose the rounding the results are stated in: rupees, thousands, lakhs, millions or crores.'
      using errcode = '23514', constraint = 'financial_results_scale_check';
  end if;
  if new.period_start is null or new.period_end is null then
    raise exception 'Give the day the period starts and the day it ends.'
      using errcode = '23514', constraint = 'financial_results_period_check';
  end if;
  if new.period_end <= new.period_start then
    raise exception 'The period must end after it starts (it starts % and ends %).',
      to_char(new.period_start, 'FMDD Mon YYYY'), to_char(new.period_end, 'FMDD Mon YYYY')
      using errcode = '23514', constraint = 'financial_results_period_check';
  end if;
  if new.period_start < date '2000-01-01' or new.period_end > date '2100-12-31' then
    raise exception 'Give a period between the years 2000 and 2100.'
      using errcode = '23514', constraint = 'financial_results_period_check';
  end if;
  if extract(day from new.period_start) <> 1
     or new.period_end <> (new.period_start + make_interval(months => months))::date - 1 then
    raise exception 'A % runs % whole months from the first of a month: % to % is not one.',
      replace(new.period_kind, '_', '-'), months,
      to_char(new.period_start, 'FMDD Mon YYYY'), to_char(new.period_end, 'FMDD Mon YYYY')
      using errcode = '23514', constraint = 'financial_results_length_check';
  end if;
  if new.period_end > today then
    raise exception 'The period ends on %, which has not come yet: results are for a period that has ended.',
      to_char(new.period_end, 'FMDD Mon YYYY')
      using errcode = '23514', constraint = 'financial_results_period_check';
  end if;

  amounts := array[new.revenue_from_operations, new.other_income, new.total_income,
    new.total_expenses, new.profit_before_tax, new.tax_expense, new.profit_for_period,
    new.other_comprehensive_income, new.paid_up_capital];
  for i in 1 .. cardinality(amounts) loop
    if amounts[i] is null then
      raise exception '% is missing.', labels[i]
        using errcode = '23514', constraint = 'financial_results_amounts_check';
    end if;
    if not (abs(amounts[i]) < 1e13) or scale(amounts[i]) > 2 then
      raise exception '% must be an amount in rupees with at most two decimal places, under ₹1 lakh crore.', labels[i]
        using errcode = '23514', constraint = 'financial_results_amounts_check';
    end if;
  end loop;
  if new.revenue_from_operations < 0 or new.total_income < 0 or new.total_expenses < 0 then
    raise exception 'Revenue from operations, total income and total expenses cannot be negative.'
      using errcode = '23514', constraint = 'financial_results_sign_check';
  end if;
  if new.paid_up_capital <= 0 then
    raise exception 'The paid-up equity share capital must be more than zero.'
      using errcode = '23514', constraint = 'financial_results_sign_check';
  end if;
  if new.basic_eps is null or new.diluted_eps is null or new.face_value is null then
    raise exception 'Give the basic and diluted earnings per share and the face value of a share.'
      using errcode = '23514', constraint = 'financial_results_per_share_check';
  end if;
  if not (abs(new.basic_eps) < 1e6 and abs(new.diluted_eps) < 1e6)
     or scale(new.basic_eps) > 4 or scale(new.diluted_eps) > 4 then
    raise exception 'Earnings per share must be rupees with at most four decimal places, under ₹10 lakh.'
      using errcode = '23514', constraint = 'financial_results_per_share_check';
  end if;
  if not (new.face_value > 0 and new.face_value < 1e5) or scale(new.face_value) > 2 then
    raise exception 'The face value of a share must be more than zero and under ₹1 lakh, with at most two decimal places.'
      using errcode = '23514', constraint = 'financial_results_per_share_check';
  end if;
  if new.document_id is not null
     and not exists (select 1 from public.financial_report d where d.id = new.document_id) then
    raise exception 'The results document is not among the Financial Reports: choose another or none.'
      using errcode = '23503', constraint = 'financial_results_document_id_fkey';
  end if;

  if exists (
    select 1 from public.financial_results r
     where r.basis = new.basis and r.period_start = new.period_start
       and r.period_end = new.period_end and r.id <> new.id
  ) then
    period_words := case new.period_kind
      when 'quarter' then 'quarter' when 'half_year' then 'half-year'
      when 'nine_months' then 'nine months' else 'year' end;
    raise exception 'The % results for the % ended % are already on the site.',
      new.basis, period_words, to_char(new.period_end, 'FMDD Mon YYYY')
      using errcode = '23505', constraint = 'financial_results_period_key',
            hint = 'Replace them, or correct the period.';
  end if;
  return new;
end;
$$;

revoke all on function private.prepare_financial_result() from public, anon, authenticated, service_role;

drop trigger if exists prepare_financial_result on public.financial_results;
create trigger prepare_financial_result before insert or update on public.financial_results
  for each row execute function private.prepare_financial_result();

select private.attach_standard_protections('public.financial_results',
  visitors_read => 'true', label => 'financial results',
  audit_title => array['basis', 'period_kind', 'period_end']);

-- Several periods in one statement: the desk's import of a results XBRL (a quarter with its year
-- to date, say) and its manual entry. All or nothing, as one statement is. It runs with the
-- caller's rights (SECURITY INVOKER): the table's policies, the two-factor rule, the refusals
-- above and the audit trail apply to each row exactly as to a direct write.
--
-- Each element of `periods` is an object with the table's writable columns (figures as JSON
-- strings or numbers; strings keep every digit). With an `id`, that row is corrected (its period
-- may change). Without one, a new period is added; a period already present (same basis, start
-- and end) is refused, unless replace_existing is true: then its figures are replaced, and a
-- sample row becomes the company's own. Answers how many were added and replaced.
create or replace function public.save_financial_results(
  periods jsonb,
  replace_existing boolean default false
)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  item jsonb;
  r public.financial_results;
  target uuid;
  added int := 0;
  replaced int := 0;
begin
  if jsonb_typeof(periods) is distinct from 'array' or jsonb_array_length(periods) = 0 then
    raise exception 'Give at least one period to save.' using errcode = '22023';
  end if;
  if jsonb_array_length(periods) > 40 then
    raise exception 'At most 40 periods can be saved at once.' using errcode = '22023';
  end if;
  for item in select value from jsonb_array_elements(periods) loop
    if jsonb_typeof(item) is distinct from 'object' then
      raise exception 'Each period must be an object of figures.' using errcode = '22023';
    end if;
    r := jsonb_populate_record(null::public.financial_results, item);
    target := null;
    if r.id is not null then
      target := r.id;
      if not exists (select 1 from public.financial_results f where f.id = target) then
        raise exception 'That period is no longer on the site: it was deleted meanwhile.'
          using errcode = 'P0002';
      end if;
    elsif replace_existing then
      select f.id into target from public.financial_results f
       where f.basis = r.basis and f.period_start = r.period_start and f.period_end = r.period_end;
    end if;

    if target is null then
      insert into public.financial_results (
        period_kind, basis, audited, period_start, period_end, scale,
        revenue_from_operations, other_income, total_income, total_expenses, profit_before_tax,
        tax_expense, profit_for_period, other_comprehensive_income, basic_eps, diluted_eps,
        paid_up_capital, face_value, document_id
      ) values (
        r.period_kind, r.basis, coalesce(r.audited, false), r.period_start, r.period_end,
        r.scale, r.revenue_from_operations, r.other_income, r.total_income, r.total_expenses,
        r.profit_before_tax, r.tax_expense, r.profit_for_period, r.other_comprehensive_income,
        r.basic_eps, r.diluted_eps, r.paid_up_capital, r.face_value, r.document_id
      );
      added := added + 1;
    else
      update public.financial_results f set
        period_kind = r.period_kind, basis = r.basis, audited = coalesce(r.audited, false),
        period_start = r.period_start, period_end = r.period_end, scale = r.scale,
        revenue_from_operations = r.revenue_from_operations, other_income = r.other_income,
        total_income = r.total_income, total_expenses = r.total_expenses,
        profit_before_tax = r.profit_before_tax, tax_expense = r.tax_expense,
        profit_for_period = r.profit_for_period,
        other_comprehensive_income = r.other_comprehensive_income,
        basic_eps = r.basic_eps, diluted_eps = r.diluted_eps,
        paid_up_capital = r.paid_up_capital, face_value = r.face_value,
        document_id = r.document_id, is_sample = false
       where f.id = target;
      replaced := replaced + 1;
    end if;
  end loop;
  return jsonb_build_object('added', added, 'replaced', replaced);
end;
$$;

revoke all on function public.save_financial_results(jsonb, boolean) from public, anon, authenticated;
grant execute on function public.save_financial_results(jsonb, boolean) to authenticated, service_role;
