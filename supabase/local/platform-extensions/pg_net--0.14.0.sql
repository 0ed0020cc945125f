-- Stand-in for pg_net as hosted Supabase installs it, written for the embedded backend and the
-- real-Postgres lane, where no pg_net build exists. The part a migration sees is the same:
-- net.http_post and net.http_get queue a request in net.http_request_queue and return its id;
-- nothing is sent until the transaction commits ("HTTP requests are not started until the
-- transaction is committed", supabase.github.io/pg_net/api), because the sender only sees
-- committed rows; a rolled-back transaction sends nothing. The sender is pg_net's background
-- worker on the platform and, here, the embedded backend (supabase/local/pg-net-worker.ts), which
-- takes queued rows in id order, sends them, deletes them, and writes what came back to
-- net._http_response. The lane has no sender: there, only the SQL is proved.
--
-- Privileges as the platform leaves them: the functions are SECURITY DEFINER with search_path
-- net, executable by postgres and the API roles, and the schema is usable by them
-- (extensions.grant_pg_net_access in Supabase's schema dumps); the tables are the extension's.

create schema net;

create table net.http_request_queue (
  id bigserial primary key,
  method text not null check (method in ('GET', 'POST', 'DELETE')),
  url text not null,
  headers jsonb not null,
  body bytea,
  timeout_milliseconds integer not null
);

create unlogged table net._http_response (
  id bigint,
  status_code integer,
  content_type text,
  headers jsonb,
  content text,
  timed_out boolean,
  error_msg text,
  created timestamptz not null default now()
);
create index _http_response_created_idx on net._http_response (created);

create function net.http_post(
  url text,
  body jsonb default '{}'::jsonb,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
  timeout_milliseconds integer default 5000
)
returns bigint
language plpgsql
volatile
security definer
set search_path = net
as $$
declare
  query text := (
    select string_agg(format('%s=%s', k, v), '&') from jsonb_each_text(params) as p(k, v)
  );
  id bigint;
begin
  if url is null or url !~* '^https?://' then
    raise exception 'pg_net: the url must start with http:// or https://' using errcode = '22023';
  end if;
  insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
  values ('POST',
          case when query is null then url
               else url || case when url like '%?%' then '&' else '?' end || query end,
          coalesce(headers, '{}'::jsonb),
          convert_to(coalesce(body, '{}'::jsonb)::text, 'UTF8'),
          coalesce(timeout_milliseconds, 5000))
  returning http_request_queue.id into id;
  return id;
end;
$$;

create function net.http_get(
  url text,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{}'::jsonb,
  timeout_milliseconds integer default 5000
)
returns bigint
language plpgsql
volatile
security definer
set search_path = net
as $$
declare
  query text := (
    select string_agg(format('%s=%s', k, v), '&') from jsonb_each_text(params) as p(k, v)
  );
  id bigint;
begin
  if url is null or url !~* '^https?://' then
    raise exception 'pg_net: the url must start with http:// or https://' using errcode = '22023';
  end if;
  insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
  values ('GET',
          case when query is null then url
               else url || case when url like '%?%' then '&' else '?' end || query end,
          coalesce(headers, '{}'::jsonb), null, coalesce(timeout_milliseconds, 5000))
  returning http_request_queue.id into id;
  return id;
end;
$$;

revoke all on function net.http_post(text, jsonb, jsonb, jsonb, integer) from public;
revoke all on function net.http_get(text, jsonb, jsonb, integer) from public;
grant usage on schema net to postgres, anon, authenticated, service_role;
grant execute on function net.http_post(text, jsonb, jsonb, jsonb, integer)
  to postgres, anon, authenticated, service_role;
grant execute on function net.http_get(text, jsonb, jsonb, integer)
  to postgres, anon, authenticated, service_role;
