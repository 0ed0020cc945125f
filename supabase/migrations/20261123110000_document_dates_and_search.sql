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
  latest_dates text;
begin
  foreach t in array tables loop
    execute format($f$
      alter table public.%1$I
        add column if not exists document_date date,
        add column if not exists file_size_bytes bigint$f$, t);

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

    -- The lists' order (newest document first), and the two ways search matches a title:
    -- words and word prefixes through the English text-search index, typos and fragments such
    -- as "MGT-7" through trigrams.
    execute format('create index if not exists %I on public.%I (document_date desc, created_at desc)',
      t || '_document_date_idx', t);
    execute format($f$create index if not exists %I on public.%I
      using gin (to_tsvector('english'::regconfig, document_title))$f$,
      t || '_title_search_idx', t);
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
language sql
stable
security invoker
set search_path = ''
as $$
  with input as (
    select left(btrim(coalesce(search_query, '')), 200) as text
  ),
  terms as (
    select
      input.text,
      -- Quotes, "or" and a leading minus ask for exact words; prefixes and likeness would
      -- bring back what the visitor excluded, so then only the words decide.
      input.text ~* '"|(^|\s)-[[:alnum:]]|\sor\s' as exact,
      -- Likeness needs something to compare: fragments such as "1=1" resemble too much.
      length(regexp_replace(input.text, '[^[:alnum:]]+', '', 'g')) >= 3 as comparable,
      websearch_to_tsquery('english'::regconfig, input.text) as words,
      (
        select to_tsquery('english'::regconfig, string_agg(quote_literal(w) || ':*', ' & '))
          from (
            select w from regexp_split_to_table(lower(input.text), '[^[:alnum:]]+') as w
             where w <> '' limit 8
          ) as split
      ) as prefixes
    from input
    where input.text <> ''
  )
  select
    d.id, d.document_title, d.view_download, d.document_date, d.file_size_bytes, d.created_at,
    d.category,
    (
      -- Whole words first, then prefixes, then resemblance; proximity orders within a band.
      case when to_tsvector('english'::regconfig, d.document_title) @@ t.words then 1 else 0 end
      + case when to_tsvector('english'::regconfig, d.document_title) @@ t.prefixes then 0.5 else 0 end
      + 0.5 * extensions.word_similarity(t.text, d.document_title)
      + ts_rank_cd(to_tsvector('english'::regconfig, d.document_title), t.words)
    )::real as rank
  from public.all_documents as d
  cross join terms as t
  where to_tsvector('english'::regconfig, d.document_title) @@ t.words
     or (not t.exact and to_tsvector('english'::regconfig, d.document_title) @@ t.prefixes)
     or (not t.exact and t.comparable and t.text operator(extensions.<%) d.document_title)
  order by rank desc, d.document_date desc, d.created_at desc, d.id
  limit least(greatest(coalesce(result_limit, 20), 1), 50)
$$;

revoke all on function public.search_documents(text, integer) from public;
grant execute on function public.search_documents(text, integer)
  to anon, authenticated, service_role;
