-- E-mail alerts: personal data kept only as long as it serves, erased on request, and the
-- company's proof of consent kept without the address.
--
-- The Digital Personal Data Protection Act, 2023, s.8(7): personal data is erased once the person
-- withdraws consent or the purpose is no longer served, unless a law requires it kept; s.12: the
-- person may ask for erasure. The duties apply from 13 May 2027 under the DPDP Rules, 2025 (read in
-- the practitioners' summaries listed in docs/compliance.md, as the Gazette text could not be
-- reached from here). The periods below are the company's, stated in docs/security.md and in the
-- alerts page's notice:
--   an address that never confirmed: erased 7 days after its last request (its link lapses in 3);
--   an address withdrawn, bounced or complained of: kept a year after it stopped (to answer a
--     complaint about an alert), then reduced to the proof: the consent record's events and times
--     with a keyed hash of the address (HMAC-SHA-256 with a key kept in Vault), so the company can
--     still show, for an address put to it, what was consented to and when, but cannot read it;
--   a visitor's own request (the link in any alert) or a written one (the desk): at once.
-- Beside them, what the sending leaves behind: the e-mails' rows (recipients, errors) a year, the
-- logs of processing the DPDP Rules, 2025, rule 6(1)(e) keep for a year;
-- the queues' archives 30 days; the subscribe throttle's counts 2 days; the mail service's bounce
-- and complaint reports a year; pg_cron's run history 7 days (8,640 runs a day of the sender's
-- schedule; Supabase's pg_cron guide suggests deleting old rows of cron.job_run_details on a
-- schedule, supabase.com/docs/guides/database/extensions/pg_cron). pg_net trims its own responses
-- (net._http_response, after pg_net.ttl, 6 hours by default; the local worker does the same).

-- HMAC (RFC 2104) over SHA-256, written with sha256() as pgcrypto is not in every database this
-- runs on: H((K xor opad) || H((K xor ipad) || m)), K padded to the 64-byte block.
create or replace function private.hmac_sha256(key bytea, message bytea)
returns bytea
language plpgsql
immutable
set search_path = ''
as $$
declare
  k bytea := case when length(key) > 64 then sha256(key) else key end;
  inner_pad bytea;
  outer_pad bytea;
