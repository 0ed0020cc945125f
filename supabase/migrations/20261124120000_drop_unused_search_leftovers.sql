-- What search stopped using when it moved to its own table (20261123150000_search_index_table.sql)
-- goes: each document table's `search_vector` column with its GIN index, the title-trigram
-- indexes, and the view `private.searchable_documents` that read them. Search reads only
-- `private.document_search` and `private.document_search_words`, whose indexes stay.
--
-- Why: every insert and every edit of a title still computed the column and wrote three
-- indexes that no query reads (Supabase's linter lists the 46 GIN indexes as unused), so each
-- write paid for a search that no longer happens.
--
-- Additive in the sense that matters: no migration is edited, no data a person wrote is lost
-- (the column was generated from the title), and `if exists` keeps it safe to run on a
-- database where something was already dropped by hand.

-- The view reads the columns, so it goes first.
drop view if exists private.searchable_documents;

do $$
declare
  t text;
begin
  -- The one list of the 23 tables, as the purge and file checks use, instead of a copy here.
  foreach t in array private.document_table_names() loop
    execute format('drop index if exists public.%I', t || '_search_vector_idx');
    execute format('drop index if exists public.%I', t || '_title_trigram_idx');
    execute format('alter table public.%I drop column if exists search_vector', t);

    -- The search triggers, as 20261123150000 made them from its own copy of the list: made
    -- again from this one, so that a table added to it is kept in the search table too.
    execute format('drop trigger if exists sync_document_search on public.%I', t);
    execute format($f$create trigger sync_document_search after insert or update or delete
      on public.%I for each row execute function private.sync_document_search()$f$, t);
    execute format('drop trigger if exists sync_document_search_truncate on public.%I', t);
    execute format($f$create trigger sync_document_search_truncate after truncate
      on public.%I for each statement execute function private.sync_document_search()$f$, t);
  end loop;
end;
$$;
