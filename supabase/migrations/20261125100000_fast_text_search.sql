-- Search inside the documents, fast at 10,000 documents of ~3 pages (issue 23, point 6: p95 <=
-- 50 ms with snippets). Same arguments, same result columns, same rules (title matches first,
-- then text matches, then title typos; live documents only; snippets escaped); only the work
-- done to answer changes. `npm run bench:backend` measured each step (README, issue 23):
--
-- 1. Snippets were the largest cost. ts_headline parses the whole text it is given, and did so
--    for every result with a page: 30 pages of ~3,000 characters took longer than everything
--    else together, and more for a common word (it weighs every cover of the page). It is now
--    given a window of ~300 characters around the first place the query's words are written on
--    that page (a plain strpos), and only for the rows returned; the whole page only when no
--    such window has a match to mark.
-- 2. Ranking reads each candidate page's tsvector (decompressing it). It was read three times a
--    page (two `@@` and a rank); now once, ranking by the prefixes of the words (or the words in
--    web syntax), which find every page the words do, with ts_rank (ts_rank_cd cost about ten
--    times more with prefixes). Candidates are capped at 200 (were 500).
-- 3. Text candidates are looked for only among documents still needed: when the titles fill the
--    result, only the title rows' own pages are read for their best page and snippet.
--
-- Security as before: security invoker, reading only the live copies (private.document_search,
-- private.document_search_pages, whose policies are plain `true` so their indexes are used).

-- A marked, escaped snippet of a page: the window around the first place the query's words are
-- written on it: as typed (`typed` holds each word lower case, capitalised and in capitals),
-- else their stems ("sharehold" for "shareholders"), else their first five letters ("polic" for
-- "policies" on a page that says "policy"). Plain strpos, no lower() or regular expression of
-- the page: on PGlite each of those costs about a millisecond a page. The window is cut at whole
-- words, then HTML-escaped, then marked, so the text can inject no markup. If the window has no
-- match to mark, the whole page is used, as before this migration.
create or replace function private.text_snippet(body text, query tsquery, typed text[], stems text[])
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  options constant text := 'StartSel=<mark>, StopSel=</mark>, MinWords=12, MaxWords=30, ShortWord=2';
  width constant integer := 300;
  body_length integer := length(body);
  hint text;
  tier integer;
  found_at integer;
  start integer;
  cut integer;
  piece text;
  snippet text;
