-- The bucket for uploaded investor PDFs: anyone may read, only the administrator may write.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('investor_documents', 'investor_documents', true, 10485760, array['application/pdf'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

drop policy if exists "Anyone can read investor documents" on storage.objects;
create policy "Anyone can read investor documents" on storage.objects
  for select to anon, authenticated
  using (bucket_id = 'investor_documents');

drop policy if exists "Admins can upload investor documents" on storage.objects;
create policy "Admins can upload investor documents" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'investor_documents' and (select private.is_admin()));

drop policy if exists "Admins can replace investor documents" on storage.objects;
create policy "Admins can replace investor documents" on storage.objects
  for update to authenticated
  using (bucket_id = 'investor_documents' and (select private.is_admin()))
  with check (bucket_id = 'investor_documents' and (select private.is_admin()));

drop policy if exists "Admins can remove investor documents" on storage.objects;
create policy "Admins can remove investor documents" on storage.objects
  for delete to authenticated
  using (bucket_id = 'investor_documents' and (select private.is_admin()));
