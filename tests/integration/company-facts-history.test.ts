import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type Client, type TestBackend } from './support/backend';

// The company facts' history through the real supabase-js: a committee term, a rating, a director
// or an officer entered more than 24 hours ago stays (corrected or ended, never deleted); one
// entered by mistake within the day may go; the seed's sample rows always may
// (supabase/migrations/20261128110100_fact_history_stays.sql).
let t: TestBackend;
let admin: Client;

beforeAll(async () => {
  t = await startTestBackend({ seed: false });
  admin = await t.admin();
});
afterAll(() => t.stop());

type FactTable = 'credit_ratings' | 'board_directors' | 'key_officers' | 'committee_members';

async function add(table: FactTable, row: Record<string, unknown>): Promise<string> {
  const { data, error } = await admin
    .from(table)
    .insert(row as never)
    .select('id')
    .single();
  if (error) throw error;
  return (data as { id: string }).id;
}

/** Moves a row's entry back in time, as only a direct database session may. */
async function enteredDaysAgo(table: FactTable, id: string, days: number, sample = false) {
  await t.backend.db.query(
    `update public.${table} set created_at = now() - make_interval(days => $2), is_sample = $3
      where id = $1`,
    [id, days, sample],
  );
}

let serial = 0;
const rating = () =>
  add('credit_ratings', {
    agency: `History Agency ${++serial}`,
    instrument: 'Bank facilities',
    rating: 'A',
    rated_on: '2025-01-01',
    rationale_url: 'https://example.com/r.pdf',
  });

describe('the company facts’ history', () => {
  it('lets a rating entered by mistake today be deleted', async () => {
    const id = await rating();
    const { error, data } = await admin.from('credit_ratings').delete().eq('id', id).select('id');
    expect([error, data]).toEqual([null, [{ id }]]);
  });

  it('keeps a withdrawn rating entered days ago, in words that say what to do instead', async () => {
    const id = await rating();
    await admin.from('credit_ratings').update({ withdrawn_on: '2025-06-01' }).eq('id', id);
    await enteredDaysAgo('credit_ratings', id, 30);
    const { error, status } = await admin.from('credit_ratings').delete().eq('id', id);
    expect([status, error?.code]).toEqual([400, '23514']);
    expect(error?.message).toMatch(
      /^This rating was entered on \d{1,2} \w{3} \d{4} and is part of the record now, so it stays \(only a row entered in the last 24 hours can be deleted, as a mistake\): correct a mistake in it with Edit, record its withdrawal with Withdraw, or enter the agency's new rating as a revision\.$/,
    );
    const kept = await admin.from('credit_ratings').select('id').eq('id', id);
    expect(kept.data).toEqual([{ id }]);
  });

  it('keeps an ended committee term, and a director and an officer who ceased', async () => {
    const director = await add('board_directors', {
      name: 'History Director',
      din: '72000001',
      designation: 'Director',
      category: 'independent',
      appointed_on: '2020-01-01',
    });
    const committee = (
      await admin.from('board_committees').insert({ name: 'History Committee' }).select().single()
    ).data?.id;
    const term = await add('committee_members', {
      committee_id: committee,
      director_id: director,
      role: 'member',
      from_date: '2021-01-01',
      to_date: '2023-01-01',
    });
    const officer = await add('key_officers', {
      name: 'History Officer',
      roles: ['ceo'],
      designation: 'CEO',
      took_charge_on: '2021-01-01',
      ceased_on: '2024-01-01',
      cessation_reason: 'resignation',
    });
    await enteredDaysAgo('committee_members', term, 400);
    await enteredDaysAgo('key_officers', officer, 2);

    const refused = await Promise.all([
      admin.from('committee_members').delete().eq('id', term),
      admin.from('key_officers').delete().eq('id', officer),
    ]);
    expect(refused.map((r) => r.error?.message.split(' was entered on ')[0])).toEqual([
      'This term on a committee',
      'This officer',
    ]);
  });

  it('lets the seed’s sample rows go, however old, but no row becomes a sample', async () => {
    const id = await rating();
    await enteredDaysAgo('credit_ratings', id, 90, true);
    expect((await admin.from('credit_ratings').delete().eq('id', id)).error).toBeNull();

    const other = await rating();
    await enteredDaysAgo('credit_ratings', other, 90);
    const { error } = await admin
      .from('credit_ratings')
      .update({ is_sample: true })
      .eq('id', other);
    expect(error?.message).toBe(
      "This rating is the company's own, not a sample: it cannot be marked as one.",
    );
  });
});

describe('a credit rating’s own history', () => {
  const agency = () => `Lineage Agency ${Date.now()}-${++serial}`;
  const entry = (name: string, rated_on: string, extra: Record<string, unknown> = {}) => ({
    agency: name,
    instrument: 'Long-term bank facilities',
    rating: `R ${rated_on}`,
    rated_on,
    rationale_url: 'https://example.com/r.pdf',
    ...extra,
  });
  const revisesOf = async (id: string) =>
    (await admin.from('credit_ratings').select('revises').eq('id', id).single()).data?.revises;

  it('joins a new rating of the same agency and instrument to the latest one by itself', async () => {
    const name = agency();
    const first = await add('credit_ratings', entry(name, '2024-09-10'));
    const second = await add('credit_ratings', entry(name.toUpperCase(), '2025-09-15'));
    expect(await revisesOf(first)).toBeNull();
    expect(await revisesOf(second)).toBe(first);
    // One entered later for an earlier date joins the same history.
    const between = await add('credit_ratings', entry(name, '2025-01-20'));
    expect(await revisesOf(between)).toBe(first);
  });

  it('keeps the link when the rating in force has its agency corrected', async () => {
    const name = agency();
    const first = await add('credit_ratings', entry(name, '2024-09-10'));
    const second = await add('credit_ratings', entry(name, '2025-09-15'));
    const { error } = await admin
      .from('credit_ratings')
      .update({ agency: `${name} corrected`, rating: 'CRISIL A' })
      .eq('id', second);
    expect(error).toBeNull();
    expect(await revisesOf(second)).toBe(first);
  });

  it('refuses a link to a rating that is not there, or to itself, in words', async () => {
    const missing = await admin
      .from('credit_ratings')
      .insert(entry(agency(), '2025-01-01', { revises: crypto.randomUUID() }) as never);
    expect(missing.error?.message).toBe(
      'The rating this one revises is not among the ratings entered.',
    );
    const id = await add('credit_ratings', entry(agency(), '2025-01-01'));
    const itself = await admin.from('credit_ratings').update({ revises: id }).eq('id', id);
    expect(itself.error?.message).toBe('A rating cannot revise itself.');
  });
});
