import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShareholdingQuarterInsert } from '@/lib/shareholding';
import { startTestBackend, type Client, type TestBackend } from './support/backend';
import { awaitFreshStep, totpCode } from './support/totp';

// The shareholding figures through the real supabase-js: who reads and writes, what the
// database refuses and in which words, the sample mark and the audit trail.
let t: TestBackend;
let anon: Client;
let reader: Client;
let admin: Client;

beforeAll(async () => {
  t = await startTestBackend({ seed: false });
  anon = t.anon();
  reader = await t.reader();
  admin = await t.admin();
});
afterAll(() => t.stop());

/** A quarter whose categories add up to its total of 1,00,00,000 shares. */
function quarter(quarter_end: string, changes: Partial<ShareholdingQuarterInsert> = {}) {
  return {
    quarter_end,
    promoter_shares: 5_400_000,
    mutual_fund_shares: 400_000,
    foreign_portfolio_investor_shares: 250_000,
    bank_shares: 10_000,
    insurance_company_shares: 90_000,
    other_institution_shares: 50_000,
    government_shares: 0,
    resident_individual_shares: 3_000_000,
    bodies_corporate_shares: 500_000,
    other_non_institution_shares: 200_000,
    depository_receipt_shares: 0,
    employee_trust_shares: 100_000,
    total_shares: 10_000_000,
    ...changes,
  };
}

const add = (row: ShareholdingQuarterInsert, client: Client = admin) =>
  client.from('shareholding_quarters').insert(row).select().single();

