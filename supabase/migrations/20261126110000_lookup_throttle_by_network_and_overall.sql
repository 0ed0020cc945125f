-- The unclaimed-dividends lookup throttle, held against many addresses.
--
-- Before: 30 lookups per client address per 5 minutes and nothing across addresses, so four
-- addresses got 120 lookups, an IPv6 /64 (one home or one server: 2^64 addresses) or a botnet
-- walked folio numbers freely. Now:
--
-- 1. A client is its IPv4 address, or its IPv6 /64: one subscriber's or one server's network is
--    one client, whichever of its addresses it uses (RFC 6177 and RIPE-690 give a subscriber a
--    /64 or wider; /64 is the least any gets). An IPv4-mapped IPv6 address (::ffff:a.b.c.d) is
--    the IPv4 address. Still 30 lookups per 5 minutes (private.lookup_throttle_settings).
-- 2. A ceiling for everyone together: 120 lookups a minute and 20,000 a day (new columns of the
--    settings row). Why these numbers (the arithmetic is in the security notes beside this
--    work): a results-day crowd of a 50,000-holder register, 5% looking, three tries each, a
--    third of them in the busiest hour, is 42 a minute, about 84 in a busy minute, and 7,500 in
--    the day; a walk of a dense register of 1,00,000 folio numbers then takes at least 5 days
--    (14 hours at the minute ceiling alone), and shuts every shareholder out while it runs, so
--    it is slow and loud instead of a quarter of an hour with a thousand addresses.
-- 3. Over either limit the lookup raises SQLSTATE PT429, which PostgREST answers as HTTP 429 with
--    the message as it is (docs.postgrest.org, references/errors.rst, "RAISE errors with HTTP
--    Status Codes"); the site says it plainly.
--
-- The client address: PostgREST passes the request's headers in request.headers. On hosted
-- Supabase the API is behind Cloudflare, which sets CF-Connecting-IP to the address it was reached
-- from, replacing any the caller sent; X-Forwarded-For keeps what the caller wrote first (Supabase
-- discussion #34647 shows a spoofed first entry reaching Postgres), so its first entry, which
-- Supabase's "Securing your API" guide reads, is not used. When CF-Connecting-IP is absent
-- (self-hosted, local, or a platform change), the last X-Forwarded-For entry, the one the nearest
-- proxy appended, is the client; if that is a shared proxy's address, everyone shares one
-- allowance: the lookup then refuses sooner, it never opens up, and the overall ceiling holds
-- whatever the headers say.
--
-- Additive: two columns with defaults on the settings row, one table, one function replaced with
-- the same signature.

alter table private.lookup_throttle_settings
  add column if not exists max_lookups_per_minute_overall integer not null default 120
    check (max_lookups_per_minute_overall between 1 and 1000000),
  add column if not exists max_lookups_per_day_overall integer not null default 20000
    check (max_lookups_per_day_overall between 1 and 100000000);

-- Lookups by everyone together, per minute and per day.
create table if not exists private.lookup_throttle_overall (
  period text not null check (period in ('minute', 'day')),
  window_start timestamptz not null,
  hits integer not null default 1,
  primary key (period, window_start)
);

alter table private.lookup_throttle_overall enable row level security;
revoke all on private.lookup_throttle_overall from public, anon, authenticated;
drop policy if exists "No direct access to lookup_throttle_overall" on private.lookup_throttle_overall;
create policy "No direct access to lookup_throttle_overall" on private.lookup_throttle_overall
  for select to anon, authenticated using (false);

-- The client's key: an IPv4 address, or the /64 network of an IPv6 one; text that is not an
-- address is kept as it is (it is hashed, never stored).
create or replace function private.lookup_client_key(client text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  address inet;
begin
  if client is null or btrim(client) = '' then
    return 'unknown';
  end if;
  begin
    address := host(btrim(client)::inet)::inet;
  exception when invalid_text_representation then
    return btrim(client);
  end;
  if family(address) = 6 and address << inet '::ffff:0.0.0.0/96' then
    address := inet '0.0.0.0' + (address - inet '::ffff:0.0.0.0');
  end if;
  if family(address) = 4 then
    return host(address);
  end if;
  return network(set_masklen(address, 64))::text;
end;
$$;
revoke all on function private.lookup_client_key(text) from public, anon, authenticated;

-- Counts one lookup for the calling client and for everyone, and refuses past either limit with
-- PT429. A refused lookup raises, so its counts roll back with it: only lookups that ran count.
create or replace function private.take_lookup_token()
returns void
language plpgsql
set search_path = ''
as $$
declare
  headers constant jsonb := nullif(current_setting('request.headers', true), '')::jsonb;
  forwarded constant text[] := string_to_array(coalesce(headers ->> 'x-forwarded-for', ''), ',');
  client constant text := private.lookup_client_key(coalesce(
    nullif(btrim(headers ->> 'cf-connecting-ip'), ''),
    nullif(btrim(forwarded[cardinality(forwarded)]), '')
  ));
  settings private.lookup_throttle_settings;
  bucket timestamptz;
  used integer;
begin
  select * into settings from private.lookup_throttle_settings where only_row;
  bucket := date_bin(make_interval(secs => settings.window_seconds), now(), timestamptz '2000-01-01');
  insert into private.lookup_throttle as t (client_hash, window_start)
  values (sha256(convert_to(client, 'UTF8')), bucket)
  on conflict (client_hash, window_start) do update set hits = t.hits + 1
  returning t.hits into used;
  if used > settings.max_lookups then
    raise exception 'Too many lookups from this connection. Please try again in a few minutes.'
      using errcode = 'PT429';
  end if;

  insert into private.lookup_throttle_overall as o (period, window_start)
  values ('minute', date_trunc('minute', now()))
  on conflict (period, window_start) do update set hits = o.hits + 1
  returning o.hits into used;
  if used > settings.max_lookups_per_minute_overall then
    raise exception 'The lookup is busy just now. Please try again in a minute.'
      using errcode = 'PT429';
  end if;
  insert into private.lookup_throttle_overall as o (period, window_start)
  values ('day', date_trunc('day', now(), 'Asia/Kolkata'))
  on conflict (period, window_start) do update set hits = o.hits + 1
  returning o.hits into used;
  if used > settings.max_lookups_per_day_overall then
    raise exception 'The lookup has answered as many requests as it can today. Please try again tomorrow.'
      using errcode = 'PT429';
  end if;

  -- Forget finished windows now and then, so the tables stay small without a scheduler.
  if random() < 0.01 then
    delete from private.lookup_throttle where window_start < bucket;
    delete from private.lookup_throttle_overall where window_start < now() - interval '2 days';
  end if;
end;
$$;
revoke all on function private.take_lookup_token() from public, anon, authenticated;
