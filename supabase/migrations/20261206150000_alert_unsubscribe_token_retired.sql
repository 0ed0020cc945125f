-- E-mail alerts: an unsubscribe link works until it is used, and then for nothing but saying so.
--
-- The token in every alert's unsubscribe links was the subscriber's for good, and stayed in the
-- browser's address bar and history, and in whatever logs the one-click address passed through
-- (RFC 8058 puts it in the List-Unsubscribe URI, which the platform's function logs record), after
-- it had done its work. Now using it retires it: the subscriber gets a fresh token (in the alerts
-- that follow, should they subscribe again), and only the used token's SHA-256 is kept, so the
-- same link again answers "you are unsubscribed" and any other use of it finds nothing. The site
-- takes the token out of the address bar as soon as it has read it
-- (src/features/alerts/components/alert-page-body.tsx).

alter table private.alert_subscribers add column if not exists used_unsubscribe_hash bytea;
create index if not exists alert_subscribers_used_unsubscribe_idx
  on private.alert_subscribers (used_unsubscribe_hash) where used_unsubscribe_hash is not null;

create or replace function public.unsubscribe_from_alerts(token text, channel text default 'unsubscribe page')
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  token_hash constant bytea := sha256(convert_to(coalesce(token, ''), 'UTF8'));
  subscriber private.alert_subscribers;
begin
  if channel is null or channel not in ('unsubscribe page', 'one-click unsubscribe') then
    raise exception 'Unknown way of unsubscribing.' using errcode = '22023';
  end if;
  select * into subscriber from private.alert_subscribers s
   where s.unsubscribe_token = coalesce(token, '') for update;
  if not found then
    -- A link used before: the person is unsubscribed already, and is told so.
    if exists (select 1 from private.alert_subscribers s
                where s.used_unsubscribe_hash = token_hash) then
      return jsonb_build_object('status', 'unsubscribed');
    end if;
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
    perform private.cancel_queued_alert_emails(subscriber.id, 'The subscriber unsubscribed.');
  end if;
  update private.alert_subscribers s
     set unsubscribe_token = replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''),
         used_unsubscribe_hash = token_hash
   where s.id = subscriber.id;
  return jsonb_build_object('status', 'unsubscribed');
end;
$$;
