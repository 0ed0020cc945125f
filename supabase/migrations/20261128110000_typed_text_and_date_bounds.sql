-- Every value the administrator types is text a visitor can see as it is, and every date is a
-- real day: in every text and date column of every table the administrator writes, not only in
-- titles and names (20261126120000, 20261126150600).
--
-- Until now thirteen typed columns of the company facts (designations, profiles, a committee's
-- basis, an officer's address and e-mail, the registered office, the plant, the investor e-mail,
-- a rating's agency, instrument, rating and outlook, a director's other positions) stored
-- Unicode's direction controls, and a build put them in the footer, the JSON-LD and mailto:
-- links of nearly every page; a title of only U+200B or U+3164 passed "1 to 300 characters";
-- ESC and VT were stored and reached the HTML raw; and a date could be 'infinity' (published as
-- "infinity"), '-infinity' or the year 294276.
--
-- The rules, for every column the administrator writes (the signed-in role's INSERT or UPDATE
-- privilege: the real-Postgres lane derives the list from the catalog and fails on a column
-- without them):
--
--   Text (text, varchar, text[], and every string inside a jsonb value), when not empty:
--     1. no explicit direction control, U+202A-U+202E and U+2066-U+2069 (UAX #9, 2.1-2.4), in
--        the words the titles' rule has used since 20261126120000; the implicit marks LRM, RLM
--        and ALM stay allowed, as there;
--     2. no control character, C0 (U+0001-U+001F) or C1 (U+007F-U+009F): they do not show, and
--        some act (ESC starts a terminal sequence, VT and FF break a line in a calendar feed).
--        A column the desk edits in a box of several lines (addresses, a profile, an event's
--        purpose, a reason) may hold line feeds, and nothing else of them;
--     3. at least one visible character: one that is not white space (Unicode's White_Space
--        property, PropList.txt), not default-ignorable (Default_Ignorable_Code_Point,
--        DerivedCoreProperties.txt: U+00AD, U+034F, U+061C, U+115F-U+1160, U+17B4-U+17B5,
--        U+180B-U+180F, U+200B-U+200F, U+202A-U+202E, U+2060-U+206F, U+3164, U+FE00-U+FE0F,
--        U+FEFF, U+FFA0, U+FFF0-U+FFF8, U+1BCA0-U+1BCA3, U+1D173-U+1D17A, U+E0000-U+E0FFF), not a
--        control character, and not the braille blank U+2800 (which prints nothing).
--   Dates (date, timestamp, timestamptz): from 1 Jan 1900 to 31 Dec 2100 (a time: in India's
--     time), so never 'infinity' or '-infinity'. The same bounds the Board's and the ratings'
--     dates already had (20261126150100, 20261126150400) for every column: nothing the company
--     records (a document, a director's appointment, a record date) is older than 1900 or
--     planned beyond 2100. Tighter rules of a column stay as they were and speak first (a
--     document's date is not in the future, a result's period has ended, a record date lies in
--     its financial year...).
--
-- Where each rule lives, for each table:
--   * private.typed_text_problem(value, label, multiline) and private.date_problem(value, label):
--     the sentence for a bad value, or null. IMMUTABLE; the browser mirrors them word for word
--     (src/lib/typed-text.ts).
--   * Two BEFORE INSERT OR UPDATE triggers of one function, private.vet_text_and_dates(), which
--     ask them about every text or date column of the row as the catalog lists it at the time of
--     the write (a column added later is covered at once), and refuse with 23514 and the
--     sentence, naming the column in the table's own words (the trigger's arguments):
--     bound_dates, first of the table's BEFORE triggers by name, so no other check reasons with
--     an endless date ("not on the Board on <NULL>"); and vet_typed_text, last of them, so the
--     table's own checks, which trim and name their columns ("Give the title"), speak first.
--   * A CHECK constraint per column, <table>_<column>_text_check or _bounds_check, as the
--     backstop (added NOT VALID and validated where no stored row breaks it; see below).
--   private.attach_value_rules(table, labels, multiline, skipped) attaches both, and
--   private.attach_standard_protections now calls it, so a table added later gets them with its
--   other protections; a column added to an existing table needs the call again (idempotent;
--   it keeps the words the table had) and the lane says so.
--
-- Not covered: the text of documents (private.document_pages.body) is read from the PDF, not
-- typed, and is cleaned rather than refused: private.strip_text_control_characters() (20261125110000)
-- now also removes direction controls and C1 controls from it.
--
-- Rows stored before the rule: direction controls are removed and other control characters
-- become spaces (line feeds stay where the column may hold them), through ordinary UPDATEs, so
-- the audit trail records each change. A row that cannot be cleaned that way (a value with
-- nothing visible, a date out of bounds, or one whose cleaned value another rule refuses) is
-- left as it is and named in a NOTICE, and that column's constraint stays NOT VALID: the
-- migration never fails on stored data, and any new or changed row is checked.
--
-- Additive: functions new and one renamed (attach_standard_protections keeps its name and
-- arguments, and attaches what it did plus the value rules); triggers and constraints added;
-- the refuse_direction_controls triggers, whose refusals vet_typed_text makes in the same
-- words, dropped from the tables it now guards (the function stays for any caller).

-- What "hidden" and "visible" mean, as bracket expressions (see above). Written out rather than as
-- [:space:] or [:graph:], whose meaning beyond ASCII depends on the database's locale.
create or replace function private.invisible_characters()
returns text
language sql
immutable
set search_path = ''
as $$
  select '\x01-\x20\x7F-\xA0\u00AD\u034F\u061C\u115F\u1160\u1680\u17B4\u17B5\u180B-\u180F'
      || '\u2000-\u200F\u2028-\u202F\u205F-\u206F\u2800\u3000\u3164\uFE00-\uFE0F\uFEFF\uFFA0'
      || '\uFFF0-\uFFF8\U0001BCA0-\U0001BCA3\U0001D173-\U0001D17A\U000E0000-\U000E0FFF'
$$;

-- The sentence for a typed value that breaks a rule, or null. `label` names the field as a
-- sentence starts ("The designation"); `multiline`: a line feed is allowed.
create or replace function private.typed_text_problem(value text, label text, multiline boolean default false)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  found text;
  code_point text;
begin
  if value is null or value = '' then
    return null;
  end if;
  found := substring(value from '[\u202A-\u202E\u2066-\u2069]');
  if found is not null then
    return format('%s contains a hidden character (U+%s) that can make text show reversed. Remove it, or type the text again instead of pasting it.',
      label, upper(lpad(to_hex(ascii(found)), 4, '0')));
  end if;
  found := substring(value from case when multiline then '[\x01-\x09\x0B-\x1F\x7F-\x9F]'
                                     else '[\x01-\x1F\x7F-\x9F]' end);
  if found is not null then
    if found in (E'\n', E'\r') then
      return format('%s must be on one line: remove the line break.', label);
    end if;
    code_point := upper(lpad(to_hex(ascii(found)), 4, '0'));
    return format('%s contains a control character (U+%s) that does not show on a page. Remove it, or type the text again instead of pasting it.',
      label, code_point);
  end if;
  if value !~ ('[^' || private.invisible_characters() || ']') then
    return format('%s has nothing visible in it: only spaces or invisible characters. Type it again.',
      label);
  end if;
  return null;
end;
$$;

-- The same for each element of a list, and for every string inside a JSON value (keys are the
-- desk's own, values are typed).
create or replace function private.typed_text_problem(value text[], label text, multiline boolean default false)
returns text
language sql
immutable
set search_path = ''
as $$
  select p from unnest(value) as e(item),
    lateral (select private.typed_text_problem(e.item, label, multiline) as p) as checked
   where p is not null
   limit 1
$$;

create or replace function private.typed_text_problem(value jsonb, label text, multiline boolean default false)
returns text
language sql
immutable
set search_path = ''
as $$
  select p from jsonb_path_query(value, 'strict $.**') as s(item),
    lateral (select private.typed_text_problem(s.item #>> '{}', label, multiline) as p) as checked
   where jsonb_typeof(s.item) = 'string' and p is not null
   limit 1
$$;

-- Dates: from 1 Jan 1900 to 31 Dec 2100; a time within those days in India (+05:30).
create or replace function private.date_problem(value date, label text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when value is null or value between date '1900-01-01' and date '2100-12-31' then null
              else format('%s must be a date from 1 Jan 1900 to 31 Dec 2100.', label) end
$$;

create or replace function private.date_problem(value timestamptz, label text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when value is null or (value >= timestamptz '1900-01-01 00:00:00+05:30'
                                     and value < timestamptz '2101-01-01 00:00:00+05:30') then null
              else format('%s must be a date from 1 Jan 1900 to 31 Dec 2100.', label) end
$$;

create or replace function private.date_problem(value timestamp, label text)
returns text
language sql
immutable
set search_path = ''
as $$
  select private.date_problem(value::date, label)
$$;

-- Called by check constraints, which run with the writer's rights: every role that writes a
-- table may call them (as private.director_positions_valid).
grant execute on function private.invisible_characters() to anon, authenticated, service_role;
grant execute on function private.typed_text_problem(text, text, boolean) to anon, authenticated, service_role;
grant execute on function private.typed_text_problem(text[], text, boolean) to anon, authenticated, service_role;
grant execute on function private.typed_text_problem(jsonb, text, boolean) to anon, authenticated, service_role;
grant execute on function private.date_problem(date, text) to anon, authenticated, service_role;
grant execute on function private.date_problem(timestamptz, text) to anon, authenticated, service_role;
grant execute on function private.date_problem(timestamp, text) to anon, authenticated, service_role;

-- A constraint's name: <table>_<column>_<suffix>, shortened with a hash where Postgres would cut
-- it (63 bytes), so two long names never meet.
create or replace function private.value_rule_name(tbl text, col text, suffix text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when octet_length(tbl || '_' || col || '_' || suffix) <= 63
              then tbl || '_' || col || '_' || suffix
              else left(tbl || '_' || col, 52 - octet_length(suffix)) || '_'
                   || left(md5(tbl || '.' || col), 8) || '_' || suffix end
$$;

revoke all on function private.value_rule_name(text, text, text) from public;
-- The triggers run in the writer's role and call it.
grant execute on function private.value_rule_name(text, text, text) to anon, authenticated, service_role;

-- Which kind of value a column holds, for the rules: 'text', 'date' or null (neither).
create or replace function private.value_rule_kind(type_id oid)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when type_id in ('text'::regtype, 'varchar'::regtype, 'bpchar'::regtype, 'text[]'::regtype,
                     'varchar[]'::regtype, 'jsonb'::regtype, 'json'::regtype) then 'text'
    when type_id in ('date'::regtype, 'timestamptz'::regtype, 'timestamp'::regtype) then 'date'
  end
$$;

revoke all on function private.value_rule_kind(oid) from public;
-- The triggers run in the writer's role and call it.
grant execute on function private.value_rule_kind(oid) to anon, authenticated, service_role;

-- The words every table shares for the columns the database stamps.
create or replace function private.common_value_labels()
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select '{"created_at": "The time it was added", "updated_at": "The time of the last change",
           "archived_at": "The time it was archived"}'::jsonb
$$;

revoke all on function private.common_value_labels() from public;
-- The triggers run in the writer's role and call it.
grant execute on function private.common_value_labels() to anon, authenticated, service_role;

-- The triggers. Arguments: which values ('text' or 'dates'), the labels ({"column": "The
-- words"}), the columns that may hold line feeds (["profile"]) and the columns left out
-- (["body"]), each as JSON text.
create or replace function private.vet_text_and_dates()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  wanted constant text := case when tg_argv[0] = 'dates' then 'date' else 'text' end;
  labels constant jsonb := private.common_value_labels() || coalesce(nullif(tg_argv[1], '')::jsonb, '{}');
  multiline constant jsonb := coalesce(nullif(tg_argv[2], '')::jsonb, '[]');
  skipped constant jsonb := coalesce(nullif(tg_argv[3], '')::jsonb, '[]');
  row_value constant jsonb := to_jsonb(new);
  col record;
  label text;
  problem text;
  kind text;
begin
  for col in
    select a.attname::text as name, a.atttypid as type_id
      from pg_catalog.pg_attribute a
     where a.attrelid = tg_relid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
     order by a.attnum
  loop
    kind := private.value_rule_kind(col.type_id);
    continue when kind is distinct from wanted or skipped ? col.name
      or coalesce(jsonb_typeof(row_value -> col.name), 'null') = 'null';
    label := coalesce(labels ->> col.name, 'The ' || replace(col.name, '_', ' '));
    if kind = 'text' then
      -- A json(b) column's value is itself; a text is a JSON string; a list, a JSON array.
      problem := private.typed_text_problem(row_value -> col.name, label, multiline ? col.name);
    elsif col.type_id = 'date'::regtype then
      problem := private.date_problem((row_value ->> col.name)::date, label);
    else
      problem := private.date_problem((row_value ->> col.name)::timestamptz, label);
    end if;
    if problem is not null then
      raise exception '%', problem
        using errcode = '23514',
              constraint = private.value_rule_name(tg_table_name, col.name,
                case when kind = 'text' then 'text_check' else 'bounds_check' end);
    end if;
  end loop;
  return new;
end;
$$;

revoke all on function private.vet_text_and_dates() from public, anon, authenticated, service_role;

-- The rules, attached to one table: a constraint per text and date column (the backstop) and the
-- trigger. For migrations, like attach_standard_protections (its caller's rights; the table's
-- owner). Null arguments keep what the table's trigger had, so a second call (a column added,
-- attach_standard_protections run again) keeps the table's words.
--   labels     {"column": "The words a refusal starts with"}; others: "The <column in words>"
--   multiline  columns that may hold line feeds (edited in a box of several lines)
--   skipped    columns left out, each with its reason where the call is made
create or replace function private.attach_value_rules(
  target regclass,
  labels jsonb default null,
  multiline text[] default null,
  skipped text[] default null
)
returns void
language plpgsql
set search_path = ''
as $$
declare
  tbl constant text := target::text;
  rel_name text;
  existing jsonb;
  col record;
  rule_name text;
  expression text;
  broken integer;
begin
  select c.relname into rel_name from pg_catalog.pg_class c where c.oid = target;
  -- What the trigger already there was given, kept in its comment (below).
  select pg_catalog.obj_description(t.oid, 'pg_trigger')::jsonb into existing
    from pg_catalog.pg_trigger t
   where t.tgrelid = target and t.tgname = 'vet_typed_text';
  labels := coalesce(labels, existing -> 'labels', '{}');
  multiline := coalesce(multiline,
    array(select jsonb_array_elements_text(coalesce(existing -> 'multiline', '[]'))));
  skipped := coalesce(skipped,
    array(select jsonb_array_elements_text(coalesce(existing -> 'skipped', '[]'))));

  for col in
    select a.attname::text as name, a.atttypid as type_id, private.value_rule_kind(a.atttypid) as kind
      from pg_catalog.pg_attribute a
     where a.attrelid = target and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
       and private.value_rule_kind(a.atttypid) is not null
       and not (a.attname::text = any (skipped))
     order by a.attnum
  loop
    if col.kind = 'text' then
      rule_name := private.value_rule_name(rel_name, col.name, 'text_check');
      expression := format('private.typed_text_problem(%I, %L, %L) is null', col.name, '',
                           col.name = any (multiline));
    else
      rule_name := private.value_rule_name(rel_name, col.name, 'bounds_check');
      expression := format('private.date_problem(%I, %L) is null', col.name, '');
    end if;
    execute format('alter table %s drop constraint if exists %I', tbl, rule_name);
    execute format('alter table %s add constraint %I check (%s) not valid', tbl, rule_name, expression);
    execute format('select count(*) from %s where not (%s)', tbl, expression) into broken;
    if broken = 0 then
      execute format('alter table %s validate constraint %I', tbl, rule_name);
    else
      raise notice '%.%: % stored rows break the rule, left as they are (the constraint % is NOT VALID): correct them on the desk.',
        tbl, col.name, broken, rule_name;
    end if;
  end loop;

  execute format('drop trigger if exists refuse_direction_controls on %s', tbl);
  execute format('drop trigger if exists bound_dates on %s', tbl);
  execute format('create trigger bound_dates before insert or update on %s
    for each row execute function private.vet_text_and_dates(%L, %L, %L, %L)', tbl,
    'dates', labels::text, to_jsonb(multiline)::text, to_jsonb(skipped)::text);
  execute format('drop trigger if exists vet_typed_text on %s', tbl);
  execute format('create trigger vet_typed_text before insert or update on %s
    for each row execute function private.vet_text_and_dates(%L, %L, %L, %L)', tbl,
    'text', labels::text, to_jsonb(multiline)::text, to_jsonb(skipped)::text);
  execute format('comment on trigger vet_typed_text on %s is %L', tbl,
    jsonb_build_object('labels', labels, 'multiline', to_jsonb(multiline),
                       'skipped', to_jsonb(skipped))::text);
end;
$$;

revoke all on function private.attach_value_rules(regclass, jsonb, text[], text[])
  from public, anon, authenticated, service_role;

comment on function private.attach_value_rules(regclass, jsonb, text[], text[]) is
  'Attaches the typed-text and date rules (triggers bound_dates and vet_typed_text, a constraint '
  'per column) '
  'to a table. Idempotent. See 20261128110000_typed_text_and_date_bounds.sql.';

-- The standard protections now include the value rules: the function that attached the rest
-- keeps its body under a new name, and attach_standard_protections calls it, then the rules.
alter function private.attach_standard_protections(regclass, text, text, text[], boolean)
  rename to attach_access_protections;

comment on function private.attach_access_protections(regclass, text, text, text[], boolean) is
  'RLS, grants, one SELECT policy per role, admin-only writes, aal2, require_admin, audit, '
  'created_at (20261126100000). Called by attach_standard_protections.';

create or replace function private.attach_standard_protections(
  target regclass,
  visitors_read text,
  label text default null,
  audit_title text[] default null,
  audit boolean default true
)
returns void
language plpgsql
set search_path = ''
as $$
begin
  perform private.attach_access_protections(target, visitors_read, label, audit_title, audit);
  perform private.attach_value_rules(target);
end;
$$;

revoke all on function private.attach_standard_protections(regclass, text, text, text[], boolean)
  from public, anon, authenticated, service_role;

comment on function private.attach_standard_protections(regclass, text, text, text[], boolean) is
  'Attaches the standard protections of a table the administrator writes (RLS, grants, one SELECT '
  'policy per role, admin-only writes, aal2, require_admin, audit, created_at: 20261126100000) '
  'and the value rules (20261128110000). Idempotent.';

-- The text of documents is read from PDFs, not typed: cleaned, not refused. Line feeds separate a
-- page's lines; every other control character becomes a space and direction controls go.
create or replace function private.strip_text_control_characters()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.body := regexp_replace(
    regexp_replace(new.body, '[\u202A-\u202E\u2066-\u2069]', '', 'g'),
    '[\x01-\x09\x0B-\x1F\x7F-\x9F]', ' ', 'g');
  return new;
end;
$$;

-- Each table the administrator writes, with its columns in the desk's words.
do $$
declare
  direction constant text := '[\u202A-\u202E\u2066-\u2069]';
  document_labels constant jsonb := '{"document_title": "The document title", "view_download": "The link",
    "document_date": "The document date", "file_size_bytes": "The file size"}';
  tables jsonb := jsonb_build_object(
    'public.investor_events', jsonb_build_object('labels', '{"title": "The title", "place": "The place",
        "purpose": "The purpose", "link": "The webcast or dial-in link",
        "document_links": "A related document", "kind": "The kind of event", "starts_at": "The start",
        "ends_at": "The end", "cancelled_at": "The time of cancellation"}'::jsonb,
      'multiline', '["purpose"]'::jsonb),
    'public.exchange_holidays', jsonb_build_object('labels',
      '{"name": "The name", "holiday_date": "The holiday''s date"}'::jsonb),
    'public.compliance_answers', jsonb_build_object('labels', '{"reason": "The reason",
        "answer": "The answer", "subject": "The item answered"}'::jsonb,
      'multiline', '["reason"]'::jsonb),
    'public.board_directors', jsonb_build_object('labels', '{"name": "The director''s name",
        "din": "The DIN", "designation": "The designation", "category": "The category",
        "cessation_reason": "The reason for cessation", "profile": "The profile",
        "other_positions": "An entity or position among the other directorships",
        "appointed_on": "The date of appointment", "ceased_on": "The date of cessation",
        "appointment_entered_at": "The time the appointment was entered",
        "cessation_entered_at": "The time the cessation was entered"}'::jsonb,
      'multiline', '["profile"]'::jsonb),
    'public.board_committees', jsonb_build_object('labels', '{"name": "The committee''s name",
        "constituted_under": "The provision the committee is constituted under"}'::jsonb),
    'public.committee_members', jsonb_build_object('labels', '{"role": "The role",
        "from_date": "The date the term begins", "to_date": "The date the term ends",
        "from_entered_at": "The time the term was entered",
        "to_entered_at": "The time the end of the term was entered"}'::jsonb),
    'public.key_officers', jsonb_build_object('labels', '{"name": "The name",
        "designation": "The designation", "email": "The e-mail address",
        "phone": "The phone number", "address": "The address", "roles": "A role",
        "cessation_reason": "The reason for cessation",
        "took_charge_on": "The date the person took charge", "ceased_on": "The date of cessation",
        "took_charge_entered_at": "The time the date of taking charge was entered",
        "cessation_entered_at": "The time the cessation was entered"}'::jsonb,
      'multiline', '["address"]'::jsonb),
    'public.company_contacts', jsonb_build_object('labels', '{"registered_office": "The registered office''s address",
        "plant": "The plant''s address", "phone": "The phone number",
        "investor_email": "The e-mail for investors", "cin": "The CIN",
        "effective_on": "The date these details apply from"}'::jsonb,
      'multiline', '["registered_office", "plant"]'::jsonb),
    'public.credit_ratings', jsonb_build_object('labels', '{"agency": "The rating agency",
        "instrument": "The instrument", "rating": "The rating", "outlook": "The outlook",
        "rationale_url": "The link to the rationale", "rated_on": "The date of the rating",
        "withdrawn_on": "The date of withdrawal",
        "rating_entered_at": "The time the rating was entered",
        "withdrawal_entered_at": "The time the withdrawal was entered"}'::jsonb),
    'public.dividends', jsonb_build_object('labels', '{"financial_year": "The financial year",
        "kind": "The kind of dividend", "record_date": "The record date",
        "payment_date": "The payment date"}'::jsonb),
    'public.financial_results', jsonb_build_object('labels', '{"basis": "The basis",
        "period_kind": "The period", "scale": "The rounding of amounts",
        "period_start": "The start of the period", "period_end": "The end of the period"}'::jsonb),
    'public.shareholding_quarters', jsonb_build_object('labels',
      '{"quarter_end": "The end of the quarter"}'::jsonb),
    'private.document_pages', jsonb_build_object('labels', '{"category": "The table"}'::jsonb,
      -- Read from the PDF, not typed: cleaned by strip_text_control_characters (above).
      'skipped', '["body"]'::jsonb),
    'private.document_text_status', jsonb_build_object('labels',
      '{"category": "The table", "status": "The status"}'::jsonb)
  );
  t text;
  spec jsonb;
  col record;
  row_id text;
  multiline text[];
  cleaned text;
begin
  foreach t in array private.document_table_names() loop
    tables := tables || jsonb_build_object(format('public.%I', t),
      jsonb_build_object('labels', document_labels));
  end loop;

  for t, spec in select * from jsonb_each(tables) loop
    multiline := array(select jsonb_array_elements_text(coalesce(spec -> 'multiline', '[]')));

    -- 1. Clean what is stored, row by row through an UPDATE (the trail records it), so a row
    --    that cannot be cleaned stops nothing else. Direction controls go; other control
    --    characters become spaces, but for line feeds where the column may hold them.
    for col in
      select a.attname::text as name
        from pg_catalog.pg_attribute a
       where a.attrelid = t::regclass and a.attnum > 0 and not a.attisdropped
         and a.attgenerated = '' and a.atttypid in ('text'::regtype, 'varchar'::regtype)
         and not coalesce(spec -> 'skipped', '[]') ? a.attname::text
    loop
      cleaned := format('regexp_replace(regexp_replace(%I, %L, '''', ''g''), %L, '' '', ''g'')',
        col.name, direction,
        case when col.name = any (multiline) then '[\x01-\x09\x0B-\x1F\x7F-\x9F]'
             else '[\x01-\x1F\x7F-\x9F]' end);
      for row_id in execute format('select ctid::text from %s where %I is distinct from %s',
                                   t, col.name, cleaned) loop
        begin
          execute format('update %s set %I = %s where ctid = $1::tid', t, col.name, cleaned)
            using row_id;
        exception when integrity_constraint_violation or raise_exception then
          raise notice '%.% of row % keeps what the rule refuses: cleaning it %. Correct it on the desk.',
            t, col.name, row_id, sqlerrm;
        end;
      end loop;
    end loop;

    -- 2. The rules.
    perform private.attach_value_rules(t::regclass,
      labels => spec -> 'labels',
      multiline => multiline,
      skipped => array(select jsonb_array_elements_text(coalesce(spec -> 'skipped', '[]'))));
  end loop;
end;
$$;
