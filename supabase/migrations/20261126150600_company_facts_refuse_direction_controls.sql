-- The company facts' names and the Memorandum's titles get the rule every admin-typed title of
-- a public table has (20261126120000_refuse_direction_controls_in_titles.sql): no character that
-- can make text show reversed (U+202A-U+202E, U+2066-U+2069), refused in plain words by the
-- trigger private.refuse_direction_controls() and held by a CHECK constraint as the backstop.
-- These tables are new (20261126150100 to 150500), so nothing stored needs cleaning first: the
-- constraints are added valid.
--
-- Additive: constraints and triggers only.

do $$
declare
  pattern constant text := '[\u202A-\u202E\u2066-\u2069]';
  -- table, column, the words a refusal names the column with
  targets constant text[][] := array[
    ['memorandum_articles', 'document_title', 'The document title'],
    ['board_directors', 'name', 'The director''s name'],
    ['board_committees', 'name', 'The committee''s name'],
    ['key_officers', 'name', 'The name']
  ];
  target text[];
  t text;
  trigger_args text;
begin
  foreach target slice 1 in array targets loop
    execute format('alter table public.%I drop constraint if exists %I', target[1],
                   target[1] || '_' || target[2] || '_direction_check');
    execute format('alter table public.%I add constraint %I check (%I !~ %L)',
                   target[1], target[1] || '_' || target[2] || '_direction_check', target[2],
                   pattern);
  end loop;

  for t in select distinct targets[i][1] from generate_subscripts(targets, 1) as i loop
    select string_agg(format('%L, %L', targets[i][2], targets[i][3]), ', ' order by i)
      into trigger_args
      from generate_subscripts(targets, 1) as i
     where targets[i][1] = t;
    execute format('drop trigger if exists refuse_direction_controls on public.%I', t);
    execute format($f$create trigger refuse_direction_controls before insert or update
      on public.%I for each row execute function private.refuse_direction_controls(%s)$f$,
      t, trigger_args);
  end loop;
end;
$$;
