-- E-mail alerts: one address is one mailbox, and what may be sent to an inbox is counted per inbox;
-- nothing goes to someone who has left, whichever path sends.
--
-- A mail transport reads a recipient as RFC 5322 reads an address field (section 3.4: a list, a
-- display name, angle brackets, comments), so an address such as "<x@y>", "a,x@y" or "Name<x@y>"
-- that passed the old check (one @, no space) reached one or more other mailboxes, and each form
-- of one address had its own three confirmations a day. Accepted now is only the canonical
-- mailbox of supabase/functions/_shared/alerts/mailbox.ts (the form and the sender use the same
-- rule): a dot-atom local part (RFC 5322 section 3.2.3), a letter-digit-hyphen domain whose last
-- label is letters or an IDNA A-label (RFC 5891; the form turns a domain in another script into
-- that form, which SQL cannot), lower case, at most 64 + 1 + 253 and 254 characters in all (RFC
-- 5321 section 4.5.3.1). The three-a-day allowance is counted per inbox: a "+tag" (RFC 5233)
-- counts against its base, and Gmail's dots are ignored, as Gmail ignores them.

create or replace function private.alert_mailbox(address text)
returns text
language sql
immutable
set search_path = ''
as $$
  select a
    from (select lower(btrim(coalesce(address, ''), E' \t\r\n')) as a) given
   where char_length(a) <= 254
     and a ~ '^[\x21-\x7e]+$'
     and a ~ '^[a-z0-9!#$%&''*+/=?^_`{|}~-]+(\.[a-z0-9!#$%&''*+/=?^_`{|}~-]+)*@([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+([a-z]{2,63}|xn--[a-z0-9-]{1,59})$'
     and char_length(split_part(a, '@', 1)) <= 64
     and char_length(split_part(a, '@', 2)) <= 253
$$;
revoke all on function private.alert_mailbox(text) from public, anon, authenticated, service_role;

