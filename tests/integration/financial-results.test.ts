import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getFinancialResults } from '@/features/results/api/get-financial-results';
import { deleteResult, listResults, saveResults } from '@/features/results-desk/api/results';
import type { FinancialResultInput } from '@/lib/financial-results';
import { startTestBackend, type Client, type TestBackend } from './support/backend';
import { awaitFreshStep, totpCode } from './support/totp';

// The results periods through the real supabase-js and the app's own api: who may read and
// write, the plain refusals, the all-or-nothing save, exact figures, and the audit trail.
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

/** A quarter's figures in rupees, as the desk sends them (exact text). */
function quarter(start: string, end: string, overrides: Partial<FinancialResultInput> = {}) {
  return {
    period_kind: 'quarter',
    basis: 'standalone',
    audited: false,
    period_start: start,
    period_end: end,
    scale: 'lakhs',
    revenue_from_operations: '415835000.00',
    other_income: '5425000.00',
    total_income: '421260000.00',
    total_expenses: '369400000.00',
    exceptional_items: '0.00',
    profit_before_tax: '51860000.00',
    tax_expense: '13045000.00',
    profit_for_period: '38815000.00',
    other_comprehensive_income: '-260000.00',
    basic_eps: '3.12',
    diluted_eps: '3.12',
    paid_up_capital: '124400000.00',
    face_value: '10',
    document_id: null,
    ...overrides,
  } satisfies FinancialResultInput;
}

const year = (start: string, end: string) =>
  quarter(start, end, { period_kind: 'year', audited: true });

async function refusal(periods: FinancialResultInput[], replace = false, client = admin) {
  try {
    await saveResults(periods, replace, client);
  } catch (error) {
    const { code, message } = error as { code?: string; message?: string };
    return [code, message];
  }
  return ['saved'];
}

