-- The day each dividend was declared, so the compliance calendar can count section 124 of the
-- Companies Act, 2013 from it:
--   s.124(1): a dividend declared but unpaid or unclaimed within thirty days of its declaration
--     goes, within seven days after those thirty, to the company's Unpaid Dividend Account;
--   s.124(2): within ninety days of that transfer, the company puts on its website a statement
--     of the names, last known addresses and unpaid dividend of each person.
-- So the statement is due at the latest 30 + 7 + 90 = 127 days after the declaration. Read in the
-- text of s.124 at advocatekhoj.com (library/bareacts/companies2013/124.php) and
-- law.emunshi.ai/companies/124, which agree word for word on (1) and (2).
--
-- The column:
--   declared_on date  the Board's meeting (an interim dividend) or the annual general meeting
--                     (a final dividend) that declared it; null for a dividend entered before the
--                     desk asked, which the calendar then counts from the earliest day its payment
--                     date allows (s.127: paid within thirty days of the declaration), the
--                     stricter reading.
-- What holds for every lawful dividend, checked here as the record date is: declared no earlier
-- than the year's start (an interim, s.123(3)) or its end (a final, declared at the AGM after the
-- year, s.123 with s.96), by the end of the next financial year, and on or before its payment.
-- The thirty days of s.127 are not checked (a late payment is what happened).
--
-- Plain words before the constraint from a trigger function of its own (prepare_dividend is left
-- as it is), with the constraint's name and 23514 as the table's other checks answer. Its
-- trigger's name sorts after prepare_dividend's, so a bad year or record date is named first
-- (Postgres fires a table's BEFORE triggers in the order of their names).
--
-- Additive: one nullable column, one constraint, one trigger function and its trigger.

alter table public.dividends add column if not exists declared_on date;

comment on column public.dividends.declared_on is
  'The day the dividend was declared (the Board for an interim, the AGM for a final); null when '
  'entered before the desk asked. Companies Act 2013 s.124(1)-(2) count from it.';

alter table public.dividends
  drop constraint if exists dividends_declared_on_check,
  add constraint dividends_declared_on_check check (
    declared_on is null or (
      case when financial_year ~ '^\d{4}-\d{2}$' then
        declared_on >= make_date(substr(financial_year, 1, 4)::int
                                 + case when kind = 'final' then 1 else 0 end, 4, 1)
        and declared_on <= make_date(substr(financial_year, 1, 4)::int + 2, 3, 31)
        and declared_on <= payment_date
      else false end
    )
  );

create or replace function private.check_dividend_declared_on()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  first_year integer;
  earliest date;
  latest date;
begin
  if new.declared_on is null or new.financial_year !~ '^\d{4}-\d{2}$' then
    -- Nothing to say, or prepare_dividend has already refused the year in its own words.
    return new;
  end if;
  first_year := substr(new.financial_year, 1, 4)::int;
  earliest := make_date(first_year + case when new.kind = 'final' then 1 else 0 end, 4, 1);
  latest := make_date(first_year + 2, 3, 31);
  if new.declared_on not between earliest and latest then
    raise exception '%',
      case when new.kind = 'final'
        then format('A final dividend for %s is declared at the annual general meeting after the year ends: the day it was declared falls between %s and %s.',
                    new.financial_year, to_char(earliest, 'FMDD FMMonth YYYY'),
                    to_char(latest, 'FMDD FMMonth YYYY'))
        else format('An interim dividend for %s is declared during the year or before its annual general meeting: the day it was declared falls between %s and %s.',
                    new.financial_year, to_char(earliest, 'FMDD FMMonth YYYY'),
                    to_char(latest, 'FMDD FMMonth YYYY'))
      end
      using errcode = '23514', constraint = 'dividends_declared_on_check';
  end if;
  if new.payment_date is not null and new.declared_on > new.payment_date then
    raise exception 'The dividend was declared on % but paid on %: it is paid after it is declared.',
      to_char(new.declared_on, 'FMDD FMMonth YYYY'), to_char(new.payment_date, 'FMDD FMMonth YYYY')
      using errcode = '23514', constraint = 'dividends_declared_on_check';
  end if;
  return new;
end;
$$;

revoke all on function private.check_dividend_declared_on() from public, anon, authenticated, service_role;

drop trigger if exists prepare_dividend_declared_on on public.dividends;
create trigger prepare_dividend_declared_on before insert or update on public.dividends
  for each row execute function private.check_dividend_declared_on();