describe('shareholding_quarters', () => {
  it('lets a visitor, a reader and the admin read every quarter', async () => {
    expect((await add(quarter('2024-03-31'))).error).toBeNull();
    for (const client of [anon, reader, admin]) {
      const { data, error } = await client
        .from('shareholding_quarters')
        .select('quarter_end, promoter_shares, total_shares')
        .eq('quarter_end', '2024-03-31');
      expect(error).toBeNull();
      expect(data).toEqual([
        { quarter_end: '2024-03-31', promoter_shares: 5_400_000, total_shares: 10_000_000 },
      ]);
    }
  });

  it('refuses a visitor’s (401) and a reader’s (403) writes in plain words, and keeps the row', async () => {
    const { data: kept } = await add(quarter('2024-06-30'));
    for (const [client, status] of [
      [anon, 401],
      [reader, 403],
    ] as const) {
      const inserted = await add(quarter('2024-09-30'), client);
      expect([inserted.error?.code, inserted.status]).toEqual(['42501', status]);
      // A visitor has no write grant at all; a signed-in reader meets the plain refusal.
      if (client === reader) {
        expect(inserted.error?.message).toBe(
          'permission denied: only an administrator can change shareholding figures',
        );
      }
      const updated = await client
        .from('shareholding_quarters')
        .update({ promoter_shares: 1 })
        .eq('id', kept?.id ?? '');
      expect(updated.error?.code).toBe('42501');
      const deleted = await client
        .from('shareholding_quarters')
        .delete()
        .eq('id', kept?.id ?? '');
      expect(deleted.error?.code).toBe('42501');
    }
    const { data } = await anon
      .from('shareholding_quarters')
      .select('promoter_shares')
      .eq('id', kept?.id ?? '');
    expect(data).toEqual([{ promoter_shares: 5_400_000 }]);
  });

  it('refuses categories that do not add up to the total, saying by how much', async () => {
    const over = await add(quarter('2023-03-31', { bank_shares: 11_500 }));
    expect([over.error?.code, over.error?.message]).toEqual([
      '23514',
      'The categories add up to 1,00,01,500 shares, but the total is 1,00,00,000 (1,500 too many): check each figure against the filed pattern.',
    ]);
    const under = await add(quarter('2023-03-31', { total_shares: 12_345_678 }));
    expect(under.error?.message).toBe(
      'The categories add up to 1,00,00,000 shares, but the total is 1,23,45,678 (23,45,678 too few): check each figure against the filed pattern.',
    );
    const { data } = await admin
      .from('shareholding_quarters')
      .select('id')
      .eq('quarter_end', '2023-03-31');
    expect(data).toEqual([]);
  });

  it('keeps the sum on an edit too: one figure changed alone is refused', async () => {
    const { data: row } = await add(quarter('2023-06-30'));
    const edited = await admin
      .from('shareholding_quarters')
      .update({ promoter_shares: 5_500_000 })
      .eq('id', row?.id ?? '');
    expect(edited.error?.code).toBe('23514');
    const moved = await admin
      .from('shareholding_quarters')
      .update({ promoter_shares: 5_500_000, resident_individual_shares: 2_900_000 })
      .eq('id', row?.id ?? '')
      .select('promoter_shares')
      .single();
    expect(moved.data).toEqual({ promoter_shares: 5_500_000 });
  });

  it('refuses a day that does not end a quarter, a quarter still running, a negative figure and a quarter entered twice', async () => {
    const notEnd = await add(quarter('2023-09-29'));
    expect([notEnd.error?.code, notEnd.error?.message]).toEqual([
      '23514',
      'Give the last day of a quarter: 31 March, 30 June, 30 September or 31 December, between 2000 and 2100.',
    ]);
    const future = await add(quarter('2099-12-31'));
    expect(future.error?.message).toBe(
      'The quarter ends on 31 December 2099, which has not come yet: a shareholding pattern is as of a quarter that has ended.',
    );
    const negative = await add(
      quarter('2023-09-30', { bank_shares: -10, resident_individual_shares: 3_000_010 }),
    );
    expect(negative.error?.message).toBe('Banks: give the number of shares, 0 or more.');
    expect((await add(quarter('2023-12-31'))).error).toBeNull();
    const twice = await add(quarter('2023-12-31'));
    expect([twice.error?.code, twice.error?.message]).toEqual([
      '23505',
      'The quarter ended 31 December 2023 is already on the site: edit it instead.',
    ]);
  });

  it('marks nothing the administrator saves as a sample, and records each write under its quarter', async () => {
    const added = await admin
      .from('shareholding_quarters')
      .insert({ ...quarter('2022-12-31'), is_sample: true } as ShareholdingQuarterInsert)
      .select('id, is_sample')
      .single();
    expect(added.data?.is_sample).toBe(false);
    const id = added.data?.id ?? '';
    await admin.from('shareholding_quarters').delete().eq('id', id);
    const log = await admin
      .from('audit_log')
      .select('action, title_before, title_after, actor_email')
      .eq('table_name', 'shareholding_quarters')
      .eq('row_id', id)
      .order('id');
    expect(log.data).toEqual([
      {
        action: 'insert',
        title_before: null,
        title_after: '2022-12-31',
        actor_email: t.backend.admin.email,
      },
      {
        action: 'purge',
        title_before: '2022-12-31',
        title_after: null,
        actor_email: t.backend.admin.email,
      },
    ]);
  });

  it('refuses the admin’s password-only writes once a factor is verified', async () => {
    const enrolled = await admin.auth.mfa.enroll({ factorType: 'totp' });
    if (enrolled.error) throw enrolled.error;
    await awaitFreshStep();
    const verified = await admin.auth.mfa.challengeAndVerify({
      factorId: enrolled.data.id,
      code: totpCode(enrolled.data.totp.secret),
    });
    expect(verified.error).toBeNull();
    const aal1 = await t.admin();
    const refused = await add(quarter('2022-09-30'), aal1);
    expect(refused.error?.code).toBe('42501');
    expect(refused.error?.message).toBe(
      'permission denied: confirm your two-factor code to change shareholding figures',
    );
    expect((await add(quarter('2022-09-30'))).error).toBeNull();
    // What visitors read stays readable at aal1.
    const read = await aal1
      .from('shareholding_quarters')
      .select('id')
      .eq('quarter_end', '2022-09-30');
    expect(read.data?.length).toBe(1);
  });
});
