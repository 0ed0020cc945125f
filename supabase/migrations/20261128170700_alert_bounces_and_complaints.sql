-- E-mail alerts, part 8: what the mail service says after sending, a hard bounce or a spam
-- complaint, stops the alerts to that address, and the record says why.
--
-- Resend reports both through a webhook (email.bounced: the recipient's server refused the
-- address for good; email.complained: the person marked the e-mail as spam with a mailbox
-- provider that reports it; resend.com/docs/webhooks/emails/bounced, .../complained), signed as
-- Svix signs (docs.svix.com/receiving/verifying-payloads/how). The alerts-delivery-events Edge
-- Function checks the signature and calls record_alert_delivery_event, the service role's only.
--
-- Why here and not only at Resend, which also stops sending to such an address on its own
-- (resend.com/docs/dashboard/emails/email-suppressions): a complaint is the person saying they no
-- longer want the alerts, so the company's consent record must show the consent withdrawn
-- (Digital Personal Data Protection Act, 2023, s.6(4)-(6): on withdrawal the processing stops;
-- read in datanuance.co.in's summary of s.6); an address that bounces is no subscriber, so the
-- desk must not count it; and the complaint rate the desk shows is the figure the mailbox
-- providers' bulk-sender rules hold a sender to (Gmail: keep it under 0.1%, never 0.3%;
-- support.google.com/a/answer/81126). Gmail reports complaints to nobody but the sender's
-- Postmaster Tools, so the operator watches that too (docs/deploying.md).
--
-- A complaint withdraws the consent (consent log: 'withdrawn', channel 'spam complaint'); a hard
-- bounce suppresses the address (status 'suppressed'; consent log: 'suppressed', channel 'hard
-- bounce'). Either way nothing more goes to it, not even what is queued; subscribing again and
-- confirming from the address (which proves it works) starts afresh. Each webhook is recorded
-- once by its id: the service sends the same event again until it is answered.

alter table private.alert_subscribers drop constraint if exists alert_subscribers_status_check;
alter table private.alert_subscribers add constraint alert_subscribers_status_check
  check (status in ('pending', 'confirmed', 'withdrawn', 'suppressed'));

alter table private.alert_consent_log drop constraint if exists alert_consent_log_event_check;
alter table private.alert_consent_log add constraint alert_consent_log_event_check
  check (event in ('consent_given', 'confirmed', 'withdrawn', 'suppressed'));
alter table private.alert_consent_log drop constraint if exists alert_consent_log_channel_check;
alter table private.alert_consent_log add constraint alert_consent_log_channel_check
  check (channel in ('subscribe form', 'confirmation page', 'unsubscribe page',
                     'one-click unsubscribe', 'spam complaint', 'hard bounce'));

create table if not exists private.alert_delivery_events (
  -- The webhook's own id (svix-id), with the recipient's place when it names several.
  id text primary key,
  kind text not null,
  email text not null,
  subscriber_id uuid references private.alert_subscribers (id),
  detail text,
  received_at timestamptz not null default now(),
  constraint alert_delivery_events_kind_check check (kind in ('bounce', 'complaint'))
);
create index if not exists alert_delivery_events_received_idx
  on private.alert_delivery_events (kind, received_at);
create index if not exists alert_delivery_events_subscriber_idx
  on private.alert_delivery_events (subscriber_id);
alter table private.alert_delivery_events enable row level security;
revoke all on private.alert_delivery_events from public, anon, authenticated, service_role;
select private.deny_api_access('private.alert_delivery_events');

-- The e-mails still waiting for a subscriber, taken out of the queue and cancelled with a reason.
create or replace function private.cancel_queued_alert_emails(subscriber uuid, reason text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  perform pgmq.delete('alert_emails', array_agg(e.msg_id))
     from private.alert_emails e
    where e.subscriber_id = subscriber and e.status = 'queued' and e.msg_id is not null;
  update private.alert_emails e set status = 'cancelled', last_error = reason
   where e.subscriber_id = subscriber and e.status = 'queued';
end;
$$;
revoke all on function private.cancel_queued_alert_emails(uuid, text)
  from public, anon, authenticated, service_role;

-- The webhook's call: one bounce or complaint for one address. Answers what it did.
create or replace function public.record_alert_delivery_event(
  event_id text, kind text, email text, detail text default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  address constant text := lower(btrim(coalesce(email, '')));
  subscriber private.alert_subscribers;
  recorded text;
begin
  if event_id is null or btrim(event_id) = '' or kind is null or kind not in ('bounce', 'complaint')
     or address = '' then
    raise exception 'A delivery event needs its id, its kind (bounce or complaint) and an address.'
      using errcode = '22023';
  end if;
  select * into subscriber from private.alert_subscribers s where s.email = address for update;
  insert into private.alert_delivery_events (id, kind, email, subscriber_id, detail)
  values (event_id, kind, address, subscriber.id, left(detail, 500))
  on conflict (id) do nothing
  returning id into recorded;
  if recorded is null then
    return jsonb_build_object('status', 'already recorded');
  end if;
  if subscriber.id is null or subscriber.status in ('withdrawn', 'suppressed') then
    return jsonb_build_object('status', 'recorded');
  end if;

  update private.alert_subscribers s
     set status = case when kind = 'complaint' then 'withdrawn' else 'suppressed' end,
         withdrawn_at = now(), sections = '{}', pending_sections = null,
         pending_notice_version = null, confirm_token_hash = null, confirm_expires_at = null,
         updated_at = now()
   where s.id = subscriber.id;
  insert into private.alert_consent_log (subscriber_id, email, event, sections, notice_version, channel)
  values (subscriber.id, subscriber.email,
          case when kind = 'complaint' then 'withdrawn' else 'suppressed' end,
          subscriber.sections, null,
          case when kind = 'complaint' then 'spam complaint' else 'hard bounce' end);
  perform private.cancel_queued_alert_emails(subscriber.id,
    case when kind = 'complaint' then 'The person marked an alert as spam: no more are sent.'
         else 'The address does not exist any more (a hard bounce): no more are sent.' end);
  return jsonb_build_object('status', case when kind = 'complaint' then 'withdrawn' else 'suppressed' end);
end;
$$;
revoke all on function public.record_alert_delivery_event(text, text, text, text)
  from public, anon, authenticated;
grant execute on function public.record_alert_delivery_event(text, text, text, text) to service_role;

-- For the desk: the last 30 days' bounces and complaints beside the alerts sent, and how many
-- addresses are stopped. The administrator only, as the rest of the desk's calls.
create or replace function public.alert_delivery_health()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_alert_admin();
  return jsonb_build_object(
    'alerts_sent_30_days', (select count(*) from private.alert_emails
                             where kind = 'alert' and status = 'sent'
                               and sent_at > now() - interval '30 days'),
    'bounces_30_days', (select count(*) from private.alert_delivery_events
                         where kind = 'bounce' and received_at > now() - interval '30 days'),
    'complaints_30_days', (select count(*) from private.alert_delivery_events
                            where kind = 'complaint' and received_at > now() - interval '30 days'),
    'suppressed', (select count(*) from private.alert_subscribers where status = 'suppressed'),
    'last_event_at', (select max(received_at) from private.alert_delivery_events)
  );
end;
$$;
revoke all on function public.alert_delivery_health() from public, anon;
grant execute on function public.alert_delivery_health() to authenticated;
