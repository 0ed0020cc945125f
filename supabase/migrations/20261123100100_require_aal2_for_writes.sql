-- Once the administrator has a verified TOTP factor, a password alone publishes nothing: every
-- insert, update and delete on the 23 document tables and on the bucket's objects needs a session
-- that has also passed the code (aal2). These are RESTRICTIVE policies, so they narrow what the
-- permissive "Admins can ..." policies allow and can never widen it. The check is Supabase's
-- documented pattern over auth.mfa_factors: with no verified factor, aal1 still suffices, so
-- nothing changes until the administrator enrols.

-- The same rule as a function, for the statement trigger below (policies keep it inline, as
-- Supabase documents it, so the linter and a reader see it where it applies).
create or replace function private.session_meets_mfa()
returns boolean
language sql
stable
set search_path = ''
as $$
  select array[(select auth.jwt()) ->> 'aal'] <@ (
    select case when count(id) > 0 then array['aal2'] else array['aal1', 'aal2'] end
      from auth.mfa_factors
     where (select auth.uid()) = user_id and status = 'verified'
  )
$$;

revoke all on function private.session_meets_mfa() from public, anon;
grant execute on function private.session_meets_mfa() to authenticated, service_role;

-- A restrictive policy filters an aal1 delete down to zero rows without a word; like the
-- non-admin case, say so with PostgREST's 42501 instead, so the site can tell the person.
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
  if current_user = 'authenticated' and not private.session_meets_mfa() then
    raise exception 'permission denied: confirm your two-factor code to change investor documents'
      using errcode = '42501', hint = 'Sign in again with your authenticator code (aal2).';
  end if;
  return null;
end;
$$;

do $$
declare
  t text;
  aal2_rule constant text := $rule$
    array[(select auth.jwt()) ->> 'aal'] <@ (
      select case when count(id) > 0 then array['aal2'] else array['aal1', 'aal2'] end
        from auth.mfa_factors
       where (select auth.uid()) = user_id and status = 'verified'
    )$rule$;
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
    execute format('drop policy if exists %I on public.%I', 'Adding ' || t || ' needs aal2', t);
    execute format('create policy %I on public.%I as restrictive for insert to authenticated with check (%s)',
      'Adding ' || t || ' needs aal2', t, aal2_rule);
    execute format('drop policy if exists %I on public.%I', 'Updating ' || t || ' needs aal2', t);
    execute format('create policy %I on public.%I as restrictive for update to authenticated using (%s) with check (%s)',
      'Updating ' || t || ' needs aal2', t, aal2_rule, aal2_rule);
    execute format('drop policy if exists %I on public.%I', 'Deleting ' || t || ' needs aal2', t);
    execute format('create policy %I on public.%I as restrictive for delete to authenticated using (%s)',
      'Deleting ' || t || ' needs aal2', t, aal2_rule);
  end loop;

  -- The bucket's objects likewise; other buckets, if a project adds any, keep their own rules.
  drop policy if exists "Uploading investor documents needs aal2" on storage.objects;
  execute format($p$create policy "Uploading investor documents needs aal2" on storage.objects
    as restrictive for insert to authenticated
    with check (bucket_id <> 'investor_documents' or (%s))$p$, aal2_rule);
  drop policy if exists "Replacing investor documents needs aal2" on storage.objects;
  execute format($p$create policy "Replacing investor documents needs aal2" on storage.objects
    as restrictive for update to authenticated
    using (bucket_id <> 'investor_documents' or (%1$s))
    with check (bucket_id <> 'investor_documents' or (%1$s))$p$, aal2_rule);
  drop policy if exists "Removing investor documents needs aal2" on storage.objects;
  execute format($p$create policy "Removing investor documents needs aal2" on storage.objects
    as restrictive for delete to authenticated
    using (bucket_id <> 'investor_documents' or (%s))$p$, aal2_rule);
end;
$$;
