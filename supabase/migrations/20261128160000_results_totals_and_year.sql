-- Results that add up, in the company's financial year, with the exceptional items between.
--
-- public.financial_results (20261126160000) took a July-to-June "year", and revenue 500 with
-- total income 1. Two rules join its refusals, each in words that name the figures:
--
-- 1. The statement's sums. In the format of the results (Schedule III to the Companies Act,
--    Division II, as the exchanges' Ind AS results taxonomy tags it) total income (III) is
--    revenue from operations (I) plus other income (II), and profit before tax (VII) is total
--    income less total expenses (IV) plus exceptional items (VI). Exceptional items were not
--    kept, so they become a column (0 where a statement has none). Checked against 3,520 real
--    results instances filed with NSE between 2018 and January 2025 (a public copy, GitHub
--    dvygo/EQ-DATA-ENGINEERING, corporate-filingsNSE/DATA): in all 5,554 periods of companies
--    other than banks that carry these figures, total income equals revenue plus other income
--    to the rupee; profit before tax equals total income less expenses in 3,744, and in the
--    other 1,810 it equals that plus the exceptional items. A total of rounded parts can be one
--    unit of the rounding off, so each sum may differ by one unit of the rounding its figures
--    show (private.results_rounding_unit).
-- 2. The financial year. Section 2(41) of the Companies Act, 2013 defines the financial year as
--    ending on 31 March (another only with the Tribunal's approval for a holding or subsidiary
--    of a company incorporated outside India, which this company is not). A quarter therefore
--    starts on 1 April, 1 July, 1 October or 1 January; a half-year, nine months or year on
--    1 April.
--
-- The rules are in the trigger, in plain words, with the constraints below as the backstop.
-- The constraints are NOT VALID: rows already stored were checked by the rules of their day and
-- are kept as they are; every write from now on is checked. Additive: one column, three
-- constraints, two helper functions; the trigger function and save_financial_results are
-- replaced with the same behaviour plus these rules.

alter table public.financial_results
  add column if not exists exceptional_items numeric not null default 0;

comment on column public.financial_results.exceptional_items is
  'Exceptional items before tax (rupees; a gain positive), between total expenses and profit before tax.';

-- The rounding a set of figures shows: the largest power of ten, no larger than the stated
-- scale (₹1 lakh for lakhs), that divides every one of them; a paisa at the finest. Statements
-- in lakhs with two decimals are multiples of ₹1,000, so their sums may be ₹1,000 off.
create or replace function private.results_rounding_unit(scale text, figures numeric[])
returns numeric
language plpgsql
immutable
set search_path = ''
as $$
declare
  exponent int := case scale when 'rupees' then 0 when 'thousands' then 3 when 'lakhs' then 5
    when 'millions' then 6 when 'crores' then 7 else 0 end;
  unit numeric;
  f numeric;
  fits boolean;
begin
  while exponent >= -2 loop
    unit := pg_catalog.power(10::numeric, exponent);
    fits := true;
    foreach f in array figures loop
      if f is not null and pg_catalog.mod(f, unit) <> 0 then
        fits := false;
        exit;
      end if;
    end loop;
    if fits then
      return unit;
    end if;
    exponent := exponent - 1;
  end loop;
  return 0.01;
end;
$$;

revoke all on function private.results_rounding_unit(text, numeric[]) from public, anon, authenticated, service_role;
-- The writers' trigger and the table's check call it in the writer's role.
grant execute on function private.results_rounding_unit(text, numeric[]) to authenticated, service_role;

-- Rupees with Indian grouping, and the paise when there are any, for the refusals.
create or replace function private.indian_amount(n numeric)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when n < 0 then '-' else '' end
    || private.indian_grouping(trunc(abs(n)))
    || case when n <> trunc(n)
         then '.' || lpad(((abs(n) - trunc(abs(n))) * 100)::int::text, 2, '0') else '' end
$$;

revoke all on function private.indian_amount(numeric) from public, anon, authenticated, service_role;
grant execute on function private.indian_amount(numeric) to authenticated, service_role;

alter table public.financial_results
  drop constraint if exists financial_results_exceptional_check,
  add constraint financial_results_exceptional_check
    check (abs(exceptional_items) < 1e13 and scale(exceptional_items) <= 2) not valid;

alter table public.financial_results
  drop constraint if exists financial_results_totals_check,
  add constraint financial_results_totals_check check (
    abs(total_income - revenue_from_operations - other_income)
      <= private.results_rounding_unit(scale, array[revenue_from_operations, other_income,
           total_income, total_expenses, exceptional_items, profit_before_tax])
    and abs(profit_before_tax - (total_income - total_expenses + exceptional_items))
      <= private.results_rounding_unit(scale, array[revenue_from_operations, other_income,
           total_income, total_expenses, exceptional_items, profit_before_tax])
  ) not valid;

