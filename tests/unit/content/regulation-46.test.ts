import { describe, expect, it } from 'vitest';
import { regulation46Rows, regulation46TextDate } from '@/content/regulation-46';

const clauses = () => regulation46Rows.map((row) => row.clause);
const row = (clause: string) => {
  const found = regulation46Rows.find((r) => r.clause === clause);
  if (!found) throw new Error(`no row ${clause}`);
  return found;
};

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

  it('gives a location to every item that applies or may apply, and none to the others', () => {
    for (const row of regulation46Rows) {
      expect(Boolean(row.location), row.clause).toBe(row.applicability !== 'NA');
    }
  });

  it('leaves (y) to the company’s answer to the top-1,000 question, with the policy’s place', () => {
    expect(row('(y)')).toMatchObject({ applicability: '', location: { label: 'Policies' } });
  });

  it('carries (za) after (z), and the annual return as MGT-7 with MGT-9 as history', () => {
    expect(clauses().slice(-2)).toEqual(['(z)', '(za)']);
    const annualReturn = row('(z)');
    expect(annualReturn.information).toMatch(/MGT-7/);
    expect(annualReturn.information).toMatch(
      /MGT-9 extract is no longer required since 5 March 2021/,
    );
    expect(annualReturn.location?.label).toBe('Annual Return (MGT-7)');
  });

  it('states what (i), (w), (x) and (l)(i) ask as their texts now read', () => {
    expect(row('(i)').information).toMatch(/number of programmes.*hours/);
    expect(row('(w)').information).toMatch(/Regulation 30.*five years.*archival policy/);
    expect(row('(x)')).toMatchObject({ applicability: 'Yes', location: expect.anything() });
    expect(row('(l)(i)').timeline).toMatch(/two working days/);
  });

  it('says which text of the regulation it follows', () => {
    expect(regulation46TextDate).toMatch(/12 December 2024/);
  });
});
