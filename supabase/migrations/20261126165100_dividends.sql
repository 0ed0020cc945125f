-- The dividend history as data: each dividend the company has declared, with the financial year
-- it is for, whether interim or final, the amount per share, the face value of a share, the
-- record date and the payment date. The unclaimed-dividends page and the results page show it;
-- a shareholder checking an unclaimed amount finds there which dividend it was.
--
-- What the law says about the dates (Companies Act 2013, read as amended by the Companies
-- (Amendment) Act 2017, in the consolidation quoted at taxguru.in/?p=803499):
--   s.123(3): the Board may declare an interim dividend "during any financial year or at any time
--     during the period from closure of financial year till holding of the annual general
--     meeting"; so an interim dividend's record date falls in its year or after it, before the
--     AGM;
--   s.123 with s.96: a final dividend is declared by the members at the annual general meeting
--     that adopts the year's accounts, held after the year ends (within six months, three more
--     with the Registrar's extension); so its record date falls after the year ends;
--   s.127: paid within thirty days of the declaration, and so on or after the record date.
-- The database checks what holds for every lawful dividend: a record date no earlier than the
-- year's start (an interim) or its end (a final), and by the end of the next financial year (a
-- year typed wrong shows at once); a payment on or after the record date; one final dividend a
-- year. It does not check the thirty days (a late payment is still what happened, and the site
-- must say what happened).
--
-- Same protections as every table the administrator writes (one call below). Additive: one
-- table, one trigger function.

create table if not exists public.dividends (
  id uuid primary key default gen_random_uuid(),
  -- As filings name it: '2024-25' runs from 1 April 2024 to 31 March 2025.
  financial_year text not null,
  kind text not null,
  -- Rupees per share, exactly (numeric), at most two decimal places (paise).
  amount_per_share numeric not null,
  face_value numeric not null,
  record_date date not null,
  payment_date date not null,
  -- Sample dividends seeded for a local backend (supabase/seed.sql): the page says so.
  is_sample boolean not null default false,
  created_at timestamptz not null default now(),
  -- CASE, not AND: Postgres may evaluate AND's operands in any order, and a cast of text that
  -- is not a year would fail instead of answering false.
  constraint dividends_financial_year_check check (
    case when financial_year ~ '^\d{4}-\d{2}$' then
      substr(financial_year, 1, 4)::int between 1985 and 2099
      and substr(financial_year, 6, 2)::int = (substr(financial_year, 1, 4)::int + 1) % 100
    else false end
  ),
  constraint dividends_kind_check check (kind in ('interim', 'final')),
  -- abs(x) < bound also refuses NaN (it compares greater than any number).
  constraint dividends_amount_check check (
    amount_per_share > 0 and amount_per_share < 1e5 and scale(amount_per_share) <= 2
  ),
  constraint dividends_face_value_check check (
    face_value > 0 and face_value < 1e5 and scale(face_value) <= 2
  ),
  constraint dividends_record_date_check check (
    case when financial_year ~ '^\d{4}-\d{2}$' then
      record_date >= make_date(substr(financial_year, 1, 4)::int
                               + case when kind = 'final' then 1 else 0 end, 4, 1)
      and record_date <= make_date(substr(financial_year, 1, 4)::int + 2, 3, 31)
    else false end
  ),
  constraint dividends_payment_date_check check (payment_date >= record_date),
  constraint dividends_record_date_key unique (kind, record_date)
);

-- One final dividend a year (an interim dividend may come more than once).
create unique index if not exists dividends_final_key
  on public.dividends (financial_year) where kind = 'final';
create index if not exists dividends_record_date_idx on public.dividends (record_date desc);

comment on table public.dividends is
  'Each dividend declared: year, interim or final, rupees per share, face value, record and payment dates.';

create or replace function private.prepare_dividend()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  start_year int;
  earliest date;
  latest date;
