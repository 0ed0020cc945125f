-- E-mail alerts, part 8: a board meeting's outcome is one wherever it is filed, a hold holds it,
-- and the desk's decisions on held alerts are in the activity trail.
--
-- A publication's section came from its table alone, so the outcome of a board meeting published
-- on Corporate Announcements (where the sample outcome is, and where the compliance calendar says
-- it may go: EVENT_TABLES.outcome in src/lib/compliance/event-based.ts, which matches it by the
-- word "outcome" in its title) was an announcement only: holding "Board meetings and their
-- outcomes" did not hold it, and it went out at once. Now such a document also belongs to the
-- board meetings' section (also_section): it is held when either section is held, and, once it
-- goes, reaches the subscribers of either. A unit test holds this list of tables and the word to
-- the calendar's (tests/unit/alerts/alert-sections-sql.test.ts).
--
-- Additive: one nullable column and its check, one function, and new bodies for the functions
-- that decide, fan out, show and release a publication; their signatures stay.

alter table private.alert_publications add column if not exists also_section text;
alter table private.alert_publications drop constraint if exists alert_publications_also_section_check;
alter table private.alert_publications add constraint alert_publications_also_section_check
  check (also_section is null or also_section = any (private.alert_sections()));

-- The second section a document belongs to by what it is, beside its page's: an outcome filed on
-- Corporate Announcements or Financial Reports is a board meeting's outcome too.
create or replace function private.alert_also_section(source_table text, title text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when source_table in ('corporate_announcement', 'financial_report')
         and coalesce(title, '') ~* 'outcome' then 'board_meetings'
  end
$$;
revoke all on function private.alert_also_section(text, text) from public, anon, authenticated, service_role;

-- As part 6 made it, with the second section: held when either section is held.
create or replace function private.enqueue_alert_publication(
  source_table text, source_id uuid, title text, link text, document_date date
)
returns void
language plpgsql
set search_path = ''
as $$
declare
  section constant text := case when source_table = 'investor_events'
    then private.alert_section_of_event(
      (select e.kind from public.investor_events e where e.id = source_id))
    else private.alert_section_of(source_table) end;
  also constant text := case when source_table = 'investor_events' then null
    else private.alert_also_section(source_table, title) end;
  held_sections constant text[] := coalesce(
    (select s.held_sections from public.alert_settings s where s.only_row), '{}'::text[]);
  held constant boolean := section = any (held_sections) or coalesce(also = any (held_sections), false);
  publication_id uuid;
begin
  insert into private.alert_publications as p (source_table, source_id, section, also_section,
                                               title, link, document_date, status)
  values (source_table, source_id, section, also, title, link, document_date,
          case when held then 'held' else 'queued' end)
  on conflict on constraint alert_publications_source_link_key do update
     set status = excluded.status, title = excluded.title, section = excluded.section,
         also_section = excluded.also_section,
         document_date = excluded.document_date, published_at = now(), msg_id = null,
         cancelled_at = null, cancel_reason = null, released_at = null
   where p.status = 'cancelled' and p.sent_at is null
  returning p.id into publication_id;
  if publication_id is not null and not held then
    update private.alert_publications p
       set msg_id = (select pgmq.send('alert_publications',
                                      jsonb_build_object('publication_id', publication_id)))
     where p.id = publication_id;
  end if;
end;
$$;
revoke all on function private.enqueue_alert_publication(text, uuid, text, text, date)
  from public, anon, authenticated, service_role;

-- As part 4 made it: a subscriber to either of a publication's sections hears of it.
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
       and ('all' = any (s.sections) or d.section = any (s.sections)
            or d.also_section = any (s.sections))
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

-- As part 6 made it: a link already announced as a board meeting's outcome from its document
-- table (its second section) is not announced again when it is linked to the meeting.
create or replace function private.alert_on_event_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  through_api constant boolean :=
    nullif(current_setting('request.jwt.claims', true), '') is not null;
  added text;
  removed text[];
  event_section text;
  title text;
begin
  if tg_op = 'DELETE' then
    perform private.cancel_alert_publication('investor_events', old.id,
      'The event was deleted before its alert was sent.');
    return null;
  end if;

  if tg_op = 'UPDATE' then
    removed := array(select distinct l from unnest(old.document_links) as l
                      where not (l = any (new.document_links)));
    if cardinality(removed) > 0 then
      perform private.cancel_alert_publications(array(
        select p.id from private.alert_publications p
         where p.source_table = 'investor_events' and p.source_id = new.id
           and p.link = any (removed)),
        'The document was taken off the event before its alert was sent.');
    end if;
  end if;

  if not through_api then
    return null;
  end if;
  event_section := private.alert_section_of_event(new.kind);
  title := new.title || case
    when new.kind in ('board_meeting', 'agm', 'egm') and new.starts_at <= now() then ': outcome'
    else ': related document' end;
  for added in
    select distinct l from unnest(new.document_links) as l
     where tg_op = 'INSERT' or not (l = any (old.document_links))
  loop
    continue when exists (
      select 1 from private.alert_publications p
       where p.link = added
         and (p.section = event_section or p.also_section = event_section)
         and p.status <> 'cancelled' and p.source_table <> 'investor_events');
    perform private.enqueue_alert_publication('investor_events', new.id, title, added,
      (new.starts_at at time zone 'Asia/Kolkata')::date);
  end loop;
  return null;
end;
$$;
revoke all on function private.alert_on_event_change() from public, anon, authenticated, service_role;

-- The activity trail records the desk's decision on a held alert, as it records every change.
alter table public.audit_log drop constraint if exists audit_log_action_check;
alter table public.audit_log add constraint audit_log_action_check
  check (action in ('insert', 'update', 'archive', 'restore', 'purge', 'text', 'view', 'download',
                    'send', 'withhold'));

-- A held section's disclosure: send its alert now that it is live on the exchange, or never; the
-- decision goes in the activity trail with the disclosure's title and its sections in words.
create or replace function public.release_held_alert(publication uuid, send boolean)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  claims constant jsonb := nullif(current_setting('request.jwt.claims', true), '')::jsonb;
  p private.alert_publications;
begin
  perform private.require_alert_admin();
  if send is null then
    raise exception 'Say whether the alert is to be sent.' using errcode = '22023';
  end if;
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
  insert into public.audit_log (actor_id, actor_email, actor_role, action, table_name, row_id,
                                title_after, detail)
  values (
    case when claims ->> 'sub' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
         then (claims ->> 'sub')::uuid end,
    claims ->> 'email',
    coalesce(claims ->> 'role', session_user),
    case when send then 'send' else 'withhold' end,
    'alert_publications',
    p.id::text,
    p.title,
    concat_ws('; ', private.alert_section_label(p.section),
              case when p.also_section is not null and p.also_section <> p.section
                   then private.alert_section_label(p.also_section) end)
  );
end;
$$;
revoke all on function public.release_held_alert(uuid, boolean) from public, anon;
grant execute on function public.release_held_alert(uuid, boolean) to authenticated;

-- Everything the desk's panel shows, in one read; as part 5 made it, with each held alert's
-- second section and, for the desk to say so, the section each page's documents go to.
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
               'id', p.id, 'title', p.title, 'section', p.section,
               'also_section', p.also_section, 'published_at', p.published_at)
               order by p.published_at), '[]')
               from private.alert_publications p where p.status = 'held'),
    'feeds', (select jsonb_object_agg(t, private.alert_section_of(t))
                from unnest(private.document_table_names() || 'financial_results'::text) as t),
    'recent_failures', (select coalesce(jsonb_agg(f order by f ->> 'failed_at' desc), '[]') from (
      select jsonb_build_object('id', e.id, 'kind', e.kind, 'reason', e.last_error,
                                'failed_at', e.failed_at) as f
        from private.alert_emails e where e.status = 'failed'
       order by e.failed_at desc limit 20) failures)
  );
end;
$$;
revoke all on function public.alert_desk_overview() from public, anon;
grant execute on function public.alert_desk_overview() to authenticated;
