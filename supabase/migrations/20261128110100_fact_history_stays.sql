-- The company facts' history stays: a committee term, a credit rating, a director or an officer
-- entered more than a day ago is no longer deleted, only corrected or ended.
--
-- DESIGN.md ("history kept: a director who ceases keeps the row with the date") and Regulation
-- 46(3)(b) of SEBI's LODR (the website is updated within two working days of a change, so what it
-- showed, and when, is the record; docs/compliance.md) want the Board's terms and the ratings'
-- revisions and withdrawals kept. Until now the administrator could delete an ended committee term
-- or an old rating action through the API (the desk offered Delete on every rating), and only the
-- audit trail showed it had been there.
--
-- The rule, for committee_members, credit_ratings, board_directors and key_officers:
--   * A row may be deleted within 24 hours of being entered (created_at, which the database
--     stamps and an API caller cannot set: 20261126100000), as one entered by mistake, noticed
--     the same day. Twenty-four hours: long enough to notice a slip after the site has been
--     rebuilt and checked, short enough that a row the public pages have shown for days is not
--     silently removed.
--   * After that it stays. A mistake in it is corrected (Edit: the audit trail keeps what it
--     was); a term that ends is ended on its date, a director or an officer who leaves is ceased
--     with the date and the reason, a rating is revised by a new row or withdrawn on its date.
--   * The local seed's sample rows (is_sample) are not the company's history: they may always be
--     deleted (the production build refuses to publish them until they are). So that this is no
--     way round the rule, an API caller cannot turn a row into a sample (is_sample false -> true).
-- Refused in plain words naming the day it was entered and what to do instead, with 23514 (a rule
-- of the data, which the desk shows as it is). Applies to every API caller (PostgREST and the
-- Storage server set request.jwt.claims; the API roles), the service role included; a direct
-- database session (a migration, the SQL editor) is the owner's, who could drop the trigger.
--
-- Already in place and unchanged: a committee with terms on record stays (20261126150200), a
-- director with terms or named on an officer's row stays (20261126150200, 150300).
--
-- Additive: one function, four triggers.

create or replace function private.keep_fact_history_rows()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  api constant boolean := current_user in ('anon', 'authenticated', 'service_role')
    or nullif(current_setting('request.jwt.claims', true), '') is not null;
  -- What the row is, as a sentence's subject, and what to do instead of deleting it.
  what constant text := coalesce(tg_argv[0], 'This row');
  instead constant text := coalesce(tg_argv[1], 'correct it instead.');
begin
  if not api then
    return coalesce(new, old);
  end if;
  if tg_op = 'UPDATE' then
    if new.is_sample and not old.is_sample then
      raise exception '% is the company''s own, not a sample: it cannot be marked as one.', what
        using errcode = '23514',
              constraint = format('%s_history_kept', tg_table_name);
    end if;
    return new;
  end if;
  if old.is_sample or old.created_at > now() - interval '24 hours' then
    return old;
  end if;
  raise exception '% was entered on % and is part of the record now, so it stays (only a row entered in the last 24 hours can be deleted, as a mistake): %',
    what, to_char(old.created_at at time zone 'Asia/Kolkata', 'FMDD Mon YYYY'), instead
    using errcode = '23514',
          constraint = format('%s_history_kept', tg_table_name);
end;
$$;

revoke all on function private.keep_fact_history_rows() from public, anon, authenticated, service_role;

comment on function private.keep_fact_history_rows() is
  'Deletes only within 24 hours of entry (or of a sample row); no row made a sample through the '
  'API. See 20261128110100_fact_history_stays.sql.';

drop trigger if exists keep_fact_history_rows on public.committee_members;
create trigger keep_fact_history_rows before update of is_sample or delete on public.committee_members
  for each row execute function private.keep_fact_history_rows('This term on a committee',
    'a term that ends is ended on its date, with the committee''s Members from that date.');

drop trigger if exists keep_fact_history_rows on public.credit_ratings;
create trigger keep_fact_history_rows before update of is_sample or delete on public.credit_ratings
  for each row execute function private.keep_fact_history_rows('This rating',
    'correct a mistake in it with Edit, record its withdrawal with Withdraw, or enter the agency''s new rating as a revision.');

drop trigger if exists keep_fact_history_rows on public.board_directors;
create trigger keep_fact_history_rows before update of is_sample or delete on public.board_directors
  for each row execute function private.keep_fact_history_rows('This director',
    'correct a mistake with Edit; a director who leaves is ceased, with the date and the reason.');

drop trigger if exists keep_fact_history_rows on public.key_officers;
create trigger keep_fact_history_rows before update of is_sample or delete on public.key_officers
  for each row execute function private.keep_fact_history_rows('This officer',
    'correct a mistake with Edit; an officer who leaves is ceased, with the date and the reason.');
