-- E-mail alerts, part 1: who has asked for them, with the company's record of their consent.
--
-- The platform's pieces, created as a hosted project creates them (supautils lets the
-- non-superuser postgres create these privileged extensions):
--   pgmq (Supabase Queues): schema pgmq, as the dashboard's own migration does it
--     (supabase.com/docs/guides/queues/quickstart; "create extension pgmq with schema pgmq");
--     no VERSION, which only an administrator may give (supabase/postgres,
--     ansible/files/postgresql_extension_custom_scripts/before-create.sql);
--   pg_net: with schema extensions (supabase.com/docs/guides/database/extensions/pgnet);
--   pg_cron: with schema pg_catalog, where Supabase's after-create script puts it whatever is
--     asked (supabase/postgres, .../pg_cron/after-create.sql).
-- Locally and on the real-Postgres lane these are stand-ins with the same names and functions
-- (supabase/local/platform-extensions/), so this file is what a hosted project runs.
--
-- A subscriber gives an address and the sections to hear about, after a notice that says why
-- (Digital Personal Data Protection Act, 2023, s.5: a notice stating the personal data and the
-- purpose, how to withdraw and how to complain; s.6: consent free, specific, informed and for
-- that purpose only, withdrawable at any time as easily as it was given; read in the
-- practitioners' summaries at datanuance.co.in/resources/section-6-dpdpa and
-- datanuance.co.in/insights/notice-under-section-5-of-the-dpdp-act, and amlegals.com's note on
-- consent, as the Gazette text could not be reached from here). Nothing but one confirmation
-- e-mail is sent until the address confirms (double opt-in), by a POST from the confirmation page.
-- Every consent, confirmation and withdrawal is a row of private.alert_consent_log with its time
-- and the notice's version, whose words are kept in private.alert_notices: the company's proof.
--
-- Nobody reads these tables through the API. Visitors act through three functions that answer
-- alike whether or not an address is known, so the form tells nobody who subscribes; the desk
-- reads counts and, when asked, the addresses, through functions of its own (part 3).

create schema if not exists pgmq;
create extension if not exists pgmq with schema pgmq;
create extension if not exists pg_net with schema extensions;
create extension if not exists pg_cron with schema pg_catalog;

-- The sections a subscriber may choose, and 'all' for every disclosure. The site's words for
-- them are in src/content/alert-sections.ts; the e-mail's in supabase/functions/_shared/alerts/.
create or replace function private.alert_sections()
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array['results', 'board_meetings', 'shareholder_meetings', 'dividends',
               'announcements', 'reports_and_policies']
$$;

-- The section a document table's disclosures belong to.
create or replace function private.alert_section_of(table_name text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when table_name in ('financial_report', 'quarterly_report', 'integrated_filing_financial',
                        'financial_results') then 'results'
    when table_name in ('board_meeting') then 'board_meetings'
    when table_name in ('general_meeting', 'voting_results', 'register_closure')
      then 'shareholder_meetings'
    when table_name in ('unpaid_dividend_statements', 'iepf_transfer_notices', 'dividends')
      then 'dividends'
    when table_name in ('corporate_announcement', 'newspaper_publication') then 'announcements'
    else 'reports_and_policies'
  end
$$;

-- Each version of the notice shown beside the form, word for word, so a consent row names the
-- exact text the person read. A new wording is a new row (and a new version in the site's
-- src/content/alert-notice.ts, which a test holds to this table).
create table if not exists private.alert_notices (
  version text primary key,
  purpose text not null,
  published_at timestamptz not null default now()
);

insert into private.alert_notices (version, purpose) values (
  '2026-11-28',
  'We will use your e-mail address only to send you e-mail alerts when the company publishes '
  'a disclosure in the sections you choose, and one e-mail now to confirm the address. We keep '
  'the address, your choice of sections and when you gave, confirmed or withdrew your consent, '
  'as our record of it. Every alert has a one-click unsubscribe link, and withdrawing is as easy '
  'as subscribing. To ask about your data or to complain, write to the Compliance Officer; you '
  'may also complain to the Data Protection Board of India.'
) on conflict (version) do nothing;

create table if not exists private.alert_subscribers (
  id uuid primary key default gen_random_uuid(),
  email text not null unique,
  status text not null default 'pending',
  -- What a confirmed subscriber hears about; empty until the first confirmation.
  sections text[] not null default '{}',
  -- A request waiting for its confirmation: the sections asked for, the notice read, the token's
  -- hash (the token itself travels only in the confirmation e-mail) and when it lapses.
  pending_sections text[],
  pending_notice_version text references private.alert_notices (version),
  confirm_token_hash bytea unique,
  confirm_expires_at timestamptz,
  -- The last token used, so a second click says "already confirmed" instead of "not valid".
  used_token_hash bytea,
  -- In every alert's unsubscribe link; the dispatcher must read it back, so it is kept as is.
  unsubscribe_token text not null unique
    default replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''),
  confirmed_at timestamptz,
  withdrawn_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint alert_subscribers_status_check check (status in ('pending', 'confirmed', 'withdrawn')),
  constraint alert_subscribers_email_check check (
    char_length(email) <= 254 and email = lower(btrim(email))
    and email ~ '^[^@\s]{1,64}@[^@\s]+\.[^@\s]+$'
  ),
  constraint alert_subscribers_sections_check check (
    sections <@ (private.alert_sections() || 'all'::text)
    and (pending_sections is null or pending_sections <@ (private.alert_sections() || 'all'::text))
  )
);

