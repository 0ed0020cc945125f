-- The value rules of 20261128110000 (text a visitor can see as it is; a date from 1 Jan 1900 to
-- 31 Dec 2100) for the two columns this branch added to tables that already had them:
-- investor_events.board_purposes (20261128130000) and dividends.declared_on (20261128130300).
-- private.attach_value_rules covers every text and date column the catalog lists when it runs,
-- and names each in the words its trigger was given; a column added later needs the call again
-- with its words, which is all this does (the words of the other columns kept as they were).
--
-- Additive: two calls of an idempotent function.

select private.attach_value_rules(
  'public.investor_events',
  labels => coalesce(
    (select pg_catalog.obj_description(t.oid, 'pg_trigger')::jsonb -> 'labels'
       from pg_catalog.pg_trigger t
      where t.tgrelid = 'public.investor_events'::regclass and t.tgname = 'vet_typed_text'),
    '{}'::jsonb) || '{"board_purposes": "A purpose of the board meeting"}'::jsonb
);

select private.attach_value_rules(
  'public.dividends',
  labels => coalesce(
    (select pg_catalog.obj_description(t.oid, 'pg_trigger')::jsonb -> 'labels'
       from pg_catalog.pg_trigger t
      where t.tgrelid = 'public.dividends'::regclass and t.tgname = 'vet_typed_text'),
    '{}'::jsonb) || '{"declared_on": "The day it was declared"}'::jsonb
);
