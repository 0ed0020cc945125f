import { describe, expect, it } from 'vitest';
import { isStale } from '@/features/desk/utils/staleness';

describe('the dashboard freshness mark', () => {
  it.each([
    ['2026-08-23', false],
    ['2026-08-22', true],
    [null, true],
  ])('on 2026-11-23 a table whose newest document is %s is stale: %s', (latest, expected) => {
    expect(isStale(latest, '2026-11-23')).toBe(expected);
  });

  it('counts back from a month end to the shorter month', () => {
    expect(isStale('2024-02-29', '2024-05-31')).toBe(false);
    expect(isStale('2024-02-28', '2024-05-31')).toBe(true);
  });
});