describe('financial_results', () => {
  it('saves a fourth quarter with its year in one call, and everyone reads them', async () => {
    const outcome = await saveResults(
      [quarter('2011-01-01', '2011-03-31'), year('2010-04-01', '2011-03-31')],
      false,
      admin,
    );
    expect(outcome).toEqual({ added: 2, replaced: 0 });
    for (const client of [anon, reader, admin]) {
      const { periods } = await getFinancialResults(client);
      const ends = periods.filter((p) => p.period_end === '2011-03-31');
      expect(ends.map((p) => p.period_kind).sort()).toEqual(['quarter', 'year']);
    }
  });

  it('keeps every digit: an amount of 15 significant digits and EPS of four places come back as written', async () => {
    await saveResults(
      [
        quarter('2011-04-01', '2011-06-30', {
          revenue_from_operations: '9999999999999.99',
          total_income: '9999999999999.99',
          other_income: '0',
          profit_before_tax: '9999630599999.99',
          basic_eps: '-12.3456',
        }),
      ],
      false,
      admin,
    );
    const row = (await listResults(admin)).find((p) => p.period_end === '2011-06-30');
    expect(String(row?.revenue_from_operations)).toBe('9999999999999.99');
    expect(String(row?.basic_eps)).toBe('-12.3456');
    expect(String(row?.other_comprehensive_income)).toBe('-260000');
  });

  it('refuses a period already present in plain words, and replaces it when asked', async () => {
    const again = quarter('2011-01-01', '2011-03-31', { profit_for_period: '40000000.00' });
    expect(await refusal([again])).toEqual([
      '23505',
      'The standalone results for the quarter ended 31 Mar 2011 are already on the site.',
    ]);
    expect(await saveResults([again], true, admin)).toEqual({ added: 0, replaced: 1 });
    const row = (await listResults(admin)).find(
      (p) => p.period_end === '2011-03-31' && p.period_kind === 'quarter',
    );
    expect(row?.profit_for_period).toBe(40000000);
  });

  it('refuses numbers that cannot be, and periods that are not whole quarters or years', async () => {
    const cases: [FinancialResultInput, string][] = [
      [
        quarter('2011-09-30', '2011-07-01'),
        'The period must end after it starts (it starts 30 Sep 2011 and ends 1 Jul 2011).',
      ],
      [
        quarter('2011-07-05', '2011-09-30'),
        'A quarter runs 3 whole months from the first of a month: 5 Jul 2011 to 30 Sep 2011 is not one.',
      ],
      [
        quarter('2011-07-01', '2011-12-31'),
        'A quarter runs 3 whole months from the first of a month: 1 Jul 2011 to 31 Dec 2011 is not one.',
      ],
      [
        quarter('2011-07-01', '2011-09-30', { revenue_from_operations: '-1.00' }),
        'Revenue from operations, total income and total expenses cannot be negative.',
      ],
      [
        quarter('2011-07-01', '2011-09-30', { tax_expense: '12.345' }),
        'Tax expense must be an amount in rupees with at most two decimal places, under ₹1 lakh crore.',
      ],
      [
        quarter('2011-07-01', '2011-09-30', { other_income: 'NaN' }),
        'Other income must be an amount in rupees with at most two decimal places, under ₹1 lakh crore.',
      ],
      [
        quarter('2011-07-01', '2011-09-30', { paid_up_capital: '10000000000000' }),
        'Paid-up equity share capital must be an amount in rupees with at most two decimal places, under ₹1 lakh crore.',
      ],
      [
        quarter('2011-07-01', '2011-09-30', { face_value: '0' }),
        'The face value of a share must be more than zero and under ₹1 lakh, with at most two decimal places.',
      ],
      [
        quarter('2011-07-01', '2011-09-30', { diluted_eps: '1.23456' }),
        'Earnings per share must be rupees with at most four decimal places, under ₹10 lakh.',
      ],
      [
        quarter('2099-07-01', '2099-09-30'),
        'The period ends on 30 Sep 2099, which has not come yet: results are for a period that has ended.',
      ],
      [
        quarter('2011-07-01', '2011-09-30', {
          document_id: '00000000-0000-4000-8000-000000000000',
        }),
        'The results document is not among the Financial Reports: choose another or none.',
      ],
    ];
    for (const [period, message] of cases) {
      const [code, words] = await refusal([period]);
      expect(words).toBe(message);
      expect(['23514', '23503']).toContain(code);
    }
  });

  it('refuses sums that do not add up, naming the figures, within the rounding the figures show', async () => {
    const cases: [FinancialResultInput, string][] = [
      [
        quarter('2013-07-01', '2013-09-30', {
          revenue_from_operations: '500',
          other_income: '0',
          total_income: '1',
        }),
        'Total income (₹1) is not revenue from operations (₹500) plus other income (₹0), which add up to ₹500.',
      ],
      [
        quarter('2013-07-01', '2013-09-30', { profit_before_tax: '61860000.00' }),
        'Profit before tax (₹6,18,60,000) is not total income (₹42,12,60,000) less total expenses (₹36,94,00,000) plus exceptional items (₹0), which come to ₹5,18,60,000.',
      ],
      [
        quarter('2013-07-01', '2013-09-30', { exceptional_items: '-1500000.00' }),
        'Profit before tax (₹5,18,60,000) is not total income (₹42,12,60,000) less total expenses (₹36,94,00,000) plus exceptional items (₹-15,00,000), which come to ₹5,03,60,000.',
      ],
      [
        quarter('2013-07-01', '2013-09-30', {
          total_income: '421262000.00',
          profit_before_tax: '51862000.00',
        }),
        'Total income (₹42,12,62,000) is not revenue from operations (₹41,58,35,000) plus other income (₹54,25,000), which add up to ₹42,12,60,000.',
      ],
    ];
    for (const [period, message] of cases)
      expect(await refusal([period])).toEqual(['23514', message]);
    // One unit of the figures' rounding (here ₹1,000: lakhs to two decimals) is the filing's rounding.
    const rounded = quarter('2013-07-01', '2013-09-30', {
      total_income: '421261000.00',
      profit_before_tax: '51861000.00',
    });
    expect(await saveResults([rounded], false, admin)).toEqual({ added: 1, replaced: 0 });
    // Exceptional items sit between: a loss of ₹15 lakh takes profit before tax down by as much.
    const exceptional = quarter('2013-10-01', '2013-12-31', {
      exceptional_items: '-1500000.00',
      profit_before_tax: '50360000.00',
    });
    expect(await saveResults([exceptional], false, admin)).toEqual({ added: 1, replaced: 0 });
    const row = (await listResults(admin)).find((p) => p.period_end === '2013-12-31');
    expect(row?.exceptional_items).toBe(-1500000);
  });

  it('refuses periods outside the April-to-March financial year (section 2(41) of the Companies Act)', async () => {
    const cases: [FinancialResultInput, string][] = [
      [
        year('2013-07-01', '2014-06-30'),
        "A year to date starts on 1 April, the first day of the financial year: 1 Jul 2013 to 30 Jun 2014 does not (the company's financial year runs April to March, section 2(41) of the Companies Act, 2013).",
      ],
      [
        quarter('2013-08-01', '2013-10-31'),
        "A quarter of the financial year starts on 1 April, 1 July, 1 October or 1 January: 1 Aug 2013 to 31 Oct 2013 is not one (the company's financial year runs April to March, section 2(41) of the Companies Act, 2013).",
      ],
      [
        quarter('2013-01-01', '2013-06-30', { period_kind: 'half_year' }),
        "A half-year to date starts on 1 April, the first day of the financial year: 1 Jan 2013 to 30 Jun 2013 does not (the company's financial year runs April to March, section 2(41) of the Companies Act, 2013).",
      ],
    ];
    for (const [period, message] of cases)
      expect(await refusal([period])).toEqual(['23514', message]);
  });

  it('saves nothing when one period of several is refused', async () => {
    const before = (await listResults(admin)).length;
    const [code] = await refusal([
      quarter('2011-07-01', '2011-09-30'),
      year('2011-04-01', '2011-09-30'),
    ]);
    expect(code).toBe('23514');
    expect((await listResults(admin)).length).toBe(before);
  });

  it('refuses visitors and signed-in non-admins, in words, and lets nobody but the admin delete', async () => {
    for (const client of [anon, reader]) {
      const [code, message] = await refusal([quarter('2011-07-01', '2011-09-30')], false, client);
      expect(code).toBe('42501');
      expect(message).toMatch(/permission denied/);
    }
    const [row] = await listResults(admin);
    await expect(deleteResult(row?.id ?? '', reader)).rejects.toThrow(/permission denied/);
    expect((await listResults(admin)).some((p) => p.id === row?.id)).toBe(true);
  });

  it('links a period to a results document, which visitors read while it is live', async () => {
    const { data: doc } = await admin
      .from('financial_report')
      .insert({
        document_title: 'Results for the quarter ended June 2012',
        view_download: 'https://example.com/r.pdf',
      })
      .select('id')
      .single();
    await saveResults(
      [quarter('2012-04-01', '2012-06-30', { document_id: doc?.id ?? null })],
      false,
      admin,
    );
    const { periods, documents } = await getFinancialResults(anon);
    const period = periods.find((p) => p.period_end === '2012-06-30');
    expect(documents.find((d) => d.id === period?.document_id)?.view_download).toBe(
      'https://example.com/r.pdf',
    );
  });

  it('records each save in the audit trail under its basis, kind and end, with the figures changed', async () => {
    await saveResults([quarter('2012-07-01', '2012-09-30')], false, admin);
    await saveResults(
      [quarter('2012-07-01', '2012-09-30', { tax_expense: '13145000.00' })],
      true,
      admin,
    );
    const row = (await listResults(admin)).find((p) => p.period_end === '2012-09-30');
    await deleteResult(row?.id ?? '', admin);
    const log = await admin
      .from('audit_log')
      .select('action, title_before, title_after, changes')
      .eq('table_name', 'financial_results')
      .eq('row_id', row?.id ?? '')
      .order('id');
    expect(log.data?.map((e) => [e.action, e.title_before, e.title_after])).toEqual([
      ['insert', null, 'standalone quarter 2012-09-30'],
      ['update', 'standalone quarter 2012-09-30', 'standalone quarter 2012-09-30'],
      ['purge', 'standalone quarter 2012-09-30', null],
    ]);
    expect(log.data?.[1]?.changes).toEqual({
      tax_expense: { before: 13045000.0, after: 13145000.0 },
    });
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
    const [code, message] = await refusal([quarter('2012-10-01', '2012-12-31')], false, aal1);
    expect([code, message]).toEqual([
      '42501',
      'permission denied: confirm your two-factor code to change financial results',
    ]);
    expect(await saveResults([quarter('2012-10-01', '2012-12-31')], false, admin)).toEqual({
      added: 1,
      replaced: 0,
    });
  });
});
