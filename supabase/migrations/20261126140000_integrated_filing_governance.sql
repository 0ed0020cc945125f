-- The Integrated Filing (Governance): since the quarter ended 31 December 2024 the statement on
-- investor grievances (Reg 13(3)), the quarterly report on corporate governance (Reg 27(2)(a))
-- and some Reg 30 disclosures are filed together within 30 days of each quarter's end (SEBI
-- circular SEBI/HO/CFD/CFD-PoD-2/CIR/P/2024/185 of 31 December 2024, read in BSE notice
-- 20250102-4). The site keeps them as a document table like the Integrated Filing (Financial).
--
-- A document table in every respect, made as a copy of a sibling rather than from a list of what
-- a document table has: the columns, defaults and check constraints (CREATE TABLE ... LIKE), the
-- indexes, row-level security, the grants, every policy and every trigger of
-- public.integrated_filing_financial as the migrations before this one left it, under this
-- table's names. So whatever an earlier migration attached to every document table (the
-- two-factor rule, the audit trail, archive and purge, search, the text of documents, and any
-- later protection applied to each table on private.document_table_names()) this table has too;
-- the real-Postgres lane checks that every document table carries the same triggers and policies.
-- Then private.document_table_names() gains it, and the two views over every table are made
-- again from the list.
--
-- A migration after this one that attaches something to each document table must loop over
-- private.document_table_names(), as the earlier ones do; nothing here needs re-applying.
--
-- Additive: one new table, one function and two views replaced; no existing row changes.

do $$
declare
  template constant text := 'integrated_filing_financial';
  target constant text := 'integrated_filing_governance';
  r record;
  statement text;
begin
  if to_regclass('public.' || target) is not null then
    return;
  end if;

  execute format(
    'create table public.%I (like public.%I including defaults including constraints including generated including identity including storage including comments)',
    target, template);
  execute format('alter table public.%I add constraint %I primary key (id)', target, target || '_pkey');

  -- The check (and, where the server catalogs them, not-null) constraints came with the
  -- template's names: give them this table's.
  for r in
    select conname from pg_constraint
     where conrelid = format('public.%I', target)::regclass and contype in ('c', 'n')
       and conname like template || '\_%'
  loop
    execute format('alter table public.%I rename constraint %I to %I',
      target, r.conname, target || substr(r.conname, length(template) + 1));
  end loop;

  -- The template's indexes other than its primary key, under this table's names.
  for r in
    select pg_get_indexdef(i.indexrelid) as def, c.relname as name
      from pg_index i join pg_class c on c.oid = i.indexrelid
     where i.indrelid = format('public.%I', template)::regclass and not i.indisprimary
  loop
    statement := replace(r.def, format('INDEX %s ON', r.name),
      format('INDEX %I ON', target || substr(r.name, length(template) + 1)));
    statement := replace(statement, format(' ON public.%s ', template), format(' ON public.%I ', target));
    execute statement;
  end loop;

  execute format('alter table public.%I enable row level security', target);

  -- The grants, as the template has them (a new table in public starts with the platform's
  -- default grants to the API roles, which the template does not have).
  execute format('revoke all on public.%I from anon, authenticated, service_role', target);
  for r in
    select grantee, privilege_type from information_schema.role_table_grants
     where table_schema = 'public' and table_name = template
       and grantee in ('anon', 'authenticated', 'service_role')
  loop
    execute format('grant %s on public.%I to %I', r.privilege_type, target, r.grantee);
  end loop;

  -- Every policy, its name carrying this table's name where the template's carries its own.
  for r in select * from pg_policies where schemaname = 'public' and tablename = template loop
    statement := format('create policy %I on public.%I as %s for %s to %s',
      replace(r.policyname, template, target), target, r.permissive, r.cmd,
      array_to_string(r.roles, ', '));
    if r.qual is not null then
      statement := statement || format(' using (%s)', r.qual);
    end if;
    if r.with_check is not null then
      statement := statement || format(' with check (%s)', r.with_check);
    end if;
    execute statement;
  end loop;

  -- Every trigger, with the same names, so they fire in the same (alphabetical) order.
  for r in
    select pg_get_triggerdef(t.oid) as def from pg_trigger t
     where t.tgrelid = format('public.%I', template)::regclass and not t.tgisinternal
  loop
    execute replace(r.def, format(' ON public.%s ', template), format(' ON public.%I ', target));
  end loop;
end;
$$;

-- The one list of the document tables, now 26. Keep it in step with src/lib/document-tables.ts.
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
    'unpaid_dividend_statements', 'iepf_transfer_notices', 'integrated_filing_governance'
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