begin
  if body_length > width then
    for tier in 1..3 loop
      foreach hint in array coalesce(case tier
          when 1 then typed
          when 2 then stems
          else array(select left(t, 5) from unnest(typed) as t where length(t) > 5)
        end, '{}') loop
        found_at := least(found_at, nullif(strpos(body, hint), 0));
      end loop;
      exit when found_at is not null;
    end loop;
  end if;
  if found_at is not null then
    start := greatest(1, found_at - 100);
    piece := substr(body, start, width);
    if start > 1 then
      cut := least(nullif(strpos(piece, ' '), 0), nullif(strpos(piece, E'\n'), 0));
      piece := substr(piece, coalesce(cut, 0) + 1);
    end if;
    if start + width <= body_length then
      cut := least(nullif(strpos(reverse(piece), ' '), 0), nullif(strpos(reverse(piece), E'\n'), 0));
      piece := left(piece, length(piece) - coalesce(cut, 0));
    end if;
    snippet := ts_headline('english'::regconfig,
      replace(replace(replace(piece, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), query, options);
    if strpos(snippet, '<mark>') > 0 then
      return snippet;
    end if;
  end if;
  return ts_headline('english'::regconfig,
    replace(replace(replace(body, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), query, options);
end;
$$;

revoke all on function private.text_snippet(text, tsquery, text[], text[]) from public;
grant execute on function private.text_snippet(text, tsquery, text[], text[])
  to anon, authenticated, service_role;

-- Search (read 20261123150000 and 20261124130000 for the rules and the likeness stage, which
-- are unchanged).
create or replace function public.search_documents(search_query text, result_limit integer default 20)
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
  -- At most this many matching pages are ranked for the documents not found by title: a word
  -- on every page of a large library then costs a bounded time (the best pages of the rest are
  -- not looked for). Each ranked page's words are read and decompressed.
  max_pages constant integer := 200;
  web_syntax boolean;
  words tsquery;
  prefixes tsquery;
  ranked_by tsquery;
  marked tsquery;
  typed text[];
  stems text[];
  alike tsquery;
  alike_enough real;
  found integer;
  title_categories text[];
  title_ids uuid[];
  title_ranks real[];
  title_count integer;
  -- Documents whose text matched, with their best page and its rank.
  hit_keys text[] := '{}';
  hit_pages integer[] := '{}';
  hit_ranks real[] := '{}';
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
  ranked_by := coalesce(prefixes, words);
  marked := case when prefixes is null then words else words || prefixes end;
  -- Where to cut a page's snippet: the query's words as typed, and their stems.
  select coalesce(array_agg(distinct v.w), '{}') into typed
    from private.query_words(query_text) as q,
         unnest(array[q.word, initcap(q.word), upper(q.word)]) as v(w);
  select coalesce(array_agg(distinct v.w), '{}') into stems
    from unnest(tsvector_to_array(to_tsvector('english'::regconfig, query_text))) as l,
         unnest(array[l, initcap(l), upper(l)]) as v(w);

  -- Titles that match the words or their prefixes.
  select coalesce(array_agg(t.category order by t.o), '{}'), coalesce(array_agg(t.id order by t.o), '{}'),
         coalesce(array_agg(t.rank order by t.o), '{}')
    into title_categories, title_ids, title_ranks
    from (
      select d.category, d.id, d.rank, row_number() over () as o from (
        select d.category, d.id,
               (case when d.search_vector @@ words then 2 + ts_rank_cd(d.search_vector, words)
                     else 1.5 + ts_rank_cd(d.search_vector, prefixes) end)::real as rank
          from private.document_search as d
         where d.search_vector @@ words or d.search_vector @@ prefixes
         order by 3 desc, d.document_date desc, d.created_at desc, d.id
         limit max_rows
      ) as d
    ) as t;
  title_count := coalesce(array_length(title_ids, 1), 0);

  -- The best page of the title rows whose text matches too (their own pages only).
  if title_count > 0 and ranked_by is not null then
    select coalesce(array_agg(h.category || ':' || h.id), '{}'), coalesce(array_agg(h.page_number), '{}'),
           coalesce(array_agg(h.rank), '{}')
      into hit_keys, hit_pages, hit_ranks
      from (
        select distinct on (p.category, p.id) p.category, p.id, p.page_number, p.rank
          from (
            select p.category, p.id, p.page_number, ts_rank(p.search_vector, ranked_by) as rank
              from private.document_search_pages as p
             where p.category = any (title_categories) and p.id = any (title_ids)
               and (p.search_vector @@ words or p.search_vector @@ prefixes)
             limit max_pages
          ) as p
         where (p.category, p.id) in (
           select u.c, u.i from unnest(title_categories, title_ids) as u(c, i))
         order by p.category, p.id, p.rank desc, p.page_number
      ) as h;
  end if;

  -- Other documents whose text matches, for the rows the titles left.
  if title_count < max_rows and ranked_by is not null then
    select hit_keys || coalesce(array_agg(h.category || ':' || h.id), '{}'),
           hit_pages || coalesce(array_agg(h.page_number), '{}'),
           hit_ranks || coalesce(array_agg(h.rank), '{}')
      into hit_keys, hit_pages, hit_ranks
      from (
        select b.* from (
          select distinct on (p.category, p.id) p.category, p.id, p.page_number, p.rank
            from (
              select p.category, p.id, p.page_number, ts_rank(p.search_vector, ranked_by) as rank
                from (
                  -- No coalesce around `@@ prefixes` (null in web syntax): wrapped, it could not
                  -- be an index condition, and every page was read.
                  select p.category, p.id, p.page_number, p.search_vector
                    from private.document_search_pages as p
                   where p.search_vector @@ words or p.search_vector @@ prefixes
                   limit max_pages
                ) as p
            ) as p
           order by p.category, p.id, p.rank desc, p.page_number
        ) as b
         where not ((b.category, b.id) in (
           select u.c, u.i from unnest(title_categories, title_ids) as u(c, i)))
         order by b.rank desc, b.category, b.id
         limit max_rows - title_count
      ) as h;
  end if;

  -- Titles first, then the text matches by rank; a snippet only for the rows returned.
  return query
    with pages as (
      select split_part(u.k, ':', 1) as category, split_part(u.k, ':', 2)::uuid as id,
             u.page_number, u.rank
        from unnest(hit_keys, hit_pages, hit_ranks) as u(k, page_number, rank)
    ), merged as (
      select coalesce(t.category, p.category) as category, coalesce(t.id, p.id) as id,
             coalesce(t.rank, (1 + 0.5 * p.rank / (1 + p.rank))::real) as rank, p.page_number
        from unnest(title_categories, title_ids, title_ranks) as t(category, id, rank)
        full join pages as p on p.category = t.category and p.id = t.id
    ), chosen as (
      select d.id, d.document_title, d.view_download, d.document_date, d.file_size_bytes,
             d.created_at, d.category, m.rank, m.page_number
        from merged as m
        join private.document_search as d on d.category = m.category and d.id = m.id
       order by m.rank desc, d.document_date desc, d.created_at desc, d.id
       limit max_rows
    )
    select c.id, c.document_title, c.view_download, c.document_date, c.file_size_bytes,
           c.created_at, c.category, c.rank, c.page_number,
           case when c.page_number is not null then
             (select private.text_snippet(p.body, marked, typed, stems)
                from private.document_search_pages as p
               where p.category = c.category and p.id = c.id and p.page_number = c.page_number)
           end
      from chosen as c
     order by c.rank desc, c.document_date desc, c.created_at desc, c.id;
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

-- The helpers the old function used; nothing else calls them.
drop function if exists private.document_text_hits(tsquery, tsquery, integer);
drop function if exists private.document_text_snippet(text, uuid, integer, tsquery);
