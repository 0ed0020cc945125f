-- E-mail alerts, part 3: publishing enqueues; a schedule fans out and calls the sender.
--
-- 1. A trigger on every document table and on the results enqueues one alert_publications
--    message in the publishing transaction, for writes through the API (the desk); a migration,
--    the seed or an import in the SQL editor publishes nothing by e-mail. A section the company
--    secretary holds (public.alert_settings.held_sections) is kept as 'held' until the desk
--    releases it, once the disclosure is live on the exchange: the e-mail must never be the first
--    place the market hears of it (SEBI (Prohibition of Insider Trading) Regulations, 2015, reg.
--    2(1)(e): information is "generally available" once on the exchange's platform). Archiving
--    or deleting the document before the alert goes cancels it.
-- 2. pg_cron runs private.run_alert_dispatch() every 10 seconds (Supabase Cron takes schedules
--    in seconds, supabase.com/docs/guides/cron). It waits until the oldest queued publication has
--    waited the batch window (public.alert_settings.batch_window_minutes), then turns every
--    queued publication into one e-mail per subscriber listing all of theirs: one e-mail per
--    subscriber per window, however many were published in it. Only subscribers confirmed before
--    a publication hear of it.
-- 3. If e-mails are waiting, it calls the send-alerts Edge Function with pg_net, as Supabase's
--    guide to scheduling Edge Functions does (supabase.com/docs/guides/functions/schedule-functions:
--    the project's URL and a key from Vault, net.http_post), at most one call at a time (a lease
--    the function gives back when it ends, or that lapses after three minutes). The function
--    claims e-mails in batches (public.claim_alert_emails) and reports each result
--    (public.finish_alert_emails); both are the service role's only.

create table if not exists public.alert_settings (
  id uuid primary key default gen_random_uuid(),
  only_row boolean not null default true unique,
  held_sections text[] not null default '{}',
  batch_window_minutes integer not null default 5,
  updated_at timestamptz not null default now(),
  constraint alert_settings_only_row_check check (only_row),
  constraint alert_settings_held_sections_check check (held_sections <@ private.alert_sections()),
  constraint alert_settings_batch_window_check check (batch_window_minutes between 0 and 60)
);

insert into public.alert_settings (only_row) values (true) on conflict (only_row) do nothing;

select private.attach_standard_protections('public.alert_settings',
  visitors_read => null, label => 'the e-mail alert settings');

create table if not exists private.alert_dispatch_state (
  only_row boolean primary key default true check (only_row),
  busy_until timestamptz,
  last_called_at timestamptz,
  last_finished_at timestamptz,
  not_set_up text
);
insert into private.alert_dispatch_state (only_row) values (true) on conflict do nothing;
alter table private.alert_dispatch_state enable row level security;
revoke all on private.alert_dispatch_state from public, anon, authenticated, service_role;
select private.deny_api_access('private.alert_dispatch_state');

-- Records a disclosure to announce: held or queued, in the caller's transaction.
create or replace function private.enqueue_alert_publication(
  source_table text, source_id uuid, title text, link text, document_date date
)
returns void
language plpgsql
set search_path = ''
as $$
declare
  section constant text := private.alert_section_of(source_table);
  held constant boolean := section = any (coalesce(
    (select s.held_sections from public.alert_settings s where s.only_row), '{}'::text[]));
  publication_id uuid;
begin
  insert into private.alert_publications (source_table, source_id, section, title, link,
                                          document_date, status)
  values (source_table, source_id, section, title, link, document_date,
          case when held then 'held' else 'queued' end)
  on conflict do nothing
  returning id into publication_id;
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

-- Cancels what has not gone yet: the publication, and the e-mails that would carry it.
create or replace function private.cancel_alert_publication(source_table text, source_id uuid, reason text)
returns void
language plpgsql
set search_path = ''
as $$
declare
  publication private.alert_publications;
begin
  update private.alert_publications p
     set status = 'cancelled', cancelled_at = now(), cancel_reason = reason
   where p.source_table = cancel_alert_publication.source_table
     and p.source_id = cancel_alert_publication.source_id
     and p.status in ('held', 'queued', 'sent')
  returning * into publication;
  if not found then
    return;
  end if;
  if publication.msg_id is not null then
    perform pgmq.delete('alert_publications', publication.msg_id);
  end if;
  -- An e-mail still waiting drops this publication, and is cancelled when nothing is left.
  update private.alert_emails e
     set publication_ids = array_remove(e.publication_ids, publication.id)
   where e.status = 'queued' and publication.id = any (e.publication_ids);
  update private.alert_emails e
     set status = 'cancelled', last_error = 'Every disclosure it announced was withdrawn first.'
   where e.status = 'queued' and e.kind = 'alert' and cardinality(e.publication_ids) = 0;
end;
$$;
revoke all on function private.cancel_alert_publication(text, uuid, text)
  from public, anon, authenticated, service_role;

-- On every document table: a live row added through the API is announced; archived or deleted
-- before its alert goes, the alert is cancelled. A restored row is not announced again.
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
      'create trigger alert_on_change after insert or delete or update of archived_at on public.%I
         for each row execute function private.alert_on_document_change()', t);
  end loop;
end;
$$;

-- New results, entered or imported on the desk, are announced with the period in words.
create or replace function private.alert_on_new_results()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if nullif(current_setting('request.jwt.claims', true), '') is not null then
    perform private.enqueue_alert_publication('financial_results', new.id,
      format('Financial results (%s) for the %s ended %s', new.basis,
             replace(new.period_kind, '_', ' '), to_char(new.period_end, 'FMDD Mon YYYY')),
      '/investor/quarterly-results', new.period_end);
  end if;
  return null;
end;
$$;
revoke all on function private.alert_on_new_results() from public, anon, authenticated, service_role;

drop trigger if exists alert_on_new_results on public.financial_results;
create trigger alert_on_new_results after insert on public.financial_results
  for each row execute function private.alert_on_new_results();
