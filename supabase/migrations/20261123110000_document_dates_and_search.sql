-- Investors find documents: every document's date and size, the order that uses them, one
-- search over all 23 tables, and each table's latest date (Regulation 46 freshness).
-- Additive only: existing rows keep working, and their document_date comes from created_at.

-- Supabase keeps extensions in their own schema; `if not exists` leaves a hosted project's as is.
create schema if not exists extensions;
grant usage on schema extensions to anon, authenticated, service_role;
create extension if not exists pg_trgm with schema extensions;

-- A document's date is a calendar day in India, where the company and its investors are: an
-- upload at 02:00 IST is dated that day, not the previous one as UTC's current_date would say.
create or replace function private.india_today()
returns date
language sql
stable
set search_path = ''
as $$
  select (now() at time zone 'Asia/Kolkata')::date
$$;

-- The Add dialog offers no future date; this holds a request that bypasses it to the same rule.
create or replace function private.refuse_future_document_date()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.document_date > private.india_today() then
    raise exception 'The document date cannot be in the future'
      using errcode = '23514', detail = format('document_date %s is after today', new.document_date);
  end if;
  return new;
end;
$$;

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
  all_documents text;
  searchable text;
  latest_dates text;
begin
  foreach t in array tables loop
    -- search_vector: the title's English words, kept with the row, so that search neither
    -- recomputes them for every row nor for every result it ranks.
    execute format($f$
      alter table public.%1$I
        add column if not exists document_date date,
        add column if not exists file_size_bytes bigint,
        add column if not exists search_vector tsvector
          generated always as (to_tsvector('english'::regconfig, document_title)) stored$f$, t);

    execute format($f$
      update public.%1$I set document_date = (created_at at time zone 'Asia/Kolkata')::date
       where document_date is null$f$, t);

    execute format($f$
      alter table public.%1$I
        alter column document_date set default private.india_today(),
        alter column document_date set not null,
        drop constraint if exists %2$I,
        add constraint %2$I check (document_date >= date '1900-01-01'),
        drop constraint if exists %3$I,
        add constraint %3$I check (file_size_bytes >= 0)$f$,
      t, t || '_document_date_check', t || '_file_size_check');

    execute format('drop trigger if exists refuse_future_document_date on public.%I', t);
    execute format($f$create trigger refuse_future_document_date
      before insert or update of document_date on public.%I
      for each row execute function private.refuse_future_document_date()$f$, t);

    -- The lists' order (newest document first), and the two ways search finds a title: words
    -- and word prefixes through the text-search index, typos and fragments through trigrams.
    execute format('create index if not exists %I on public.%I (document_date desc, created_at desc)',
      t || '_document_date_idx', t);
    execute format('create index if not exists %I on public.%I using gin (search_vector)',
      t || '_search_vector_idx', t);
    execute format($f$create index if not exists %I on public.%I
      using gin (document_title extensions.gin_trgm_ops)$f$,
      t || '_title_trigram_idx', t);
  end loop;

  -- Both views are built from the list above, so they cannot miss a table. New columns go at
  -- the end, which `create or replace view` allows and which keeps the existing grants.
  select string_agg(format(
      'select id, document_title, view_download, created_at, %1$L::text as category, document_date, file_size_bytes from public.%1$I',
      name), ' union all ')
    into all_documents
    from unnest(tables) as name;
  execute 'create or replace view public.all_documents with (security_invoker = true) as '
    || all_documents;

  -- What search reads: every document with its words. In the private schema, which the API
  -- does not expose; security_invoker, so the tables' row-level security applies through it.
  select string_agg(format(
      'select id, document_title, view_download, created_at, %1$L::text as category, document_date, file_size_bytes, search_vector from public.%1$I',
      name), ' union all ')
    into searchable
    from unnest(tables) as name;
  execute 'create or replace view private.searchable_documents with (security_invoker = true) as '
    || searchable;

  -- One row per table with its newest document's date (null when it has none): each branch
  -- reads one entry of that table's date index, so the whole answer is one cheap query.
  select string_agg(format(
      'select %1$L::text as category, (select max(document_date) from public.%1$I) as latest_document_date',
      name), ' union all ')
    into latest_dates
    from unnest(tables) as name;
  execute 'create or replace view public.latest_document_dates with (security_invoker = true) as '
    || latest_dates;
