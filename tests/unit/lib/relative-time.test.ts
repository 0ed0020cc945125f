import { describe, expect, it } from 'vitest';
import { relativeTime } from '@/lib/relative-time';

const NOW = new Date('2027-02-10T06:00:00Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** The instant `ms` from now (negative: in the past). */
const from = (ms: number) => relativeTime(new Date(NOW.getTime() + ms), NOW);

describe('relativeTime', () => {
  it('says a past deadline in hours up to 48, the same way at 21 hours as at 46', () => {
    expect(from(-21 * HOUR)).toBe('21 hours ago');
    expect(from(-46 * HOUR)).toBe('46 hours ago');
    expect(from(-46 * HOUR)).not.toMatch(/yesterday/);
  });

  it.each([
    [-30_000, 'less than a minute ago'],
    [30_000, 'in less than a minute'],
    [-MINUTE + 1, 'less than a minute ago'],
    [-MINUTE, '1 minute ago'],
    [MINUTE, 'in 1 minute'],
    [-(HOUR - 1), '59 minutes ago'],
    [-HOUR, '1 hour ago'],
    [HOUR, 'in 1 hour'],
    [-(2 * HOUR), '2 hours ago'],
    [-(DAY - 1), '23 hours ago'],
    [DAY, 'in 24 hours'],
    [-(2 * DAY - 1), '47 hours ago'],
    [2 * DAY - 1, 'in 47 hours'],
    [-(2 * DAY), '2 days ago'],
    [2 * DAY, 'in 2 days'],
    [-(3 * DAY - 1), '2 days ago'],
    [-(3 * DAY), '3 days ago'],
    [-(90 * DAY), '90 days ago'],
  ])('at %i ms from now says “%s”', (ms, words) => {
    expect(from(ms)).toBe(words);
  });

  it('counts both directions alike', () => {
    for (const ms of [5 * MINUTE, 3 * HOUR, 30 * HOUR, 5 * DAY]) {
      expect(from(ms).replace(/^in /, '')).toBe(from(-ms).replace(/ ago$/, ''));
    }
  });
});
