import { describe, expect, it } from 'vitest';
import {
  dividendSchema,
  toDividendInsert,
  type DividendValues,
} from '@/features/dividends/schemas/dividend-schema';

const valid: DividendValues = {
  financial_year: '2023-24',
  kind: 'final',
  amount_per_share: '1.50',
  face_value: '10',
  declared_on: '2024-09-27',
  record_date: '2024-09-20',
  payment_date: '2024-10-18',
  unpaid_transferred_on: '',
  iepf_credited_on: '',
};

/** The first message for `field`, or undefined when the values pass. */
function problem(changes: Partial<DividendValues>, field: keyof DividendValues) {
  const result = dividendSchema.safeParse({ ...valid, ...changes });
  return result.error?.issues.find((issue) => issue.path[0] === field)?.message;
}

describe('the dividend form’s rules', () => {
  it('accepts a dividend as filings state it, and saves exact amounts', () => {
    const parsed = dividendSchema.parse(valid);
    expect(toDividendInsert(parsed)).toEqual({
      ...valid,
      amount_per_share: 1.5,
      face_value: 10,
      // Empty until the transfer is made: not recorded.
      unpaid_transferred_on: null,
      iepf_credited_on: null,
    });
    expect(
      toDividendInsert(dividendSchema.parse({ ...valid, unpaid_transferred_on: '2024-10-28' }))
        .unpaid_transferred_on,
    ).toBe('2024-10-28');
  });

  it.each(['2023', '2023-2024', '2023-25', '1984-85', 'FY 2023-24', ''])(
    'refuses the year %j in the database’s words',
    (financial_year) => {
      expect(problem({ financial_year }, 'financial_year')).toBe(
        'Give the financial year as filings name it, such as 2024-25 (from 1985-86).',
      );
    },
  );

  it.each(['0', '0.00', '1.555', '-1', '1,50', 'one', '', '100000'])(
    'refuses the amount %j in the database’s words',
    (amount_per_share) => {
      expect(problem({ amount_per_share }, 'amount_per_share')).toBe(
        'Give the dividend per share in rupees, more than 0, with at most two decimal places.',
      );
    },
  );

  it('refuses a face value of nothing, and a payment before the record date, at their fields', () => {
    expect(problem({ face_value: '' }, 'face_value')).toBe(
      'Give the face value of a share in rupees, more than 0, with at most two decimal places.',
    );
    expect(problem({ payment_date: '2024-09-19' }, 'payment_date')).toMatch(
      /^The payment date comes before the record date/,
    );
    expect(problem({ record_date: '' }, 'record_date')).toBe('Choose the record date.');
  });
});
