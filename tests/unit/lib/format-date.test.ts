import { describe, expect, it } from 'vitest';
import { formatIndianDate, indiaToday, parseIsoDate } from '@/lib/format-date';

describe('formatIndianDate', () => {
  it.each([
    ['2026-11-23', '23 Nov 2026'],
    ['2024-03-31', '31 Mar 2024'],
    ['2024-04-01', '1 Apr 2024'],
    ['2024-02-29', '29 Feb 2024'],
    ['2024-12-01T23:30:00+00:00', '1 Dec 2024'],
  ])('writes %s as %s', (value, expected) => {
    expect(formatIndianDate(value)).toBe(expected);
  });

  it('leaves a value that is not a date as it is', () => {
    expect(formatIndianDate('2023-02-29')).toBe('2023-02-29');
    expect(formatIndianDate('soon')).toBe('soon');
  });
});

describe('parseIsoDate', () => {
  it('refuses days that do not exist', () => {
    expect(parseIsoDate('2024-13-01')).toBeNull();
    expect(parseIsoDate('2024-04-31')).toBeNull();
    expect(parseIsoDate('2024-4-1')).toBeNull();
    expect(parseIsoDate('2024-04-30')).toEqual({ year: 2024, month: 4, day: 30 });
  });
});

describe('indiaToday', () => {
  it('is the day in India, which starts 5½ hours before UTC’s', () => {
    expect(indiaToday(new Date('2024-03-31T18:29:59Z'))).toBe('2024-03-31');
    expect(indiaToday(new Date('2024-03-31T18:30:00Z'))).toBe('2024-04-01');
  });
});
