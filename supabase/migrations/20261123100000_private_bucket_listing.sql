-- Nobody but the administrator lists the investor_documents bucket.
--
-- The bucket is public so that links work, and public downloads never consult row-level
-- security (on the platform, and in the embedded backend). A SELECT policy on storage.objects
-- is therefore needed only to list, and one that admits anon or any signed-in user lets anybody
-- enumerate every file, including ones no page links to (Supabase's linter: "public bucket
-- allows listing"). Drop every such policy on this bucket, whatever it was named, and let only
-- the administrator read the rows.

do $$
declare
  p record;
begin
  for p in
    select policyname from pg_policies
     where schemaname = 'storage' and tablename = 'objects'
       and cmd = 'SELECT'
       and roles && array['anon', 'authenticated', 'public']::name[]
       and coalesce(qual, '') like '%investor_documents%'
  loop
    execute format('drop policy %I on storage.objects', p.policyname);
  end loop;
end;
$$;

drop policy if exists "Admins can list investor documents" on storage.objects;
create policy "Admins can list investor documents" on storage.objects
  for select to authenticated
  using (bucket_id = 'investor_documents' and (select private.is_admin()));
