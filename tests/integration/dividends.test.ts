import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DividendInsert } from '@/lib/dividends';
import { startTestBackend, type Client, type TestBackend } from './support/backend';
import { awaitFreshStep, totpCode } from './support/totp';

// The dividend history through the real supabase-js: who reads and writes, the dates the
// Companies Act allows (s.123(3), s.96, s.127) refused in plain words, the sample mark and the
// audit trail.
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

function dividend(changes: Partial<DividendInsert> = {}): DividendInsert {
  return {
    financial_year: '2023-24',
    kind: 'final',
    amount_per_share: 1.5,
    face_value: 10,
    // Not asked by these checks of the other dates (20261128130300 checks it).
    declared_on: null,
    record_date: '2024-09-20',
    payment_date: '2024-10-18',
    unpaid_transferred_on: null,
    iepf_credited_on: null,
    ...changes,
  };
}

const add = (row: DividendInsert, client: Client = admin) =>
  client.from('dividends').insert(row).select().single();

describe('dividends', () => {
  it('lets everyone read the history, with exact amounts', async () => {
    expect((await add(dividend({ amount_per_share: 0.05 }))).error).toBeNull();
    for (const client of [anon, reader, admin]) {
      const { data, error } = await client
        .from('dividends')
        .select('financial_year, kind, amount_per_share, face_value')
        .eq('financial_year', '2023-24');
      expect(error).toBeNull();
      expect(data).toEqual([
        { financial_year: '2023-24', kind: 'final', amount_per_share: 0.05, face_value: 10 },
      ]);
    }
  });

  it('refuses a visitor’s (401) and a reader’s (403) writes', async () => {
    for (const [client, status] of [
      [anon, 401],
      [reader, 403],
    ] as const) {
      const inserted = await add(
        dividend({
          financial_year: '2020-21',
          record_date: '2021-09-20',
          payment_date: '2021-10-01',
        }),
        client,
      );
      expect([inserted.error?.code, inserted.status]).toEqual(['42501', status]);
    }
    const { data } = await anon.from('dividends').select('id').eq('financial_year', '2020-21');
    expect(data).toEqual([]);
  });

  it('refuses a final dividend whose record date is inside its year, and an interim one before its year', async () => {
    const final = await add(
      dividend({
        financial_year: '2021-22',
        record_date: '2022-03-01',
        payment_date: '2022-03-20',
      }),
    );
    expect([final.error?.code, final.error?.message]).toEqual([
      '23514',
      'A final dividend for 2021-22 is declared at the annual general meeting after the year ends: its record date falls between 1 April 2022 and 31 March 2023.',
    ]);
    const interim = await add(
      dividend({
        financial_year: '2021-22',
        kind: 'interim',
        record_date: '2021-03-15',
        payment_date: '2021-04-01',
      }),
    );
    expect(interim.error?.message).toBe(
      'An interim dividend for 2021-22 is declared during the year or before its annual general meeting: its record date falls between 1 April 2021 and 31 March 2023.',
    );
    // After the year, before the AGM: an interim dividend the law allows (s.123(3)).
    const late = await add(
      dividend({
        financial_year: '2021-22',
        kind: 'interim',
        record_date: '2022-05-10',
        payment_date: '2022-05-30',
      }),
    );
    expect(late.error).toBeNull();
  });

  it('refuses a payment before the record date, a year not written as filings write it, and a zero amount', async () => {
    const early = await add(
      dividend({
        financial_year: '2019-20',
        record_date: '2020-09-18',
        payment_date: '2020-09-01',
      }),
    );
    expect(early.error?.message).toBe(
      'The payment date (1 September 2020) comes before the record date (18 September 2020): a dividend is paid to the shareholders on record, after that date.',
    );
    for (const financial_year of ['2019-2020', '2019-21', 'FY 2019-20', '1984-85']) {
      const wrong = await add(dividend({ financial_year }));
      expect([wrong.error?.code, wrong.error?.message], financial_year).toEqual([
        '23514',
        'Give the financial year as filings name it, such as 2024-25 (from 1985-86).',
      ]);
    }
    const zero = await add(
      dividend({
        financial_year: '2019-20',
        record_date: '2020-09-18',
        payment_date: '2020-10-01',
        amount_per_share: 0,
      }),
    );
    expect(zero.error?.message).toBe(
      'Give the dividend per share in rupees, more than 0, with at most two decimal places.',
    );
    const paise = await add(
      dividend({
        financial_year: '2019-20',
        record_date: '2020-09-18',
        payment_date: '2020-10-01',
        amount_per_share: 1.255,
      }),
    );
    expect(paise.error?.code).toBe('23514');
  });

  it('allows one final dividend a year and several interim ones', async () => {
    const year = { financial_year: '2017-18' };
    expect(
      (await add(dividend({ ...year, record_date: '2018-09-14', payment_date: '2018-10-01' })))
        .error,
    ).toBeNull();
    const again = await add(
      dividend({ ...year, record_date: '2018-09-21', payment_date: '2018-10-05' }),
    );
    expect([again.error?.code, again.error?.message]).toEqual([
      '23505',
      'The final dividend for 2017-18 is already on the site: edit it instead.',
    ]);
    for (const record_date of ['2017-11-10', '2018-02-09']) {
      const interim = await add(
        dividend({ ...year, kind: 'interim', record_date, payment_date: record_date }),
      );
      expect(interim.error).toBeNull();
    }
  });

  it('marks nothing the administrator saves as a sample, and records each write under its year, kind and record date', async () => {
    const added = await admin
      .from('dividends')
      .insert({
        ...dividend({
          financial_year: '2016-17',
          record_date: '2017-09-15',
          payment_date: '2017-10-01',
        }),
        is_sample: true,
      } as DividendInsert)
      .select('id, is_sample')
      .single();
    expect(added.data?.is_sample).toBe(false);
    const id = added.data?.id ?? '';
    await admin.from('dividends').update({ amount_per_share: 2 }).eq('id', id);
    await admin.from('dividends').delete().eq('id', id);
    const log = await admin
      .from('audit_log')
      .select('action, title_after, changes')
      .eq('table_name', 'dividends')
      .eq('row_id', id)
      .order('id');
    expect(log.data?.map((entry) => [entry.action, entry.title_after])).toEqual([
      ['insert', '2016-17 final 2017-09-15'],
      ['update', '2016-17 final 2017-09-15'],
      ['purge', null],
    ]);
    expect(log.data?.[1]?.changes).toEqual({ amount_per_share: { before: 1.5, after: 2 } });
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
    const row = dividend({
      financial_year: '2015-16',
      record_date: '2016-09-16',
      payment_date: '2016-10-01',
    });
    const refused = await add(row, await t.admin());
    expect(refused.error?.message).toBe(
      'permission denied: confirm your two-factor code to change dividends',
    );
    expect((await add(row)).error).toBeNull();
  });
});