end;
$$;

revoke all on private.searchable_documents from anon, authenticated;
grant select on private.searchable_documents to anon, authenticated, service_role;
revoke all on public.all_documents, public.latest_document_dates from anon, authenticated;
grant select on public.all_documents, public.latest_document_dates
  to anon, authenticated, service_role;

-- Searches every document table's titles. Three ways to match, so that a visitor finds what
-- they mean however they type it: the words as a web search engine reads them ("annual report",
-- "agm -2023"), every word as a prefix ("annu rep"), and trigram word similarity for typos
-- ("anual"). The query is only ever a value: websearch_to_tsquery accepts any text, and the
-- prefix query is built from letters and digits alone, each quoted as a lexeme.
-- security invoker: the tables' row-level security decides what a caller finds.
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
-- The tables are small, so the planner prefers reading them whole; but testing every title for
-- likeness costs far more than it estimates, and the indexes answer in a fraction of the time.
set enable_seqscan = off
as $$
#variable_conflict use_column
declare
  query_text text := left(btrim(coalesce(search_query, '')), 200);
  max_rows integer := least(greatest(coalesce(result_limit, 20), 1), 50);
  words tsquery;
  prefixes tsquery;
  found integer;
begin
  if query_text = '' then
    return;
  end if;
  words := websearch_to_tsquery('english'::regconfig, query_text);

  -- Quotes, "or" and a leading minus ask for exact words; prefixes and likeness would bring
  -- back what the visitor excluded, so then only the words decide.
  if query_text ~* '"|(^|\s)-[[:alnum:]]|\sor\s' then
    return query
      select d.id, d.document_title, d.view_download, d.document_date, d.file_size_bytes,
             d.created_at, d.category, (1 + ts_rank_cd(d.search_vector, words))::real
        from private.searchable_documents as d
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

  -- Whole words rank first, then prefixes; within a band, ts_rank_cd prefers titles where the
  -- words stand close together.
  return query
    select d.id, d.document_title, d.view_download, d.document_date, d.file_size_bytes,
           d.created_at, d.category,
           (case
              when d.search_vector @@ words then 1 + ts_rank_cd(d.search_vector, words)
              else 0.5 + ts_rank_cd(d.search_vector, prefixes)
            end)::real
      from private.searchable_documents as d
     where d.search_vector @@ words or d.search_vector @@ prefixes
     order by 8 desc, d.document_date desc, d.created_at desc, d.id
     limit max_rows;
  get diagnostics found = row_count;

  -- Likeness (typos, fragments) only fills what the words left, and ranks below them (at most
  -- 0.5): it is the costly comparison, so it runs on the trigram index and only when needed.
  -- Fragments such as "1=1" resemble too much, so it needs three letters or digits.
  if found < max_rows and length(regexp_replace(query_text, '[^[:alnum:]]+', '', 'g')) >= 3 then
    return query
      select d.id, d.document_title, d.view_download, d.document_date, d.file_size_bytes,
             d.created_at, d.category,
             (0.5 * extensions.word_similarity(query_text, d.document_title))::real
        from private.searchable_documents as d
       where query_text operator(extensions.<%) d.document_title
         and not (d.search_vector @@ words or coalesce(d.search_vector @@ prefixes, false))
       order by 8 desc, d.document_date desc, d.created_at desc, d.id
       limit max_rows - found;
  end if;
end;
$$;

revoke all on function public.search_documents(text, integer) from public;
grant execute on function public.search_documents(text, integer)
  to anon, authenticated, service_role;