begin
  -- Cast only text shaped as a year (an OR's operands may be evaluated in any order).
  if coalesce(new.financial_year, '') ~ '^\d{4}-\d{2}$'
     and substr(new.financial_year, 1, 4) between '1985' and '2099' then
    start_year := substr(new.financial_year, 1, 4)::int;
    if substr(new.financial_year, 6, 2)::int <> (start_year + 1) % 100 then
      start_year := null;
    end if;
  end if;
  if start_year is null then
    raise exception 'Give the financial year as filings name it, such as 2024-25 (from 1985-86).'
      using errcode = '23514', constraint = 'dividends_financial_year_check';
  end if;
  if new.kind is null or new.kind not in ('interim', 'final') then
    raise exception 'Choose whether the dividend is interim or final.'
      using errcode = '23514', constraint = 'dividends_kind_check';
  end if;
  if new.amount_per_share is null or not (new.amount_per_share > 0 and new.amount_per_share < 1e5)
     or scale(new.amount_per_share) > 2 then
    raise exception 'Give the dividend per share in rupees, more than 0, with at most two decimal places.'
      using errcode = '23514', constraint = 'dividends_amount_check';
  end if;
  if new.face_value is null or not (new.face_value > 0 and new.face_value < 1e5)
     or scale(new.face_value) > 2 then
    raise exception 'Give the face value of a share in rupees, more than 0, with at most two decimal places.'
      using errcode = '23514', constraint = 'dividends_face_value_check';
  end if;
  if new.record_date is null or new.payment_date is null then
    raise exception 'Give the record date and the payment date.'
      using errcode = '23514', constraint = 'dividends_record_date_check';
  end if;

  earliest := make_date(start_year + case when new.kind = 'final' then 1 else 0 end, 4, 1);
  latest := make_date(start_year + 2, 3, 31);
  if new.record_date not between earliest and latest then
    raise exception '%',
      case when new.kind = 'final'
        then format('A final dividend for %s is declared at the annual general meeting after the year ends: its record date falls between %s and %s.',
               new.financial_year, to_char(earliest, 'FMDD FMMonth YYYY'), to_char(latest, 'FMDD FMMonth YYYY'))
        else format('An interim dividend for %s is declared during the year or before its annual general meeting: its record date falls between %s and %s.',
               new.financial_year, to_char(earliest, 'FMDD FMMonth YYYY'), to_char(latest, 'FMDD FMMonth YYYY'))
      end
      using errcode = '23514', constraint = 'dividends_record_date_check';
  end if;
  if new.payment_date < new.record_date then
    raise exception 'The payment date (%) comes before the record date (%): a dividend is paid to the shareholders on record, after that date.',
      to_char(new.payment_date, 'FMDD FMMonth YYYY'), to_char(new.record_date, 'FMDD FMMonth YYYY')
      using errcode = '23514', constraint = 'dividends_payment_date_check';
  end if;

  if new.kind = 'final' and exists (
    select 1 from public.dividends d
     where d.kind = 'final' and d.financial_year = new.financial_year and d.id <> new.id
  ) then
    raise exception 'The final dividend for % is already on the site: edit it instead.',
      new.financial_year
      using errcode = '23505', constraint = 'dividends_final_key';
  end if;
  if exists (
    select 1 from public.dividends d
     where d.kind = new.kind and d.record_date = new.record_date and d.id <> new.id
  ) then
    raise exception '% dividend with the record date % is already on the site: edit it instead.',
      case when new.kind = 'final' then 'A final' else 'An interim' end,
      to_char(new.record_date, 'FMDD FMMonth YYYY')
      using errcode = '23505', constraint = 'dividends_record_date_key';
  end if;
  -- Only the seed marks samples: what the administrator saves is the company's own.
  if current_user in ('anon', 'authenticated') then
    new.is_sample := false;
  end if;
  return new;
end;
$$;

revoke all on function private.prepare_dividend() from public, anon, authenticated, service_role;

drop trigger if exists prepare_dividend on public.dividends;
create trigger prepare_dividend before insert or update on public.dividends
  for each row execute function private.prepare_dividend();

select private.attach_standard_protections('public.dividends',
  visitors_read => 'true', label => 'dividends',
  audit_title => array['financial_year', 'kind', 'record_date']);
