-- Every table the administrator writes gets the standard protections from the one function
-- (20261126100000), replacing the ones each migration wrote out by hand:
--   the 25 document tables (visitors read live rows; the administrator the archive too),
--   the investor events and the exchange holidays (everyone reads every row),
--   the text of documents and its statuses (only the administrator reads them; their audit entry
--   is the one "text" entry a save makes, 20261125110000).
--
-- What changes for a caller, and why it is safe to apply the function to them:
--   * New: what only the administrator reads (archived documents, the text and its statuses)
--     needs aal2 once she has enrolled a factor, as her writes already did; what visitors read
--     is still read at aal1 by everyone.
--   * New: created_at is the database's (insert: now(); update: kept).
--   * A refused insert on a document table now says in words who may add (require_admin fires
--     on insert too, as on the events and holidays); the same 42501 as before.
--   * Policies are renamed to the one pattern; each table's old policies are dropped first, so
--     nothing but the standard set remains. The expressions of the permissive policies are the
--     same as before; the writes' RESTRICTIVE policies are the same function call.
--   Everything else (grants, the audit entries, which rows each role sees at aal2 or without a
--   factor) is as it was; the real-Postgres lane's matrix asserts it role by role.

do $$
declare
  t text;
  p record;
  tables constant regclass[] := array[
    'public.investor_events', 'public.exchange_holidays',
    'private.document_pages', 'private.document_text_status'
  ]::regclass[] || (select array_agg(format('public.%I', n)::regclass)
                      from unnest(private.document_table_names()) as n);
  target regclass;
begin
  foreach target in array tables loop
    for p in
      select pol.polname from pg_catalog.pg_policy pol where pol.polrelid = target
    loop
      execute format('drop policy %I on %s', p.polname, target);
    end loop;
  end loop;

  foreach t in array private.document_table_names() loop
    perform private.attach_standard_protections(format('public.%I', t)::regclass,
      visitors_read => 'archived_at is null', label => 'investor documents');
  end loop;
  perform private.attach_standard_protections('public.investor_events',
    visitors_read => 'true', label => 'investor events');
  perform private.attach_standard_protections('public.exchange_holidays',
    visitors_read => 'true', label => 'exchange holidays',
    audit_title => array['holiday_date', 'name']);
  perform private.attach_standard_protections('private.document_pages',
    visitors_read => null, label => 'the text of documents', audit => false);
  perform private.attach_standard_protections('private.document_text_status',
    visitors_read => null, label => 'the text statuses of documents', audit => false);
end;
$$;