create or replace function private.alert_allowance_key(mailbox text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when domain in ('gmail.com', 'googlemail.com')
              then replace(base, '.', '') || '@gmail.com'
              else base || '@' || domain end
    from (select split_part(split_part(mailbox, '@', 1), '+', 1) as base,
                 split_part(mailbox, '@', 2) as domain) parts
$$;
revoke all on function private.alert_allowance_key(text) from public, anon, authenticated, service_role;

alter table private.alert_subscribers
  add column if not exists allowance_key text
  generated always as (private.alert_allowance_key(email)) stored;
create index if not exists alert_subscribers_allowance_idx
  on private.alert_subscribers (allowance_key);

-- Addresses stored under the old check that are not one mailbox: stopped, with the reason in the
-- consent record, and nothing they had waiting is sent.
alter table private.alert_consent_log drop constraint if exists alert_consent_log_channel_check;
alter table private.alert_consent_log add constraint alert_consent_log_channel_check
  check (channel in ('subscribe form', 'confirmation page', 'unsubscribe page',
                     'one-click unsubscribe', 'spam complaint', 'hard bounce',
                     'address not one mailbox'));

do $$
declare
  s private.alert_subscribers;
begin
  for s in select * from private.alert_subscribers
            where status in ('pending', 'confirmed')
              and private.alert_mailbox(email) is distinct from email
            for update loop
    update private.alert_subscribers
       set status = 'suppressed', withdrawn_at = now(), sections = '{}', pending_sections = null,
           pending_notice_version = null, confirm_token_hash = null, confirm_expires_at = null,
           updated_at = now()
     where id = s.id;
    insert into private.alert_consent_log (subscriber_id, email, event, sections, notice_version, channel)
    values (s.id, s.email, 'suppressed', s.sections, null, 'address not one mailbox');
    perform private.cancel_queued_alert_emails(s.id,
      'The address is not one mailbox (a list, a name or brackets): nothing is sent to it.');
  end loop;
end;
$$;

-- Stopped addresses keep what they were (the consent record names them); any other is one mailbox.
alter table private.alert_subscribers drop constraint if exists alert_subscribers_email_check;
alter table private.alert_subscribers add constraint alert_subscribers_email_check check (
  char_length(email) <= 254
  and (status in ('withdrawn', 'suppressed') or private.alert_mailbox(email) = email)
);

-- The subscribe form's call: the address must be one mailbox, stored as such; the allowance of
-- confirmations is the inbox's.
create or replace function public.subscribe_to_alerts(
  email text, sections text[], notice_version text
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  address constant text := private.alert_mailbox(email);
  chosen text[];
  subscriber private.alert_subscribers;
  token text;
  recent integer;
begin
  perform private.take_alert_subscribe_token();
  if address is null then
    raise exception 'Enter one e-mail address, such as name@example.com, with nothing around it: no name, brackets, commas or spaces.' using errcode = '22023';
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
  -- Counted per inbox, whichever of its addresses asked (see private.alert_allowance_key).
  select count(*) into recent
    from private.alert_emails e
    join private.alert_subscribers s on s.id = e.subscriber_id
   where s.allowance_key = subscriber.allowance_key and e.kind = 'confirmation'
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

-- The sender's claim: what it hands the transport is a subscribed person's one mailbox.
create or replace function public.claim_alert_emails(batch_size integer default 50,
                                                    visibility_seconds integer default 120)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  m pgmq.message_record;
  e private.alert_emails;
  items jsonb := '[]';
  publications jsonb;
begin
  for m in select * from pgmq.read('alert_emails', greatest(visibility_seconds, 10),
                                   least(greatest(batch_size, 1), 100)) loop
    select * into e from private.alert_emails where id = (m.message ->> 'email_id')::uuid for update;
    if not found or e.status <> 'queued' then
      perform pgmq.delete('alert_emails', m.msg_id);
      continue;
    end if;
    if m.read_ct > private.alert_max_attempts() then
      update private.alert_emails set status = 'failed', failed_at = now(),
             last_error = format('Given up after %s attempts: %s', e.attempts,
                                 coalesce(e.last_error, 'no answer'))
       where id = e.id;
      if e.kind = 'confirmation' then
        perform pgmq.delete('alert_emails', m.msg_id);
      else
        perform pgmq.archive('alert_emails', m.msg_id);
      end if;
      continue;
    end if;
    -- An alert goes only to a subscriber still subscribed, whatever queued it (the fan-out, the
    -- desk's Send again); and no e-mail goes to anything but one mailbox.
    if e.kind = 'alert' and not exists (select 1 from private.alert_subscribers s
                                         where s.id = e.subscriber_id and s.status = 'confirmed') then
      update private.alert_emails
         set status = 'cancelled', last_error = 'The subscriber has unsubscribed, or the address stopped working: nothing was sent.'
       where id = e.id;
      perform pgmq.delete('alert_emails', m.msg_id);
      continue;
    end if;
    if private.alert_mailbox(e.recipient) is distinct from e.recipient then
      update private.alert_emails
         set status = 'failed', failed_at = now(),
             last_error = 'The address is not one mailbox (a list, a name or brackets): nothing was sent.'
       where id = e.id;
      perform pgmq.delete('alert_emails', m.msg_id);
      continue;
    end if;
    update private.alert_emails set attempts = m.read_ct, msg_id = m.msg_id where id = e.id;
    select coalesce(jsonb_agg(jsonb_build_object(
             'title', p.title, 'section', p.section, 'link', p.link,
             'document_date', p.document_date, 'published_at', p.published_at)
             order by p.published_at, p.id), '[]')
      into publications
      from private.alert_publications p
     where p.id = any (e.publication_ids) and p.status <> 'cancelled';
    items := items || jsonb_build_object(
      'msg_id', m.msg_id, 'email_id', e.id, 'kind', e.kind, 'to', e.recipient,
      'attempt', m.read_ct, 'token', m.message ->> 'token',
      'unsubscribe_token',
        (select s.unsubscribe_token from private.alert_subscribers s where s.id = e.subscriber_id),
      'sections', (select to_jsonb(s.pending_sections) from private.alert_subscribers s
                    where s.id = e.subscriber_id),
      'publications', publications);
  end loop;
  return items;
end;
$$;

-- Send again: only to a subscriber still subscribed, and recorded in the activity trail (the
-- e-mail's disclosures by title, never the address).
create or replace function public.retry_failed_alert_email(email uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  claims constant jsonb := nullif(current_setting('request.jwt.claims', true), '')::jsonb;
  e private.alert_emails;
begin
  perform private.require_alert_admin();
  select * into e from private.alert_emails where id = email and status = 'failed' for update;
  if not found then
    raise exception 'That e-mail is not among the failed ones.' using errcode = 'PT404';
  end if;
  if e.kind = 'confirmation' then
    raise exception 'A confirmation cannot be sent again: its link is gone. The person can subscribe again.'
      using errcode = '22023';
  end if;
  if e.kind = 'alert' and not exists (select 1 from private.alert_subscribers s
                                       where s.id = e.subscriber_id and s.status = 'confirmed') then
    raise exception 'This subscriber has unsubscribed, or the address stopped working: nothing is sent to them.'
      using errcode = 'PT409';
  end if;
  if private.alert_mailbox(e.recipient) is distinct from e.recipient then
    raise exception 'The address is not one mailbox (a list, a name or brackets): nothing is sent to it.'
      using errcode = '22023';
  end if;
  update private.alert_emails
     set status = 'queued', attempts = 0, failed_at = null,
         msg_id = (select pgmq.send('alert_emails', jsonb_build_object('email_id', e.id)))
   where id = e.id;
  insert into public.audit_log (actor_id, actor_email, actor_role, action, table_name, row_id,
                                title_after, detail)
  values (
    case when claims ->> 'sub' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
         then (claims ->> 'sub')::uuid end,
    claims ->> 'email',
    coalesce(claims ->> 'role', session_user),
    'send',
    'alert_emails',
    e.id::text,
    (select string_agg(p.title, '; ' order by p.published_at, p.id)
       from private.alert_publications p where p.id = any (e.publication_ids)),
    case e.kind when 'test' then 'test' else 'alert' end
  );
  perform private.request_alert_send();
end;
$$;
