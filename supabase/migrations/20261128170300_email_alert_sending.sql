-- E-mail alerts, part 4: the fan-out, the schedule, and the two calls the sender makes.
-- (Why it is built this way: part 3's header.)

-- How many times an e-mail is tried before it is given up (the dead letter), and how long each
-- wait is: 1, 2, 4, 8, 16, 32 minutes, then an hour: about three hours of a mail service down
-- before an e-mail is given up, and the desk can send it again after that.
create or replace function private.alert_max_attempts()
returns integer language sql immutable set search_path = '' as $$ select 8 $$;

create or replace function private.alert_retry_seconds(attempts integer)
returns integer language sql immutable set search_path = ''
as $$ select least(3600, 60 * power(2, greatest(attempts, 1) - 1)::integer) $$;

-- Turns the queued publications into e-mails, once the oldest has waited the batch window.
-- Returns how many e-mails it queued.
create or replace function private.fan_out_alert_publications()
returns integer
language plpgsql
set search_path = ''
as $$
declare
  window_minutes constant integer :=
    (select s.batch_window_minutes from public.alert_settings s where s.only_row);
  msg_ids bigint[];
  publication_ids uuid[];
  queued integer;
begin
  if not exists (
    select 1 from private.alert_publications p
     where p.status = 'queued' and p.published_at <= now() - make_interval(mins => window_minutes)
  ) then
    return 0;
  end if;
  select array_agg(m.msg_id), array_agg((m.message ->> 'publication_id')::uuid)
    into msg_ids, publication_ids
    from pgmq.read('alert_publications', 600, 5000) as m;
  if msg_ids is null then
    return 0;
  end if;

  with due as (
    select p.* from private.alert_publications p
     where p.id = any (publication_ids) and p.status = 'queued'
  ), targets as (
    select s.id, s.email, array_agg(d.id order by d.published_at, d.id) as pubs
      from due d
      join private.alert_subscribers s
        on s.status = 'confirmed' and s.confirmed_at <= d.published_at
       and ('all' = any (s.sections) or d.section = any (s.sections))
     group by s.id, s.email
  ), emails as (
    insert into private.alert_emails (kind, recipient, subscriber_id, publication_ids)
    select 'alert', t.email, t.id, t.pubs from targets t
    returning id
  ), sent as (
    select pgmq.send_batch('alert_emails',
             array(select jsonb_build_object('email_id', e.id) from emails e)) as msg_id
  )
  select count(*) into queued from sent;

  update private.alert_publications p
     set status = 'sent', sent_at = now(),
         recipients = (select count(*) from private.alert_emails e
                        where e.kind = 'alert' and p.id = any (e.publication_ids))
   where p.id = any (publication_ids) and p.status = 'queued';
  perform pgmq.archive('alert_publications', msg_ids);
  return queued;
end;
$$;
revoke all on function private.fan_out_alert_publications() from public, anon, authenticated, service_role;

-- Calls the send-alerts Edge Function unless a call is still at work. Supabase's pattern: the
-- project's URL and the key from Vault (project_url; alerts_dispatch_secret, the same value as
-- the function's ALERTS_DISPATCH_SECRET), net.http_post, sent once this transaction commits.
create or replace function private.request_alert_send()
returns void
language plpgsql
set search_path = ''
as $$
declare
  project_url constant text :=
    (select v.decrypted_secret from vault.decrypted_secrets v where v.name = 'project_url');
  dispatch_secret constant text :=
    (select v.decrypted_secret from vault.decrypted_secrets v where v.name = 'alerts_dispatch_secret');
  state private.alert_dispatch_state;
begin
  select * into state from private.alert_dispatch_state where only_row for update;
  if state.busy_until > now() then
    return;
  end if;
  if project_url is null or dispatch_secret is null then
    update private.alert_dispatch_state set not_set_up =
      'The project''s address or the dispatch secret is missing from Vault (docs/deploying.md).'
     where only_row;
    return;
  end if;
  perform net.http_post(
    url := rtrim(project_url, '/') || '/functions/v1/send-alerts',
    headers := jsonb_build_object('Content-Type', 'application/json',
                                  'Authorization', 'Bearer ' || dispatch_secret),
    body := jsonb_build_object('reason', 'queued e-mails'),
    timeout_milliseconds := 10000
  );
  update private.alert_dispatch_state
     set busy_until = now() + interval '3 minutes', last_called_at = now(), not_set_up = null
   where only_row;
end;
$$;
revoke all on function private.request_alert_send() from public, anon, authenticated, service_role;

-- What the schedule runs: the fan-out, then the sender if anything is waiting to go.
create or replace function private.run_alert_dispatch()
returns void
language plpgsql
set search_path = ''
as $$
begin
  perform private.fan_out_alert_publications();
  if exists (select 1 from pgmq.q_alert_emails q where q.vt <= clock_timestamp()) then
    perform private.request_alert_send();
  end if;
end;
$$;
revoke all on function private.run_alert_dispatch() from public, anon, authenticated, service_role;

select cron.schedule('send-e-mail-alerts', '10 seconds', 'select private.run_alert_dispatch()');

-- The sender's first call: up to batch_size e-mails, each with what it needs to be written,
-- hidden from other readers for visibility_seconds. Messages whose e-mail was cancelled or sent
-- are dropped; one read more times than allowed is given up with its last error (dead letter).
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

-- The sender's second call: each result, {msg_id, email_id, ok, permanent, error}. A sent e-mail
-- is archived (a confirmation deleted, with its token); a permanent refusal fails at once; any
-- other failure waits longer each time. done gives the lease back for the next call.
create or replace function public.finish_alert_emails(results jsonb, done boolean default false)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  r jsonb;
  e private.alert_emails;
  msg constant text := 'alert_emails';
  counts jsonb := '{"sent": 0, "failed": 0, "retrying": 0}';
begin
  for r in select * from jsonb_array_elements(coalesce(results, '[]')) loop
    select * into e from private.alert_emails where id = (r ->> 'email_id')::uuid for update;
    continue when not found or e.status <> 'queued';
    if (r ->> 'ok')::boolean then
      update private.alert_emails set status = 'sent', sent_at = now(), last_error = null
       where id = e.id;
      counts := jsonb_set(counts, '{sent}', to_jsonb((counts ->> 'sent')::integer + 1));
    elsif coalesce((r ->> 'permanent')::boolean, false) or e.attempts >= private.alert_max_attempts() then
      update private.alert_emails set status = 'failed', failed_at = now(),
             last_error = left(coalesce(r ->> 'error', 'refused'), 500)
       where id = e.id;
      counts := jsonb_set(counts, '{failed}', to_jsonb((counts ->> 'failed')::integer + 1));
    else
      update private.alert_emails set last_error = left(coalesce(r ->> 'error', 'no answer'), 500)
       where id = e.id;
      perform pgmq.set_vt(msg, (r ->> 'msg_id')::bigint, private.alert_retry_seconds(e.attempts));
      counts := jsonb_set(counts, '{retrying}', to_jsonb((counts ->> 'retrying')::integer + 1));
      continue;
    end if;
    if e.kind = 'confirmation' then
      perform pgmq.delete(msg, (r ->> 'msg_id')::bigint);
    else
      perform pgmq.archive(msg, (r ->> 'msg_id')::bigint);
    end if;
  end loop;
  if done then
    update private.alert_dispatch_state set busy_until = null, last_finished_at = now()
     where only_row;
  end if;
  return counts;
end;
$$;

revoke all on function public.claim_alert_emails(integer, integer) from public, anon, authenticated;
revoke all on function public.finish_alert_emails(jsonb, boolean) from public, anon, authenticated;
grant execute on function public.claim_alert_emails(integer, integer) to service_role;
grant execute on function public.finish_alert_emails(jsonb, boolean) to service_role;
