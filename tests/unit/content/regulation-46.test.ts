import { describe, expect, it } from 'vitest';
import { regulation46Rows } from '@/content/regulation-46';

describe('Regulation 46 disclosure rows', () => {
  it('has the 29 items of Regulation 46(2)', () => {
    expect(regulation46Rows).toHaveLength(29);
    expect(new Set(regulation46Rows.map((row) => row.clause)).size).toBe(29);
  });

  it('gives a location to every applicable item and none to the others', () => {
    for (const row of regulation46Rows) {
      expect(Boolean(row.location), row.clause).toBe(row.applicability === 'Yes');
    }
  });
});
