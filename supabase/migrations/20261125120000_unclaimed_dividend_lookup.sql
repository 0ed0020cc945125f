-- The shareholder lookup of unclaimed dividends (issue 24, point 4).
--
-- Rule 5(8) of the IEPF Authority (Accounting, Audit, Transfer and Refund) Rules, 2016 asks the
-- company to put on its website, within 60 days of the AGM, the names of the shareholders whose
-- dividend is unpaid or unclaimed, with the amount and the proposed date of transfer to the IEPF
-- (the statement it files as Form IEPF-2; Companies Act, 2013, section 124(2)). Published as a
-- list, that is a directory of people owed money. So the rows are kept where no API role can read
-- them, and a shareholder asks about their own folio number or DP ID-client ID and gets only the
-- exact matches: the year, the amount and the last date to claim from the company.
--
--   private.iepf_statement_rows: the statement rows; RLS on, no grant to anon or authenticated.
--   public.import_iepf_statement(financial_year, statement_rows): the administrator's import of
--     one year, replacing that year's rows in the one statement (all or nothing).
--   public.lookup_unclaimed_dividends(account): the visitor's exact-match lookup, throttled per
--     client address like Supabase Auth's sign-in (30 a 5 minutes by default).
--
-- Both functions are SECURITY DEFINER: they read and write a table that their callers may not.
-- Each checks its caller itself, has an empty search_path and is executable only by the roles
-- named below (splinter's 0028/0029 findings for them are excepted with this reason in the lane).
-- Nothing stores or logs the identifier searched: the throttle keeps a hash of the client's
-- address and a count; the audit trail records the year and the number of rows of an import.
--
-- Additive: two tables, a settings row and four functions; no existing object changes.

create table if not exists private.iepf_statement_rows (
  id bigint generated always as identity primary key,
  financial_year text not null,
  investor_name text not null,
  -- A folio number (physical shares) or a DP ID-client ID (demat), as the statement gives it.
  account text not null,
  -- What a lookup compares: upper case, without spaces or hyphens, so "in300123-10000001" and
  -- "IN300123 10000001" are the same account. Still an exact match of the whole identifier.
  account_key text generated always as (upper(regexp_replace(account, '[[:space:]-]', '', 'g'))) stored,
  amount numeric(14, 2) not null,
  proposed_transfer_date date not null,
  imported_at timestamptz not null default now(),
  constraint iepf_statement_rows_year_check check (
    financial_year ~ '^[0-9]{4}-[0-9]{2}$'
    and (substr(financial_year, 1, 4)::int + 1) % 100 = substr(financial_year, 6, 2)::int
  ),
  constraint iepf_statement_rows_name_check check (char_length(btrim(investor_name)) between 1 and 200),
  constraint iepf_statement_rows_account_check check (
    upper(regexp_replace(account, '[[:space:]-]', '', 'g')) ~ '^[A-Z0-9/]{4,20}$'
  ),
  constraint iepf_statement_rows_amount_check check (amount > 0 and amount < 1000000000),
  constraint iepf_statement_rows_date_check check (proposed_transfer_date >= date '2000-01-01')
);

create index if not exists iepf_statement_rows_account_key_idx
  on private.iepf_statement_rows (account_key);
create index if not exists iepf_statement_rows_year_idx
  on private.iepf_statement_rows (financial_year);

-- Lookups per client address and window. The address is kept only as a SHA-256 hash.
create table if not exists private.lookup_throttle (
  client_hash bytea not null,
  window_start timestamptz not null,
  hits integer not null default 1,
  primary key (client_hash, window_start)
);
create index if not exists lookup_throttle_window_idx on private.lookup_throttle (window_start);

-- One row: how many lookups a client may make per window. Supabase Auth's default for sign-ins
-- (30 per 5 minutes per IP address, [auth.rate_limit] in config.toml) unless changed here.
create table if not exists private.lookup_throttle_settings (
  only_row boolean primary key default true check (only_row),
  max_lookups integer not null default 30 check (max_lookups between 1 and 100000),
  window_seconds integer not null default 300 check (window_seconds between 1 and 86400)
);
insert into private.lookup_throttle_settings (only_row) values (true) on conflict do nothing;

-- RLS on and no grant to the API roles: only the functions below (as the tables' owner) touch
-- these tables. The one policy admits nobody; it says so to the linter (0008), and being a read
-- policy it gives no role a way to write, even if a grant were added by mistake.
do $$
declare
  t text;
begin
  foreach t in array array['iepf_statement_rows', 'lookup_throttle', 'lookup_throttle_settings'] loop
    execute format('alter table private.%I enable row level security', t);
    execute format('revoke all on private.%I from public, anon, authenticated', t);
    execute format('drop policy if exists %I on private.%I', 'No direct access to ' || t, t);
    execute format($f$create policy %I on private.%I for select to anon, authenticated
      using (false)$f$, 'No direct access to ' || t, t);
  end loop;
end;
$$;

-- The import's audit entry: who, which year, how many rows, how many replaced; no identifier.
-- The import tells the trigger how many rows it replaced through a transaction-local setting.
create or replace function private.record_iepf_import()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  claims constant jsonb := nullif(current_setting('request.jwt.claims', true), '')::jsonb;
  replaced constant text := coalesce(nullif(current_setting('private.iepf_replaced', true), ''), '0');
  year_row record;
begin
  for year_row in select a.financial_year, count(*) as n from added a group by a.financial_year loop
    insert into public.audit_log (actor_id, actor_email, actor_role, action, table_name, row_id, title_after)
    values (
      case when claims ->> 'sub' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
           then (claims ->> 'sub')::uuid end,
      claims ->> 'email',
      coalesce(claims ->> 'role', session_user),
      'insert',
      'iepf_statement_rows',
      year_row.financial_year,
      format('%s rows imported for %s; %s earlier rows of that year replaced',
        year_row.n, year_row.financial_year, replaced)
    );
  end loop;
  return null;
end;
$$;
revoke all on function private.record_iepf_import() from public, anon, authenticated;

drop trigger if exists record_iepf_import on private.iepf_statement_rows;
create trigger record_iepf_import after insert on private.iepf_statement_rows
  referencing new table as added
  for each statement execute function private.record_iepf_import();

-- Replaces one financial year's rows with `statement_rows` (a JSON array of objects with
-- investor_name, account, amount, proposed_transfer_date). One call is one transaction: a bad row
-- anywhere raises and nothing changes. The desk validates the CSV first; these checks are the
-- backstop for any other caller and name the row. Answers {"imported": n, "replaced": m}.
create or replace function public.import_iepf_statement(financial_year text, statement_rows jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  fy constant text := btrim(financial_year);
  bad integer;
  replaced integer;
  imported integer;
begin
  if not private.is_admin() then
    raise exception 'permission denied: only an administrator can import unclaimed dividends'
      using errcode = '42501';
  end if;
  -- The two-factor rule of every document write: aal2 once a verified factor exists.
  if not private.session_meets_mfa() then
    raise exception 'permission denied: confirm your second factor before importing'
      using errcode = '42501';
  end if;
  if fy is null or fy !~ '^[0-9]{4}-[0-9]{2}$'
     or (substr(fy, 1, 4)::int + 1) % 100 <> substr(fy, 6, 2)::int then
    raise exception 'The financial year must look like 2018-19.' using errcode = '22023';
  end if;
  if jsonb_typeof(statement_rows) is distinct from 'array'
     or jsonb_array_length(statement_rows) not between 1 and 200000 then
    raise exception 'Send the statement as a list of 1 to 200,000 rows.' using errcode = '22023';
  end if;

  select min(r.n) into bad
    from jsonb_array_elements(statement_rows) with ordinality as r(v, n)
   where jsonb_typeof(r.v) <> 'object'
      or jsonb_typeof(r.v -> 'investor_name') <> 'string'
      or char_length(btrim(r.v ->> 'investor_name')) not between 1 and 200
      or jsonb_typeof(r.v -> 'account') <> 'string'
      or upper(regexp_replace(r.v ->> 'account', '[[:space:]-]', '', 'g')) !~ '^[A-Z0-9/]{4,20}$'
      or jsonb_typeof(r.v -> 'amount') <> 'number'
      or (r.v ->> 'amount')::numeric <= 0 or (r.v ->> 'amount')::numeric >= 1000000000
      or coalesce(r.v ->> 'proposed_transfer_date', '') !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$';
  if bad is not null then
    raise exception 'Row % of the statement is not valid: nothing was imported.', bad
      using errcode = '22023';
  end if;

  delete from private.iepf_statement_rows s where s.financial_year = fy;
  get diagnostics replaced = row_count;
  perform set_config('private.iepf_replaced', replaced::text, true);
  insert into private.iepf_statement_rows
    (financial_year, investor_name, account, amount, proposed_transfer_date)
  select fy, btrim(r.investor_name), btrim(r.account), round(r.amount, 2), r.proposed_transfer_date
    from jsonb_to_recordset(statement_rows)
      as r(investor_name text, account text, amount numeric, proposed_transfer_date date);
  get diagnostics imported = row_count;
  return jsonb_build_object('imported', imported, 'replaced', replaced);
end;
$$;

alter function public.import_iepf_statement(text, jsonb) owner to postgres;
revoke all on function public.import_iepf_statement(text, jsonb) from public, anon, authenticated;
grant execute on function public.import_iepf_statement(text, jsonb) to authenticated, service_role;

-- Counts one lookup for the calling client and refuses past the limit, with PostgREST's PT429
-- (HTTP 429), as Supabase Auth answers a sign-in over its limit. PostgREST passes the request's
-- headers in request.headers. The client is CF-Connecting-IP: hosted Supabase's API sits behind
-- Cloudflare, which sets that header to the address it received the request from and overwrites
-- a value the caller sent, while X-Forwarded-For only gets the address appended, so its leftmost
-- entry is whatever the caller wrote (Cloudflare's documentation of its HTTP request headers).
-- Keyed on that first entry, a caller could take a fresh allowance on every call and walk through
-- folio numbers. Without Cloudflare in front (self-hosted, local), the last X-Forwarded-For entry,
-- the one the nearest proxy appended, is used. Only the hash of the address is stored.
-- Rate limiting RPCs in Postgres from request.headers is the approach of Supabase's own R.
-- Mansueli, "Rate Limiting Supabase Requests with PostgreSQL and pg_headerkit" (2023).
create or replace function private.take_lookup_token()
returns void
language plpgsql
set search_path = ''
as $$
declare
  headers constant jsonb := nullif(current_setting('request.headers', true), '')::jsonb;
  forwarded constant text[] := string_to_array(coalesce(headers ->> 'x-forwarded-for', ''), ',');
  client text := coalesce(
    nullif(btrim(headers ->> 'cf-connecting-ip'), ''),
    nullif(btrim(forwarded[cardinality(forwarded)]), '')
  );
  settings private.lookup_throttle_settings;
  bucket timestamptz;
  used integer;
begin
  select * into settings from private.lookup_throttle_settings where only_row;
  bucket := date_bin(make_interval(secs => settings.window_seconds), now(), timestamptz '2000-01-01');
  insert into private.lookup_throttle as t (client_hash, window_start)
  values (sha256(convert_to(coalesce(nullif(client, ''), 'unknown'), 'UTF8')), bucket)
  on conflict (client_hash, window_start) do update set hits = t.hits + 1
  returning t.hits into used;
  -- Forget finished windows now and then, so the table stays small without a scheduler.
  if random() < 0.01 then
    delete from private.lookup_throttle where window_start < bucket;
  end if;
  if used > settings.max_lookups then
    raise exception 'Too many lookups from this connection. Please try again in a few minutes.'
      using errcode = 'PT429';
  end if;
end;
$$;
revoke all on function private.take_lookup_token() from public, anon, authenticated;

-- The lookup: one folio number or DP ID-client ID in, the exact matches out (at most 50 rows:
-- one account has a few per year at most). Input is bounded before anything is read.
create or replace function public.lookup_unclaimed_dividends(account text)
returns table (financial_year text, amount numeric, last_date_to_claim date)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  key text;
begin
  perform private.take_lookup_token();
  if account is null or char_length(account) > 40 then
    raise exception 'Enter a folio number or DP ID-client ID of 4 to 20 letters and digits.'
      using errcode = '22023';
  end if;
  key := upper(regexp_replace(account, '[[:space:]-]', '', 'g'));
  if key !~ '^[A-Z0-9/]{4,20}$' then
    raise exception 'Enter a folio number or DP ID-client ID of 4 to 20 letters and digits.'
      using errcode = '22023';
  end if;
  return query
    select s.financial_year, s.amount, s.proposed_transfer_date
      from private.iepf_statement_rows s
     where s.account_key = key
     order by s.financial_year, s.proposed_transfer_date
     limit 50;
end;
$$;

alter function public.lookup_unclaimed_dividends(text) owner to postgres;
revoke all on function public.lookup_unclaimed_dividends(text) from public;
grant execute on function public.lookup_unclaimed_dividends(text) to anon, authenticated, service_role;
