import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The local seed's sample rows tell one story: a shareholder's unclaimed dividend for a year is a
// dividend the company declared that year, at a rate that makes the statement's amount.
const seed = readFileSync('supabase/seed.sql', 'utf8');
const block = (table: string) =>
  new RegExp(`insert into ${table.replace('.', '\\.')}[\\s\\S]*?;`).exec(seed)?.[0] ?? '';

const statements = [
  ...block('private.iepf_statement_rows').matchAll(
    /\('(\d{4}-\d{2})', '[^']+', '[^']+', ([\d.]+),/g,
  ),
].map((m) => ({ year: m[1] ?? '', amount: Number(m[2]) }));
const finals = new Map(
  [...block('public.dividends').matchAll(/\('(\d{4}-\d{2})', 'final', ([\d.]+),/g)].map((m) => [
    m[1] ?? '',
    Number(m[2]),
  ]),
);

describe('the sample data', () => {
  it('declares a final dividend for every year its statements of unpaid dividends name', () => {
    expect(statements.length).toBeGreaterThan(0);
    for (const { year } of statements) expect([year, finals.has(year)]).toEqual([year, true]);
  });

  it('gives each statement an amount that is a whole number of shares at that year’s rate', () => {
    for (const { year, amount } of statements) {
      const shares = amount / (finals.get(year) ?? Number.NaN);
      expect([year, Number.isInteger(Math.round(shares * 1e6) / 1e6)]).toEqual([year, true]);
    }
  });
});
