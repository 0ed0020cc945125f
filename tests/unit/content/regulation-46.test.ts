import { describe, expect, it } from 'vitest';
import { regulation46Rows, regulation46TextDate } from '@/content/regulation-46';

const clauses = () => regulation46Rows.map((row) => row.clause);

describe('Regulation 46 disclosure rows', () => {
  it('lists each item once', () => {
    expect(new Set(clauses()).size).toBe(regulation46Rows.length);
  });

  it('has the clauses the Third Amendment of 12 December 2024 inserted', () => {
    expect(clauses()).toEqual(expect.arrayContaining(['(aa)', '(ab)']));
  });

  it('shows the analyst-meet items as separate rows, each with its timeline', () => {
    const analyst = regulation46Rows.filter((row) => /^\((o|oa)\)/.test(row.clause));
    expect(analyst).toHaveLength(4);
    for (const row of analyst) expect(row.timeline, row.clause).toBeTruthy();
  });

  it('gives a location to every applicable item and none to the others', () => {
    for (const row of regulation46Rows) {
      expect(Boolean(row.location), row.clause).toBe(row.applicability === 'Yes');
    }
  });

  it('says which text of the regulation it follows', () => {
    expect(regulation46TextDate).toMatch(/12 December 2024/);
  });
});
