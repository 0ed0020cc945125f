import { describe, expect, it } from 'vitest';
import {
  financialYearOf,
  financialYearRange,
  financialYearsOf,
  isInFinancialYear,
  parseFinancialYear,
} from '@/lib/financial-year';

describe('financialYearOf', () => {
  it.each([
    ['2024-03-31', 'FY 2023-24'],
    ['2024-04-01', 'FY 2024-25'],
    ['2025-03-31', 'FY 2024-25'],
    ['2025-04-01', 'FY 2025-26'],
    ['1999-06-01', 'FY 1999-00'],
    ['2000-01-15', 'FY 1999-00'],
  ])('puts %s in %s', (date, label) => {
    expect(financialYearOf(date)?.label).toBe(label);
  });
});

describe('parseFinancialYear', () => {
  it('reads 2024-25 and 1999-00', () => {
    expect(parseFinancialYear('2024-25')).toEqual({
      start: 2024,
      key: '2024-25',
      label: 'FY 2024-25',
    });
    expect(parseFinancialYear('1999-00')?.start).toBe(1999);
  });

  it.each(['', '2024', '2024-2025', '2024-26', '2024-24', 'FY2024-25', '24-25', 'abcd-ef', null])(
    'refuses %j',
    (value) => {
      expect(parseFinancialYear(value)).toBeNull();
    },
  );
});

describe('the year’s edges', () => {
  it('runs from 1 April to 31 March, both included', () => {
    const year = parseFinancialYear('2024-25');
    if (!year) throw new Error('not parsed');
    expect(financialYearRange(year)).toEqual({ from: '2024-04-01', to: '2025-03-31' });
    expect(isInFinancialYear('2024-03-31', year)).toBe(false);
    expect(isInFinancialYear('2024-04-01', year)).toBe(true);
    expect(isInFinancialYear('2025-03-31', year)).toBe(true);
    expect(isInFinancialYear('2025-04-01', year)).toBe(false);
  });
});

describe('financialYearsOf', () => {
  it('lists the years that have dates, newest first, once each', () => {
    const years = financialYearsOf(['2024-04-01', '2023-05-01', '2025-03-31', '2024-03-31']);
    expect(years.map((y) => y.key)).toEqual(['2024-25', '2023-24']);
  });
});
