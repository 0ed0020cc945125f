-- The Memorandum and Articles of Association (Regulation 46(2)(aa) of SEBI's LODR, inserted by
-- the Third Amendment of 12 December 2024) becomes a document table, so the administrator
-- replaces it from the desk as she replaces any document: the replaced file's old address then
-- serves the notice that points to the current one (20261123140000), the trail records it, and
-- its page (/investor/memorandum-and-articles), which the menu and the footer link to, always
-- shows the current file. Until now it was one fixed file in the bucket that only a developer
-- could change.
--
-- A document table like the other 26 in every respect: the same columns, constraints and
-- indexes (20261124140000), the document triggers (archive stamps, no future dates, no purge of a
-- live row, replaced files kept, search, forgetting the text of a removed file), and the standard
-- protections from the one function (20261126100000). Then private.document_table_names() gains
-- it, and the two views over every table are made again from that list.
--
-- Additive: one table, one function and two views replaced; no existing row changes. The file
-- already in the bucket (memorandum-and-articles-of-association.pdf) stays where it is; the
-- administrator adds the current file on the page (docs/administrator-guide.md).

create table if not exists public.memorandum_articles (
  id uuid primary key default gen_random_uuid(),
  document_title text not null,
  view_download text not null,
  created_at timestamptz not null default now(),
  document_date date not null default private.india_today(),
  file_size_bytes bigint,
  archived_at timestamptz,
  archived_by uuid,
  constraint memorandum_articles_title_check check (char_length(btrim(document_title)) between 1 and 300),
  constraint memorandum_articles_link_check check (
    char_length(view_download) <= 2048
    and (
      view_download ~ '^https?://[^/\s]+[^\s]*$'
      or view_download ~ '^investor_documents/[A-Za-z0-9._-][A-Za-z0-9._ ()-]*(/[A-Za-z0-9._-][A-Za-z0-9._ ()-]*)*$'
    )
    and view_download !~ '(^|/)\.\.(/|$)'
  ),
  constraint memorandum_articles_document_date_check check (document_date >= date '1900-01-01'),
  constraint memorandum_articles_file_size_check check (file_size_bytes >= 0)
);

create index if not exists memorandum_articles_created_at_idx
  on public.memorandum_articles (created_at desc);
create index if not exists memorandum_articles_document_date_idx
  on public.memorandum_articles (document_date desc, created_at desc);
create index if not exists memorandum_articles_view_download_idx
  on public.memorandum_articles (view_download);

-- The document triggers, with the names and functions every document table has (so they fire in
-- the same alphabetical order); the lane checks that every document table has the same set.
drop trigger if exists forget_document_text on public.memorandum_articles;
create trigger forget_document_text after update or delete on public.memorandum_articles
  for each row execute function private.forget_document_text();
drop trigger if exists forget_document_text_truncate on public.memorandum_articles;
create trigger forget_document_text_truncate after truncate on public.memorandum_articles
  for each statement execute function private.forget_document_text();
drop trigger if exists keep_replaced_file on public.memorandum_articles;
create trigger keep_replaced_file after update of view_download on public.memorandum_articles
  for each row when (old.view_download is distinct from new.view_download)
  execute function private.keep_replaced_file();
drop trigger if exists refuse_future_document_date on public.memorandum_articles;
create trigger refuse_future_document_date
  before insert or update of document_date on public.memorandum_articles
  for each row execute function private.refuse_future_document_date();
drop trigger if exists refuse_live_purge on public.memorandum_articles;
create trigger refuse_live_purge before delete on public.memorandum_articles
  for each row execute function private.refuse_live_purge();
drop trigger if exists stamp_archive on public.memorandum_articles;
create trigger stamp_archive before insert or update on public.memorandum_articles
  for each row execute function private.stamp_archive();
drop trigger if exists sync_document_search on public.memorandum_articles;
create trigger sync_document_search after insert or update or delete on public.memorandum_articles
  for each row execute function private.sync_document_search();
drop trigger if exists sync_document_search_truncate on public.memorandum_articles;
create trigger sync_document_search_truncate after truncate on public.memorandum_articles
  for each statement execute function private.sync_document_search();

select private.attach_standard_protections('public.memorandum_articles',
  visitors_read => 'archived_at is null', label => 'investor documents');

-- The one list of the document tables, now 27 (with 20261126140000's Integrated Filing (Governance)). Keep it in step with src/lib/document-tables.ts.
create or replace function private.document_table_names()
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array[
    'investor_services_circulars', 'investor_services_forms', 'mgt_mgt7', 'mgt_mgt9',
    'secretarial_compliance', 'independent_director', 'independent_director_tc',
    'investor_contact', 'management_structure', 'register_closure', 'general_meeting',
    'voting_results', 'policies', 'corporate_announcement', 'reports_certificates',
    'newspaper_publication', 'shareholding_pattern', 'quarterly_report', 'annual_report',
    'board_meeting', 'financial_report', 'integrated_filing_financial', 'familiarization_program',
    'unpaid_dividend_statements', 'iepf_transfer_notices', 'integrated_filing_governance',
    'memorandum_articles'
  ]
$$;

-- The views, as 20261124140000 made them (live rows only, same columns, so `create or replace`
-- keeps their grants), now over every table of the list.
do $$
declare
  all_documents text;
  latest_dates text;
begin
  select string_agg(format(
      'select id, document_title, view_download, created_at, %1$L::text as category, document_date, file_size_bytes from public.%1$I where archived_at is null',
      name), ' union all ')
    into all_documents
    from unnest(private.document_table_names()) as name;
  execute 'create or replace view public.all_documents with (security_invoker = true) as '
    || all_documents;

  select string_agg(format(
      'select %1$L::text as category, (select max(document_date) from public.%1$I where archived_at is null) as latest_document_date',
      name), ' union all ')
    into latest_dates
    from unnest(private.document_table_names()) as name;
  execute 'create or replace view public.latest_document_dates with (security_invoker = true) as '
    || latest_dates;
end;
$$;
