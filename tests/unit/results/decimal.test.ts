import { describe, expect, it } from 'vitest';
import {
  decimalToString,
  formatIndian,
  numberToDecimal,
  parseDecimal,
  roundDecimal,
  shiftDecimal,
  significantPlaces,
  trimDecimal,
} from '@/lib/decimal';
import { inScale, periodLabel, shortPeriodLabel } from '@/lib/financial-results';

const d = (text: string) => {
  const value = parseDecimal(text);
  if (!value) throw new Error(text);
  return value;
};

describe('exact decimals', () => {
  it('reads plain decimals only', () => {
    expect(['12.50', '-0.3', '1200', '+7'].map((t) => decimalToString(d(t)))).toEqual([
      '12.50',
      '-0.3',
      '1200',
      '7',
    ]);
    for (const bad of ['1,200', '1e5', 'NaN', 'Infinity', '', ' 1 2', '12.'])
      expect(parseDecimal(bad), bad).toBeNull();
  });

  it('shifts between rupees and lakhs without losing a digit', () => {
    expect(decimalToString(shiftDecimal(d('4158.35'), 5))).toBe('415835000');
    expect(decimalToString(shiftDecimal(d('415835000.01'), -5))).toBe('4158.3500001');
    expect(decimalToString(shiftDecimal(d('0.1'), 7))).toBe('1000000');
  });

  it('rounds half away from zero, for display only', () => {
    expect(decimalToString(roundDecimal(d('2.345'), 2))).toBe('2.35');
    expect(decimalToString(roundDecimal(d('-2.345'), 2))).toBe('-2.35');
    expect(decimalToString(roundDecimal(d('2.3'), 2))).toBe('2.30');
  });

  it('groups in lakhs and crores with a true minus', () => {
    expect(formatIndian(d('123456789.5'), 2)).toBe('12,34,56,789.50');
    expect(formatIndian(d('-260000'), 0)).toBe('−2,60,000');
    expect(formatIndian(d('-0.001'), 2)).toBe('0.00');
  });

  it('takes every stored figure back from JSON exactly (15 significant digits at most)', () => {
    expect(decimalToString(numberToDecimal(9999999999999.99))).toBe('9999999999999.99');
    expect(decimalToString(numberToDecimal(-12.3456))).toBe('-12.3456');
    expect(decimalToString(inScale(642590000000, 'crores'))).toBe('64259.0000000');
  });
});

describe('period names', () => {
  it('names quarters by the Indian financial year', () => {
    const names = ['2024-06-30', '2024-09-30', '2024-12-31', '2025-03-31'].map((end) =>
      periodLabel({ period_kind: 'quarter', period_end: end }),
    );
    expect(names).toEqual(['Q1 FY 2024-25', 'Q2 FY 2024-25', 'Q3 FY 2024-25', 'Q4 FY 2024-25']);
    expect(periodLabel({ period_kind: 'half_year', period_end: '2024-09-30' })).toBe(
      'H1 FY 2024-25',
    );
    expect(periodLabel({ period_kind: 'year', period_end: '2024-03-31' })).toBe('FY 2023-24');
    expect(shortPeriodLabel({ period_kind: 'quarter', period_end: '2024-12-31' })).toEqual([
      'Q3',
      '24-25',
    ]);
  });
});

describe('trailing zeros', () => {
  it('drops trailing zeros after the point, and only those', () => {
    const cases: [string, string][] = [
      ['12.500', '12.5'],
      ['-12.00', '-12'],
      ['1200', '1200'],
      ['0.000', '0'],
      ['-0.0500', '-0.05'],
      ['100.001', '100.001'],
    ];
    for (const [text, trimmed] of cases)
      expect(decimalToString(trimDecimal(d(text))), text).toBe(trimmed);
    expect(significantPlaces(d('3.2300'))).toBe(2);
  });

  // Zero by zero, this took about a minute; counted as text it is a fraction of a second, so the
  // test's own time limit catches the old way. `npm run bench:xbrl` prints the time.
  it('trims a figure written with 400,000 zeros after the point', () => {
    const long = `415835000.${'0'.repeat(400_000)}`;
    expect(decimalToString(trimDecimal(d(long)))).toBe('415835000');
    expect(significantPlaces(d(`-0.5${'0'.repeat(400_000)}`))).toBe(1);
  });
});
