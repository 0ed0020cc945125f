-- The two IEPF tables (20261124140000) joined private.document_table_names() after the text of
-- documents (20261124130000) had attached its triggers to the tables on that list, so they never
-- got them: a purge, a replaced file or an archive there would leave the old text searchable.
-- Attach the same triggers to every table on the list, idempotently; the lane checks that every
-- document table carries the same triggers, so a table added later cannot miss one again.
do $$
declare
  t text;
begin
  foreach t in array private.document_table_names() loop
    execute format('drop trigger if exists forget_document_text on public.%I', t);
    execute format($f$create trigger forget_document_text after update or delete
      on public.%I for each row execute function private.forget_document_text()$f$, t);
    execute format('drop trigger if exists forget_document_text_truncate on public.%I', t);
    execute format($f$create trigger forget_document_text_truncate after truncate
      on public.%I for each statement execute function private.forget_document_text()$f$, t);
  end loop;
end;
$$;
