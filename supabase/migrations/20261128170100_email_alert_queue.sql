-- E-mail alerts, part 2: what is to be sent, in two Supabase Queues (pgmq), and the visitor's
-- three calls (subscribe, confirm, unsubscribe).
--
--   alert_publications: one message per disclosure published, sent by a trigger in the very
--     transaction that publishes it, so a publication rolled back enqueues nothing, and one
--     committed is never missed. Archiving or deleting the document before its alert goes
--     cancels the message (part 4).
--   alert_emails: one message per e-mail (a confirmation, an alert, a test). The Edge Function
--     reads them with a visibility timeout, sends, and archives each one sent; one it could not
--     send comes back when its timeout lapses, later each time, and after the last attempt is
--     archived as failed with the reason: the dead letter. A confirmation's message carries its
--     token, so it is deleted, not archived, once sent.
-- private.alert_emails and private.alert_publications keep each message's story in words for the
-- desk (queued, sent, failed and why; held, cancelled), beside the queue that drives it.

select pgmq.create('alert_publications');
select pgmq.create('alert_emails');

create table if not exists private.alert_publications (
  id uuid primary key default gen_random_uuid(),
  source_table text not null,
  source_id uuid not null,
  section text not null,
  title text not null,
  link text not null,
  document_date date,
  status text not null,
  msg_id bigint,
  published_at timestamptz not null default now(),
  released_at timestamptz,
  cancelled_at timestamptz,
  cancel_reason text,
  sent_at timestamptz,
  recipients integer,
  constraint alert_publications_status_check check (status in ('held', 'queued', 'cancelled', 'sent')),
  constraint alert_publications_section_check check (section = any (private.alert_sections())),
  unique (source_table, source_id)
);
create index if not exists alert_publications_status_idx
  on private.alert_publications (status, published_at);

create table if not exists private.alert_emails (
  id uuid primary key default gen_random_uuid(),
  kind text not null,
  subscriber_id uuid references private.alert_subscribers (id),
  recipient text not null,
  publication_ids uuid[] not null default '{}',
  status text not null default 'queued',
  msg_id bigint,
  attempts integer not null default 0,
  last_error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  failed_at timestamptz,
  constraint alert_emails_kind_check check (kind in ('confirmation', 'alert', 'test')),
  constraint alert_emails_status_check check (status in ('queued', 'sent', 'failed', 'cancelled'))
);
create index if not exists alert_emails_status_idx on private.alert_emails (status, created_at);
create index if not exists alert_emails_subscriber_idx on private.alert_emails (subscriber_id, kind, created_at);

alter table private.alert_publications enable row level security;
alter table private.alert_emails enable row level security;
revoke all on private.alert_publications, private.alert_emails
  from public, anon, authenticated, service_role;
select private.deny_api_access('private.alert_publications');
select private.deny_api_access('private.alert_emails');

-- Puts one e-mail in the queue and returns its row's id.
create or replace function private.queue_alert_email(
  kind text, recipient text, subscriber uuid, publications uuid[], extra jsonb default '{}'
)
returns uuid
language plpgsql
set search_path = ''
as $$
declare
  email_id uuid;
  message_id bigint;
begin
  insert into private.alert_emails (kind, recipient, subscriber_id, publication_ids)
  values (kind, recipient, subscriber, coalesce(publications, '{}'))
  returning id into email_id;
  select pgmq.send('alert_emails', jsonb_build_object('email_id', email_id) || extra)
    into message_id;
  update private.alert_emails set msg_id = message_id where id = email_id;
  return email_id;
end;
$$;
revoke all on function private.queue_alert_email(text, text, uuid, uuid[], jsonb)
  from public, anon, authenticated, service_role;

-- Asks the Edge Function to send what is queued, through pg_net after this transaction commits
-- (part 4 holds the details); defined there, called here by subscribe.
create or replace function private.request_alert_send()
returns void
language plpgsql
set search_path = ''
as $$ begin null; end; $$;

