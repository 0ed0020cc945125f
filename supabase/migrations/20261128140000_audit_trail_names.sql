-- The activity trail in the words an auditor reads: who acted, by name, and every row an entry
-- speaks of, by its name as it was when the change was made.
--
-- An entry so far kept the acting account's e-mail, the changed row's id, the columns the write
-- changed, and a title made of chosen columns ("chair 2026-11-28"). A sentence such as "Named Asha
-- Verma chair of the Audit Committee from 28 Nov 2026" needs more: the whole row as the write
-- left it (an update lists only what it changed, not which committee the term belongs to), and
-- the names of the rows it points at, taken at the time, since a director or a document may be
-- deleted later and the entry must still say who or what it was. Three columns, filled by one
-- trigger on the trail itself before an entry is stored, whichever function writes it (the
-- tables' audit trigger, the text of documents, the IEPF statements' import, and any added
-- later), so no writer has to be replaced:
--   actor_name  the account's display name (auth.users' user_metadata name) at the time;
--   row_values  the row as the write left it (as it was, for a removal), without generated
--               columns (search words), which are derived from the others;
--   names       {"<id>": "<name>"} for each row a foreign key of that row points at: its name,
--               title or document title, or, when it is gone already (a document purged before
--               the results that linked it are updated), the last title the trail holds for it.
--
-- Additive: three nullable columns, two indexes, one function, one trigger. Entries stored
-- before keep what they hold (the trail is append-only); the desk words them as well as it can.

alter table public.audit_log add column if not exists actor_name text;
alter table public.audit_log add column if not exists row_values jsonb;
alter table public.audit_log add column if not exists names jsonb;

comment on column public.audit_log.actor_name is
  'The acting account''s display name (user_metadata.name) when the entry was written.';
comment on column public.audit_log.row_values is
  'The row as the write left it (as it was, for a removal), generated columns left out.';
comment on column public.audit_log.names is
  '{"<id>": "<name>"}: the name, when the entry was written, of each row the changed row points at.';

-- The desk finds a stored file's document by its path (link_after/link_before), and a row's
-- last title by its id.
create index if not exists audit_log_row_id_idx on public.audit_log (row_id);
create index if not exists audit_log_link_after_idx on public.audit_log (link_after)
  where link_after is not null;

-- security definer: the trail's writers are themselves definer functions or triggers, and the
-- rows named may be in tables the writer's role cannot read (auth.users). It reads only; the
-- names go into the trail, which only the administrator reads (at aal2 once enrolled).
create or replace function private.complete_audit_entry()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  rel regclass;
  id_type text;
  fk record;
  display_column text;
  ref_id text;
  ref_name text;
  found jsonb := '{}'::jsonb;
begin
  if new.actor_name is null and new.actor_id is not null then
    select nullif(btrim(u.raw_user_meta_data ->> 'name'), '') into new.actor_name
      from auth.users u where u.id = new.actor_id;
  end if;

  -- A stored object's entry names its path; the desk finds the document that links it.
  rel := case when new.table_name <> 'storage.objects'
              then to_regclass(format('public.%I', new.table_name)) end;
  if rel is null then
    return new;
  end if;

  if new.row_values is null then
    if new.action <> 'purge' then
      select pg_catalog.format_type(a.atttypid, a.atttypmod) into id_type
        from pg_catalog.pg_attribute a
       where a.attrelid = rel and a.attname = 'id' and not a.attisdropped;
      if id_type is not null then
        begin
          execute format('select to_jsonb(t) from %s t where t.id = $1::%s', rel, id_type)
            into new.row_values using new.row_id;
        exception when data_exception then
          new.row_values := null;
        end;
      end if;
    end if;
    -- A removal (or a row already gone): what the entry's `changes` says it held.
    if new.row_values is null and new.changes is not null then
      select jsonb_object_agg(c.key, case when new.action = 'purge' then c.value -> 'before'
                                          else c.value -> 'after' end)
        into new.row_values
        from jsonb_each(new.changes) as c;
    end if;
    if new.row_values is not null then
      select new.row_values - coalesce(array_agg(a.attname::text), '{}')
        into new.row_values
        from pg_catalog.pg_attribute a
       where a.attrelid = rel and a.attgenerated <> '' and not a.attisdropped;
    end if;
  end if;

  -- The rows this one points at (single-column foreign keys), before and after the write.
  for fk in
    select a.attname::text as col, c.confrelid::regclass as ref, ra.attname::text as ref_col,
           pg_catalog.format_type(ra.atttypid, ra.atttypmod) as ref_type
      from pg_catalog.pg_constraint c
      join pg_catalog.pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      join pg_catalog.pg_attribute ra on ra.attrelid = c.confrelid and ra.attnum = c.confkey[1]
     where c.conrelid = rel and c.contype = 'f' and cardinality(c.conkey) = 1
  loop
    display_column := null;
    select a.attname::text into display_column
      from pg_catalog.pg_attribute a
     where a.attrelid = fk.ref and not a.attisdropped
       and a.attname in ('document_title', 'title', 'name')
     order by array_position(array['document_title', 'title', 'name'], a.attname::text)
     limit 1;
    for ref_id in
      select distinct v.id
        from (values (new.row_values ->> fk.col),
                     (new.changes -> fk.col ->> 'before'),
                     (new.changes -> fk.col ->> 'after')) as v(id)
       where v.id is not null
    loop
      ref_name := null;
      if display_column is not null then
        begin
          execute format('select %I::text from %s where %I = $1::%s',
                         display_column, fk.ref, fk.ref_col, fk.ref_type)
            into ref_name using ref_id;
        exception when data_exception then
          ref_name := null;
        end;
      end if;
      if ref_name is null then
        select coalesce(l.title_after, l.title_before) into ref_name
          from public.audit_log l
         where l.row_id = ref_id and coalesce(l.title_after, l.title_before) is not null
         order by l.id desc
         limit 1;
      end if;
      if ref_name is not null then
        found := found || jsonb_build_object(ref_id, ref_name);
      end if;
    end loop;
  end loop;
  if found <> '{}'::jsonb then
    new.names := found;
  end if;
  return new;
end;
$$;

revoke all on function private.complete_audit_entry() from public, anon, authenticated, service_role;

drop trigger if exists complete_audit_entry on public.audit_log;
create trigger complete_audit_entry before insert on public.audit_log
  for each row execute function private.complete_audit_entry();
