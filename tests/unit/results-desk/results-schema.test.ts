import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  fromXbrl,
  resultsFormSchema,
  toInput,
  type PeriodFormValues,
} from '@/features/results-desk/schemas/results-schema';
import { readResultsXbrl } from '@/features/results-desk/xbrl/read-results-xbrl';

const q2 = readFileSync(
  join(import.meta.dirname, '../../fixtures/xbrl/q2-with-half-year.xml'),
  'utf8',
);

async function quarter(): Promise<PeriodFormValues> {
  const read = await readResultsXbrl(q2);
  const period = read.periods[0];
  if (!period) throw new Error('no period');
  return fromXbrl(period, read.scale);
}

const problems = (p: PeriodFormValues) => {
  const parsed = resultsFormSchema.safeParse({ periods: [p] });
  return parsed.success ? [] : parsed.error.issues.map((i) => `${String(i.path[2])}: ${i.message}`);
};

describe('the results form', () => {
  it('shows a file’s figures in its rounding and saves them back in rupees unchanged', async () => {
    const p = await quarter();
    expect([p.revenue_from_operations, p.other_comprehensive_income, p.basic_eps]).toEqual([
      '4312.40',
      '-2.75',
      '3.23',
    ]);
    expect(problems(p)).toEqual([]);
    const input = toInput(p);
    expect([
      input.revenue_from_operations,
      input.other_comprehensive_income,
      input.face_value,
    ]).toEqual(['431240000', '-275000', '10']);
  });

  it('takes figures typed with Indian grouping and a true minus', async () => {
    const p = {
      ...(await quarter()),
      revenue_from_operations: '4,312.40',
      other_comprehensive_income: '−2.75',
    };
    expect(problems(p)).toEqual([]);
    expect(toInput(p).revenue_from_operations).toBe('431240000');
    expect(toInput(p).other_comprehensive_income).toBe('-275000');
  });

  it('refuses what the database would, in its words', async () => {
    const p = await quarter();
    expect(
      problems({
        ...p,
        tax_expense: '135.30000001',
        revenue_from_operations: '-1',
        basic_eps: 'three',
        face_value: '0',
        period_end: '2025-10-31',
      }),
    ).toEqual([
      'period_end: A quarter runs 3 whole months from the first of a month.',
      'revenue_from_operations: Revenue from operations cannot be negative.',
      'tax_expense: Tax expense must be an amount in rupees with at most two decimal places, under ₹1 lakh crore.',
      'basic_eps: Basic earnings per share must be a number, like 4158.35.',
      'face_value: The face value of a share must be more than zero and under ₹1 lakh, with at most two decimal places.',
    ]);
  });

  it('names the sums that do not add up, and periods outside the April-to-March year, as the database does', async () => {
    const p = await quarter();
    expect(problems({ ...p, total_income: '4300.00' })).toEqual([
      'total_income: Total income (₹43,00,00,000) is not revenue from operations (₹43,12,40,000) plus other income (₹56,10,000), which add up to ₹43,68,50,000.',
      'profit_before_tax: Profit before tax (₹5,37,25,000) is not total income (₹43,00,00,000) less total expenses (₹38,31,25,000) plus exceptional items (₹0), which come to ₹4,68,75,000.',
    ]);
    // One unit of the rounding the figures show (₹1,000 here) is the filing's rounding, not an error.
    expect(problems({ ...p, total_income: '4368.51', profit_before_tax: '537.26' })).toEqual([]);
    expect(problems({ ...p, exceptional_items: '-10.00', profit_before_tax: '527.25' })).toEqual(
      [],
    );
    expect(problems({ ...p, period_start: '2025-08-01', period_end: '2025-10-31' })).toEqual([
      'period_start: A quarter of the financial year starts on 1 April, 1 July, 1 October or 1 January (the company’s financial year runs April to March, section 2(41) of the Companies Act, 2013).',
    ]);
  });
});
