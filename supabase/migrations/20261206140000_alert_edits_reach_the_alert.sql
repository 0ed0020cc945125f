-- E-mail alerts: an edit reaches the alert. A disclosure's alert waits for the batch window (or
-- for the desk, when its section is held); a title, link or date corrected in that time used to be
-- ignored, and the alert went out with what was first typed ("DRAFT not for release", a draft's
-- link). Now a change to a document, or to an event's title or day, is copied to its alerts not
-- yet fanned out (held or queued), whose title also decides whether it is a meeting's outcome
-- (private.alert_also_section): an alert that becomes one of a held section is held. What the
-- publication row holds when it is fanned out is what every e-mail of it says (the sender's claim
-- reads it), so the desk's list of alerts shows what went.

create or replace function private.refresh_alert_publications(
  from_table text, from_id uuid, new_title text, new_link text, new_date date
)
returns void
language plpgsql
set search_path = ''
as $$
declare
  also constant text := case when from_table = 'investor_events' then null
    else private.alert_also_section(from_table, new_title) end;
  held_sections constant text[] := coalesce(
    (select s.held_sections from public.alert_settings s where s.only_row), '{}'::text[]);
begin
  update private.alert_publications p
     set title = new_title,
         link = coalesce(new_link, p.link),
         document_date = new_date,
         also_section = case when from_table = 'investor_events' then p.also_section else also end,
         status = case when p.status = 'queued'
                        and (p.section = any (held_sections) or coalesce(also = any (held_sections), false))
                       then 'held' else p.status end,
         msg_id = case when p.status = 'queued'
                        and (p.section = any (held_sections) or coalesce(also = any (held_sections), false))
                       then null else p.msg_id end
   where p.source_table = from_table and p.source_id = from_id
     and p.status in ('held', 'queued');
end;
$$;
revoke all on function private.refresh_alert_publications(text, uuid, text, text, date)
  from public, anon, authenticated, service_role;

create or replace function private.alert_on_document_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if new.archived_at is null
       and nullif(current_setting('request.jwt.claims', true), '') is not null then
      perform private.enqueue_alert_publication(tg_table_name, new.id, new.document_title,
                                                new.view_download, new.document_date);
    end if;
    return null;
  end if;
  if tg_op = 'DELETE' then
    perform private.cancel_alert_publication(tg_table_name, old.id,
      'The document was deleted before its alert was sent.');
    return null;
  end if;
  if old.archived_at is null and new.archived_at is not null then
    perform private.cancel_alert_publication(tg_table_name, new.id,
      'The document was archived before its alert was sent.');
    return null;
  end if;
  if new.archived_at is null
     and (old.document_title, old.view_download, old.document_date)
         is distinct from (new.document_title, new.view_download, new.document_date) then
    perform private.refresh_alert_publications(tg_table_name, new.id, new.document_title,
                                               new.view_download, new.document_date);
  end if;
  return null;
end;
$$;
revoke all on function private.alert_on_document_change() from public, anon, authenticated, service_role;

do $$
declare
  t text;
begin
  foreach t in array private.document_table_names() loop
    execute format('drop trigger if exists alert_on_change on public.%I', t);
    execute format(
      'create trigger alert_on_change
         after insert or delete
            or update of archived_at, document_title, view_download, document_date on public.%I
         for each row execute function private.alert_on_document_change()', t);
  end loop;
end;
$$;

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

  event_section := private.alert_section_of_event(new.kind);
  title := new.title || case
    when new.kind in ('board_meeting', 'agm', 'egm') and new.starts_at <= now() then ': outcome'
    else ': related document' end;
  -- A corrected title or date reaches the event's alerts not yet sent.
  if tg_op = 'UPDATE' and (old.title, old.starts_at, old.kind)
                          is distinct from (new.title, new.starts_at, new.kind) then
    perform private.refresh_alert_publications('investor_events', new.id, title, null,
      (new.starts_at at time zone 'Asia/Kolkata')::date);
  end if;

  if not through_api then
    return null;
  end if;
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

drop trigger if exists alert_on_change on public.investor_events;
create trigger alert_on_change
  after insert or delete or update of document_links, title, starts_at, kind
  on public.investor_events
  for each row execute function private.alert_on_event_change();

-- The desk's panel shows what went: the last ten alerts with their titles and links as sent.
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
    -- What went: each disclosure as its e-mails said it, the last ten fanned out.
    'recent_sent', (select coalesce(jsonb_agg(s order by s ->> 'sent_at' desc), '[]') from (
      select jsonb_build_object('id', p.id, 'title', p.title, 'link', p.link,
                                'section', p.section, 'also_section', p.also_section,
                                'sent_at', p.sent_at, 'recipients', p.recipients) as s
        from private.alert_publications p where p.status = 'sent'
       order by p.sent_at desc limit 10) sent),
    'recent_failures', (select coalesce(jsonb_agg(f order by f ->> 'failed_at' desc), '[]') from (
      select jsonb_build_object('id', e.id, 'kind', e.kind, 'reason', e.last_error,
                                'failed_at', e.failed_at) as f
        from private.alert_emails e where e.status = 'failed'
       order by e.failed_at desc limit 20) failures)
  );
end;
$$;
create index if not exists alert_publications_sent_idx
  on private.alert_publications (sent_at desc) where status = 'sent';
