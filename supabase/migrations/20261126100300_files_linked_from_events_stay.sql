-- A stored file that an investor event links to stays in the bucket.
--
-- The linked-file guard (20261123140000) refused to remove a file that a document row links to,
-- but an event's related documents (investor_events.document_links: a notice, an outcome, a
-- presentation) were not read, so a file linked only from an event could be removed and the
-- calendar's link then answered 404. The guard now reads them too, and names the event.
--
-- Every place a stored file can be linked from: a document's view_download (the 25 tables of
-- private.document_table_names()) and an event's document_links. An event's own `link` is an
-- https:// address only (its check constraint), and the kept files of replaced documents are
-- linked from no row (they serve old links from outside; purging the document removes them).
-- The real-Postgres lane finds every column whose check constraint admits a path in the bucket
-- and proves that a file it links to cannot be removed, so a new such column cannot be missed.
--
-- security invoker, as before: current_user must be the caller's role for the check to apply to
-- the API roles only; the administrator, the only caller storage lets delete, reads every row.
--
-- Additive: one function replaced; documents' refusals are word for word as before.

create or replace function private.guard_linked_file()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  t text;
  linked boolean;
  event record;
begin
  if old.bucket_id <> 'investor_documents' or current_user not in ('anon', 'authenticated') then
    return old;
  end if;
  foreach t in array private.document_table_names() loop
    execute format('select exists (select 1 from public.%I where view_download = $1)', t)
      into linked
      using old.name;
    if linked then
      raise exception 'This file is still linked from a document and cannot be removed'
        using errcode = 'P0001',
              hint = 'Point the document at another file, or purge the document, first.';
    end if;
  end loop;
  select e.title, e.starts_at into event
    from public.investor_events as e
   where e.document_links @> array[old.name]
   order by e.starts_at desc
   limit 1;
  if found then
    raise exception 'This file is still linked from the event "%" of % and cannot be removed',
      event.title, to_char(event.starts_at at time zone 'Asia/Kolkata', 'FMDD Mon YYYY')
      using errcode = 'P0001',
            hint = 'Remove it from the event''s related documents first, or delete the event.';
  end if;
  return old;
end;
$$;

revoke all on function private.guard_linked_file() from public, anon, authenticated;

-- The events' related documents, looked up by file (an array containment the index answers).
create index if not exists investor_events_document_links_idx
  on public.investor_events using gin (document_links);
