-- Search inside the documents (issue 23): each PDF's text, page by page, read in the
-- administrator's browser at upload and stored here; search_documents matches it after the
-- titles and returns the best page and a marked, escaped snippet.
--
-- Who reads what: `private.document_pages` holds every document's text, archived ones too (so a
-- restore brings the text back); row-level security is on and no API role may read it but the
-- administrator. `private.document_search_pages` is its copy for live documents only, kept by
-- triggers as private.document_search is for titles, and, like that table, readable by anyone
-- with a policy that is plain `true`: what it holds is the text of PDFs that are public at their
-- links, and a policy testing a column would keep its text-search index from being used (see
-- 20261123150000). search_documents (security invoker) reads that copy; neither table is in an
-- API schema, so a visitor reaches the text only through the function's results. Not a SECURITY
-- DEFINER reader: our schema lint lets anon call no definer function in public or private.
--
-- Letters: the old word filters used [[:alnum:]], which depends on the database's ctype. On
-- PGlite (C.UTF-8) and on PostgreSQL under C.UTF-8 a Devanagari virama (U+094D, in "प्रबंधन")
-- is not alnum, so Hindi words were split in two or left out of the typo table. Words are now
-- split only at whitespace, control characters, ASCII punctuation and the danda (। ॥): every
-- other character counts as part of a word, whatever the locale says.
--
-- Additive: search_documents gains two result columns (dropped and made anew, since a result
-- type cannot be altered; its arguments are unchanged); title_words is replaced; two tables,
-- triggers and functions are new.

-- Page text: 10,000 characters a page at most (the browser cuts longer pages and says so).
create table if not exists private.document_pages (
  category text not null,
  id uuid not null,
  page_number integer not null check (page_number between 1 and 5000),
  body text not null check (length(body) between 1 and 10000),
  primary key (category, id, page_number)
);

-- The live documents' pages, with their words; written only by the triggers below.
create table if not exists private.document_search_pages (
  category text not null,
  id uuid not null,
  page_number integer not null,
  body text not null,
  search_vector tsvector generated always as (to_tsvector('english'::regconfig, body)) stored,
  primary key (category, id, page_number)
);

-- fastupdate off for the same reason as document_search's index: PGlite has no autovacuum.
create index if not exists document_search_pages_vector_idx
  on private.document_search_pages using gin (search_vector) with (fastupdate = off);

alter table private.document_search_pages enable row level security;
revoke all on private.document_search_pages from public, anon, authenticated, service_role;
grant select on private.document_search_pages to anon, authenticated, service_role;
drop policy if exists "Anyone can search the text of live documents" on private.document_search_pages;
create policy "Anyone can search the text of live documents" on private.document_search_pages
  for select to anon, authenticated
  using (true);

-- What the browser found when it read the PDF. No row: not yet indexed (added before this
-- change, added by link, or the text could not be saved).
create table if not exists private.document_text_status (
  category text not null,
  id uuid not null,
  status text not null check (status in ('searchable', 'no_text', 'unreadable')),
  page_count integer not null default 0 check (page_count >= 0),
  truncated boolean not null default false,
  updated_at timestamptz not null default now(),
  updated_by uuid default auth.uid(),
  primary key (category, id)
);

alter table private.document_pages enable row level security;
alter table private.document_text_status enable row level security;
revoke all on private.document_pages from public, anon, authenticated, service_role;
revoke all on private.document_text_status from public, anon, authenticated, service_role;
-- The administrator writes through public.save_document_text (security invoker), so these
-- policies decide; the service role (npm run index-documents) bypasses them.
grant select, insert, update, delete on private.document_pages to authenticated, service_role;
grant select, insert, update, delete on private.document_text_status to authenticated, service_role;

drop policy if exists "Admins manage document text" on private.document_pages;
create policy "Admins manage document text" on private.document_pages
  for all to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));
drop policy if exists "Admins manage document text status" on private.document_text_status;
create policy "Admins manage document text status" on private.document_text_status
  for all to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));

