-- Two rules of the administrator's desk that the browser alone used to keep, now the database's:
--
-- 1. Only an archived document can be deleted for good. The site's Delete archives, and purge is
--    the archive's own second action; a request straight to the API that deletes a live row (a
--    script, a stolen session, an old tab) is refused with a plain message instead of making a
--    disclosure vanish without passing through the archive and its Regulation 30(8) warning.
--
-- 2. Replacing a document's file never breaks a link that is already out there. The row moves to
--    the new file in one update (as before), but the old file is kept and recorded in
--    public.replaced_files, so an e-mailed or bookmarked link still opens the document as it was
--    then. Hosted Supabase Storage cannot redirect one object to another, so keeping is the only
--    way a public file URL keeps working; the page always links the corrected file. The kept
--    files go when the document is purged, so nothing is left in the bucket that no row explains.
--    And no file that a row links to can be removed from the bucket at all.
--
-- Additive only: the checks apply to the API roles (anon, authenticated), like the other guards;
-- migrations, seeds and the service role are trusted as before.

create or replace function private.refuse_live_purge()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') and old.archived_at is null then
    raise exception 'Only an archived document can be deleted permanently: archive it first'
      using errcode = 'P0001',
            hint = 'Delete on the page moves a document to the archive; purge it from there.';
  end if;
  return old;
end;
$$;

revoke all on function private.refuse_live_purge() from public, anon, authenticated;

create table if not exists public.replaced_files (
  -- The object's name in the bucket, as view_download held it.
  path text primary key,
  table_name text not null,
  row_id uuid not null,
  replaced_at timestamptz not null default now(),
  replaced_by uuid
);

create index if not exists replaced_files_row_idx on public.replaced_files (table_name, row_id);

-- Written and cleared only by the triggers below; the administrator reads it to purge a document
-- with every file it ever had.
alter table public.replaced_files enable row level security;
revoke all on public.replaced_files from public, anon, authenticated, service_role;
grant select on public.replaced_files to authenticated, service_role;

drop policy if exists "Admins can read replaced files" on public.replaced_files;
create policy "Admins can read replaced files" on public.replaced_files
  for select to authenticated
  using ((select private.is_admin()));

-- security definer: the administrator may not write replaced_files directly, but her update of a
-- row records its old file here. A row pointed back at a kept file takes it out of the list.
create or replace function private.keep_replaced_file()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.view_download like 'investor_documents/%' then
    insert into public.replaced_files (path, table_name, row_id, replaced_by)
    values (old.view_download, tg_table_name, old.id, (select auth.uid()))
    on conflict (path) do nothing;
  end if;
  delete from public.replaced_files where path = new.view_download;
  return null;
end;
$$;

revoke all on function private.keep_replaced_file() from public, anon, authenticated;

-- The tables whose rows link to the bucket's files.
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
    'board_meeting', 'financial_report', 'integrated_filing_financial', 'familiarization_program'
  ]
$$;

-- A file a row (live or archived) links to stays: removing it would leave a dangling link.
-- security invoker on purpose: current_user must be the caller's role for the check to apply to
-- the API roles only, and the administrator, the only caller storage lets delete, reads every
-- row, archived ones included.
create or replace function private.guard_linked_file()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  t text;
  linked boolean;
begin
  if old.bucket_id <> 'investor_documents' or current_user not in ('anon', 'authenticated') then
    return old;
  end if;
  foreach t in array private.document_table_names() loop
    execute format('select exists (select 1 from public.%I where view_download = $1)', t)
      into linked
      using old.name;
    if linked then
      raise exception 'This file is still linked from a document and cannot be removed'
        using errcode = 'P0001',
              hint = 'Point the document at another file, or purge the document, first.';
    end if;
  end loop;
  return old;
end;
$$;

revoke all on function private.guard_linked_file() from public, anon, authenticated;

-- Once a kept file is gone from the bucket it is no longer a kept file. security definer: the
-- administrator may not write replaced_files herself.
create or replace function private.forget_removed_file()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.replaced_files where path = old.name;
  return null;
end;
$$;

revoke all on function private.forget_removed_file() from public, anon, authenticated;

drop trigger if exists guard_linked_file on storage.objects;
create trigger guard_linked_file before delete on storage.objects
  for each row execute function private.guard_linked_file();
drop trigger if exists forget_removed_file on storage.objects;
create trigger forget_removed_file after delete on storage.objects
  for each row execute function private.forget_removed_file();

do $$
declare
  t text;
begin
  foreach t in array private.document_table_names() loop
    execute format('create index if not exists %I on public.%I (view_download)',
      t || '_view_download_idx', t);

    execute format('drop trigger if exists refuse_live_purge on public.%I', t);
    execute format($f$create trigger refuse_live_purge before delete on public.%I
      for each row execute function private.refuse_live_purge()$f$, t);

    execute format('drop trigger if exists keep_replaced_file on public.%I', t);
    execute format($f$create trigger keep_replaced_file after update of view_download
      on public.%I for each row when (old.view_download is distinct from new.view_download)
      execute function private.keep_replaced_file()$f$, t);
  end loop;
end;
$$;
