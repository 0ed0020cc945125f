import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { typedTextProblem, VALUE_LABELS } from '@/lib/typed-text';
import { startTestBackend, type Client, type TestBackend } from './support/backend';

// Every value the administrator types, and every date she enters, through the real supabase-js:
// no direction control, no control character, something visible, and a date from 1900 to 2100,
// in every column, refused by the database in the words the desk's forms use
// (supabase/migrations/20261128110000_typed_text_and_date_bounds.sql, src/lib/typed-text.ts).
let t: TestBackend;
let admin: Client;
const ids = { director: '', officer: '', rating: '', contacts: '', committee: '' };

const RLO = '\u202E';

beforeAll(async () => {
  t = await startTestBackend({ seed: false });
  admin = await t.admin();
  const one = async (table: string, row: Record<string, unknown>) => {
    const { data, error } = await admin
      .from(table as 'board_directors')
      .insert(row as never)
      .select('id')
      .single();
    if (error) throw error;
    return data.id;
  };
  ids.director = await one('board_directors', {
    name: 'Typed Director',
    din: '71000001',
    designation: 'Director',
    category: 'independent',
    appointed_on: '2020-01-01',
  });
  ids.officer = await one('key_officers', {
    name: 'Typed Officer',
    roles: ['grievance_officer'],
    designation: 'Official',
    email: 'typed@example.com',
    phone: '+91 731 000 0000',
    took_charge_on: '2021-01-01',
  });
  ids.rating = await one('credit_ratings', {
    agency: 'Typed Agency',
    instrument: 'Bank facilities',
    rating: 'A',
    rated_on: '2025-01-01',
    rationale_url: 'https://example.com/r.pdf',
  });
  ids.contacts = await one('company_contacts', {
    registered_office: 'Indore',
    phone: '+91 731 000 0000',
    investor_email: 'investors@example.com',
    cin: 'L24230MP1985PLC000000',
    effective_on: '2026-01-01',
  });
  ids.committee = await one('board_committees', { name: 'Typed Committee' });
});
afterAll(() => t.stop());

type Write = { table: string; id: keyof typeof ids; column: string; label: string };
const update = (write: Write, value: unknown) =>
  admin
    .from(write.table as 'board_directors')
    .update({ [write.column]: value } as never)
    .eq('id', ids[write.id]);

/** The thirteen typed columns of the facts that stored direction controls and reached pages. */
const FACT_COLUMNS: Write[] = [
  ['board_directors', 'director', 'designation'],
  ['board_directors', 'director', 'profile'],
  ['board_committees', 'committee', 'constituted_under'],
  ['key_officers', 'officer', 'designation'],
  ['key_officers', 'officer', 'address'],
  ['company_contacts', 'contacts', 'registered_office'],
  ['company_contacts', 'contacts', 'plant'],
  ['credit_ratings', 'rating', 'agency'],
  ['credit_ratings', 'rating', 'instrument'],
  ['credit_ratings', 'rating', 'rating'],
  ['credit_ratings', 'rating', 'outlook'],
].map(([table = '', id = '', column = '']) => ({
  table,
  id: id as keyof typeof ids,
  column,
  label: (VALUE_LABELS as Record<string, Record<string, string>>)[table]?.[column] ?? '',
}));

describe('direction controls in every typed column', () => {
  it.each(FACT_COLUMNS)('refuses one in $column of $table, in plain words', async (write) => {
    const { error, status } = await update(write, `Pithampur ${RLO}fdp.exe`);
    expect([status, error?.code, error?.message]).toEqual([
      400,
      '23514',
      `${write.label} contains a hidden character (U+202E) that can make text show reversed. Remove it, or type the text again instead of pasting it.`,
    ]);
  });

  it('refuses one in an officer’s e-mail and the investors’ e-mail (mailto: links)', async () => {
    const officer = await update(
      { table: 'key_officers', id: 'officer', column: 'email', label: '' },
      `cs${RLO}@example.com`,
    );
    const contacts = await update(
      { table: 'company_contacts', id: 'contacts', column: 'investor_email', label: '' },
      `investors${RLO}@example.com`,
    );
    // The e-mail's own check speaks first (it was never an address); either way nothing is stored.
    expect([officer.error?.code, contacts.error?.code]).toEqual(['23514', '23514']);
  });

  it('refuses one inside a director’s other positions', async () => {
    const { error } = await update(
      { table: 'board_directors', id: 'director', column: 'other_positions', label: '' },
      [{ entity: `Sample ${RLO}Textiles`, position: 'Director', listed: true }],
    );
    expect(error?.message).toBe(
      typedTextProblem(`x${RLO}`, VALUE_LABELS.board_directors.other_positions),
    );
  });

  it('keeps what was there: nothing of a refused write is stored', async () => {
    const { data } = await admin
      .from('board_directors')
      .select('designation')
      .eq('id', ids.director)
      .single();
    expect(data?.designation).toBe('Director');
  });
});

