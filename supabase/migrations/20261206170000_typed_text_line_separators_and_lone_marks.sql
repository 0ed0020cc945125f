-- Typed text: two gaps in the rules every typed value is held to (private.typed_text_problem).
--
-- 1. U+2028 LINE SEPARATOR and U+2029 PARAGRAPH SEPARATOR break a line wherever Unicode's line
--    breaking is followed (a browser, a PDF, a spreadsheet), so a one-line field refuses them as
--    it refuses a line feed, in the same words.
-- 2. A value of nothing but combining marks (accents with no letter under them, such as
--    U+0301 repeated) shows only marks on dotted circles: "nothing visible", as white space is.
--    The marks are the general-purpose combining blocks (Unicode's Combining Diacritical Marks
--    and their Extended and Supplement blocks, those for symbols, and the half marks); a mark of
--    a script (a Devanagari vowel sign) comes after its letter in any real text.
-- The site's src/lib/typed-text.ts says the same, word for word, before anything is sent.

create or replace function private.combining_marks()
returns text
language sql
immutable
set search_path = ''
as $$
  select '\u0300-\u036F\u1AB0-\u1AFF\u1DC0-\u1DFF\u20D0-\u20FF\uFE20-\uFE2F'
$$;
-- Called by the typed-text rules, which run as whoever writes (as private.invisible_characters).
grant execute on function private.combining_marks() to anon, authenticated, service_role;

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
                                     else '[\x01-\x1F\x7F-\x9F\u2028\u2029]' end);
  if found is not null then
    if found in (E'\n', E'\r', U&'\2028', U&'\2029') then
      return format('%s must be on one line: remove the line break.', label);
    end if;
    code_point := upper(lpad(to_hex(ascii(found)), 4, '0'));
    return format('%s contains a control character (U+%s) that does not show on a page. Remove it, or type the text again instead of pasting it.',
      label, code_point);
  end if;
  if value !~ ('[^' || private.invisible_characters() || private.combining_marks() || ']') then
    return format('%s has nothing visible in it: only spaces or invisible characters. Type it again.',
      label);
  end if;
  return null;
end;
$$;