begin
  k := k || decode(repeat('00', 64 - length(k)), 'hex');
  inner_pad := k;
  outer_pad := k;
  for i in 0..63 loop
    inner_pad := set_byte(inner_pad, i, get_byte(k, i) # 54);
    outer_pad := set_byte(outer_pad, i, get_byte(k, i) # 92);
  end loop;
  return sha256(outer_pad || sha256(inner_pad || message));
end;
$$;
revoke all on function private.hmac_sha256(bytea, bytea) from public, anon, authenticated, service_role;

-- The key, made once and kept in Vault (encrypted at rest on the platform, apart from the data).
select vault.create_secret(
  replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''),
  'alert_erasure_key',
  'Keys the hash kept of an erased alert address (private.alert_address_hash).')
 where not exists (select 1 from vault.decrypted_secrets v where v.name = 'alert_erasure_key');

create or replace function private.alert_address_hash(address text)
returns bytea
language sql
stable
set search_path = ''
as $$
  select private.hmac_sha256(
    convert_to((select v.decrypted_secret from vault.decrypted_secrets v
                 where v.name = 'alert_erasure_key'), 'UTF8'),
    convert_to(address, 'UTF8'))
$$;
revoke all on function private.alert_address_hash(text) from public, anon, authenticated, service_role;

alter table private.alert_subscribers add column if not exists email_hash bytea;
alter table private.alert_subscribers add column if not exists erased_at timestamptz;
create index if not exists alert_subscribers_email_hash_idx
  on private.alert_subscribers (email_hash) where email_hash is not null;
alter table private.alert_subscribers drop constraint if exists alert_subscribers_status_check;
alter table private.alert_subscribers add constraint alert_subscribers_status_check
  check (status in ('pending', 'confirmed', 'withdrawn', 'suppressed', 'erased'));
alter table private.alert_subscribers drop constraint if exists alert_subscribers_email_check;
alter table private.alert_subscribers add constraint alert_subscribers_email_check check (
  char_length(email) <= 254
  and (status in ('withdrawn', 'suppressed', 'erased') or private.alert_mailbox(email) = email)
);
create index if not exists alert_subscribers_lapse_idx
  on private.alert_subscribers (status, updated_at) where status <> 'erased';

alter table private.alert_consent_log add column if not exists email_hash bytea;
alter table private.alert_consent_log drop constraint if exists alert_consent_log_event_check;
alter table private.alert_consent_log add constraint alert_consent_log_event_check
  check (event in ('consent_given', 'confirmed', 'withdrawn', 'suppressed', 'erased'));
alter table private.alert_consent_log drop constraint if exists alert_consent_log_channel_check;
alter table private.alert_consent_log add constraint alert_consent_log_channel_check
  check (channel in ('subscribe form', 'confirmation page', 'unsubscribe page',
                     'one-click unsubscribe', 'spam complaint', 'hard bounce',
                     'address not one mailbox', 'erasure request', 'written request to the desk',
                     'retention period'));
create index if not exists alert_consent_log_email_hash_idx
  on private.alert_consent_log (email_hash) where email_hash is not null;

-- The record stays append-only but for one change: its address replaced by 'erased' and the
-- keyed hash, by private.erase_alert_subscriber alone (it sets the flag for its transaction; no
-- API role may update the table at all).
create or replace function private.refuse_consent_log_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and current_setting('private.consent_log_erasure', true) = 'on' then
    return null;
  end if;
  raise exception 'The consent record cannot be changed or deleted.' using errcode = '42501';
end;
$$;

create or replace function private.consent_log_erasure_only()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.email <> 'erased' or new.email_hash is null
     or (new.id, new.subscriber_id, new.event, new.sections, new.notice_version, new.channel,
         new.occurred_at)
        is distinct from
        (old.id, old.subscriber_id, old.event, old.sections, old.notice_version, old.channel,
         old.occurred_at) then
    raise exception 'The consent record cannot be changed or deleted.' using errcode = '42501';
  end if;
  return new;
end;
$$;
drop trigger if exists alert_consent_log_erasure_only on private.alert_consent_log;
create trigger alert_consent_log_erasure_only before update on private.alert_consent_log
  for each row execute function private.consent_log_erasure_only();

-- Erases one subscriber: withdrawn first if still subscribed, then every place the address is
-- kept reduced to the keyed hash, the erasure itself recorded. Returns false if already erased.
create or replace function private.erase_alert_subscriber(subscriber uuid, channel text)
returns boolean
language plpgsql
set search_path = ''
as $$
declare
  s private.alert_subscribers;
  address_hash bytea;
begin
  select * into s from private.alert_subscribers where id = subscriber for update;
  if not found or s.status = 'erased' then
    return false;
  end if;
  address_hash := private.alert_address_hash(s.email);
  if s.status in ('pending', 'confirmed') and s.confirmed_at is not null then
    insert into private.alert_consent_log (subscriber_id, email, event, sections, notice_version, channel)
    values (s.id, s.email, 'withdrawn', s.sections, null, channel);
  end if;
  perform private.cancel_queued_alert_emails(s.id, 'The address was erased: nothing is sent to it.');
  insert into private.alert_consent_log (subscriber_id, email, email_hash, event, sections,
                                         notice_version, channel)
  values (s.id, 'erased', address_hash, 'erased', '{}', null, channel);
  perform set_config('private.consent_log_erasure', 'on', true);
  update private.alert_consent_log l set email = 'erased', email_hash = address_hash
   where l.subscriber_id = s.id and l.email <> 'erased';
  perform set_config('private.consent_log_erasure', 'off', true);
  update private.alert_subscribers
     set email = 'erased:' || s.id::text, email_hash = address_hash, status = 'erased',
         erased_at = now(), withdrawn_at = coalesce(s.withdrawn_at, now()), sections = '{}',
         pending_sections = null, pending_notice_version = null, confirm_token_hash = null,
         confirm_expires_at = null, used_token_hash = null, used_unsubscribe_hash = null,
         unsubscribe_token = replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''),
         updated_at = now()
   where id = s.id;
  update private.alert_emails set recipient = 'erased' where subscriber_id = s.id;
  update private.alert_delivery_events set email = 'erased' where subscriber_id = s.id;
  return true;
end;
$$;
revoke all on function private.erase_alert_subscriber(uuid, text)
  from public, anon, authenticated, service_role;

