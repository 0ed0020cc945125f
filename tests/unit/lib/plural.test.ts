import { describe, expect, it } from 'vitest';
import { agree, countOf } from '@/lib/plural';

describe('countOf', () => {
  it.each([
    [0, 'row', '0 rows'],
    [1, 'row', '1 row'],
    [2, 'row', '2 rows'],
    [100000, 'row', '1,00,000 rows'],
    [1, 'earlier row', '1 earlier row'],
  ])('counts %i %s as “%s”', (n, noun, expected) => {
    expect(countOf(n, noun)).toBe(expected);
  });

  it('takes an irregular plural', () => {
    expect(countOf(2, 'entry', 'entries')).toBe('2 entries');
  });
});

describe('agree', () => {
  it('picks the verb for one and for many', () => {
    expect([agree(1, 'was', 'were'), agree(0, 'was', 'were'), agree(3, 'was', 'were')]).toEqual([
      'was',
      'were',
      'were',
    ]);
  });
});
