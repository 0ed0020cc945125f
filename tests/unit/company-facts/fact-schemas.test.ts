import { describe, expect, it } from 'vitest';
import { compositionSchema, NOT_A_MEMBER } from '@/features/facts-desk/schemas/committee-schema';
import { contactsSchema } from '@/features/facts-desk/schemas/contacts-schema';
import { ceaseSchema, directorSchema } from '@/features/facts-desk/schemas/director-schema';
import { MESSAGES } from '@/features/facts-desk/schemas/fact-rules';
import { ratingSchema } from '@/features/facts-desk/schemas/rating-schema';

// The desk's forms refuse each bad input in words before a request; the database holds the same
// rules (supabase/migrations/20261126150100 to ...150400) for anything that skips the form.

/** The messages a schema gives for `input`, by field. */
function refusals(schema: { safeParse(input: unknown): unknown }, input: unknown) {
  const result = schema.safeParse(input) as {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

const director = {
  name: 'Asha Rao',
  din: '00000011',
  designation: 'Independent Director',
  category: 'independent',
  isWoman: true,
  appointedOn: '2024-04-01',
  profile: '',
  positions: [],
  displayOrder: '10',
};

const contacts = {
  registeredOffice: 'A.B. Road\nIndore 452015',
  plant: '',
  phone: '+91 731 000 0000',
  investorEmail: 'investors@example.com',
  cin: 'l24230mp1985plc000000',
  effectiveOn: '2026-11-26',
};

describe('the company facts’ forms', () => {
  it('take a director as the form gives one', () => {
    const parsed = directorSchema.parse(director);
    expect(parsed.displayOrder).toBe(10);
  });

  it.each(['1234567', '123456789', '0123456A', ''])('refuse the DIN %j in words', (din) => {
    expect(refusals(directorSchema, { ...director, din }).din).toBe(MESSAGES.din);
  });

  it('refuse a cessation before the appointment, naming both dates', () => {
    const schema = ceaseSchema('2024-04-01');
    expect(refusals(schema, { ceasedOn: '2024-03-31', reason: 'resignation' }).ceasedOn).toBe(
      'The date of cessation (31 Mar 2024) is before the date of appointment (1 Apr 2024).',
    );
    expect(schema.safeParse({ ceasedOn: '2024-04-01', reason: 'resignation' }).success).toBe(true);
    expect(refusals(schema, { ceasedOn: '2025-01-01', reason: '' }).reason).toBe(
      'Choose the reason.',
    );
  });

  it('refuse a committee chair who is not among its members', () => {
    const base = { effectiveOn: '2026-11-26', members: ['a', 'b'] };
    expect(refusals(compositionSchema, { ...base, chair: 'c' }).chair).toBe(NOT_A_MEMBER);
    expect(compositionSchema.safeParse({ ...base, chair: 'a' }).success).toBe(true);
    expect(compositionSchema.safeParse({ ...base, chair: '' }).success).toBe(true);
  });

  it('take a CIN in any case and keep it in capitals', () => {
    expect(contactsSchema.parse(contacts).cin).toBe('L24230MP1985PLC000000');
  });

  it.each(['L24230MP1985PLC00000', 'X24230MP1985PLC000000', 'L24230M11985PLC000000'])(
    'refuse the CIN %j in words',
    (cin) => {
      expect(refusals(contactsSchema, { ...contacts, cin }).cin).toBe(MESSAGES.cin);
    },
  );

  it('refuse an e-mail that is not one, quoting it', () => {
    expect(
      refusals(contactsSchema, { ...contacts, investorEmail: 'investors at example' })
        .investorEmail,
    ).toBe('"investors at example" is not an e-mail address.');
  });

  it('refuse a phone that is not one', () => {
    expect(refusals(contactsSchema, { ...contacts, phone: 'call us' }).phone).toBe(MESSAGES.phone);
    expect(refusals(contactsSchema, { ...contacts, phone: '12345' }).phone).toBe(MESSAGES.phone);
  });

  it('refuse a rating rationale that is not an https link', () => {
    const rating = {
      agency: 'CRISIL Ratings',
      instrument: 'Long-term bank facilities',
      rating: 'CRISIL A',
      outlook: 'Stable',
      ratedOn: '2025-09-15',
      rationaleUrl: 'http://example.com/r.pdf',
    };
    expect(refusals(ratingSchema, rating).rationaleUrl).toBe(MESSAGES.https);
  });

  // The rules of every typed column (supabase/migrations/20261128110000), in the words the
  // database refuses with: a form says so before the request.
  it.each([
    [
      'a designation with a direction control',
      { designation: 'Director \u202E' },
      'designation',
      'The designation contains a hidden character (U+202E) that can make text show reversed. Remove it, or type the text again instead of pasting it.',
    ],
    [
      'a name of only a Hangul filler',
      { name: '\u3164' },
      'name',
      "The director's name has nothing visible in it: only spaces or invisible characters. Type it again.",
    ],
    [
      'an ESC in the profile',
      { profile: 'Profile \u001b[31m' },
      'profile',
      'The profile contains a control character (U+001B) that does not show on a page. Remove it, or type the text again instead of pasting it.',
    ],
    [
      'an appointment in the year 2101',
      { appointedOn: '2101-01-01' },
      'appointedOn',
      'The date of appointment must be a date from 1 Jan 1900 to 31 Dec 2100.',
    ],
    [
      'an other position with a direction isolate',
      { positions: [{ entity: 'Sample \u2066Textiles', position: 'Director', listed: true }] },
      'positions.0.entity',
      'An entity or position among the other directorships contains a hidden character (U+2066) that can make text show reversed. Remove it, or type the text again instead of pasting it.',
    ],
  ])('refuse %s, in the database’s words', (_, change, field, message) => {
    expect(refusals(directorSchema, { ...director, ...change })[field]).toBe(message);
  });

  it('keep line breaks in the registered office, and refuse one in a one-line field', () => {
    expect(contactsSchema.safeParse(contacts).success).toBe(true);
    expect(
      refusals(contactsSchema, { ...contacts, investorEmail: 'investors\u202E@example.com' })
        .investorEmail,
    ).toMatch(/^The e-mail for investors contains a hidden character \(U\+202E\)/);
    expect(
      refusals(ratingSchema, {
        agency: 'CRISIL\nRatings',
        instrument: 'Bonds',
        rating: 'A',
        outlook: '',
        ratedOn: '2025-09-15',
        rationaleUrl: 'https://example.com/r.pdf',
      }).agency,
    ).toBe('The rating agency must be on one line: remove the line break.');
  });
});