create or replace function public.subscribe_to_alerts(
  email text, sections text[], notice_version text
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  address constant text := lower(btrim(coalesce(email, '')));
  chosen text[];
  subscriber private.alert_subscribers;
  token text;
  recent integer;
begin
  perform private.take_alert_subscribe_token();
  if char_length(address) > 254 or address !~ '^[^@\s]{1,64}@[^@\s]+\.[^@\s]+$' then
    raise exception 'Enter an e-mail address such as name@example.com.' using errcode = '22023';
  end if;
  select coalesce(array_agg(distinct s order by s), '{}') into chosen
    from unnest(coalesce(sections, '{}')) as s;
  if cardinality(chosen) = 0 then
    raise exception 'Choose at least one kind of disclosure to hear about.' using errcode = '22023';
  end if;
  if not chosen <@ (private.alert_sections() || 'all'::text) then
    raise exception 'Choose the disclosures to hear about from the list.' using errcode = '22023';
  end if;
  if 'all' = any (chosen) then
    chosen := array['all'];
  end if;
  if not exists (select 1 from private.alert_notices n where n.version = notice_version) then
    raise exception 'This page is out of date. Reload it, read the notice and subscribe again.'
      using errcode = '22023';
  end if;

  insert into private.alert_subscribers (email) values (address)
  on conflict on constraint alert_subscribers_email_key do update set updated_at = now()
  returning * into subscriber;

  -- Whatever follows, the caller hears the same: a known address and a new one look alike.
  select count(*) into recent from private.alert_emails e
   where e.subscriber_id = subscriber.id and e.kind = 'confirmation'
     and e.created_at > now() - interval '1 day';
  if recent >= (select max_confirmations_per_address_per_day
                  from private.alert_throttle_settings where only_row) then
    return jsonb_build_object('status', 'check_inbox');
  end if;

  token := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
  update private.alert_subscribers s
     set pending_sections = chosen, pending_notice_version = notice_version,
         confirm_token_hash = sha256(convert_to(token, 'UTF8')),
         confirm_expires_at = now() + interval '3 days', updated_at = now()
   where s.id = subscriber.id;
  insert into private.alert_consent_log (subscriber_id, email, event, sections, notice_version, channel)
  values (subscriber.id, address, 'consent_given', chosen, notice_version, 'subscribe form');
  perform private.queue_alert_email('confirmation', address, subscriber.id, '{}',
    jsonb_build_object('token', token));
  perform private.request_alert_send();
  return jsonb_build_object('status', 'check_inbox');
end;
$$;

create or replace function public.confirm_alert_subscription(token text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  token_hash constant bytea := sha256(convert_to(coalesce(token, ''), 'UTF8'));
  subscriber private.alert_subscribers;
begin
  select * into subscriber from private.alert_subscribers s
   where s.confirm_token_hash = token_hash for update;
  if not found then
    if exists (select 1 from private.alert_subscribers s
                where s.used_token_hash = token_hash and s.status = 'confirmed') then
      raise exception 'You have already confirmed this subscription: alerts are on their way.'
        using errcode = 'PT409';
    end if;
    raise exception 'This confirmation link is not valid. Subscribe again to get a new one.'
      using errcode = 'PT404';
  end if;
  if subscriber.confirm_expires_at < now() then
    raise exception 'This confirmation link has expired. Subscribe again to get a new one.'
      using errcode = 'PT410';
  end if;
  update private.alert_subscribers s
     set status = 'confirmed', sections = subscriber.pending_sections,
         -- Someone new, or back after withdrawing, hears only of what is published from now on.
         confirmed_at = case when s.status = 'confirmed' then s.confirmed_at else now() end,
         withdrawn_at = null,
         pending_sections = null, pending_notice_version = null, confirm_token_hash = null,
         confirm_expires_at = null, used_token_hash = token_hash, updated_at = now()
   where s.id = subscriber.id;
  insert into private.alert_consent_log (subscriber_id, email, event, sections, notice_version, channel)
  values (subscriber.id, subscriber.email, 'confirmed', subscriber.pending_sections,
          subscriber.pending_notice_version, 'confirmation page');
  return jsonb_build_object('sections', to_jsonb(subscriber.pending_sections));
end;
$$;

create or replace function public.unsubscribe_from_alerts(token text, channel text default 'unsubscribe page')
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  subscriber private.alert_subscribers;
begin
  if channel is null or channel not in ('unsubscribe page', 'one-click unsubscribe') then
    raise exception 'Unknown way of unsubscribing.' using errcode = '22023';
  end if;
  select * into subscriber from private.alert_subscribers s
   where s.unsubscribe_token = coalesce(token, '') for update;
  if not found then
    raise exception 'This unsubscribe link is not valid. Nothing was changed.' using errcode = 'PT404';
  end if;
  if subscriber.status <> 'withdrawn' then
    update private.alert_subscribers s
       set status = 'withdrawn', withdrawn_at = now(), sections = '{}', pending_sections = null,
           pending_notice_version = null, confirm_token_hash = null, confirm_expires_at = null,
           updated_at = now()
     where s.id = subscriber.id;
    insert into private.alert_consent_log (subscriber_id, email, event, sections, notice_version, channel)
    values (subscriber.id, subscriber.email, 'withdrawn', subscriber.sections, null, channel);
    -- Nothing more reaches someone who has withdrawn, not even what was already queued.
    perform pgmq.delete('alert_emails', array_agg(e.msg_id))
       from private.alert_emails e
      where e.subscriber_id = subscriber.id and e.status = 'queued' and e.msg_id is not null;
    update private.alert_emails e set status = 'cancelled', last_error = 'The subscriber unsubscribed.'
     where e.subscriber_id = subscriber.id and e.status = 'queued';
  end if;
  return jsonb_build_object('status', 'unsubscribed');
end;
$$;

revoke all on function public.subscribe_to_alerts(text, text[], text) from public;
revoke all on function public.confirm_alert_subscription(text) from public;
revoke all on function public.unsubscribe_from_alerts(text, text) from public;
grant execute on function public.subscribe_to_alerts(text, text[], text) to anon, authenticated;
grant execute on function public.confirm_alert_subscription(text) to anon, authenticated;
grant execute on function public.unsubscribe_from_alerts(text, text)
  to anon, authenticated, service_role;
