import { describe, expect, it } from 'vitest';
import { dateProblem, typedTextProblem } from '@/lib/typed-text';

// The rules every typed value and date is held to, word for word the database's
// (private.typed_text_problem and private.date_problem, migration 20261128110000; the
// real-Postgres lane and tests/integration/typed-values.test.ts compare the two).
describe('a typed value', () => {
  it.each([
    ['plain text', 'Annual Report 2024-25'],
    ['Hindi', 'वार्षिक रिपोर्ट'],
    ['Arabic with its marks', 'تقرير 2025 \u200F(Arabic)\u200E'],
    ['a joiner between letters', 'Sample\u200DReport'],
    ['nothing at all (an empty optional field)', ''],
    ['a word with its accent', 'Re\u0301sume\u0301 of the director'],
  ])('is taken when it is %s', (_, value) => {
    expect(typedTextProblem(value, 'The title')).toBeNull();
  });

  it.each([
    ['\u200B', 'a zero-width space'],
    ['\u3164', 'a Hangul filler'],
    ['\u2800', 'the braille blank'],
    [' \u00A0\u2060\uFEFF ', 'spaces and joiners'],
    ['\u{E0041}\u{E0042}', 'tag characters'],
    ['\u0301\u0301\u0308', 'accents with no letter under them'],
    [' \u20DD ', 'an enclosing circle on a space'],
  ])('is refused when %j is all it holds (%s)', (value) => {
    expect(typedTextProblem(value, 'The title')).toBe(
      'The title has nothing visible in it: only spaces or invisible characters. Type it again.',
    );
  });

  it('names a direction control first, then a control character', () => {
    expect(typedTextProblem('a\u001b\u202Eb', 'The title')).toMatch(/hidden character \(U\+202E\)/);
    expect(typedTextProblem('a\u000bb', 'The title')).toBe(
      'The title contains a control character (U+000B) that does not show on a page. Remove it, or type the text again instead of pasting it.',
    );
    expect(typedTextProblem('a\u0085b', 'The title')).toMatch(/\(U\+0085\)/);
  });

  it('refuses Unicode’s line and paragraph separators on one line, as it refuses a line feed', () => {
    for (const separator of ['\u2028', '\u2029']) {
      expect(typedTextProblem(`One${separator}two`, 'The title')).toBe(
        'The title must be on one line: remove the line break.',
      );
      expect(typedTextProblem(`One${separator}two`, 'The purpose', { multiline: true })).toBeNull();
    }
  });

  it('takes a line feed only where the field has several lines', () => {
    expect(typedTextProblem('a\nb', 'The title')).toBe(
      'The title must be on one line: remove the line break.',
    );
    expect(typedTextProblem('a\nb', 'The purpose', { multiline: true })).toBeNull();
    expect(typedTextProblem('a\tb', 'The purpose', { multiline: true })).toMatch(/U\+0009/);
  });
});

describe('a date', () => {
  it.each(['1900-01-01', '2026-11-28', '2100-12-31', ''])('%j is taken', (day) => {
    expect(dateProblem(day, 'The payment date')).toBeNull();
  });

  it.each(['1899-12-31', '2101-01-01', '294276-01-01', 'infinity', '-infinity'])(
    '%j is refused',
    (day) => {
      expect(dateProblem(day, 'The payment date')).toBe(
        'The payment date must be a date from 1 Jan 1900 to 31 Dec 2100.',
      );
    },
  );
});
