-- The 23 investor-document tables: one list, one shape, one set of rules.
-- Their names are fixed: a hosted database of this site already has them.
-- Keep the list in step with src/lib/document-tables.ts (an integration test compares them).

create schema if not exists private;
grant usage on schema private to anon, authenticated, service_role;

-- The administrator is the Auth user whose app_metadata.role is 'admin'. Only the service role
-- can set app_metadata, so a user cannot promote themselves.
create or replace function private.is_admin()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce((select auth.jwt()) -> 'app_metadata' ->> 'role', '') = 'admin'
$$;

-- Row-level security filters an unauthorised delete down to zero rows without a word. This
-- statement trigger turns that silence into PostgREST's 42501, so the site can tell the person
-- they are not allowed rather than pretend the row was deleted. Direct database sessions
-- (migrations, the SQL editor) and the service role are not API callers and pass.
create or replace function private.require_admin()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') and not private.is_admin() then
    raise exception 'permission denied: only an administrator can change investor documents'
      using errcode = '42501';
  end if;
  return null;
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
begin
  foreach t in array tables loop
    execute format($f$
      create table if not exists public.%1$I (
        id uuid primary key default gen_random_uuid(),
        document_title text not null,
        view_download text not null,
        created_at timestamptz not null default now()
      )$f$, t);

    -- Mirror the form's rules in the database, so a request that bypasses the site is held to
    -- them too: a real title, and a link that is http(s) or a path in our storage bucket.
    -- Anything else (javascript:, data:, //host) is refused.
    execute format($f$
      alter table public.%1$I
        drop constraint if exists %2$I,
        add constraint %2$I check (
          char_length(btrim(document_title)) between 1 and 300
        ),
        drop constraint if exists %3$I,
        add constraint %3$I check (
          char_length(view_download) <= 2048
          and (
            view_download ~ '^https?://[^/\s]+[^\s]*$'
            or view_download ~ '^investor_documents/[A-Za-z0-9._-][A-Za-z0-9._ ()-]*(/[A-Za-z0-9._-][A-Za-z0-9._ ()-]*)*$'
          )
          and view_download !~ '(^|/)\.\.(/|$)'
        )$f$, t, t || '_title_check', t || '_link_check');

    execute format('create index if not exists %I on public.%I (created_at desc)',
      t || '_created_at_idx', t);

    execute format('alter table public.%I enable row level security', t);

    -- Readers need select only; writers are signed in. anon gets no write privilege at all, so
    -- an anonymous write fails before any policy is consulted.
    execute format('revoke all on public.%I from anon, authenticated', t);
    execute format('grant select on public.%I to anon, authenticated', t);
    execute format('grant insert, update, delete on public.%I to authenticated', t);
    execute format('grant all on public.%I to service_role', t);

    execute format('drop policy if exists %I on public.%I', 'Anyone can read ' || t, t);
    execute format('create policy %I on public.%I for select to anon, authenticated using (true)',
      'Anyone can read ' || t, t);

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

    execute format('drop trigger if exists require_admin on public.%I', t);
    execute format($f$create trigger require_admin before update or delete on public.%I
      for each statement execute function private.require_admin()$f$, t);
  end loop;
end;
$$;

-- One place to search and count every document. security_invoker makes the view run with the
-- caller's rights, so the tables' policies still apply through it.
create or replace view public.all_documents with (security_invoker = true) as
  select id, document_title, view_download, created_at, 'investor_services_circulars'::text as category from public.investor_services_circulars
  union all select id, document_title, view_download, created_at, 'investor_services_forms' from public.investor_services_forms
  union all select id, document_title, view_download, created_at, 'mgt_mgt7' from public.mgt_mgt7
  union all select id, document_title, view_download, created_at, 'mgt_mgt9' from public.mgt_mgt9
  union all select id, document_title, view_download, created_at, 'secretarial_compliance' from public.secretarial_compliance
  union all select id, document_title, view_download, created_at, 'independent_director' from public.independent_director
  union all select id, document_title, view_download, created_at, 'independent_director_tc' from public.independent_director_tc
  union all select id, document_title, view_download, created_at, 'investor_contact' from public.investor_contact
  union all select id, document_title, view_download, created_at, 'management_structure' from public.management_structure
  union all select id, document_title, view_download, created_at, 'register_closure' from public.register_closure
  union all select id, document_title, view_download, created_at, 'general_meeting' from public.general_meeting
  union all select id, document_title, view_download, created_at, 'voting_results' from public.voting_results
  union all select id, document_title, view_download, created_at, 'policies' from public.policies
  union all select id, document_title, view_download, created_at, 'corporate_announcement' from public.corporate_announcement
  union all select id, document_title, view_download, created_at, 'reports_certificates' from public.reports_certificates
  union all select id, document_title, view_download, created_at, 'newspaper_publication' from public.newspaper_publication
  union all select id, document_title, view_download, created_at, 'shareholding_pattern' from public.shareholding_pattern
  union all select id, document_title, view_download, created_at, 'quarterly_report' from public.quarterly_report
  union all select id, document_title, view_download, created_at, 'annual_report' from public.annual_report
  union all select id, document_title, view_download, created_at, 'board_meeting' from public.board_meeting
  union all select id, document_title, view_download, created_at, 'financial_report' from public.financial_report
  union all select id, document_title, view_download, created_at, 'integrated_filing_financial' from public.integrated_filing_financial
  union all select id, document_title, view_download, created_at, 'familiarization_program' from public.familiarization_program;

revoke all on public.all_documents from anon, authenticated;
grant select on public.all_documents to anon, authenticated, service_role;
