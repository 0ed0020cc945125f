-- Titles never hold Unicode's explicit direction controls: the embeddings LRE U+202A and RLE
-- U+202B, their pop PDF U+202C, the overrides LRO U+202D and RLO U+202E, the isolates LRI U+2066,
-- RLI U+2067 and FSI U+2068, and their pop PDI U+2069 (Unicode Standard Annex #9, "Unicode
-- Bidirectional Algorithm", 2.1-2.4). Each reorders the characters after it whatever their own
-- direction, so a title typed as "Annual report \u202Efdp.exe" shows as "Annual report exe.pdf"
-- (the "Trojan Source" characters, CVE-2021-42574). They are invisible, so neither the
-- administrator reviewing a paste nor a visitor can see why the text reads as it does.
--
-- The implicit marks stay allowed: LRM U+200E, RLM U+200F and ALM U+061C. A mark is a character
-- with a direction but no shape; it only settles which side neutral characters (spaces,
-- punctuation, digits) attach to and cannot reverse letters, so it cannot make "fdp.exe" read as
-- "exe.pdf", and Hindi, Urdu or Arabic text with numbers needs it to show correctly.
--
-- Where the rule holds: every column the administrator types a title or caption into that the
-- site shows: each document table's document_title (private.document_table_names()), the
-- investor calendar's title, place and purpose, and the exchange holidays' name. For each:
--   * a BEFORE INSERT OR UPDATE trigger, private.refuse_direction_controls(), answers with plain
--     words and 23514, as the other title checks do, naming the character found;
--   * a CHECK constraint, <table>_<column>_direction_check, as the backstop.
--
-- Rows already stored with such characters (a hosted database may hold them: the rule is new)
-- are cleaned here first: the characters are removed, through an ordinary UPDATE, so the audit
-- trail records the change (before and after), the search copy follows, and an event's SEQUENCE
-- rises so a subscriber's calendar replaces its copy. A row that cannot be cleaned (its title
-- would be blank, or would then repeat another event's title at the same start) is left as it
-- is and named in a NOTICE; the constraint is then added NOT VALID for that table, so the
-- migration never fails on existing data, and new or changed rows are still checked. Where no
-- such row remains (the usual case) the constraint is validated.
--
-- Additive: one trigger function, triggers and constraints; no existing function is replaced.

-- Arguments: pairs of (column, the words a refusal names it with), e.g.
-- ('document_title', 'The document title'). Same error code as the constraint it stands before.
create or replace function private.refuse_direction_controls()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  row_values constant jsonb := to_jsonb(new);
  i integer := 0;
  found text[];
begin
  while i + 1 < tg_nargs loop
    found := regexp_match(row_values ->> tg_argv[i], '[\u202A-\u202E\u2066-\u2069]');
    if found is not null then
      -- Named by its code point (U+202E), the only way to point at an invisible character.
      raise exception '% contains a hidden character (U+%) that can make text show reversed. Remove it, or type the text again instead of pasting it.',
        tg_argv[i + 1], upper(lpad(to_hex(ascii(found[1])), 4, '0'))
        using errcode = '23514',
              constraint = format('%s_%s_direction_check', tg_table_name, tg_argv[i]);
    end if;
    i := i + 2;
  end loop;
  return new;
end;
$$;

-- A trigger runs its function without the caller's EXECUTE; nobody needs to call it.
revoke all on function private.refuse_direction_controls() from public, anon, authenticated;

do $$
declare
  pattern constant text := '[\u202A-\u202E\u2066-\u2069]';
  -- table, column, the words a refusal names the column with
  targets text[][] := array[
    ['investor_events', 'title', 'The title'],
    ['investor_events', 'place', 'The place'],
    ['investor_events', 'purpose', 'The purpose'],
    ['exchange_holidays', 'name', 'The name']
  ];
  t text;
  target text[];
  trigger_args text;
  stuck integer;
  row_id uuid;
begin
  foreach t in array private.document_table_names() loop
    targets := targets || array[[t, 'document_title', 'The document title']];
  end loop;

  -- 1. Clean what is stored, row by row, so one row that cannot be cleaned stops nothing else.
  foreach target slice 1 in array targets loop
    for row_id in execute format('select id from public.%I where %I ~ %L', target[1],
                                 target[2], pattern) loop
      begin
        execute format('update public.%I set %I = regexp_replace(%I, %L, '''', ''g'') where id = $1',
                       target[1], target[2], target[2], pattern)
          using row_id;
      exception when integrity_constraint_violation then
        raise notice '%.% of row % keeps its direction controls: removing them %. Edit it on the desk.',
          target[1], target[2], row_id, sqlerrm;
      end;
    end loop;
  end loop;

  -- 2. The constraints: NOT VALID first (no scan), validated where nothing is left to refuse.
  foreach target slice 1 in array targets loop
    execute format('alter table public.%I drop constraint if exists %I', target[1],
                   target[1] || '_' || target[2] || '_direction_check');
    execute format('alter table public.%I add constraint %I check (%I !~ %L) not valid',
                   target[1], target[1] || '_' || target[2] || '_direction_check', target[2],
                   pattern);
    execute format('select count(*) from public.%I where %I ~ %L', target[1], target[2], pattern)
      into stuck;
    if stuck = 0 then
      execute format('alter table public.%I validate constraint %I', target[1],
                     target[1] || '_' || target[2] || '_direction_check');
    end if;
  end loop;

  -- 3. One trigger per table, checking all its columns, with plain words.
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
