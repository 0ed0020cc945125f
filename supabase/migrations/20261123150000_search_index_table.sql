-- Search reads one table instead of 23: every live document's title and words, kept by
-- triggers on the document tables, with one text-search index; and, for typos, a table of the
-- distinct words of those titles with a trigram index (pg_trgm's own advice for typo-tolerant
-- full-text search: find the words like the query's, then search for them).
--
-- Why: through the view over 23 tables, search used none of its indexes for a visitor. The
-- tables' row-level security adds `archived_at is null` to every read, and Postgres applies a
-- security qual before any operator that is not leakproof, which rules out `@@` and `<%` as
-- index conditions. Every search that reached the typo path (a misspelt word, a query with no
-- match) compared the query with all 10,000 titles: a p95 of about 170 ms. Here the archive
-- rule lives in what the table holds, not in a policy, and the indexes answer.
--
-- Likeness is still word_similarity between the query and a whole title, as before, but no
-- longer tested on every title that shares a few trigrams with the query: a common misspelling
-- ("anual") shares them with thousands. The words table finds the words like the query's
-- longest word ("annual"); titles with one of them are taken newest first and compared with
-- the whole query until 200 are alike enough; those are ranked.
--
-- Additive only: the document tables, their columns, indexes and views stay as they are.

create table if not exists private.document_search (
  category text not null,
  id uuid not null,
  document_title text not null,
  view_download text not null,
  document_date date not null,
  file_size_bytes bigint,
  created_at timestamptz not null,
  search_vector tsvector
    generated always as (to_tsvector('english'::regconfig, document_title)) stored,
  primary key (category, id)
);

-- fastupdate off: a GIN index otherwise keeps new entries in a pending list that every search
-- reads through until a vacuum merges it, and the embedded backend (PGlite) has no autovacuum.
-- Documents are added one by one by an administrator, so the slower insert costs nothing.
create index if not exists document_search_vector_idx
  on private.document_search using gin (search_vector) with (fastupdate = off);

-- Every distinct word of the live titles (letters and digits, as the 'simple' text-search
-- configuration splits a title; no English stop words, which search never looks for). Only
-- inserted when new and removed when no live title has it any more, so it does not churn.
create table if not exists private.document_search_words (
  word text primary key
);

create index if not exists document_search_words_trigram_idx
  on private.document_search_words using gin (word extensions.gin_trgm_ops)
  with (fastupdate = off);

create or replace function private.title_words(title text)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select coalesce(array_agg(w order by w), '{}')
    from unnest(tsvector_to_array(to_tsvector('simple'::regconfig, title))) as w
   where w ~ '^[[:alnum:]]+$' and to_tsvector('english'::regconfig, w) <> ''::tsvector
$$;

-- The table holds live documents only (archived ones are taken out by the trigger below), the
-- rows a visitor may read from the tables themselves. Nobody writes it but that trigger.
-- Row-level security is on, so a write privilege granted by mistake still changes nothing; the
-- one policy lets anyone read, and a policy that is plain `true` is no security qual, so it
-- leaves the indexes usable (one that tested a column would not: see above). The words table
-- likewise holds only words of live titles.
alter table private.document_search enable row level security;
revoke all on private.document_search from public, anon, authenticated, service_role;
grant select on private.document_search to anon, authenticated, service_role;
alter table private.document_search_words enable row level security;
revoke all on private.document_search_words from public, anon, authenticated, service_role;
grant select on private.document_search_words to anon, authenticated, service_role;

drop policy if exists "Anyone can search live documents" on private.document_search;
create policy "Anyone can search live documents" on private.document_search
  for select to anon, authenticated
  using (true);
drop policy if exists "Anyone can read the words of live documents" on private.document_search_words;
create policy "Anyone can read the words of live documents" on private.document_search_words
  for select to anon, authenticated
  using (true);

-- Keeps a document's entry in step with its row: added with the row, rewritten by every edit
-- (title, date, link, size), taken out when it is archived or deleted, put back when restored.
-- security definer, so an administrator's write can maintain the table that nobody may write;
-- not callable by anon or a signed-in user.
create or replace function private.sync_document_search()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  gone text[];
begin
  if tg_op = 'TRUNCATE' then
    with removed as (
      delete from private.document_search where category = tg_table_name
      returning document_title
    )
    select array_agg(distinct w) into gone
      from removed, unnest(private.title_words(removed.document_title)) as w;
  elsif tg_op in ('UPDATE', 'DELETE') then
    with removed as (
      delete from private.document_search where category = tg_table_name and id = old.id
      returning document_title
    )
    select private.title_words(removed.document_title) into gone from removed;
  end if;

  if tg_op in ('INSERT', 'UPDATE') and new.archived_at is null then
    insert into private.document_search (
      category, id, document_title, view_download, document_date, file_size_bytes, created_at
    ) values (
      tg_table_name, new.id, new.document_title, new.view_download, new.document_date,
      new.file_size_bytes, new.created_at
    );
    insert into private.document_search_words (word)
    select w from unnest(private.title_words(new.document_title)) as w
    on conflict (word) do nothing;
  end if;

  -- The words of a title that went and that no live title has any more. (Two administrators
  -- writing the same new word at once may leave it out until the next title that has it; the
  -- word is then still found by its words and prefixes, only not by a typo of it.)
  if gone is not null then
    delete from private.document_search_words as sw
     where sw.word = any (gone)
       and not exists (
         select 1 from private.document_search as d
          where d.search_vector @@ to_tsquery('english'::regconfig, quote_literal(sw.word))
            and sw.word = any (private.title_words(d.document_title))
       );
  end if;
  return null;
end;
$$;

revoke all on function private.sync_document_search() from public, anon, authenticated;

do $$
declare
  t text;
  tables text[] := array[
    'investor_services_circulars', 'investor_services_forms', 'mgt_mgt7', 'mgt_mgt9',
    'secretarial_compliance', 'independent_director', 'independent_director_tc',
    'investor_contact', 'management_structure', 'register_closure', 'general_meeting',
    'voting_results', 'policies', 'corporate_announcement', 'reports_certificates',
    'newspaper_publication', 'shareholding_pattern', 'quarterly_report', 'annual_report',
    'board_meeting', 'financial_report', 'integrated_filing_financial', 'familiarization_program'
  ];
begin
  foreach t in array tables loop
    -- After the row's own triggers, so the entry sees the stamped archive and the final values.
    execute format('drop trigger if exists sync_document_search on public.%I', t);
    execute format($f$create trigger sync_document_search after insert or update or delete
      on public.%I for each row execute function private.sync_document_search()$f$, t);
    execute format('drop trigger if exists sync_document_search_truncate on public.%I', t);
    execute format($f$create trigger sync_document_search_truncate after truncate
      on public.%I for each statement execute function private.sync_document_search()$f$, t);

    -- The rows that exist already.
    execute format($f$
      insert into private.document_search (
        category, id, document_title, view_download, document_date, file_size_bytes, created_at
      )
      select %1$L, id, document_title, view_download, document_date, file_size_bytes, created_at
        from public.%1$I
       where archived_at is null
      on conflict (category, id) do nothing$f$, t);
  end loop;

  insert into private.document_search_words (word)
  select distinct w from private.document_search, unnest(private.title_words(document_title)) as w
  on conflict (word) do nothing;
end;
$$;

analyze private.document_search;
analyze private.document_search_words;

-- The same search as before (same arguments, result, ranking and rules; see the comments of
-- 20261123110000_document_dates_and_search.sql), reading the one table; only the likeness
-- stage finds its candidates differently (below).
-- security invoker, as before: it runs with the caller's rights, and the caller reads only live
-- documents because the table holds nothing else. (security definer is not an option: the
-- linter's rule, which our tests apply, is that anon may call no security definer function.)
create or replace function public.search_documents(search_query text, result_limit integer default 20)
returns table (
  id uuid,
  document_title text,
  view_download text,
  document_date date,
  file_size_bytes bigint,
  created_at timestamptz,
  category text,
  rank real
)
language plpgsql
stable
security invoker
set search_path = ''
-- With a handful of documents the planner would read the tables whole; the indexes answer in a
-- fraction of the time it estimates for that.
set enable_seqscan = off
as $$
#variable_conflict use_column
declare
  query_text text := left(btrim(coalesce(search_query, '')), 200);
  max_rows integer := least(greatest(coalesce(result_limit, 20), 1), 50);
  words tsquery;
  prefixes tsquery;
  alike tsquery;
  alike_enough real;
  found integer;
begin
  if query_text = '' then
    return;
  end if;
  words := websearch_to_tsquery('english'::regconfig, query_text);

  if query_text ~* '"|(^|\s)-[[:alnum:]]|\sor\s' then
    return query
      select d.id, d.document_title, d.view_download, d.document_date, d.file_size_bytes,
             d.created_at, d.category, (1 + ts_rank_cd(d.search_vector, words))::real
        from private.document_search as d
       where d.search_vector @@ words
       order by 8 desc, d.document_date desc, d.created_at desc, d.id
       limit max_rows;
    return;
  end if;

  select to_tsquery('english'::regconfig, string_agg(quote_literal(w) || ':*', ' & '))
    into prefixes
    from (
      select w from regexp_split_to_table(lower(query_text), '[^[:alnum:]]+') as w
       where w <> '' limit 8
    ) as split;

  return query
    select d.id, d.document_title, d.view_download, d.document_date, d.file_size_bytes,
           d.created_at, d.category,
           (case
              when d.search_vector @@ words then 1 + ts_rank_cd(d.search_vector, words)
              else 0.5 + ts_rank_cd(d.search_vector, prefixes)
            end)::real
      from private.document_search as d
     where d.search_vector @@ words or d.search_vector @@ prefixes
     order by 8 desc, d.document_date desc, d.created_at desc, d.id
     limit max_rows;
  get diagnostics found = row_count;

  -- Likeness (typos, fragments) only fills what the words left, and ranks below them (at most
  -- 0.5). Fragments such as "1=1" resemble too much, so it needs three letters or digits.
  -- The candidates: titles with a word like the query's longest word that is like any word
  -- at all (of three or more letters or digits; "like" is pg_trgm's similarity, the `%`
  -- operator and its threshold). Newest first, they are compared with the whole query until
  -- 200 are alike enough (word_similarity at least pg_trgm's threshold for `<%`, as before),
  -- and those are ranked: closest first, then newest.
  if found < max_rows and length(regexp_replace(query_text, '[^[:alnum:]]+', '', 'g')) >= 3 then
    with token as (
      select t.w, t.n
        from regexp_split_to_table(lower(query_text), '[^[:alnum:]]+') with ordinality as t(w, n)
       where length(t.w) >= 3
       limit 8
    ), longest as (
      select token.w from token
       where exists (
         select 1 from private.document_search_words as sw
          where sw.word operator(extensions.%) token.w
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

    -- What `<%` tests, computed once per title for the test and the rank alike.
    alike_enough := coalesce(
      nullif(current_setting('pg_trgm.word_similarity_threshold', true), '')::real, 0.6);

    return query
      select c.id, c.document_title, c.view_download, c.document_date, c.file_size_bytes,
             c.created_at, c.category, (0.5 * c.likeness)::real
        from (
          select scored.* from (
            select newest.*, extensions.word_similarity(query_text, newest.document_title) as likeness
              from (
                select d.id, d.document_title, d.view_download, d.document_date,
                       d.file_size_bytes, d.created_at, d.category
                  from private.document_search as d
                 where d.search_vector @@ alike
                   -- Not what the words found (when they found nothing, there is nothing to test).
                   and (found = 0
                        or not (d.search_vector @@ words
                                or coalesce(d.search_vector @@ prefixes, false)))
                 order by d.document_date desc, d.created_at desc, d.id
                offset 0
              ) as newest
            -- Each offset 0 keeps what is above it from being evaluated below it: the titles
            -- are compared newest first, and only until 200 are alike enough.
            offset 0
          ) as scored
           where scored.likeness >= alike_enough
           limit 200
        ) as c
       order by 8 desc, c.document_date desc, c.created_at desc, c.id
       limit max_rows - found;
  end if;
end;
$$;

revoke all on function public.search_documents(text, integer) from public;
grant execute on function public.search_documents(text, integer)
  to anon, authenticated, service_role;