alter table public.financial_results
  drop constraint if exists financial_results_year_check,
  add constraint financial_results_year_check check (
    extract(day from period_start) = 1
    and case when period_kind = 'quarter' then extract(month from period_start) in (1, 4, 7, 10)
      else extract(month from period_start) = 4 end
  ) not valid;

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
    'Paid-up equity share capital', 'Exceptional items'];
  amounts numeric[];
  i int;
  today constant date := (now() at time zone 'Asia/Kolkata')::date;
  period_words text;
  unit numeric;
  income numeric;
  profit numeric;
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
  -- Section 2(41) of the Companies Act, 2013: the financial year ends on 31 March (another only
  -- with the Tribunal's approval, for a holding or subsidiary of a foreign company, which this
  -- company is not). Quarters are its quarters; the other periods run from its first day.
  if new.period_kind = 'quarter'
     and to_char(new.period_start, 'MM-DD') not in ('04-01', '07-01', '10-01', '01-01') then
    raise exception 'A quarter of the financial year starts on 1 April, 1 July, 1 October or 1 January: % to % is not one (the company''s financial year runs April to March, section 2(41) of the Companies Act, 2013).',
      to_char(new.period_start, 'FMDD Mon YYYY'), to_char(new.period_end, 'FMDD Mon YYYY')
      using errcode = '23514', constraint = 'financial_results_year_check';
  end if;
  if new.period_kind <> 'quarter' and to_char(new.period_start, 'MM-DD') <> '04-01' then
    raise exception 'A % to date starts on 1 April, the first day of the financial year: % to % does not (the company''s financial year runs April to March, section 2(41) of the Companies Act, 2013).',
      replace(new.period_kind, '_', '-'),
      to_char(new.period_start, 'FMDD Mon YYYY'), to_char(new.period_end, 'FMDD Mon YYYY')
      using errcode = '23514', constraint = 'financial_results_year_check';
  end if;
  if new.period_end > today then
    raise exception 'The period ends on %, which has not come yet: results are for a period that has ended.',
      to_char(new.period_end, 'FMDD Mon YYYY')
      using errcode = '23514', constraint = 'financial_results_period_check';
  end if;

  amounts := array[new.revenue_from_operations, new.other_income, new.total_income,
    new.total_expenses, new.profit_before_tax, new.tax_expense, new.profit_for_period,
    new.other_comprehensive_income, new.paid_up_capital, new.exceptional_items];
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
  -- The statement's two sums, within one unit of the rounding the figures show.
  unit := private.results_rounding_unit(new.scale, array[new.revenue_from_operations,
    new.other_income, new.total_income, new.total_expenses, new.exceptional_items,
    new.profit_before_tax]);
  income := new.revenue_from_operations + new.other_income;
  if abs(new.total_income - income) > unit then
    raise exception 'Total income (₹%) is not revenue from operations (₹%) plus other income (₹%), which add up to ₹%.',
      private.indian_amount(new.total_income), private.indian_amount(new.revenue_from_operations),
      private.indian_amount(new.other_income), private.indian_amount(income)
      using errcode = '23514', constraint = 'financial_results_totals_check';
  end if;
  profit := new.total_income - new.total_expenses + new.exceptional_items;
  if abs(new.profit_before_tax - profit) > unit then
    raise exception 'Profit before tax (₹%) is not total income (₹%) less total expenses (₹%) plus exceptional items (₹%), which come to ₹%.',
      private.indian_amount(new.profit_before_tax), private.indian_amount(new.total_income),
      private.indian_amount(new.total_expenses), private.indian_amount(new.exceptional_items),
      private.indian_amount(profit)
      using errcode = '23514', constraint = 'financial_results_totals_check';
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

-- As before, with exceptional items (0 when a caller leaves them out).
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
        revenue_from_operations, other_income, total_income, total_expenses, exceptional_items,
        profit_before_tax, tax_expense, profit_for_period, other_comprehensive_income, basic_eps,
        diluted_eps, paid_up_capital, face_value, document_id
      ) values (
        r.period_kind, r.basis, coalesce(r.audited, false), r.period_start, r.period_end,
        r.scale, r.revenue_from_operations, r.other_income, r.total_income, r.total_expenses,
        coalesce(r.exceptional_items, 0), r.profit_before_tax, r.tax_expense, r.profit_for_period, r.other_comprehensive_income,
        r.basic_eps, r.diluted_eps, r.paid_up_capital, r.face_value, r.document_id
      );
      added := added + 1;
    else
      update public.financial_results f set
        period_kind = r.period_kind, basis = r.basis, audited = coalesce(r.audited, false),
        period_start = r.period_start, period_end = r.period_end, scale = r.scale,
        revenue_from_operations = r.revenue_from_operations, other_income = r.other_income,
        total_income = r.total_income, total_expenses = r.total_expenses,
        exceptional_items = coalesce(r.exceptional_items, 0),
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
