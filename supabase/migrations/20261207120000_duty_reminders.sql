-- The desk comes to the company secretary: a morning digest of what falls due, a reminder some
-- working days before each deadline, and a notice the moment one is missed, by e-mail, to the
-- addresses she has confirmed. Built on the e-mail alerts' parts, not beside them: the e-mails
-- are rows of private.alert_emails on the same pgmq queue, sent by the same send-alerts Edge
-- Function, called by the same dispatch (20261128170300); pg_cron runs the reminders' job.
--
-- Where the deadlines come from (docs/architecture.md, "Duty e-mails"): the rules are the desk's
-- TypeScript list (src/lib/compliance/register.ts), which the desk runs over the site's state.
-- The desk writes the open items it worked out into private.duty_items through
-- public.record_duty_schedule, whenever it works them out (every load of Today or Calendar and
-- deadlines, and after each of its own writes). What changes with the clock alone (a reminder's
-- day, an item becoming overdue, the morning) the database works out here, from those rows and
-- the exchange holidays. What changes with the site (a document added) reaches the schedule only
-- when the desk works the items out again: until it has, a change recorded in the activity trail
-- after the schedule was written holds every item's e-mail back, and the secretary is told once
-- that the reminders wait for the desk. So nothing is sent for an item already met.
--
-- Additive: four tables, the e-mails' table widened by two kinds and two columns, the sender's
-- claim replaced with its behaviour kept, one schedule.

-- What the secretary receives. One row (only_row), administrator only, the standard protections
-- (so each change is a line of the activity trail). Lead times are working days.
create table if not exists public.duty_settings (
  id uuid primary key default gen_random_uuid(),
  only_row boolean not null default true unique,
  digest boolean not null default true,
  -- 'line': a one-line digest on a morning with nothing due; 'nothing': no e-mail that morning.
  digest_when_clear text not null default 'line',
  reminders boolean not null default true,
  overdue boolean not null default true,
  lead_quarterly integer not null default 3,
  lead_event integer not null default 1,
  lead_annual integer not null default 7,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint duty_settings_only_row_check check (only_row),
  constraint duty_settings_digest_when_clear_check check (digest_when_clear in ('line', 'nothing')),
  constraint duty_settings_lead_check check (
    lead_quarterly between 0 and 30 and lead_event between 0 and 30 and lead_annual between 0 and 30)
);
insert into public.duty_settings (only_row) values (true) on conflict (only_row) do nothing;

create or replace function private.prepare_duty_settings()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.lead_quarterly is null or new.lead_event is null or new.lead_annual is null
     or new.lead_quarterly not between 0 and 30 or new.lead_event not between 0 and 30
     or new.lead_annual not between 0 and 30 then
    raise exception 'Give each reminder''s lead as a whole number of working days from 0 to 30.'
      using errcode = '23514', constraint = 'duty_settings_lead_check';
  end if;
  new.only_row := true;
  if tg_op = 'UPDATE' then
    new.created_at := old.created_at;
  end if;
  new.updated_at := now();
  return new;
end;
$$;
revoke all on function private.prepare_duty_settings() from public, anon, authenticated, service_role;
drop trigger if exists prepare_duty_settings on public.duty_settings;
create trigger prepare_duty_settings before insert or update on public.duty_settings
  for each row execute function private.prepare_duty_settings();

select private.attach_standard_protections('public.duty_settings',
  visitors_read => null, label => 'the reminder settings');

