-- The day a dividend's unclaimed amount was credited to the Investor Education and Protection
-- Fund, so the desk can track the transfer itself and not only the notices and statements before
-- it:
--   s.124(5): money in the Unpaid Dividend Account unpaid or unclaimed for seven years from the
--     date of its transfer there goes to the Fund;
--   rule 5(1) of the IEPF Authority (Accounting, Audit, Transfer and Refund) Rules, 2016: the
--     company credits it within thirty days of its becoming due, with Form IEPF-1 (the Rules'
--     forms IEPF-1, 1A and 2 were substituted in 2024, G.S.R. 414(E)).
-- (As practitioners' notes of the 2024 amendment state them; the Gazette text was not reached:
-- ../shared/compliance-sources.md, medium confidence.)
--
-- The column:
--   iepf_credited_on date  the day the amount was credited to the Fund; null until the desk
--                          records it. The calendar's item for it is due thirty days after the
--                          seven years from the transfer to the Unpaid Dividend Account (from its
--                          latest lawful day, thirty-seven days after the declaration, until that
--                          transfer is recorded) and is met by this record, as the AGM is by the
--                          meeting: the filing is the Ministry's, not a page of the site.
-- What holds: the credit comes after the seven years (not before the transfer to the account, or
-- its earliest lawful day, plus seven years), refused in words; a late credit is what happened and
-- is kept, the calendar says it was late.
--
-- Additive: one nullable column, one constraint, one trigger function and its trigger, one call of
-- an idempotent function.

alter table public.dividends add column if not exists iepf_credited_on date;

comment on column public.dividends.iepf_credited_on is
  'The day the unclaimed amount was credited to the IEPF (Companies Act 2013 s.124(5); IEPF Rules '
  'rule 5(1), Form IEPF-1); null until recorded.';

alter table public.dividends
  drop constraint if exists dividends_iepf_credited_on_check,
  add constraint dividends_iepf_credited_on_check check (
    iepf_credited_on is null
    or iepf_credited_on >= coalesce(unpaid_transferred_on, declared_on + 30, payment_date)
                           + interval '7 years'
  );

create or replace function private.check_dividend_iepf_credit()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  earliest date;
begin
  if new.iepf_credited_on is null or new.payment_date is null then
    return new;
  end if;
  earliest := (coalesce(new.unpaid_transferred_on, new.declared_on + 30, new.payment_date)
               + interval '7 years')::date;
  if new.iepf_credited_on < earliest then
    raise exception 'The unclaimed amount goes to the IEPF after seven years in the Unpaid Dividend Account (section 124(5)): give a day on or after %.',
      to_char(earliest, 'FMDD FMMonth YYYY')
      using errcode = '23514', constraint = 'dividends_iepf_credited_on_check';
  end if;
  return new;
end;
$$;

revoke all on function private.check_dividend_iepf_credit() from public, anon, authenticated, service_role;

drop trigger if exists prepare_dividend_iepf_credit on public.dividends;
create trigger prepare_dividend_iepf_credit before insert or update on public.dividends
  for each row execute function private.check_dividend_iepf_credit();

select private.attach_value_rules(
  'public.dividends',
  labels => coalesce(
    (select pg_catalog.obj_description(t.oid, 'pg_trigger')::jsonb -> 'labels'
       from pg_catalog.pg_trigger t
      where t.tgrelid = 'public.dividends'::regclass and t.tgname = 'vet_typed_text'),
    '{}'::jsonb) || '{"iepf_credited_on": "The day it was credited to the IEPF"}'::jsonb
);
