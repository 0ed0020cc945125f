-- A declared dividend's record date on the investor calendar, as every other event is: kept by
-- the database from public.dividends, so the calendar page, its .ics feed, the investors' home
-- and the desk's events all show it without the company secretary entering it twice.
--
-- Why a record date belongs there: a dividend goes to the shareholders on the register of members
-- or in the depositories' records at the end of its record date, as listed companies' dividend
-- notices say, so it is the day an investor must know; the calendar already has the kind
-- (investor_events.kind 'record_date', an all-day event). The site holds the dividend with its
-- record date (20261126165100); the calendar now reads the same row.
--
-- How it is kept: investor_events.dividend_id names the dividend an event comes from. After a
-- dividend is added or changed, private.dividend_record_date_event() writes its event (kind
-- 'record_date', the day in India, a title and a purpose in words); before a dividend is removed,
-- it removes the event. It runs as the caller (security invoker): the administrator's own
-- write, under investor_events' policies, triggers (the sequence a subscriber's calendar reads)
-- and audit trail, and no friendlier. An event that comes from a dividend is changed through the
-- dividend: a direct insert, change or removal of one is refused in words
-- (private.guard_dividend_event), while a write the dividend's own trigger makes is let through
-- (pg_trigger_depth() > 1: a statement issued from inside a trigger).
--
-- Additive: one nullable column and its unique index, three functions, three triggers.

alter table public.investor_events add column if not exists dividend_id uuid;

comment on column public.investor_events.dividend_id is
  'The dividend whose record date this event is (kept by the database from public.dividends).';

create unique index if not exists investor_events_dividend_key
  on public.investor_events (dividend_id) where dividend_id is not null;

-- The event a dividend makes, in words: its title, its purpose and its day.
create or replace function private.dividend_event(d public.dividends)
returns table (title text, purpose text, starts_at timestamptz)
language sql
stable
set search_path = ''
as $$
  select
    format('Record date for the %s dividend %s (₹%s a share)%s',
      d.kind, d.financial_year, to_char(d.amount_per_share, 'FM999990.00'),
      case when d.is_sample then ' (sample)' else '' end),
    format('The %s dividend for %s of ₹%s a share (face value ₹%s) goes to the shareholders on the register of members or in the depositories'' records at the end of this day. Payable on %s.',
      d.kind, d.financial_year, to_char(d.amount_per_share, 'FM999990.00'),
      to_char(d.face_value, 'FM999990.00'), to_char(d.payment_date, 'FMDD Mon YYYY')),
    -- A record date is a day (RFC 5545 all-day in the feed): its start is midnight in India.
    d.record_date::timestamp at time zone 'Asia/Kolkata'
$$;

-- The trigger below runs as the administrator who writes the dividend and calls this, so she
-- may execute it (it reads nothing but the row it is given), as private.indian_grouping is.
revoke all on function private.dividend_event(public.dividends) from public, anon;
grant execute on function private.dividend_event(public.dividends) to authenticated, service_role;

create or replace function private.dividend_record_date_event()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  made record;
begin
  if tg_op = 'DELETE' then
    delete from public.investor_events where dividend_id = old.id;
    return old;
  end if;
  select * into made from private.dividend_event(new);
  update public.investor_events
     set title = made.title, kind = 'record_date', starts_at = made.starts_at, ends_at = null,
         purpose = made.purpose
   where dividend_id = new.id;
  if not found then
    insert into public.investor_events (title, kind, starts_at, purpose, dividend_id)
    values (made.title, 'record_date', made.starts_at, made.purpose, new.id);
  end if;
  return new;
end;
$$;

revoke all on function private.dividend_record_date_event() from public, anon, authenticated, service_role;

drop trigger if exists dividend_record_date_event on public.dividends;
create trigger dividend_record_date_event after insert or update on public.dividends
  for each row execute function private.dividend_record_date_event();
drop trigger if exists dividend_record_date_event_removed on public.dividends;
create trigger dividend_record_date_event_removed before delete on public.dividends
  for each row execute function private.dividend_record_date_event();

create or replace function private.guard_dividend_event()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- An API role's own statement (depth 1), not one the dividends' trigger issued; a migration or
  -- the seed (the database's owner) may write them, as it may write any row.
  if current_user in ('anon', 'authenticated') and pg_trigger_depth() = 1 and (
    (tg_op <> 'INSERT' and old.dividend_id is not null)
    or (tg_op <> 'DELETE' and new.dividend_id is not null)
  ) then
    raise exception 'This record date comes from a dividend on the desk: change or remove the dividend (Shareholders, Dividends) and the calendar follows.'
      using errcode = '23514', constraint = 'investor_events_dividend_key';
  end if;
  if tg_op = 'DELETE' then
    return old;
  end if;
  return new;
end;
$$;

revoke all on function private.guard_dividend_event() from public, anon, authenticated, service_role;

drop trigger if exists guard_dividend_event on public.investor_events;
create trigger guard_dividend_event before insert or update or delete on public.investor_events
  for each row execute function private.guard_dividend_event();

-- The dividends already on the site get their events (a hosted database that held dividends
-- before this migration), made by the same function, without touching the dividends' rows.
insert into public.investor_events (title, kind, starts_at, purpose, dividend_id)
select made.title, 'record_date', made.starts_at, made.purpose, d.id
  from public.dividends d
 cross join lateral private.dividend_event(d) as made
 where not exists (select 1 from public.investor_events e where e.dividend_id = d.id);