describe('titles that look blank, and control characters', () => {
  it.each([
    ['only a zero-width space', '\u200B'],
    ['only a Hangul filler', '\u3164'],
    ['spaces around invisible characters', ' \u200B\u2060 \uFEFF '],
  ])('refuses a document title of %s', async (_, title) => {
    const { error } = await admin
      .from('policies')
      .insert({ document_title: title, view_download: 'https://example.com/p.pdf' });
    expect([error?.code, error?.message]).toEqual([
      '23514',
      'The document title has nothing visible in it: only spaces or invisible characters. Type it again.',
    ]);
  });

  it.each([
    ['ESC', 'Annual report \u001b[31m', 'U+001B'],
    ['VT', 'Annual\u000breport', 'U+000B'],
    ['a C1 control', 'Annual\u0085report', 'U+0085'],
  ])('refuses %s in a title, naming it', async (_, title, char) => {
    const { error } = await admin
      .from('policies')
      .insert({ document_title: title, view_download: 'https://example.com/p.pdf' });
    expect(error?.message).toBe(
      `The document title contains a control character (${char}) that does not show on a page. Remove it, or type the text again instead of pasting it.`,
    );
  });

  it('refuses a line break in a one-line field, and keeps it in a box of several lines', async () => {
    const title = await update(
      { table: 'key_officers', id: 'officer', column: 'designation', label: '' },
      'Company\nSecretary',
    );
    expect(title.error?.message).toBe(
      'The designation must be on one line: remove the line break.',
    );
    const address = await admin
      .from('key_officers')
      .update({ address: 'Plot 1\nPithampur' })
      .eq('id', ids.officer)
      .select('address')
      .single();
    expect([address.error, address.data?.address]).toEqual([null, 'Plot 1\nPithampur']);
  });

  it('keeps Hindi, Arabic with its marks, and a title with a zero-width joiner', async () => {
    const titles = ['वार्षिक रिपोर्ट 2025', 'تقرير 2025 \u200F(Arabic)\u200E', 'Sample\u200DReport'];
    const { error } = await admin
      .from('policies')
      .insert(
        titles.map((document_title) => ({ document_title, view_download: 'https://e.com/a.pdf' })),
      );
    expect(error).toBeNull();
  });
});

describe('dates that are not days', () => {
  it.each([
    ['dividends', 'payment_date', 'infinity', 'The payment date'],
    ['key_officers', 'took_charge_on', '-infinity', 'The date the person took charge'],
    ['credit_ratings', 'withdrawn_on', '294276-01-01', 'The date of withdrawal'],
    ['investor_events', 'starts_at', 'infinity', 'The start'],
  ])('refuses %s.%s = %s', async (table, column, value, label) => {
    type Answer = { error: { code?: string; message: string } | null };
    const rows: Record<string, () => PromiseLike<Answer>> = {
      dividends: () =>
        admin.from('dividends').insert({
          kind: 'final',
          financial_year: '2024-25',
          record_date: '2025-08-01',
          payment_date: value,
          amount_per_share: 1,
          face_value: 10,
        } as never),
      key_officers: () => update({ table, id: 'officer', column, label }, value),
      credit_ratings: () => update({ table, id: 'rating', column, label }, value),
      investor_events: () =>
        admin.from('investor_events').insert({ title: 'Endless', kind: 'other', starts_at: value }),
    };
    const write = rows[table];
    if (!write) throw new Error(`no write for ${table}`);
    const { error } = await write();
    expect([error?.code, error?.message]).toEqual([
      '23514',
      `${label} must be a date from 1 Jan 1900 to 31 Dec 2100.`,
    ]);
  });

  it('takes the first and the last day of the bounds', async () => {
    const { error } = await admin
      .from('credit_ratings')
      .update({ withdrawn_on: '2100-12-31' })
      .eq('id', ids.rating);
    expect(error).toBeNull();
  });
});
