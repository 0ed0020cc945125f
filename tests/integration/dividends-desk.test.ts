import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDividends } from '@/features/dividends/api/get-dividends';
import {
  addDividend,
  removeDividend,
  updateDividend,
} from '@/features/dividends/api/save-dividend';

import { toDividendInsert } from '@/features/dividends/schemas/dividend-schema';
import { isPermissionError } from '@/lib/request-errors';
import { describeWriteError } from '@/lib/write-errors';
import { startTestBackend, type Client, type TestBackend } from './support/backend';

// The dividend desk's reads and writes (src/features/dividends/api) through the real supabase-js
// against the embedded backend: what the form saves is what the page reads back, the database's
// refusal reaches the administrator in its words, and a reader's edit or removal is refused
// rather than silently doing nothing.
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

const form = {
  financial_year: '2024-25',
  kind: 'interim' as const,
  amount_per_share: '2.25',
  face_value: '10',
  declared_on: '2025-02-05',
  record_date: '2025-02-14',
  payment_date: '2025-03-07',
  unpaid_transferred_on: '',
  iepf_credited_on: '',
};

describe('the dividend desk', () => {
  it('adds, corrects and removes a dividend that visitors read back, latest record date first', async () => {
    await addDividend(toDividendInsert(form), admin);
    await addDividend(
      toDividendInsert({
        ...form,
        kind: 'final',
        declared_on: '2025-09-26',
        record_date: '2025-09-19',
        payment_date: '2025-10-10',
      }),
      admin,
    );
    const read = await getDividends(anon);
    expect(read.map((d) => [d.kind, d.declared_on, d.record_date, d.amount_per_share])).toEqual([
      ['final', '2025-09-26', '2025-09-19', 2.25],
      ['interim', '2025-02-05', '2025-02-14', 2.25],
    ]);

    const interim = read[1]?.id ?? '';
    await updateDividend(interim, toDividendInsert({ ...form, amount_per_share: '2.50' }), admin);
    expect((await getDividends(anon)).find((d) => d.id === interim)?.amount_per_share).toBe(2.5);

    await removeDividend(interim, admin);
    expect((await getDividends(anon)).map((d) => d.kind)).toEqual(['final']);
  });

  it('shows the database’s refusal as it words it, and saves nothing', async () => {
    const early = toDividendInsert({
      ...form,
      kind: 'final',
      financial_year: '2022-23',
      record_date: '2023-01-10',
      payment_date: '2023-02-01',
    });
    const error = await addDividend(early, admin).then(
      () => null,
      (e: unknown) => e,
    );
    expect(describeWriteError(error, 'save this dividend')).toEqual({
      title: 'Not saved',
      description:
        'A final dividend for 2022-23 is declared at the annual general meeting after the year ends: its record date falls between 1 April 2023 and 31 March 2024.',
    });
    expect((await getDividends(anon)).some((d) => d.financial_year === '2022-23')).toBe(false);
  });

  it.each([
    [
      'a declaration day without end',
      { declared_on: 'infinity' },
      'The day it was declared must be a date from 1 Jan 1900 to 31 Dec 2100.',
    ],
    [
      'a dividend declared after it was paid',
      { declared_on: '2025-03-10' },
      'The dividend was declared on 10 March 2025 but paid on 7 March 2025: it is paid after it is declared.',
    ],
    [
      'a final dividend declared before its year ended',
      {
        kind: 'final' as const,
        financial_year: '2025-26',
        declared_on: '2026-03-20',
        record_date: '2026-09-11',
        payment_date: '2026-10-02',
      },
      'A final dividend for 2025-26 is declared at the annual general meeting after the year ends: the day it was declared falls between 1 April 2026 and 31 March 2027.',
    ],
  ])(
    'refuses %s in its words (Companies Act s.123, s.127), saving nothing',
    async (_name, change, words) => {
      const error = await addDividend(toDividendInsert({ ...form, ...change }), admin).then(
        () => null,
        (e: unknown) => e,
      );
      expect(describeWriteError(error, 'save this dividend')).toEqual({
        title: 'Not saved',
        description: words,
      });
      expect((await getDividends(anon)).some((d) => d.declared_on === change.declared_on)).toBe(
        false,
      );
    },
  );

  it('keeps a dividend entered before the desk asked for the day it was declared', async () => {
    const { error } = await admin.from('dividends').insert({
      ...toDividendInsert({ ...form, record_date: '2025-01-17', payment_date: '2025-02-07' }),
      declared_on: null,
    });
    expect(error).toBeNull();
    const row = (await getDividends(anon)).find((d) => d.record_date === '2025-01-17');
    expect(row?.declared_on).toBeNull();
  });

  it('records the day the unpaid amounts moved to the Unpaid Dividend Account, and refuses one before the thirty days or a year after, in words (s.124(1))', async () => {
    const refused = (change: Partial<typeof form>) =>
      addDividend(toDividendInsert({ ...form, financial_year: '2021-22', ...change }), admin).then(
        () => null,
        (e: unknown) => describeWriteError(e, 'save this dividend').description,
      );
    const dates = {
      declared_on: '2021-11-10',
      record_date: '2021-11-19',
      payment_date: '2021-12-01',
    };
    // Declared 10 Nov 2021: unpaid after the thirty days, so moved on 10 Dec 2021 at the earliest.
    expect(await refused({ ...dates, unpaid_transferred_on: '2021-12-09' })).toBe(
      'The unpaid amounts move to the Unpaid Dividend Account after the thirty days from the declaration (section 124(1)): give a day on or after 10 December 2021.',
    );
    expect(await refused({ ...dates, unpaid_transferred_on: '2022-12-11' })).toMatch(
      /^The transfer to the Unpaid Dividend Account is due within seven days after the thirty \(section 124\(1\)\): a day more than a year after 10 December 2021/,
    );
    expect(await refused({ ...dates, unpaid_transferred_on: '2021-12-15' })).toBeNull();
    const saved = (await getDividends(anon)).find((d) => d.financial_year === '2021-22');
    expect(saved?.unpaid_transferred_on).toBe('2021-12-15');
    // Empty on the form is not yet recorded.
    expect(toDividendInsert(form).unpaid_transferred_on).toBeNull();
    // The unclaimed amount goes to the IEPF after seven years in the account, not before.
    const early = await updateDividend(
      saved?.id ?? '',
      toDividendInsert({
        ...form,
        financial_year: '2021-22',
        ...dates,
        unpaid_transferred_on: '2021-12-15',
        iepf_credited_on: '2028-12-14',
      }),
      admin,
    ).then(
      () => null,
      (e: unknown) => describeWriteError(e, 'save this dividend').description,
    );
    expect(early).toBe(
      'The unclaimed amount goes to the IEPF after seven years in the Unpaid Dividend Account (section 124(5)): give a day on or after 15 December 2028.',
    );
    await updateDividend(
      saved?.id ?? '',
      toDividendInsert({
        ...form,
        financial_year: '2021-22',
        ...dates,
        unpaid_transferred_on: '2021-12-15',
        iepf_credited_on: '2029-01-10',
      }),
      admin,
    );
    const credited = (await getDividends(anon)).find((d) => d.id === saved?.id);
    expect(credited?.iepf_credited_on).toBe('2029-01-10');
  });

  it('refuses a reader’s correction and removal, as the administrator would be told', async () => {
    const [row] = await getDividends(anon);
    const id = row?.id ?? '';
    const refusal = (write: Promise<void>) =>
      write.then(
        () => null,
        (e: unknown) => e,
      );
    for (const error of [
      await refusal(updateDividend(id, toDividendInsert(form), reader)),
      await refusal(removeDividend(id, reader)),
    ]) {
      expect(isPermissionError(error)).toBe(true);
      expect(describeWriteError(error, 'remove this dividend').title).toBe('Unauthorized');
    }
    expect((await getDividends(anon)).map((d) => d.id)).toContain(id);
  });
});
