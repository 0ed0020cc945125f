import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getShareholdingQuarters } from '@/features/shareholding/api/get-shareholding';
import { addQuarter, removeQuarter, updateQuarter } from '@/features/shareholding/api/save-quarter';
import { isPermissionError } from '@/lib/request-errors';
import { describeWriteError } from '@/lib/write-errors';
import type { ShareholdingQuarterInsert } from '@/lib/shareholding';
import { startTestBackend, type Client, type TestBackend } from './support/backend';

// The shareholding desk's reads and writes (src/features/shareholding/api) through the real
// supabase-js against the embedded backend: the page reads the last eight quarters, the latest
// first; a total the categories do not add up to is refused in the database's words; a reader's
// correction or removal is refused, not silently ignored.
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

const quarter = (quarter_end: string, promoter = 5_000_000): ShareholdingQuarterInsert => ({
  quarter_end,
  promoter_shares: promoter,
  mutual_fund_shares: 500_000,
  foreign_portfolio_investor_shares: 300_000,
  bank_shares: 0,
  insurance_company_shares: 100_000,
  other_institution_shares: 0,
  government_shares: 0,
  resident_individual_shares: 10_000_000 - promoter - 1_400_000,
  bodies_corporate_shares: 400_000,
  other_non_institution_shares: 100_000,
  employee_trust_shares: 0,
  depository_receipt_shares: 0,
  total_shares: 10_000_000,
});

/** The ten quarter ends from 30 June 2024 to 30 September 2026. */
const ENDS = ['03-31', '06-30', '09-30', '12-31'];
const tenQuarters = Array.from({ length: 10 }, (_, i) => {
  const n = 2024 * 4 + 1 + i;
  return `${Math.floor(n / 4)}-${ENDS[n % 4] ?? ''}`;
});

describe('the shareholding desk', () => {
  it('adds quarters, and the page reads the last eight, the latest first', async () => {
    for (const day of tenQuarters) await addQuarter(quarter(day), admin);
    const read = await getShareholdingQuarters(anon);
    expect(read.map((q) => q.quarter_end)).toEqual([...tenQuarters].reverse().slice(0, 8));
    expect(read[0]?.promoter_shares).toBe(5_000_000);
  });

  it('corrects a quarter and removes one', async () => {
    const [latest, , third] = await getShareholdingQuarters(anon);
    await updateQuarter(latest?.id ?? '', quarter(latest?.quarter_end ?? '', 5_100_000), admin);
    await removeQuarter(third?.id ?? '', admin);
    const read = await getShareholdingQuarters(anon);
    expect(read[0]?.promoter_shares).toBe(5_100_000);
    expect(read.map((q) => q.id)).not.toContain(third?.id);
  });

  it('refuses a total the categories do not add up to, in words the administrator reads', async () => {
    const wrong = { ...quarter('2024-03-31'), bank_shares: 10_000 };
    const error = await addQuarter(wrong, admin).then(
      () => null,
      (e: unknown) => e,
    );
    expect(describeWriteError(error, 'save this quarter')).toEqual({
      title: 'Not saved',
      description:
        'The categories add up to 1,00,10,000 shares, but the total is 1,00,00,000 (10,000 too many): check each figure against the filed pattern.',
    });
  });

  it('refuses a reader’s correction and removal', async () => {
    const [latest] = await getShareholdingQuarters(anon);
    const id = latest?.id ?? '';
    for (const write of [
      updateQuarter(id, quarter(latest?.quarter_end ?? ''), reader),
      removeQuarter(id, reader),
    ]) {
      const error = await write.then(
        () => null,
        (e: unknown) => e,
      );
      expect(isPermissionError(error)).toBe(true);
      expect(describeWriteError(error, 'save this quarter').title).toBe('Unauthorized');
    }
    expect((await getShareholdingQuarters(anon))[0]?.promoter_shares).toBe(5_100_000);
  });
});
