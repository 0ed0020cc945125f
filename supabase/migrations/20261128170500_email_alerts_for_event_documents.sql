-- E-mail alerts, part 6: an event's documents are announced too.
--
-- After a board meeting or a general meeting the company secretary links its outcome to the
-- event on the calendar (public.investor_events.document_links: an https address, or a file in
-- the investor_documents bucket). A link added through the API enqueues one alert in the very
-- transaction that adds it, as publishing a document does (part 3); a link removed, or the event
-- deleted, before the alert goes cancels it. So a publication is now a source row and one of its
-- links: a document has one link, an event as many as it has documents.
--
-- One disclosure, one alert: the desk's usual way is to add the outcome to its document table
-- (board_meeting, financial_report...), which announces it, and then to link that document to the
-- event. A link already announced in the same section, waiting or sent, is not announced again.
-- (In another section it is: a subscriber to board meetings alone would otherwise never hear of
-- an outcome filed with the results.)

alter table private.alert_publications
  drop constraint if exists alert_publications_source_table_source_id_key;
alter table private.alert_publications
  drop constraint if exists alert_publications_source_link_key;
alter table private.alert_publications
  add constraint alert_publications_source_link_key unique (source_table, source_id, link);

-- The section an event's documents belong to, by the event's kind (the document tables' sections
-- are private.alert_section_of): a book closure is a shareholder meeting's, as register_closure
-- is; a record date a dividend's (the calendar's record dates come from public.dividends).
create or replace function private.alert_section_of_event(kind text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when kind = 'board_meeting' then 'board_meetings'
    when kind in ('agm', 'egm', 'book_closure') then 'shareholder_meetings'
    when kind = 'record_date' then 'dividends'
    else 'announcements'
  end
$$;
revoke all on function private.alert_section_of_event(text) from public, anon, authenticated, service_role;

-- Records a disclosure to announce: held or queued, in the caller's transaction. As part 3 made
-- it, but a source may have several links; and a link removed before its alert went and then
-- added again is announced again (a sent one never is: its subscribers have had it).
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
  held constant boolean := section = any (coalesce(
    (select s.held_sections from public.alert_settings s where s.only_row), '{}'::text[]));
  publication_id uuid;
begin
  insert into private.alert_publications as p (source_table, source_id, section, title, link,
                                               document_date, status)
  values (source_table, source_id, section, title, link, document_date,
          case when held then 'held' else 'queued' end)
  on conflict on constraint alert_publications_source_link_key do update
     set status = excluded.status, title = excluded.title, section = excluded.section,
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

-- Cancels what has not gone yet: these publications, and the e-mails that would carry them.
create or replace function private.cancel_alert_publications(publications uuid[], reason text)
returns void
language plpgsql
set search_path = ''
as $$
declare
  publication private.alert_publications;
begin
  for publication in
    update private.alert_publications p
       set status = 'cancelled', cancelled_at = now(), cancel_reason = reason
     where p.id = any (publications) and p.status in ('held', 'queued', 'sent')
    returning *
  loop
    if publication.msg_id is not null then
      perform pgmq.delete('alert_publications', publication.msg_id);
    end if;
    -- An e-mail still waiting drops this publication, and is cancelled when nothing is left.
    update private.alert_emails e
       set publication_ids = array_remove(e.publication_ids, publication.id)
     where e.status = 'queued' and publication.id = any (e.publication_ids);
  end loop;
  update private.alert_emails e
     set status = 'cancelled', last_error = 'Every disclosure it announced was withdrawn first.'
   where e.status = 'queued' and e.kind = 'alert' and cardinality(e.publication_ids) = 0;
end;
$$;
revoke all on function private.cancel_alert_publications(uuid[], text)
  from public, anon, authenticated, service_role;

-- Part 3's cancel for a whole source (a document archived or deleted, an event deleted), now
-- every link of it.
create or replace function private.cancel_alert_publication(source_table text, source_id uuid, reason text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  perform private.cancel_alert_publications(array(
    select p.id from private.alert_publications p
     where p.source_table = cancel_alert_publication.source_table
       and p.source_id = cancel_alert_publication.source_id), reason);
end;
$$;
revoke all on function private.cancel_alert_publication(text, uuid, text)
  from public, anon, authenticated, service_role;

-- On investor_events: each link added through the API is announced, under the event's title
-- ("…: outcome" once a meeting has begun, what is linked then being its outcome); a link removed,
-- or the event deleted, before the alert goes cancels it. A migration, the seed, or the record
-- dates written from the dividends announce nothing, as with documents.
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
       where p.link = added and p.section = event_section
         and p.status <> 'cancelled' and p.source_table <> 'investor_events');
    perform private.enqueue_alert_publication('investor_events', new.id, title, added,
      (new.starts_at at time zone 'Asia/Kolkata')::date);
  end loop;
  return null;
end;
$$;
revoke all on function private.alert_on_event_change() from public, anon, authenticated, service_role;

drop trigger if exists alert_on_change on public.investor_events;
create trigger alert_on_change after insert or delete or update of document_links
  on public.investor_events
  for each row execute function private.alert_on_event_change();
