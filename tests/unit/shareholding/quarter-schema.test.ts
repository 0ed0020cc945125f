import { describe, expect, it } from 'vitest';
import {
  emptyQuarter,
  endedQuarters,
  parseShares,
  quarterSchema,
  toQuarterInsert,
  type QuarterValues,
} from '@/features/shareholding/schemas/quarter-schema';

/** The seed's latest sample quarter, as the administrator would type it. */
const typed: QuarterValues = {
  ...emptyQuarter('2026-09-30'),
  promoter_shares: '80,85,000',
  mutual_fund_shares: '655000',
  foreign_portfolio_investor_shares: '3,49,000',
  bank_shares: '15000',
  insurance_company_shares: '148000',
  other_institution_shares: '52500',
  resident_individual_shares: '43,68,000',
  bodies_corporate_shares: '842000',
  other_non_institution_shares: '335500',
  employee_trust_shares: '150000',
  total_shares: '1,50,00,000',
};

const problems = (values: QuarterValues) =>
  quarterSchema.safeParse(values).error?.issues.map((i) => [i.path[0], i.message]) ?? [];

describe('the shareholding quarter form’s rules', () => {
  it('reads figures with Indian or Western commas, and refuses anything but whole shares', () => {
    expect(parseShares('1,50,00,000')).toBe(15000000);
    expect(parseShares(' 15,000,000 ')).toBe(15000000);
    expect(parseShares('0')).toBe(0);
    for (const text of ['', '-5', '1.5', '1e6', 'ten', ',100'])
      expect(parseShares(text)).toBeNull();
  });

  it('accepts a quarter whose categories add up to its total, and saves the numbers', () => {
    expect(problems(typed)).toEqual([]);
    expect(toQuarterInsert(quarterSchema.parse(typed))).toMatchObject({
      quarter_end: '2026-09-30',
      promoter_shares: 8085000,
      total_shares: 15000000,
      government_shares: 0,
    });
  });

  it('names a total that the categories do not add up to, in the database’s words', () => {
    expect(problems({ ...typed, promoter_shares: '80,95,000' })).toEqual([
      [
        'total_shares',
        'The categories add up to 1,50,10,000 shares, but the total is 1,50,00,000 (10,000 too many): check each figure against the filed pattern.',
      ],
    ]);
    expect(problems({ ...typed, bank_shares: '5000' })[0]?.[1]).toMatch(/\(10,000 too few\)/);
  });

  it('names a category that is not a number of shares, and a missing total', () => {
    expect(problems({ ...typed, bank_shares: '-1', total_shares: '' })).toEqual([
      ['bank_shares', 'Banks: give the number of shares, 0 or more.'],
      ['total_shares', 'Give the total number of shares the pattern states (more than 0).'],
    ]);
  });

  it('offers the quarters that have ended, the latest first', () => {
    expect(endedQuarters('2026-11-25', 5)).toEqual([
      '2026-09-30',
      '2026-06-30',
      '2026-03-31',
      '2025-12-31',
      '2025-09-30',
    ]);
    expect(endedQuarters('2026-12-31', 1)).toEqual(['2026-12-31']);
  });
});
