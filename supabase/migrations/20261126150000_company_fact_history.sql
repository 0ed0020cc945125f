-- What every table of the company's regulated facts (the Board, its committees, the officers,
-- the contact details, the credit ratings) keeps about its own history, in one trigger function:
--
--   * A change never silently overwrites another. Each row carries `version`; an update must
--     send the version it read (the desk does), and an update that sends another is refused with
--     SQLSTATE PT409, which PostgREST answers as HTTP 409 ("RAISE ... PTxyz" sets the status:
--     docs.postgrest.org, references/errors.rst, "HTTP Status Codes", read 26 Nov 2026). Two tabs
--     editing the same director: the second save is refused and nothing of it is kept. An update
--     that does not name the version (the SQL editor, a cascade from another table's trigger)
--     keeps it and passes. The version then rises by one.
--   * When a change was entered, beside when it took effect, for Regulation 46(3)(b) of SEBI's
--     LODR ("update any change in the content of its website within two working days from the
--     date of such change", as quoted by Zee News; docs/compliance.md): for each pair of
--     arguments (a date column, a stamp column) the stamp is the moment the date was last set or
--     changed, null while the date is null. `updated_at` is the moment of the last write.
--
-- Stamps are the database's, like created_at (20261126100000): an API request (PostgREST and the
-- Storage server set request.jwt.claims, anon included) or an API role gets now() whatever it
-- sent; a direct session (a migration, the seed, the SQL editor) may date what it imports.
--
-- Arguments: what the row is, as the subject of a sentence ('This director was'), then the
-- pairs: ('appointed_on', 'appointment_entered_at', 'ceased_on', 'cessation_entered_at').
--
-- Additive: one function. Each table's migration attaches it as the trigger keep_fact_history.

create or replace function private.keep_fact_history()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  api constant boolean := current_user in ('anon', 'authenticated', 'service_role')
    or nullif(current_setting('request.jwt.claims', true), '') is not null;
  after_row constant jsonb := to_jsonb(new);
  before_row constant jsonb := case when tg_op = 'UPDATE' then to_jsonb(old) end;
  patch jsonb;
  day_column text;
  stamp_column text;
  i integer := 1;
begin
  if tg_op = 'UPDATE' then
    if after_row -> 'version' is distinct from before_row -> 'version' then
      raise exception '% changed by someone else after you opened it (in another tab or window, or on another computer). Nothing was saved: close this form, look at it as it is now, and make your change again.',
        coalesce(tg_argv[0], 'This row was')
        using errcode = 'PT409',
              hint = 'Reload the page to see the current version.';
    end if;
    patch := jsonb_build_object('version', (before_row ->> 'version')::integer + 1,
                                'updated_at', now());
  else
    patch := jsonb_build_object('version', 1);
    if api then
      patch := patch || jsonb_build_object('updated_at', now());
    end if;
  end if;

  while i + 1 < tg_nargs loop
    day_column := tg_argv[i];
    stamp_column := tg_argv[i + 1];
    if after_row ->> day_column is null then
      patch := patch || jsonb_build_object(stamp_column, null);
    elsif tg_op = 'UPDATE' and after_row -> day_column is not distinct from before_row -> day_column then
      patch := patch || jsonb_build_object(stamp_column, before_row -> stamp_column);
    elsif api or after_row ->> stamp_column is null
        or (tg_op = 'UPDATE' and after_row -> stamp_column is not distinct from before_row -> stamp_column) then
      patch := patch || jsonb_build_object(stamp_column, now());
    end if;
    i := i + 2;
  end loop;

  new := jsonb_populate_record(new, patch);
  return new;
end;
$$;

revoke all on function private.keep_fact_history() from public, anon, authenticated, service_role;

comment on function private.keep_fact_history() is
  'Optimistic concurrency (version, PT409) and the entered-at stamps of the company facts '
  '(Regulation 46(3)(b)). See 20261126150000_company_fact_history.sql.';