-- Who receives them: the company's own addresses, each confirmed from its inbox before anything
-- but the confirmation goes to it (as a subscriber's is). The desk adds and removes; only
-- public.confirm_duty_recipient, given the link's token, confirms.
create table if not exists public.duty_recipients (
  id uuid primary key default gen_random_uuid(),
  address text not null,
  confirmed_at timestamptz,
  created_at timestamptz not null default now(),
  constraint duty_recipients_address_key unique (address),
  -- The trigger below holds the address to one mailbox (private.alert_mailbox, in words); this
  -- is the backstop a direct session meets too.
  constraint duty_recipients_address_check
    check (char_length(address) <= 254 and address = lower(btrim(address)) and address like '%_@_%')
);

create table if not exists private.duty_recipient_tokens (
  recipient_id uuid primary key references public.duty_recipients (id) on delete cascade,
  token_hash bytea not null,
  expires_at timestamptz not null
);
alter table private.duty_recipient_tokens enable row level security;
revoke all on private.duty_recipient_tokens from public, anon, authenticated, service_role;
select private.deny_api_access('private.duty_recipient_tokens');

-- security definer: it reads the list and calls the alerts' private mailbox rule, which the API
-- roles may not call themselves.
create or replace function private.prepare_duty_recipient()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  mailbox constant text := private.alert_mailbox(new.address);
begin
  if tg_op = 'UPDATE' then
    if new.address is distinct from old.address then
      raise exception 'An address cannot be changed: remove it and add the new one.'
        using errcode = '22023';
    end if;
    if current_setting('private.confirming_duty_recipient', true) is distinct from 'on' then
      new.confirmed_at := old.confirmed_at;
    end if;
    new.created_at := old.created_at;
    return new;
  end if;
  if mailbox is null then
    raise exception 'Give one e-mail address, such as cs@example.com (no name, list or brackets).'
      using errcode = '23514', constraint = 'duty_recipients_address_check';
  end if;
  if exists (select 1 from public.duty_recipients r where r.address = mailbox) then
    raise exception 'This address is already on the list.'
      using errcode = '23505', constraint = 'duty_recipients_address_key';
  end if;
  if (select count(*) from public.duty_recipients) >= 10 then
    raise exception 'Ten addresses is the most the reminders go to: remove one first.'
      using errcode = '23514';
  end if;
  new.address := mailbox;
  new.confirmed_at := null;
  return new;
end;
$$;
revoke all on function private.prepare_duty_recipient() from public, anon, authenticated, service_role;
drop trigger if exists prepare_duty_recipient on public.duty_recipients;
create trigger prepare_duty_recipient before insert or update on public.duty_recipients
  for each row execute function private.prepare_duty_recipient();

select private.attach_standard_protections('public.duty_recipients',
  visitors_read => null, label => 'the reminders'' addresses', audit_title => array['address']);

-- The e-mails: two kinds more on the alerts' queue, with the recipient and what the e-mail says.
alter table private.alert_emails drop constraint if exists alert_emails_kind_check;
alter table private.alert_emails add constraint alert_emails_kind_check
  check (kind in ('confirmation', 'alert', 'test', 'duty_confirmation', 'duty'));
alter table private.alert_emails
  add column if not exists duty_recipient_id uuid references public.duty_recipients (id) on delete set null,
  add column if not exists duty jsonb;
create index if not exists alert_emails_duty_recipient_idx
  on private.alert_emails (duty_recipient_id);

-- A new address gets its confirmation: a token that travels only in the e-mail (its hash kept),
-- good for three days, as a subscriber's.
create or replace function private.send_duty_confirmation()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  token constant text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
  email_id uuid;
begin
  insert into private.duty_recipient_tokens (recipient_id, token_hash, expires_at)
  values (new.id, sha256(convert_to(token, 'UTF8')), now() + interval '3 days')
  on conflict (recipient_id) do update set token_hash = excluded.token_hash,
                                           expires_at = excluded.expires_at;
  email_id := private.queue_alert_email('duty_confirmation', new.address, null, null,
                                        jsonb_build_object('token', token));
  update private.alert_emails set duty_recipient_id = new.id where id = email_id;
  perform private.request_alert_send();
  return null;
end;
$$;
revoke all on function private.send_duty_confirmation() from public, anon, authenticated, service_role;
drop trigger if exists send_duty_confirmation on public.duty_recipients;
create trigger send_duty_confirmation after insert on public.duty_recipients
  for each row execute function private.send_duty_confirmation();

create or replace function private.require_duty_admin()
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise exception 'permission denied: only an administrator can manage the reminders'
      using errcode = '42501';
  end if;
  if not private.session_meets_mfa() then
    raise exception 'permission denied: confirm your two-factor code to manage the reminders'
      using errcode = '42501', hint = 'Sign in again with your authenticator code (aal2).';
  end if;
end;
$$;
revoke all on function private.require_duty_admin() from public, anon;
grant execute on function private.require_duty_admin() to authenticated;

-- The link's token, by the signed-in administrator: proves the inbox is read by someone who can
-- sign in to the desk, so no address receives the company's deadlines unasked.
create or replace function public.confirm_duty_recipient(token text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  found_token private.duty_recipient_tokens;
  recipient public.duty_recipients;
begin
  perform private.require_duty_admin();
  select * into found_token from private.duty_recipient_tokens t
   where t.token_hash = sha256(convert_to(coalesce(token, ''), 'UTF8')) for update;
  if not found then
    raise exception 'This confirmation link is not known: it may have been used already, or the address removed. Add the address again for a new link.'
      using errcode = 'PT404';
  end if;
  select * into recipient from public.duty_recipients r where r.id = found_token.recipient_id;
  if found_token.expires_at < now() then
    raise exception 'This confirmation link has expired (links work for 3 days): remove the address and add it again for a new link.'
      using errcode = '22023';
  end if;
  perform set_config('private.confirming_duty_recipient', 'on', true);
  update public.duty_recipients set confirmed_at = now() where id = recipient.id;
  perform set_config('private.confirming_duty_recipient', 'off', true);
  delete from private.duty_recipient_tokens where recipient_id = recipient.id;
  return jsonb_build_object('address', recipient.address);
end;
$$;
revoke all on function public.confirm_duty_recipient(text) from public, anon;
grant execute on function public.confirm_duty_recipient(text) to authenticated;

-- The open items as the desk last worked them out, and when.
create table if not exists private.duty_items (
  id text primary key,
  -- Which lead applies: 'quarterly' filings, 'event' deadlines, 'annual' (and IEPF) ones.
  kind text not null check (kind in ('quarterly', 'event', 'annual')),
  what text not null,
  subject text not null,
  clause text not null,
  due_at timestamptz not null,
  met_by text not null,
  -- Where on the site it is done: a path ("/investor/...", "/dashboard/calendar").
  place text not null check (place ~ '^/[A-Za-z0-9/_#=-]*$')
);
create index if not exists duty_items_due_idx on private.duty_items (due_at);

create table if not exists private.duty_schedule_state (
  only_row boolean primary key default true check (only_row),
  computed_at timestamptz
);
insert into private.duty_schedule_state (only_row) values (true) on conflict do nothing;

-- What went to whom, so nothing goes twice for the same item and reason (a digest's item is its
-- day; 'waiting' is once per schedule the desk wrote).
create table if not exists private.duty_sent (
  recipient_id uuid not null references public.duty_recipients (id) on delete cascade,
  item_id text not null,
  reason text not null check (reason in ('reminder', 'overdue', 'digest', 'waiting')),
  sent_at timestamptz not null default now(),
  email_id uuid,
  primary key (recipient_id, item_id, reason)
);

alter table private.duty_items enable row level security;
alter table private.duty_schedule_state enable row level security;
alter table private.duty_sent enable row level security;
revoke all on private.duty_items, private.duty_schedule_state, private.duty_sent
  from public, anon, authenticated, service_role;
select private.deny_api_access('private.duty_items');
select private.deny_api_access('private.duty_schedule_state');
select private.deny_api_access('private.duty_sent');
