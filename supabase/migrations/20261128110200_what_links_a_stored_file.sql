-- Which rows link a stored file, asked before a file is removed, so the desk can say so in words.
--
-- The database refuses to remove a file that a document (live or archived, in any document table,
-- the Memorandum and the Integrated Filing (Governance) included) or an investor event's related
-- documents link to (private.guard_linked_file, 20261126100300). Its refusal is a trigger's
-- RAISE (SQLSTATE P0001), and the Storage server maps a database error by its code: 42501,
-- 23505, 23503, 55P03 and a few more have their own answers, and any other code becomes
-- ERRORS.DatabaseError, HTTP 500, with the message "database error, code: <code>"
-- (supabase/storage, src/storage/database/errors.ts, DBError.fromDBError, v1.70.6; in
-- src/storage/database/knex.ts since v1.34; v1.11.2 sent the database's message with the same
-- 500). So on the platform the administrator would read "database error, code: P0001", never the
-- guard's sentence. The desk therefore asks first, with public.file_links, and removes only what
-- nothing links to, naming what keeps the rest; the guard stays the final word for any caller.
--
-- One list of the places a file can be linked from, private.file_links(path), read by the guard
-- and by public.file_links, so the two cannot disagree: each document table's view_download
-- (private.document_table_names()) and each event's document_links. The real-Postgres lane finds
-- every column whose check admits a path in the bucket and fails if the guard does not read it.
--
-- Additive: two functions new; the guard replaced, its refusals word for word as before.

-- security invoker: the caller's row-level security decides what it sees. The administrator (the
-- only caller Storage lets delete, and the only one public.file_links answers) reads every row.
create or replace function private.file_links(file_path text)
returns table (place text, title text, archived boolean, starts_at timestamptz)
language plpgsql
stable
set search_path = ''
as $$
declare
  t text;
begin
  foreach t in array private.document_table_names() loop
    return query execute format(
      'select %L::text, d.document_title, d.archived_at is not null, null::timestamptz
         from public.%I as d where d.view_download = $1 order by d.created_at',
      t, t) using file_path;
  end loop;
  return query
    select 'investor_events'::text, e.title, false, e.starts_at
      from public.investor_events as e
     where e.document_links @> array[file_path]
     order by e.starts_at desc;
end;
$$;

revoke all on function private.file_links(text) from public, anon, authenticated, service_role;
-- The guard runs as the caller and calls it.
grant execute on function private.file_links(text) to authenticated;

create or replace function private.guard_linked_file()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  link record;
begin
  if old.bucket_id <> 'investor_documents' or current_user not in ('anon', 'authenticated') then
    return old;
  end if;
  select l.place, l.title, l.starts_at into link from private.file_links(old.name) as l limit 1;
  if not found then
    return old;
  end if;
  if link.place <> 'investor_events' then
    raise exception 'This file is still linked from a document and cannot be removed'
      using errcode = 'P0001',
            hint = 'Point the document at another file, or purge the document, first.';
  end if;
  raise exception 'This file is still linked from the event "%" of % and cannot be removed',
    link.title, to_char(link.starts_at at time zone 'Asia/Kolkata', 'FMDD Mon YYYY')
    using errcode = 'P0001',
          hint = 'Remove it from the event''s related documents first, or delete the event.';
end;
$$;

revoke all on function private.guard_linked_file() from public, anon, authenticated;

-- What links each of the given stored files (paths as a document's link holds them:
-- investor_documents/...), for the administrator only: the documents first, by table, then the
-- events, latest first. A file nothing links to has no row.
create or replace function public.file_links(file_paths text[])
returns table (file_path text, place text, title text, archived boolean, starts_at timestamptz)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise exception 'permission denied: only an administrator can see what links to a stored file'
      using errcode = '42501';
  end if;
  if not private.session_meets_mfa() then
    raise exception 'permission denied: confirm your two-factor code to see what links to a stored file'
      using errcode = '42501', hint = 'Sign in again with your authenticator code (aal2).';
  end if;
  if cardinality(file_paths) > 100 then
    raise exception 'Ask about at most 100 files at a time.' using errcode = '22023';
  end if;
  return query
    select p.path, l.place, l.title, l.archived, l.starts_at
      from unnest(file_paths) with ordinality as p(path, n),
           lateral private.file_links(p.path) as l
     order by p.n;
end;
$$;

revoke all on function public.file_links(text[]) from public, anon;
grant execute on function public.file_links(text[]) to authenticated;

comment on function public.file_links(text[]) is
  'Which documents and events link each stored file: the desk asks before removing files. '
  'Administrator only, at aal2 once a factor is enrolled.';
