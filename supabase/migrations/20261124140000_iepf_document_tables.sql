-- Two more document tables, for the unclaimed-dividends page (issue 24):
--   unpaid_dividend_statements: the statements of unpaid and unclaimed dividends that section
--     124(2) of the Companies Act, 2013 and rule 5(8) of the IEPF Authority (Accounting, Audit,
--     Transfer and Refund) Rules, 2016 ask the company to put on its website, year by year;
--   iepf_transfer_notices: the notices of shares due for transfer to the IEPF (section 124(6)).
--
-- They are document tables like the other 23 in every respect, so the desk, the audit trail,
-- the two-factor rule, archive and purge, search and the latest disclosures treat them the same:
-- same columns, constraints, indexes, grants, policies and triggers as the other tables have
-- after every migration before this one. Then private.document_table_names() gains them, and
-- the two views that list every table are made again from it.
--
-- Additive: two new tables, one function and two views replaced; no existing row changes.

do $$
declare
  t text;
  rule constant text := '(select private.session_meets_mfa())';
begin
  foreach t in array array['unpaid_dividend_statements', 'iepf_transfer_notices'] loop
    execute format($f$
      create table if not exists public.%1$I (
        id uuid primary key default gen_random_uuid(),
        document_title text not null,
        view_download text not null,
        created_at timestamptz not null default now(),
        document_date date not null default private.india_today(),
        file_size_bytes bigint,
        archived_at timestamptz,
        archived_by uuid
      )$f$, t);

    -- The same rules as the other tables (20240101000000 and 20261123110000), same names.
    execute format($f$
      alter table public.%1$I
        drop constraint if exists %2$I,
        add constraint %2$I check (char_length(btrim(document_title)) between 1 and 300),
        drop constraint if exists %3$I,
        add constraint %3$I check (
          char_length(view_download) <= 2048
          and (
            view_download ~ '^https?://[^/\s]+[^\s]*$'
            or view_download ~ '^investor_documents/[A-Za-z0-9._-][A-Za-z0-9._ ()-]*(/[A-Za-z0-9._-][A-Za-z0-9._ ()-]*)*$'
          )
          and view_download !~ '(^|/)\.\.(/|$)'
        ),
        drop constraint if exists %4$I,
        add constraint %4$I check (document_date >= date '1900-01-01'),
        drop constraint if exists %5$I,
        add constraint %5$I check (file_size_bytes >= 0)$f$,
      t, t || '_title_check', t || '_link_check', t || '_document_date_check',
      t || '_file_size_check');

    execute format('create index if not exists %I on public.%I (created_at desc)',
      t || '_created_at_idx', t);
    execute format('create index if not exists %I on public.%I (document_date desc, created_at desc)',
      t || '_document_date_idx', t);
    execute format('create index if not exists %I on public.%I (view_download)',
      t || '_view_download_idx', t);

    execute format('alter table public.%I enable row level security', t);
    execute format('revoke all on public.%I from anon, authenticated', t);
    execute format('grant select on public.%I to anon, authenticated', t);
    execute format('grant insert, update, delete on public.%I to authenticated', t);
    execute format('grant all on public.%I to service_role', t);

    -- One SELECT policy per role (Supabase's linter, multiple_permissive_policies).
    execute format('drop policy if exists %I on public.%I', 'Visitors read live ' || t, t);
    execute format($f$create policy %I on public.%I for select to anon
      using (archived_at is null)$f$, 'Visitors read live ' || t, t);
    execute format('drop policy if exists %I on public.%I', 'Members read live, admins all ' || t, t);
    execute format($f$create policy %I on public.%I for select to authenticated
      using (archived_at is null or (select private.is_admin()))$f$,
      'Members read live, admins all ' || t, t);

    execute format('drop policy if exists %I on public.%I', 'Admins can add ' || t, t);
    execute format($f$create policy %I on public.%I for insert to authenticated
      with check ((select private.is_admin()))$f$, 'Admins can add ' || t, t);
    execute format('drop policy if exists %I on public.%I', 'Admins can update ' || t, t);
    execute format($f$create policy %I on public.%I for update to authenticated
      using ((select private.is_admin())) with check ((select private.is_admin()))$f$,
      'Admins can update ' || t, t);
    execute format('drop policy if exists %I on public.%I', 'Admins can delete ' || t, t);
    execute format($f$create policy %I on public.%I for delete to authenticated
      using ((select private.is_admin()))$f$, 'Admins can delete ' || t, t);

    -- Two-factor: once the administrator has a verified factor, every write needs aal2.
    execute format('drop policy if exists %I on public.%I', 'Adding ' || t || ' needs aal2', t);
    execute format('create policy %I on public.%I as restrictive for insert to authenticated with check (%s)',
      'Adding ' || t || ' needs aal2', t, rule);
    execute format('drop policy if exists %I on public.%I', 'Updating ' || t || ' needs aal2', t);
    execute format('create policy %I on public.%I as restrictive for update to authenticated using (%s) with check (%s)',
      'Updating ' || t || ' needs aal2', t, rule, rule);
    execute format('drop policy if exists %I on public.%I', 'Deleting ' || t || ' needs aal2', t);
    execute format('create policy %I on public.%I as restrictive for delete to authenticated using (%s)',
      'Deleting ' || t || ' needs aal2', t, rule);

    -- The triggers every document table has, with the same names, so they fire in the same
    -- (alphabetical) order as on the other 23.
    execute format('drop trigger if exists require_admin on public.%I', t);
    execute format($f$create trigger require_admin before update or delete on public.%I
      for each statement execute function private.require_admin()$f$, t);
    execute format('drop trigger if exists refuse_future_document_date on public.%I', t);
    execute format($f$create trigger refuse_future_document_date
      before insert or update of document_date on public.%I
      for each row execute function private.refuse_future_document_date()$f$, t);
    execute format('drop trigger if exists stamp_archive on public.%I', t);
    execute format($f$create trigger stamp_archive before insert or update on public.%I
      for each row execute function private.stamp_archive()$f$, t);
    execute format('drop trigger if exists record_audit_entry on public.%I', t);
    execute format($f$create trigger record_audit_entry after insert or update or delete
      on public.%I for each row execute function private.record_audit_entry()$f$, t);
    execute format('drop trigger if exists refuse_live_purge on public.%I', t);
    execute format($f$create trigger refuse_live_purge before delete on public.%I
      for each row execute function private.refuse_live_purge()$f$, t);
    execute format('drop trigger if exists keep_replaced_file on public.%I', t);
    execute format($f$create trigger keep_replaced_file after update of view_download
      on public.%I for each row when (old.view_download is distinct from new.view_download)
      execute function private.keep_replaced_file()$f$, t);
    execute format('drop trigger if exists sync_document_search on public.%I', t);
    execute format($f$create trigger sync_document_search after insert or update or delete
      on public.%I for each row execute function private.sync_document_search()$f$, t);
    execute format('drop trigger if exists sync_document_search_truncate on public.%I', t);
    execute format($f$create trigger sync_document_search_truncate after truncate
      on public.%I for each statement execute function private.sync_document_search()$f$, t);
  end loop;
end;
$$;

-- The one list of the document tables, now 25: the purge and linked-file checks read it at run
-- time, and the views below are built from it. Keep it in step with src/lib/document-tables.ts.
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
    'unpaid_dividend_statements', 'iepf_transfer_notices'
  ]
$$;

-- The views, as 20261123120000 made them (live rows only, same columns, so `create or replace`
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