create table if not exists private.alert_consent_log (
  id bigint generated always as identity primary key,
  subscriber_id uuid not null references private.alert_subscribers (id),
  email text not null,
  event text not null,
  sections text[] not null,
  notice_version text references private.alert_notices (version),
  channel text not null,
  occurred_at timestamptz not null default now(),
  constraint alert_consent_log_event_check check (event in ('consent_given', 'confirmed', 'withdrawn')),
  constraint alert_consent_log_channel_check check (channel in (
    'subscribe form', 'confirmation page', 'unsubscribe page', 'one-click unsubscribe'))
);
create index if not exists alert_consent_log_subscriber_idx
  on private.alert_consent_log (subscriber_id, occurred_at);
create index if not exists alert_consent_log_notice_idx on private.alert_consent_log (notice_version);
create index if not exists alert_subscribers_pending_notice_idx
  on private.alert_subscribers (pending_notice_version);

-- The record is proof only if nobody can rewrite it: no update or delete, whoever asks.
create or replace function private.refuse_consent_log_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'The consent record cannot be changed or deleted.' using errcode = '42501';
end;
$$;
drop trigger if exists alert_consent_log_append_only on private.alert_consent_log;
create trigger alert_consent_log_append_only before update or delete or truncate
  on private.alert_consent_log for each statement
  execute function private.refuse_consent_log_change();

-- Closed to the API roles: private is not exposed, and nothing is granted; row-level security on
-- as well, so a grant made by mistake still shows nothing.
alter table private.alert_notices enable row level security;
alter table private.alert_subscribers enable row level security;
alter table private.alert_consent_log enable row level security;
revoke all on private.alert_notices, private.alert_subscribers, private.alert_consent_log
  from public, anon, authenticated, service_role;

-- Every table of the alerts says so in a policy too, as the lookup's throttle does: nobody reads
-- it through the API (splinter's 0008, RLS on without a policy, reads as an oversight otherwise).
create or replace function private.deny_api_access(target regclass)
returns void
language plpgsql
set search_path = ''
as $$
begin
  execute format('drop policy if exists "No direct access" on %s', target);
  execute format(
    'create policy "No direct access" on %s for select to anon, authenticated using (false)', target);
end;
$$;
revoke all on function private.deny_api_access(regclass) from public, anon, authenticated, service_role;

select private.deny_api_access(t)
  from unnest(array['private.alert_notices', 'private.alert_subscribers',
                    'private.alert_consent_log']::regclass[]) as t;

-- The subscribe throttle, held like the unclaimed-dividend lookup's
-- (20261126110000_lookup_throttle_by_network_and_overall.sql): per client network (an IPv4
-- address or an IPv6 /64, private.lookup_client_key) and for everyone together, over either
-- limit SQLSTATE PT429, which PostgREST answers as HTTP 429. Per address, at most three
-- confirmation e-mails a day, whoever asks: past that the form answers as always and sends
-- nothing, so nobody can fill a stranger's inbox through it.
create table if not exists private.alert_throttle_settings (
  only_row boolean primary key default true check (only_row),
  window_seconds integer not null default 600 check (window_seconds between 1 and 86400),
  max_per_client integer not null default 10 check (max_per_client between 1 and 100000),
  max_per_minute_overall integer not null default 60 check (max_per_minute_overall between 1 and 100000),
  max_per_day_overall integer not null default 5000 check (max_per_day_overall between 1 and 10000000),
  max_confirmations_per_address_per_day integer not null default 3
    check (max_confirmations_per_address_per_day between 1 and 100)
);
insert into private.alert_throttle_settings (only_row) values (true) on conflict do nothing;

create table if not exists private.alert_throttle (
  scope text not null,
  key_hash bytea not null,
  window_start timestamptz not null,
  hits integer not null default 1,
  primary key (scope, key_hash, window_start)
);

alter table private.alert_throttle_settings enable row level security;
alter table private.alert_throttle enable row level security;
revoke all on private.alert_throttle_settings, private.alert_throttle
  from public, anon, authenticated, service_role;
select private.deny_api_access('private.alert_throttle_settings');
select private.deny_api_access('private.alert_throttle');

-- Counts one hit for `key` in `scope` within the window starting at `bucket`; returns the count.
create or replace function private.alert_throttle_hit(scope text, key text, bucket timestamptz)
returns integer
language sql
set search_path = ''
as $$
  insert into private.alert_throttle as t (scope, key_hash, window_start)
  values (scope, sha256(convert_to(key, 'UTF8')), bucket)
  on conflict (scope, key_hash, window_start) do update set hits = t.hits + 1
  returning t.hits
$$;
revoke all on function private.alert_throttle_hit(text, text, timestamptz)
  from public, anon, authenticated, service_role;

create or replace function private.take_alert_subscribe_token()
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
  settings private.alert_throttle_settings;
begin
  select * into settings from private.alert_throttle_settings where only_row;
  if private.alert_throttle_hit('client', client,
       date_bin(make_interval(secs => settings.window_seconds), now(), timestamptz '2000-01-01'))
     > settings.max_per_client then
    raise exception 'Too many requests from this connection. Please try again in a few minutes.'
      using errcode = 'PT429';
  end if;
  if private.alert_throttle_hit('minute', '', date_trunc('minute', now()))
     > settings.max_per_minute_overall then
    raise exception 'The sign-up is busy just now. Please try again in a minute.'
      using errcode = 'PT429';
  end if;
  if private.alert_throttle_hit('day', '', date_trunc('day', now(), 'Asia/Kolkata'))
     > settings.max_per_day_overall then
    raise exception 'The sign-up has taken as many requests as it can today. Please try again tomorrow.'
      using errcode = 'PT429';
  end if;
  if random() < 0.01 then
    delete from private.alert_throttle where window_start < now() - interval '2 days';
  end if;
end;
$$;
revoke all on function private.take_alert_subscribe_token()
  from public, anon, authenticated, service_role;