-- The two-factor rule of every other write (20261124100000): RESTRICTIVE, per write command.
do $$
declare
  t text;
  rule constant text := '(select private.session_meets_mfa())';
begin
  foreach t in array array['document_pages', 'document_text_status'] loop
    execute format('drop policy if exists %I on private.%I', 'Writing ' || t || ' needs aal2', t);
    execute format('create policy %I on private.%I as restrictive for insert to authenticated with check (%s)',
      'Writing ' || t || ' needs aal2', t, rule);
    execute format('drop policy if exists %I on private.%I', 'Changing ' || t || ' needs aal2', t);
    execute format('create policy %I on private.%I as restrictive for update to authenticated using (%s) with check (%s)',
      'Changing ' || t || ' needs aal2', t, rule, rule);
    execute format('drop policy if exists %I on private.%I', 'Removing ' || t || ' needs aal2', t);
    execute format('create policy %I on private.%I as restrictive for delete to authenticated using (%s)',
      'Removing ' || t || ' needs aal2', t, rule);
  end loop;
end;
$$;

-- The copy follows the text: a page saved for a live document is searchable at once.
create or replace function private.sync_document_search_pages()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    delete from private.document_search_pages
     where category = old.category and id = old.id and page_number = old.page_number;
  end if;
  if tg_op in ('INSERT', 'UPDATE') and exists (
    select 1 from private.document_search as d where d.category = new.category and d.id = new.id
  ) then
    insert into private.document_search_pages (category, id, page_number, body)
    values (new.category, new.id, new.page_number, new.body);
  end if;
  return null;
end;
$$;

alter function private.sync_document_search_pages() owner to postgres;
revoke all on function private.sync_document_search_pages() from public, anon, authenticated;
drop trigger if exists sync_document_search_pages on private.document_pages;
create trigger sync_document_search_pages after insert or update or delete
  on private.document_pages for each row execute function private.sync_document_search_pages();

-- The text belongs to the file: purge removes it, and so does pointing the row at another file
-- (replace), after which the document is "not yet indexed" until the new file's text is saved.
-- Archive takes the text out of the searchable copy, restore puts it back. security definer
-- (owned by postgres, BYPASSRLS), so the trigger works whoever writes the row.
create or replace function private.forget_document_text()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'TRUNCATE' then
    delete from private.document_pages where category = tg_table_name;
    delete from private.document_text_status where category = tg_table_name;
  elsif tg_op = 'DELETE' or old.view_download is distinct from new.view_download then
    delete from private.document_pages where category = tg_table_name and id = old.id;
    delete from private.document_text_status where category = tg_table_name and id = old.id;
  elsif old.archived_at is null and new.archived_at is not null then
    delete from private.document_search_pages where category = tg_table_name and id = old.id;
  elsif old.archived_at is not null and new.archived_at is null then
    insert into private.document_search_pages (category, id, page_number, body)
    select p.category, p.id, p.page_number, p.body from private.document_pages as p
     where p.category = tg_table_name and p.id = new.id
    on conflict do nothing;
  end if;
  return null;
end;
$$;

alter function private.forget_document_text() owner to postgres;
revoke all on function private.forget_document_text() from public, anon, authenticated;

do $$
declare
  t text;
begin
  foreach t in array private.document_table_names() loop
    execute format('drop trigger if exists forget_document_text on public.%I', t);
    execute format($f$create trigger forget_document_text after update or delete
      on public.%I for each row execute function private.forget_document_text()$f$, t);
    execute format('drop trigger if exists forget_document_text_truncate on public.%I', t);
    execute format($f$create trigger forget_document_text_truncate after truncate
      on public.%I for each statement execute function private.forget_document_text()$f$, t);
  end loop;
end;
$$;

