-- Search: bound the work one query can ask for.
--
-- A query of about 50 negated words ("-ab -ac -ad ...", 200 characters) took 1.2-2.3 s on 10,000
-- documents, and five of them at once held every visitor's search for over a second: the
-- database has one connection's worth of CPU per call, so a costly shape is a lever on everyone.
-- A query with only words to leave out matches almost every page (a GIN index cannot find "not
-- x"; every page is read), and each further word is one more posting list read and one more
-- test of every candidate page.
--
-- Now, before anything is read, a query may hold:
--   * at most 10 different words (the connective "or" not counted; a word said twice is one):
--     a title typed in full is about that;
--   * at most 3 words left out with a minus sign;
--   * at least one word to look for besides those left out.
-- Anything else is refused with SQLSTATE 22023 (HTTP 400 through PostgREST) in plain words, which
-- the site shows; the site checks the same bounds first (src/features/search/schemas/
-- search-query.ts). The 200-character cap stays. Only the two checks below are new; the rest of
-- the function is 20261125100000's, unchanged. `npm run bench:backend` times every hostile
-- shape beside a visitor's query (scripts/bench-query-shapes.ts).

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
  -- The bounds on what one query may ask for (the browser mirrors them with the same words:
  -- src/features/search/schemas/search-query.ts).
  max_words constant integer := 10;
  max_left_out constant integer := 3;
  word_count integer;
  left_out integer;
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
  -- Bounded before anything is read (see the header): words, words left out, and something to find.
  select count(distinct q.word) filter (where q.word <> 'or') into word_count
    from private.query_words(query_text) as q;
  -- A word left out: a minus sign at the start or after a space, then a letter or digit (as
  -- websearch_to_tsquery reads it; "--" or "- " leaves nothing out).
  left_out := regexp_count(query_text, '(^|[[:space:]])-[^[:space:]!-/:-@\[-`{-~]');
  if left_out > max_left_out then
    raise exception 'Leave out at most % words (with a minus sign) in one search.', max_left_out
      using errcode = '22023';
  end if;
  if word_count > max_words then
    raise exception 'Search for at most % words at a time.', max_words using errcode = '22023';
  end if;
  if left_out > 0 and left_out >= word_count then
    raise exception 'Add a word to look for: a search cannot be only words to leave out.'
      using errcode = '22023';
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
