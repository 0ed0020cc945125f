-- E-mail alerts, part 5: what the desk reads and does. The administrator only, at aal2 once a
-- second factor is enrolled (private.session_meets_mfa), every call refused in plain words
-- otherwise. Counts by default; the addresses only when asked for (alert_subscriber_addresses),
-- for the company's records.

create or replace function private.require_alert_admin()
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise exception 'permission denied: only an administrator can see or manage e-mail alerts'
      using errcode = '42501';
  end if;
  if not private.session_meets_mfa() then
    raise exception 'permission denied: confirm your two-factor code to manage e-mail alerts'
      using errcode = '42501', hint = 'Sign in again with your authenticator code (aal2).';
  end if;
end;
$$;
revoke all on function private.require_alert_admin() from public, anon;
grant execute on function private.require_alert_admin() to authenticated;

-- Everything the desk's panel shows, in one read.
create or replace function public.alert_desk_overview()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  state private.alert_dispatch_state;
begin
  perform private.require_alert_admin();
  select * into state from private.alert_dispatch_state where only_row;
  return jsonb_build_object(
    'confirmed_by_section', (
      select coalesce(jsonb_object_agg(section, n), '{}') from (
        select unnest(s.sections) as section, count(*) as n
          from private.alert_subscribers s where s.status = 'confirmed' group by 1
      ) counts),
    'confirmed', (select count(*) from private.alert_subscribers where status = 'confirmed'),
    'pending', (select count(*) from private.alert_subscribers where status = 'pending'),
    'withdrawn', (select count(*) from private.alert_subscribers where status = 'withdrawn'),
    'queued', (select count(*) from private.alert_emails where status = 'queued'),
    'retrying', (select count(*) from private.alert_emails
                  where status = 'queued' and last_error is not null),
    'sent_30_days', (select count(*) from private.alert_emails
                      where status = 'sent' and sent_at > now() - interval '30 days'),
    'failed_30_days', (select count(*) from private.alert_emails
                        where status = 'failed' and failed_at > now() - interval '30 days'),
    'oldest_waiting', (select min(created_at) from private.alert_emails where status = 'queued'),
    'last_error', (select e.last_error from private.alert_emails e
                    where e.status = 'queued' and e.last_error is not null
                    order by e.created_at desc limit 1),
    'not_set_up', state.not_set_up,
    'last_finished_at', state.last_finished_at,
    'held', (select coalesce(jsonb_agg(jsonb_build_object(
               'id', p.id, 'title', p.title, 'section', p.section, 'published_at', p.published_at)
               order by p.published_at), '[]')
               from private.alert_publications p where p.status = 'held'),
    'recent_failures', (select coalesce(jsonb_agg(f order by f ->> 'failed_at' desc), '[]') from (
      select jsonb_build_object('id', e.id, 'kind', e.kind, 'reason', e.last_error,
                                'failed_at', e.failed_at) as f
        from private.alert_emails e where e.status = 'failed'
       order by e.failed_at desc limit 20) failures)
  );
end;
$$;

-- The confirmed subscribers' addresses, of one section or all, when the administrator asks.
create or replace function public.alert_subscriber_addresses(section text default null)
returns table (email text, sections text[], confirmed_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_alert_admin();
  return query
    select s.email, s.sections, s.confirmed_at from private.alert_subscribers s
     where s.status = 'confirmed'
       and (alert_subscriber_addresses.section is null
            or alert_subscriber_addresses.section = any (s.sections) or 'all' = any (s.sections))
     order by s.email;
end;
$$;

-- A test alert to the administrator's own address (the sign-in e-mail).
create or replace function public.send_test_alert()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  address constant text := (select auth.jwt() ->> 'email');
begin
  perform private.require_alert_admin();
  if address is null or address !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
    raise exception 'Your account has no e-mail address to send the test to.' using errcode = '22023';
  end if;
  perform private.queue_alert_email('test', lower(address), null, '{}');
  perform private.request_alert_send();
  return jsonb_build_object('to', lower(address));
end;
$$;

-- A held section's disclosure: send its alert now that it is live on the exchange, or never.
create or replace function public.release_held_alert(publication uuid, send boolean)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  p private.alert_publications;
begin
  perform private.require_alert_admin();
  select * into p from private.alert_publications where id = publication and status = 'held' for update;
  if not found then
    raise exception 'That alert is no longer held.' using errcode = 'PT404';
  end if;
  if send then
    update private.alert_publications
       set status = 'queued', released_at = now(), published_at = now(),
           msg_id = (select pgmq.send('alert_publications', jsonb_build_object('publication_id', p.id)))
     where id = p.id;
  else
    update private.alert_publications
       set status = 'cancelled', cancelled_at = now(), cancel_reason = 'The administrator chose not to send it.'
     where id = p.id;
  end if;
end;
$$;

-- An e-mail given up on (the dead letter), queued again once the cause is put right.
create or replace function public.retry_failed_alert_email(email uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
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
  update private.alert_emails
     set status = 'queued', attempts = 0, failed_at = null,
         msg_id = (select pgmq.send('alert_emails', jsonb_build_object('email_id', e.id)))
   where id = e.id;
  perform private.request_alert_send();
end;
$$;

revoke all on function public.alert_desk_overview() from public, anon;
revoke all on function public.alert_subscriber_addresses(text) from public, anon;
revoke all on function public.send_test_alert() from public, anon;
revoke all on function public.release_held_alert(uuid, boolean) from public, anon;
revoke all on function public.retry_failed_alert_email(uuid) from public, anon;
grant execute on function public.alert_desk_overview(), public.alert_subscriber_addresses(text),
  public.send_test_alert(), public.release_held_alert(uuid, boolean),
  public.retry_failed_alert_email(uuid) to authenticated;
