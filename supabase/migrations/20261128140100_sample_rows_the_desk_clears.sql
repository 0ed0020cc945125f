-- The sample rows a local set-up seeds (is_sample), cleared by the company secretary from the
-- desk, without a developer.
--
-- 1. Only the seed marks a sample. A row the administrator adds is the company's own, and a
--    sample the administrator edits where it says who or what it is (a director's name or DIN,
--    an officer's name, a rating's agency, instrument, rating or date, a committee term's
--    committee, director, role or start, a holiday's day or name, the contact details) becomes
--    the company's own too: "Sample Director Two (SAMPLE)" renamed to the real director is no
--    longer a sample, while a sample whose profile alone was touched still is, and a production
--    build still refuses it. The administrator may also clear the mark outright (is_sample set
--    to false): what the desk's "Keep as the company's own" does. Nobody through the API can set
--    the mark: a row added is the company's own, and a row of the company's is refused as a
--    sample in words (as 20261128110100 refuses it for the Board, terms, officers and ratings). The shareholding patterns and dividends had this rule for every save already
--    (20261126165000, 20261126165100); the financial results clear it on every import.
-- 2. public.delete_director(director, expected_version): a director entered by mistake, or a
--    sample, goes with their committee terms in one transaction, asked first on the desk; the
--    foreign key (on delete restrict) refused them one by one before. A director that an
--    officer's row names stays, with the words to say which row to change first.
--
-- The rules of whether a row may be deleted at all (history kept: ended terms, withdrawn
-- ratings) belong to the tables' own triggers; a sample row is never the company's history, and
-- stays removable (see docs/administrator-guide.md, "Sample rows").
--
-- Additive: two functions, six triggers.

create or replace function private.forget_sample_mark()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  api constant boolean := current_user in ('anon', 'authenticated', 'service_role')
    or nullif(current_setting('request.jwt.claims', true), '') is not null;
  -- The row as a sentence's subject; then the columns that say who or what it is.
  what constant text := tg_argv[0];
  before_row jsonb;
  after_row jsonb;
  i integer := 1;
begin
  -- A direct session (the seed, a migration, the SQL editor) keeps what it writes.
  if not api then
    return new;
  end if;
  if tg_op = 'INSERT' then
    new.is_sample := false;
    return new;
  end if;
  if not old.is_sample then
    -- In the same words as private.keep_fact_history_rows (20261128110100), which says so for
    -- the Board, the terms, the officers and the ratings: this trigger runs first.
    if new.is_sample then
      raise exception '% is the company''s own, not a sample: it cannot be marked as one.', what
        using errcode = '23514', constraint = format('%s_sample_check', tg_table_name);
    end if;
    return new;
  end if;
  before_row := to_jsonb(old);
  after_row := to_jsonb(new);
  while i < tg_nargs loop
    if after_row -> tg_argv[i] is distinct from before_row -> tg_argv[i] then
      new.is_sample := false;
    end if;
    i := i + 1;
  end loop;
  return new;
end;
$$;

revoke all on function private.forget_sample_mark() from public, anon, authenticated, service_role;

drop trigger if exists forget_sample_mark on public.board_directors;
create trigger forget_sample_mark before insert or update on public.board_directors
  for each row execute function private.forget_sample_mark('This director', 'name', 'din');
drop trigger if exists forget_sample_mark on public.key_officers;
create trigger forget_sample_mark before insert or update on public.key_officers
  for each row execute function private.forget_sample_mark('This officer', 'name');
drop trigger if exists forget_sample_mark on public.credit_ratings;
create trigger forget_sample_mark before insert or update on public.credit_ratings
  for each row execute function private.forget_sample_mark('This rating', 'agency', 'instrument', 'rating', 'rated_on');
drop trigger if exists forget_sample_mark on public.committee_members;
create trigger forget_sample_mark before insert or update on public.committee_members
  for each row execute function private.forget_sample_mark('This term on a committee', 'committee_id', 'director_id', 'role', 'from_date');
drop trigger if exists forget_sample_mark on public.exchange_holidays;
create trigger forget_sample_mark before insert or update on public.exchange_holidays
  for each row execute function private.forget_sample_mark('This holiday', 'holiday_date', 'name');
drop trigger if exists forget_sample_mark on public.company_contacts;
create trigger forget_sample_mark before insert or update on public.company_contacts
  for each row execute function private.forget_sample_mark('The contact details',
    'registered_office', 'plant', 'phone', 'investor_email', 'cin', 'effective_on');

-- security invoker: each delete is the caller's, so row-level security, the aal2 policies, the
-- require_admin triggers and any rule on deleting a term decide, in their own words.
create or replace function public.delete_director(target uuid, expected_version integer)
returns integer
language plpgsql
security invoker
set search_path = ''
as $$
declare
  director record;
  officer record;
  terms integer;
begin
  select d.name, d.version into director from public.board_directors d where d.id = target;
  if not found then
    raise exception 'This director is no longer on record: someone else deleted them.'
      using errcode = 'PT409', hint = 'Reload the page to see the Board as it is now.';
  end if;
  if director.version <> expected_version then
    raise exception 'This director was changed by someone else after you opened it (in another tab or window, or on another computer). Nothing was deleted: look at the Board as it is now, and try again.'
      using errcode = 'PT409', hint = 'Reload the page to see the current version.';
  end if;
  select o.name, o.designation into officer
    from public.key_officers o where o.director_id = target limit 1;
  if found then
    raise exception '% is also named among the officers (as %, on the Investor Contact page): change or delete that row first.',
      director.name, officer.designation
      using errcode = '23503', constraint = 'key_officers_director_id_fkey';
  end if;
  delete from public.committee_members m where m.director_id = target;
  get diagnostics terms = row_count;
  delete from public.board_directors d where d.id = target;
  if not found then
    raise exception 'permission denied: only an administrator can change the Board of Directors'
      using errcode = '42501';
  end if;
  return terms;
end;
$$;

revoke all on function public.delete_director(uuid, integer) from public, anon;
grant execute on function public.delete_director(uuid, integer) to authenticated, service_role;

comment on function public.delete_director(uuid, integer) is
  'Deletes a director entered by mistake (or a sample) with their committee terms, in one '
  'transaction; returns how many terms went. See 20261128140100_sample_rows_the_desk_clears.sql.';
