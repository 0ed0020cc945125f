-- Search inside the documents (issue 23), two additions:
--
-- 1. Reading a document's text for search is a write like any other, so the audit trail records
--    it: one entry "text" under the document's table, id and title, saying what was read
--    ("searchable: 12 pages", "no text: 2 pages", "unreadable: 0 pages", with ", cut at the cap"
--    when the text was cut). The trigger is on private.document_text_status, which
--    public.save_document_text writes last, so every writer (the dialog, the desk's "Index
--    documents not yet searchable", npm run index-documents with the service key) is recorded,
--    and none can skip it. Forgetting the text (purge, replace) is not a separate entry: the
--    row's own update or purge entry already says what happened.
-- 2. Control characters never reach the stored text. The browser's extraction turns them into
--    spaces, but save_document_text is an API function anyone signed in as the administrator can
--    call with any JSON; a trigger on private.document_pages does the same there. A NUL cannot be
--    sent at all (Postgres text cannot hold it; PostgREST answers 400).
--
-- Additive: one nullable column and one more allowed action on public.audit_log (its constraint
-- is dropped and made anew with the old values and the new one), two trigger functions.

alter table public.audit_log add column if not exists detail text;

alter table public.audit_log drop constraint if exists audit_log_action_check;
alter table public.audit_log add constraint audit_log_action_check
  check (action in ('insert', 'update', 'archive', 'restore', 'purge', 'text'));

create or replace function private.record_text_audit_entry()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  claims constant jsonb := nullif(current_setting('request.jwt.claims', true), '')::jsonb;
  title text;
  link text;
begin
  -- The category is one of the document tables (save_document_text checks it), quoted anyway.
  if new.category = any (private.document_table_names()) then
    execute format('select document_title, view_download from public.%I where id = $1',
                   new.category)
      into title, link using new.id;
  end if;
  insert into public.audit_log (
    actor_id, actor_email, actor_role, action, table_name, row_id,
    title_before, title_after, link_before, link_after, detail
  ) values (
    case when claims ->> 'sub' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
         then (claims ->> 'sub')::uuid end,
    claims ->> 'email',
    coalesce(claims ->> 'role', session_user),
    'text',
    new.category,
    new.id::text,
    title,
    title,
    link,
    link,
    format('%s: %s %s%s',
           replace(new.status, '_', ' '),
           new.page_count,
           case when new.page_count = 1 then 'page' else 'pages' end,
           case when new.truncated then ', cut at the cap' else '' end)
  );
  return null;
end;
$$;

alter function private.record_text_audit_entry() owner to postgres;
revoke all on function private.record_text_audit_entry() from public, anon, authenticated;

drop trigger if exists record_text_audit_entry on private.document_text_status;
create trigger record_text_audit_entry after insert or update on private.document_text_status
  for each row execute function private.record_text_audit_entry();

create or replace function private.strip_text_control_characters()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- Every control character but the line feed (which separates a page's lines) becomes a space.
  new.body := regexp_replace(new.body, '[\x01-\x09\x0b-\x1f\x7f]', ' ', 'g');
  return new;
end;
$$;

revoke all on function private.strip_text_control_characters() from public, anon, authenticated;

drop trigger if exists strip_text_control_characters on private.document_pages;
create trigger strip_text_control_characters before insert or update on private.document_pages
  for each row execute function private.strip_text_control_characters();
