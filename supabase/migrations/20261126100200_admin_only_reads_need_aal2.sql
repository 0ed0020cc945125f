-- What only the administrator may read needs the second factor too, once she has enrolled one.
--
-- Before this, a password alone (a session at aal1 after a verified TOTP factor was enrolled)
-- was refused every write but could still read everything only the administrator reads: the
-- audit trail (e-mails, every past title and link), archived documents, the kept files of
-- replaced documents, the text of documents and its statuses, and the bucket's file list. The
-- tables the administrator writes got their RESTRICTIVE read policies from the standard
-- protections (20261126100100); this adds the same rule to what she reads but nobody writes
-- through the API, and to the bucket's listing:
--
--   public.audit_log, public.replaced_files: RESTRICTIVE SELECT for authenticated, aal2 once a
--     factor is enrolled (a reader without a factor already saw nothing: the permissive policies
--     admit the administrator only).
--   storage.objects in investor_documents: the same for the listing. Downloads by public URL do
--     not consult row-level security (the bucket is public), so visitors' links are unchanged.
--     The Storage server tests an upload, an upsert (INSERT ... ON CONFLICT DO UPDATE, which
--     reads the existing row) and a removal in the caller's role, where SELECT policies apply
--     too: an aal2 session passes this policy, so the administrator's writes work as before.
--     Other buckets keep their own rules.
--   public.document_text_statuses(): security invoker, so the policy on the statuses decides
--     what it returns; it now also says why when the administrator's session is at aal1 after
--     enrolment, instead of answering an empty list.
--
-- No SECURITY DEFINER function returns what only the administrator reads (the lane checks it:
-- each one callable by a signed-in user is the public lookup or asks session_meets_mfa itself).
--
-- Additive: three policies and one function replaced with the same result for every other caller.

drop policy if exists "Reading the audit trail needs aal2" on public.audit_log;
create policy "Reading the audit trail needs aal2" on public.audit_log
  as restrictive for select to authenticated
  using ((select private.session_meets_mfa()));

drop policy if exists "Reading replaced files needs aal2" on public.replaced_files;
create policy "Reading replaced files needs aal2" on public.replaced_files
  as restrictive for select to authenticated
  using ((select private.session_meets_mfa()));

drop policy if exists "Listing investor documents needs aal2" on storage.objects;
create policy "Listing investor documents needs aal2" on storage.objects
  as restrictive for select to authenticated
  using (bucket_id <> 'investor_documents' or (select private.session_meets_mfa()));

create or replace function public.document_text_statuses()
returns table (
  category text, id uuid, status text, page_count integer, truncated boolean,
  document_title text, view_download text
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if private.is_admin() and not private.session_meets_mfa() then
    raise exception 'permission denied: confirm your two-factor code to see which documents were read for search'
      using errcode = '42501', hint = 'Sign in again with your authenticator code (aal2).';
  end if;
  return query
    select s.category, s.id, s.status, s.page_count, s.truncated, d.document_title, d.view_download
      from private.document_text_status as s
      left join private.document_search as d on d.category = s.category and d.id = s.id;
end;
$$;

revoke all on function public.document_text_statuses() from public, anon;
grant execute on function public.document_text_statuses() to authenticated, service_role;
