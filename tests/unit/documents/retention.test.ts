import { describe, expect, it } from 'vitest';
import { isWithinRetention, retentionWarning } from '@/features/desk/utils/retention';

describe('the five-year rule (Regulation 30(8))', () => {
  it.each([
    ['2021-11-24', true],
    ['2021-11-23', false],
    ['2019-01-01', false],
    ['2026-11-23', true],
  ])('a document dated %s on 2026-11-23 is within five years: %s', (date, expected) => {
    expect(isWithinRetention(date, '2026-11-23')).toBe(expected);
  });

  it('treats 29 February by the stricter 28th', () => {
    expect(isWithinRetention('2019-02-28', '2024-02-29')).toBe(false);
    expect(isWithinRetention('2019-03-01', '2024-02-29')).toBe(true);
  });

  it('names the day the document may go', () => {
    expect(retentionWarning('2024-05-02')).toContain('(until 2029-05-02)');
  });
});