-- A visitor's own request, from the link in any alert (the token of the unsubscribe link, used or
-- not): answered alike whether or not there was anything left to erase.
create or replace function public.erase_my_alert_address(token text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  found_id uuid;
begin
  select s.id into found_id from private.alert_subscribers s
   where s.unsubscribe_token = coalesce(token, '')
      or s.used_unsubscribe_hash = sha256(convert_to(coalesce(token, ''), 'UTF8'));
  if found_id is null then
    raise exception 'This link is not valid. Nothing was changed.' using errcode = 'PT404';
  end if;
  perform private.erase_alert_subscriber(found_id, 'erasure request');
  -- The same link again says so (unsubscribed, erased) and reaches nothing else.
  update private.alert_subscribers s
     set used_unsubscribe_hash = sha256(convert_to(coalesce(token, ''), 'UTF8'))
   where s.id = found_id;
  return jsonb_build_object('status', 'erased');
end;
$$;
revoke all on function public.erase_my_alert_address(text) from public;
grant execute on function public.erase_my_alert_address(text) to anon, authenticated;

-- A written request to the company: the desk erases the address it names, and the activity
-- trail says so (never the address).
alter table public.audit_log drop constraint if exists audit_log_action_check;
alter table public.audit_log add constraint audit_log_action_check
  check (action in ('insert', 'update', 'archive', 'restore', 'purge', 'text', 'view', 'download',
                    'send', 'withhold', 'erase'));

create or replace function public.erase_alert_subscriber(email text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  claims constant jsonb := nullif(current_setting('request.jwt.claims', true), '')::jsonb;
  address constant text := coalesce(private.alert_mailbox(email), lower(btrim(coalesce(email, ''))));
  found_id uuid;
begin
  perform private.require_alert_admin();
  select s.id into found_id from private.alert_subscribers s where s.email = address;
  if found_id is null then
    if exists (select 1 from private.alert_subscribers s
                where s.email_hash = private.alert_address_hash(address)) then
      return jsonb_build_object('status', 'already erased');
    end if;
    raise exception 'No subscriber has that address, so there is nothing to erase.'
      using errcode = 'PT404';
  end if;
  perform private.erase_alert_subscriber(found_id, 'written request to the desk');
  insert into public.audit_log (actor_id, actor_email, actor_role, action, table_name, row_id, detail)
  values (
    case when claims ->> 'sub' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
         then (claims ->> 'sub')::uuid end,
    claims ->> 'email',
    coalesce(claims ->> 'role', session_user),
    'erase', 'alert_subscribers', found_id::text, 'on a written request');
  return jsonb_build_object('status', 'erased');
end;
$$;
revoke all on function public.erase_alert_subscriber(text) from public, anon;
grant execute on function public.erase_alert_subscriber(text) to authenticated;

-- The daily purge: what it erased and deleted, by kind, for the schedule's run history and tests.
create or replace function private.purge_alert_personal_data()
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  lapsed uuid;
  unconfirmed integer := 0;
  stopped integer := 0;
  emails integer;
  archives integer := 0;
  n integer;
  throttle integer;
  reports integer;
  runs integer := 0;
begin
  for lapsed in select s.id from private.alert_subscribers s
                 where s.status = 'pending' and s.confirmed_at is null
                   and s.updated_at < now() - interval '7 days' loop
    if private.erase_alert_subscriber(lapsed, 'retention period') then
      unconfirmed := unconfirmed + 1;
    end if;
  end loop;
  for lapsed in select s.id from private.alert_subscribers s
                 where s.status in ('withdrawn', 'suppressed')
                   and coalesce(s.withdrawn_at, s.updated_at) < now() - interval '1 year' loop
    if private.erase_alert_subscriber(lapsed, 'retention period') then
      stopped := stopped + 1;
    end if;
  end loop;
  delete from private.alert_emails e
   where e.status <> 'queued' and e.created_at < now() - interval '1 year';
  get diagnostics emails = row_count;
  delete from pgmq.a_alert_emails a where a.archived_at < now() - interval '30 days';
  get diagnostics n = row_count;
  archives := archives + n;
  delete from pgmq.a_alert_publications a where a.archived_at < now() - interval '30 days';
  get diagnostics n = row_count;
  archives := archives + n;
  delete from private.alert_throttle t where t.window_start < now() - interval '2 days';
  get diagnostics throttle = row_count;
  delete from private.alert_delivery_events d where d.received_at < now() - interval '1 year';
  get diagnostics reports = row_count;
  -- pg_cron's history: the job's owner sees and deletes its own runs (row-level security).
  delete from cron.job_run_details r where r.end_time < now() - interval '7 days';
  get diagnostics runs = row_count;
  return jsonb_build_object('unconfirmed_erased', unconfirmed, 'stopped_erased', stopped,
                            'emails_deleted', emails, 'archives_deleted', archives,
                            'throttle_deleted', throttle, 'reports_deleted', reports,
                            'cron_runs_deleted', runs);
end;
$$;
revoke all on function private.purge_alert_personal_data()
  from public, anon, authenticated, service_role;

create index if not exists alert_emails_created_idx on private.alert_emails (created_at)
  where status <> 'queued';
create index if not exists alert_delivery_events_received_at_idx
  on private.alert_delivery_events (received_at);

select cron.schedule('purge-alert-personal-data', '17 21 * * *',
                     'select private.purge_alert_personal_data()');

-- The notice beside the form states the periods, the person's rights (DPDP Act s.11-14: access,
-- correction and erasure, nomination, grievance) and who answers for the data (rule 3 of the DPDP
-- Rules, 2025, in force from 13 May 2027): a new version, in effect from its date; consents given
-- under the old one keep naming it.
insert into private.alert_notices (version, purpose) values (
  '2026-12-06',
  'We will use your e-mail address only to send you e-mail alerts when the company '
  'publishes a disclosure in the sections you choose, and one e-mail now to confirm the '
  'address; if the address is not confirmed within 7 days, we erase it. We keep the '
  'address, your choice of sections and when you gave, confirmed or withdrew your consent, '
  'as our record of it. A year after you unsubscribe, or after the address stops receiving '
  'mail, we erase the address and keep only a coded form of it beside that record. Every '
  'alert has a one-click unsubscribe link and a link to erase your address at once; '
  'withdrawing is as easy as subscribing. You may ask us what we hold about you, have it '
  'corrected or erased, and name someone to act for you if you die or cannot act. The '
  'Compliance Officer answers for this data and for complaints about it: write to the '
  'investor e-mail address on the Investor Contact page. If we do not resolve your '
  'complaint, you may take it to the Data Protection Board of India.'
) on conflict (version) do nothing;
