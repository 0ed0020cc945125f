-- The day a dividend's unpaid amounts actually moved to its Unpaid Dividend Account, so the
-- s.124(2) statement is counted from the transfer the company made, not only from the latest day
-- the law allows it:
--   s.124(1): a dividend declared but unpaid or unclaimed within thirty days of its declaration
--     goes, within seven days after those thirty, to the Unpaid Dividend Account;
--   s.124(2): within ninety days of that transfer, the statement of the names, last known
--     addresses and unpaid dividend of each person goes on the website.
-- (The text of s.124 at advocatekhoj.com and law.emunshi.ai, as 20261128130300 read it.)
--
-- The column:
--   unpaid_transferred_on date  the day of the transfer to the Unpaid Dividend Account; null until
--                               the desk records it, when the calendar counts 127 days from the
--                               declaration as before.
-- What holds for every transfer, checked here in plain words before the constraint: it is made
-- after the thirty days, so not before the declaration's day plus thirty (or, when the
-- declaration was not entered, not before the payment date, which s.127 puts within those thirty
-- days); and within a year of it (a later day is a slip of the year, not a late transfer: the
-- seven years before the IEPF run from it). A late transfer within that year is what happened and
-- is kept: the statement is then counted from it, and the delay is the company's to explain.
--
-- And the statement that meets s.124(2) for the dividend, tied to it as an event's documents are
-- to the event (investor_events.document_links):
--   unpaid_statement_link text  the link (view_download) of the document under Unpaid dividend
--                               statements that is this dividend's s.124(2) statement; null until
--                               the desk links one. The year's statement under rule 5(8) of the
--                               IEPF Rules (as on the date of the AGM) is not a dividend's, so a
--                               statement linked here never meets the year's item, nor the year's
--                               a dividend's: before, any statement in the table met both.
-- Held here: the link names a document of public.unpaid_dividend_statements (archived or not:
-- archiving a statement later does not undo the tie, the calendar counts only live ones), and one
-- statement is one dividend's (a unique index), each refused in words.
--
-- Its trigger's name sorts after prepare_dividend_declared_on's, so a bad declaration day is named
-- first (Postgres fires a table's BEFORE triggers in the order of their names). The value rules of
-- 20261128110000 (a date from 1900 to 2100, named in words) are attached to the new column as
-- 20261128130400 did for declared_on.
--
-- Additive: two nullable columns, one constraint, one unique index, one trigger function and its
-- trigger, one call of an idempotent function.

alter table public.dividends add column if not exists unpaid_transferred_on date;

comment on column public.dividends.unpaid_transferred_on is
  'The day the unpaid or unclaimed amount moved to the Unpaid Dividend Account (Companies Act 2013 '
  's.124(1)); null until recorded. The s.124(2) statement is due within ninety days of it.';

alter table public.dividends add column if not exists unpaid_statement_link text;

comment on column public.dividends.unpaid_statement_link is
  'The link of the document under Unpaid dividend statements that is this dividend''s statement '
  'under Companies Act 2013 s.124(2); null until linked.';

create unique index if not exists dividends_unpaid_statement_link_key
  on public.dividends (unpaid_statement_link) where unpaid_statement_link is not null;

alter table public.dividends
  drop constraint if exists dividends_unpaid_transferred_on_check,
  add constraint dividends_unpaid_transferred_on_check check (
    unpaid_transferred_on is null or (
      unpaid_transferred_on >= coalesce(declared_on + 30, payment_date)
      and unpaid_transferred_on <= coalesce(declared_on + 30, payment_date) + 365
    )
  );

create or replace function private.check_dividend_unpaid_transfer()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  earliest date;
  other record;
begin
  new.unpaid_statement_link := nullif(btrim(new.unpaid_statement_link), '');
  if new.unpaid_statement_link is not null
     and new.unpaid_statement_link is distinct from (case when tg_op = 'UPDATE' then old.unpaid_statement_link end) then
    if not exists (select 1 from public.unpaid_dividend_statements s
                    where s.view_download = new.unpaid_statement_link) then
      raise exception 'Link a statement under Unpaid dividend statements: this link is not one of them.'
        using errcode = '23514', constraint = 'dividends_unpaid_statement_link_check';
    end if;
    select d.kind, d.financial_year into other from public.dividends d
     where d.unpaid_statement_link = new.unpaid_statement_link and d.id <> new.id;
    if found then
      raise exception 'This statement is already linked to the % dividend %: a statement is one dividend’s.',
        other.kind, other.financial_year
        using errcode = '23505', constraint = 'dividends_unpaid_statement_link_key';
    end if;
  end if;
  if new.unpaid_transferred_on is null or new.payment_date is null then
    return new;
  end if;
  earliest := coalesce(new.declared_on + 30, new.payment_date);
  if new.unpaid_transferred_on < earliest then
    raise exception '%',
      case when new.declared_on is not null
        then format('The unpaid amounts move to the Unpaid Dividend Account after the thirty days from the declaration (section 124(1)): give a day on or after %s.',
                    to_char(earliest, 'FMDD FMMonth YYYY'))
        else format('The unpaid amounts move to the Unpaid Dividend Account after the dividend is paid: give a day on or after the payment date, %s.',
                    to_char(earliest, 'FMDD FMMonth YYYY'))
      end
      using errcode = '23514', constraint = 'dividends_unpaid_transferred_on_check';
  end if;
  if new.unpaid_transferred_on > earliest + 365 then
    raise exception 'The transfer to the Unpaid Dividend Account is due within seven days after the thirty (section 124(1)): a day more than a year after %s is most likely a slip of the year.',
      to_char(earliest, 'FMDD FMMonth YYYY')
      using errcode = '23514', constraint = 'dividends_unpaid_transferred_on_check';
  end if;
  return new;
end;
$$;

revoke all on function private.check_dividend_unpaid_transfer() from public, anon, authenticated, service_role;

drop trigger if exists prepare_dividend_unpaid_transfer on public.dividends;
create trigger prepare_dividend_unpaid_transfer before insert or update on public.dividends
  for each row execute function private.check_dividend_unpaid_transfer();

select private.attach_value_rules(
  'public.dividends',
  labels => coalesce(
    (select pg_catalog.obj_description(t.oid, 'pg_trigger')::jsonb -> 'labels'
       from pg_catalog.pg_trigger t
      where t.tgrelid = 'public.dividends'::regclass and t.tgname = 'vet_typed_text'),
    '{}'::jsonb) || '{"unpaid_transferred_on": "The day of the transfer to the Unpaid Dividend Account", "unpaid_statement_link": "The link of the statement"}'::jsonb
);