-- The administrator's one write: a document's pages, replacing what was there, with what the
-- browser found. security invoker: the policies above decide (admin, two-factor), as for every
-- other write. Caps, stated in the dialog too: 10,000 characters a page, 300,000 a document.
create or replace function public.save_document_text(
  target_category text,
  target_id uuid,
  page_texts jsonb,
  extraction_status text,
  page_count integer default null,
  truncated boolean default false
)
returns void
language plpgsql
security invoker
set search_path = ''
as $$
declare
  document_exists boolean;
begin
  if not target_category = any (private.document_table_names()) then
    raise exception 'Unknown document table: %', target_category using errcode = '22023';
  end if;
  if extraction_status not in ('searchable', 'no_text', 'unreadable') then
    raise exception 'Unknown extraction status: %', extraction_status using errcode = '22023';
  end if;
  -- A JSON array of strings, one a page (PostgREST passes a JSON body's array as it is).
  if jsonb_typeof(page_texts) is distinct from 'array' then
    raise exception 'page_texts must be a JSON array of strings' using errcode = '22023';
  end if;
  if jsonb_array_length(page_texts) > 5000
     or (select coalesce(sum(length(p)), 0) from jsonb_array_elements_text(page_texts) as p) > 300000 then
    raise exception 'Document text is over the cap (5,000 pages, 300,000 characters)'
      using errcode = '22001';
  end if;
  execute format('select exists (select 1 from public.%I where id = $1)', target_category)
    into document_exists using target_id;
  if not document_exists then
    raise exception 'No such document' using errcode = 'P0002';
  end if;

  delete from private.document_pages where category = target_category and id = target_id;
  insert into private.document_pages (category, id, page_number, body)
  select target_category, target_id, t.n, t.body
    from jsonb_array_elements_text(page_texts) with ordinality as t(body, n)
   where t.body is not null and btrim(t.body) <> '';
  insert into private.document_text_status (category, id, status, page_count, truncated)
  values (target_category, target_id, extraction_status,
          coalesce(page_count, jsonb_array_length(page_texts)), coalesce(truncated, false))
  on conflict on constraint document_text_status_pkey do update
    set status = excluded.status, page_count = excluded.page_count,
        truncated = excluded.truncated, updated_at = now(), updated_by = auth.uid();
end;
$$;

revoke all on function public.save_document_text(text, uuid, jsonb, text, integer, boolean)
  from public, anon;
grant execute on function public.save_document_text(text, uuid, jsonb, text, integer, boolean)
  to authenticated, service_role;

-- The administrator's list of what was read, with each live document's title and link (the
-- dashboard counts and links the documents that search and screen readers cannot read).
create or replace function public.document_text_statuses()
returns table (
  category text, id uuid, status text, page_count integer, truncated boolean,
  document_title text, view_download text
)
language sql
stable
security invoker
set search_path = ''
as $$
  select s.category, s.id, s.status, s.page_count, s.truncated, d.document_title, d.view_download
    from private.document_text_status as s
    left join private.document_search as d on d.category = s.category and d.id = s.id
$$;

revoke all on function public.document_text_statuses() from public, anon;
grant execute on function public.document_text_statuses() to authenticated, service_role;

-- Words as search splits them (see the header): lower case, in the order written.
create or replace function private.query_words(query text)
returns table (word text, n bigint)
language sql
immutable
set search_path = ''
as $$
  select t.w, t.n
    from regexp_split_to_table(lower(query), '[[:space:][:cntrl:]!-/:-@\[-`{-~।॥]+')
         with ordinality as t(w, n)
   where t.w <> ''
$$;

-- The distinct words of a title for the typo table: as before, but a word may hold any letter
-- (no ASCII punctuation, as the 'simple' configuration's compound parts such as "isr-1" have).
create or replace function private.title_words(title text)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select coalesce(array_agg(w order by w), '{}')
    from unnest(tsvector_to_array(to_tsvector('simple'::regconfig, title))) as w
   where w !~ '[!-/:-@\[-`{-~।॥]' and to_tsvector('english'::regconfig, w) <> ''::tsvector
$$;

-- The words the old filter left out (Hindi words with a virama, for one).
insert into private.document_search_words (word)
select distinct w from private.document_search, unnest(private.title_words(document_title)) as w
on conflict (word) do nothing;

-- The best page of each live document whose text matches: the words (web syntax) before
-- their prefixes. At most 500 matching pages are ranked, so a word on every page of a large
-- library costs a bounded time (the best pages of the rest are then not looked for).
create or replace function private.document_text_hits(words tsquery, prefixes tsquery, max_rows integer)
returns table (category text, id uuid, page_number integer, rank real)
language sql
stable
security invoker
set search_path = ''
as $$
  select h.category, h.id, h.page_number, h.rank
    from (
      select distinct on (p.category, p.id) p.category, p.id, p.page_number,
             (case when p.search_vector @@ words then 1 + ts_rank_cd(p.search_vector, words)
                   else ts_rank_cd(p.search_vector, prefixes) end)::real as rank
        from (
          select * from private.document_search_pages as p
           -- No coalesce around `@@ prefixes` (null for web syntax, when the arm is simply not
           -- true): wrapped, it could not be an index condition, and every page was read.
           where p.search_vector @@ words or p.search_vector @@ prefixes
           limit 500
        ) as p
       order by p.category, p.id, 4 desc, p.page_number
    ) as h
   order by h.rank desc, h.category, h.id
   limit max_rows
$$;

-- A page's snippet with the query's words in <mark>. The text is HTML-escaped first, so the
-- only markup in the answer is the marks: a document cannot inject any. Live documents only.
create or replace function private.document_text_snippet(
  target_category text, target_id uuid, target_page integer, query tsquery
)
returns text
language sql
stable
security invoker
set search_path = ''
as $$
  select ts_headline('english'::regconfig,
           replace(replace(replace(p.body, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), query,
           'StartSel=<mark>, StopSel=</mark>, MinWords=12, MaxWords=30, ShortWord=2')
    from private.document_search_pages as p
   where p.category = target_category and p.id = target_id and p.page_number = target_page
$$;

revoke all on function private.document_text_hits(tsquery, tsquery, integer) from public;
revoke all on function private.document_text_snippet(text, uuid, integer, tsquery) from public;
grant execute on function private.document_text_hits(tsquery, tsquery, integer)
  to anon, authenticated, service_role;
grant execute on function private.document_text_snippet(text, uuid, integer, tsquery)
  to anon, authenticated, service_role;

-- Search, as in 20261123150000 (read its comments), with the text: titles that match the words
-- or their prefixes first, then documents whose text does, then titles alike (typos). Each
-- result whose text matched carries its best page and a snippet of it.
drop function if exists public.search_documents(text, integer);
create function public.search_documents(search_query text, result_limit integer default 20)
returns table (
  id uuid, document_title text, view_download text, document_date date,
  file_size_bytes bigint, created_at timestamptz, category text, rank real,
  best_page integer, snippet text
)
language plpgsql
stable
security invoker
set search_path = ''
set enable_seqscan = off
as $$
#variable_conflict use_column
declare
  query_text text := left(btrim(coalesce(search_query, '')), 200);
  max_rows integer := least(greatest(coalesce(result_limit, 20), 1), 50);
  web_syntax boolean;
  words tsquery;
  prefixes tsquery;
  alike tsquery;
  alike_enough real;
  found integer;
  -- The documents whose text matched, found once and used twice (results, then likeness).
  hit_keys text[];
  hit_pages integer[];
  hit_ranks real[];
  word_class constant text := '[[:space:][:cntrl:]!-/:-@\[-`{-~।॥]+';
begin
  if query_text = '' then
    return;
  end if;
  words := websearch_to_tsquery('english'::regconfig, query_text);
  web_syntax := query_text ~* '"|(^|\s)-[^[:space:]!-/:-@\[-`{-~]|\sor\s';
  if not web_syntax then
    select to_tsquery('english'::regconfig, string_agg(quote_literal(w.word) || ':*', ' & '))
      into prefixes
      from (select q.word from private.query_words(query_text) as q order by q.n limit 8) as w;
  end if;
  select coalesce(array_agg(h.category || ':' || h.id), '{}'), array_agg(h.page_number),
         array_agg(h.rank)
    into hit_keys, hit_pages, hit_ranks
    from private.document_text_hits(words, prefixes, max_rows) as h;

  return query
    with titles as (
      select d.category, d.id,
             (case when d.search_vector @@ words then 2 + ts_rank_cd(d.search_vector, words)
                   else 1.5 + ts_rank_cd(d.search_vector, prefixes) end)::real as rank
        from private.document_search as d
       where d.search_vector @@ words or d.search_vector @@ prefixes
       order by 3 desc, d.document_date desc, d.created_at desc, d.id
       limit max_rows
    ), pages as (
      select split_part(u.k, ':', 1) as category, split_part(u.k, ':', 2)::uuid as id,
             u.page_number, u.rank
        from unnest(hit_keys, hit_pages, hit_ranks) as u(k, page_number, rank)
    ), merged as (
      select coalesce(t.category, p.category) as category, coalesce(t.id, p.id) as id,
             coalesce(t.rank, (1 + 0.5 * p.rank / (1 + p.rank))::real) as rank, p.page_number
        from titles as t full join pages as p on p.category = t.category and p.id = t.id
    )
    select d.id, d.document_title, d.view_download, d.document_date, d.file_size_bytes,
           d.created_at, d.category, m.rank, m.page_number,
           case when m.page_number is not null then
             private.document_text_snippet(m.category, m.id, m.page_number,
               case when prefixes is null then words else words || prefixes end)
           end
      from merged as m
      join private.document_search as d on d.category = m.category and d.id = m.id
     order by m.rank desc, d.document_date desc, d.created_at desc, d.id
     limit max_rows;
  get diagnostics found = row_count;

  -- Likeness fills what the words left, as before (titles only: the typo table holds the words
  -- of live titles, which anyone may read; the words of the text would tell too much).
  if web_syntax or found >= max_rows
     or length(regexp_replace(query_text, word_class, '', 'g')) < 3 then
    return;
  end if;
  with token as (
    select q.word as w, q.n from private.query_words(query_text) as q
     where length(q.word) >= 3
     order by q.n
     limit 8
  ), longest as (
    select token.w from token
     where exists (
       select 1 from private.document_search_words as sw where sw.word operator(extensions.%) token.w
     )
     order by length(token.w) desc, token.n
     limit 1
  )
  select to_tsquery('english'::regconfig, string_agg(quote_literal(sw.word), ' | '))
    into alike
    from longest
    join private.document_search_words as sw on sw.word operator(extensions.%) longest.w;
  if alike is null then
    return;
  end if;
  alike_enough := coalesce(
    nullif(current_setting('pg_trgm.word_similarity_threshold', true), '')::real, 0.6);

  return query
    select c.id, c.document_title, c.view_download, c.document_date, c.file_size_bytes,
           c.created_at, c.category, (0.5 * c.likeness)::real, null::integer, null::text
      from (
        select scored.* from (
          select newest.*, extensions.word_similarity(query_text, newest.document_title) as likeness
            from (
              select d.id, d.document_title, d.view_download, d.document_date,
                     d.file_size_bytes, d.created_at, d.category
                from private.document_search as d
               where d.search_vector @@ alike
                 and (found = 0
                      or not (d.search_vector @@ words
                              or coalesce(d.search_vector @@ prefixes, false)
                              or (d.category || ':' || d.id) = any (hit_keys)))
               order by d.document_date desc, d.created_at desc, d.id
              offset 0
            ) as newest
          offset 0
        ) as scored
         where scored.likeness >= alike_enough
         limit 200
      ) as c
     order by 8 desc, c.document_date desc, c.created_at desc, c.id
     limit max_rows - found;
end;
$$;

revoke all on function public.search_documents(text, integer) from public;
grant execute on function public.search_documents(text, integer)
  to anon, authenticated, service_role;
