/**
 * The sample rows a local set-up seeds are the company secretary's to clear from the desk: a
 * sample edited where it says who or what it is becomes the company's own, nobody can mark a row
 * as a sample through the API, a sample director goes with their committee terms in one step,
 * and every sample row can be removed or kept until the desk finds none. Through the desk's own
 * calls, with the real supabase-js, against the seeded embedded backend.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteDirector } from '@/features/facts-desk/api/fact-writes';
import { keepSampleRow, removeSampleRow } from '@/features/facts-desk/api/sample-rows';
import { findSampleRows, type SampleRow } from '@/lib/sample-rows';
import { LOCAL_ANON_KEY } from '../../supabase/local/keys';
import { startTestBackend, type Client, type TestBackend } from './support/backend';

let t: TestBackend;
let admin: Client;

beforeAll(async () => {
  t = await startTestBackend();
  admin = await t.admin();
});
afterAll(() => t.stop());

const source = () => ({ url: t.url, anonKey: LOCAL_ANON_KEY });

async function director(din: string) {
  const { data, error } = await admin.from('board_directors').select('*').eq('din', din).single();
  if (error) throw error;
  return data;
}

describe('sample rows', () => {
  it('stop being samples when the administrator gives them the company’s own name', async () => {
    const two = await director('00000002');
    expect(two.is_sample).toBe(true);
    // The profile alone: still the sample person.
    await admin
      .from('board_directors')
      .update({ profile: 'Pharmacist.', version: two.version })
      .eq('id', two.id)
      .throwOnError();
    expect((await director('00000002')).is_sample).toBe(true);
    await admin
      .from('board_directors')
      .update({ name: 'Asha Verma', version: two.version + 1 })
      .eq('id', two.id)
      .throwOnError();
    expect(await director('00000002')).toMatchObject({ name: 'Asha Verma', is_sample: false });

    const rows = await findSampleRows(source());
    expect(rows.map((r) => r.label).join('\n')).not.toContain('Asha Verma, DIN');
  });

  it('cannot be made through the API: only the seed marks a sample', async () => {
    const { data: added } = await admin
      .from('exchange_holidays')
      .insert({ holiday_date: '2027-03-22', name: 'Holi (test)', is_sample: true })
      .select('id, is_sample')
      .single()
      .throwOnError();
    expect(added.is_sample).toBe(false);
    const again = await admin
      .from('exchange_holidays')
      .update({ is_sample: true })
      .eq('id', added.id)
      .select('is_sample');
    expect([again.error?.code, again.error?.message]).toEqual([
      '23514',
      "This holiday is the company's own, not a sample: it cannot be marked as one.",
    ]);
  });

  it('takes a sample director with their committee terms in one step, and says what stops it', async () => {
    const four = await director('00000004');
    const { count: terms } = await admin
      .from('committee_members')
      .select('id', { count: 'exact', head: true })
      .eq('director_id', four.id);
    expect(terms).toBeGreaterThan(0);
    const stale = await admin.rpc('delete_director', {
      target: four.id,
      expected_version: four.version + 5,
    });
    expect(stale.error?.code).toBe('PT409');
    expect(await deleteDirector({ id: four.id, version: four.version }, admin)).toBe(terms);
    const { data: gone } = await admin
      .from('committee_members')
      .select('id')
      .eq('director_id', four.id);
    expect(gone).toEqual([]);

    // Director One is also named among the officers: the words say which row to change first.
    const one = await director('00000001');
    const refused = await admin.rpc('delete_director', {
      target: one.id,
      expected_version: one.version,
    });
    expect([refused.error?.code, refused.error?.message]).toEqual([
      '23503',
      'Sample Director One (SAMPLE) is also named among the officers (as Chairman and Managing Director, on the Investor Contact page): change or delete that row first.',
    ]);
    // A signed-in reader cannot, and nothing goes.
    const three = await director('00000003');
    const reader = await t.reader();
    const denied = await reader.rpc('delete_director', {
      target: three.id,
      expected_version: three.version,
    });
    expect(denied.error?.code).toBe('42501');
    expect(await director('00000003')).toMatchObject({ id: three.id });
  });

  it('can every one be removed or kept from the desk, until the desk finds none', async () => {
    const before = await findSampleRows(source());
    expect(new Set(before.map((r) => r.table))).toEqual(
      new Set([
        'board_directors',
        'committee_members',
        'key_officers',
        'company_contacts',
        'credit_ratings',
        'exchange_holidays',
        'financial_results',
        'shareholding_quarters',
        'dividends',
      ]),
    );
    // In the desk's words: no table's name, id or ISO date.
    for (const row of before) {
      expect(row.label).not.toMatch(/[a-z]+_[a-z]+|[0-9a-f]{8}-[0-9a-f]{4}|\d{4}-\d{2}-\d{2}/);
    }
    expect(before.map((r) => r.label)).toContainEqual(
      expect.stringMatching(
        /^Stakeholders Relationship Committee: Sample Director (One|Two|Six) \(SAMPLE\), (chair|member) from \d{1,2} [A-Z][a-z]{2} \d{4}$/,
      ),
    );

    // A term the company really has is kept; the rest go, officers before the directors they name.
    const [kept, ...terms] = before.filter((r) => r.table === 'committee_members');
    if (kept) await keepSampleRow(kept, admin);
    const order = (row: SampleRow) => (row.table === 'board_directors' ? 1 : 0);
    const rest = before
      .filter((r) => r.table !== 'committee_members')
      .sort((a, b) => order(a) - order(b));
    for (const row of terms) {
      // A term may already have gone with its director in an earlier step: not here, terms first.
      await removeSampleRow(row, admin);
    }
    for (const row of rest) {
      // Read again: a director's version moves when the directors' rows change.
      const fresh = (await findSampleRows(source())).find((r) => r.id === row.id);
      if (fresh) await removeSampleRow(fresh, admin);
    }
    expect(await findSampleRows(source())).toEqual([]);
  });
});
