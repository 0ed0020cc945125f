import { describe, expect, it } from 'vitest';
import type { FinancialResultInput, FinancialResultRow } from '@/lib/financial-results';
import { resultsDoubts } from '@/features/results-desk/utils/results-doubts';

const figures = {
  revenue_from_operations: '100',
  other_income: '1',
  total_income: '101',
  total_expenses: '90',
  exceptional_items: '0',
  profit_before_tax: '11',
  tax_expense: '3',
  profit_for_period: '8',
  other_comprehensive_income: '0',
  basic_eps: '1.2',
  diluted_eps: '1.2',
  paid_up_capital: '1000',
  face_value: '10',
};
const input = (extra: Partial<FinancialResultInput> = {}): FinancialResultInput => ({
  period_kind: 'quarter',
  basis: 'standalone',
  audited: false,
  period_start: '2026-07-01',
  period_end: '2026-09-30',
  scale: 'lakhs',
  document_id: null,
  ...figures,
  ...extra,
});
const stored = (extra: Partial<FinancialResultRow> = {}) =>
  ({
    ...input(),
    id: 'r1',
    period_start: '2026-04-01',
    period_end: '2026-06-30',
    face_value: 10,
    is_sample: false,
    created_at: '2026-08-10T06:00:00Z',
    ...extra,
  }) as unknown as FinancialResultRow;
const report = {
  id: 'pdf',
  document_title: 'Results Q2',
  document_date: '2026-11-12',
  archived_at: null,
};
const doubts = (args: Partial<Parameters<typeof resultsDoubts>[0]>) =>
  resultsDoubts({
    inputs: [input()],
    rows: [stored()],
    reports: [report],
    fileCompany: null,
    ...args,
  });

describe('results that do not look like the company’s own', () => {
  it('are none for the company’s next quarter, as it files them', () => {
    expect(doubts({ inputs: [input({ document_id: 'pdf' })] })).toEqual([]);
  });

  it('name a file of another company', () => {
    expect(doubts({ fileCompany: 'Cipla Limited' })).toEqual([
      'The file is of Cipla Limited, not Health For All Pharmaceuticals Limited.',
    ]);
  });

  it('name a face value and a unit unlike the company’s last results', () => {
    const [face, unit] = doubts({ inputs: [input({ face_value: '2', scale: 'crores' })] });
    expect(face).toMatch(
      /^The face value per share is ₹2; the company’s last results \(Q1 FY 2026-27\) give ₹10\./,
    );
    expect(unit).toBe(
      'Amounts are in ₹ crore; the company’s last results (Q1 FY 2026-27) are in ₹ lakh.',
    );
  });

  it('name consolidated results from a company that has published only standalone ones', () => {
    expect(doubts({ inputs: [input({ basis: 'consolidated' })] })[0]).toMatch(
      /^These are consolidated results, and the company has published only standalone results before/,
    );
    expect(doubts({ inputs: [input({ basis: 'consolidated' })], rows: [] })).toEqual([]);
  });

  it('name consolidated results from a company that says on the desk it has no subsidiaries', () => {
    const consolidated = [input({ basis: 'consolidated' })];
    // Even the first results on the site: the answer, not the history, says so.
    expect(doubts({ inputs: consolidated, rows: [], subsidiaries: false })).toEqual([
      'These are consolidated results, and the company’s answer on the desk (Calendar and deadlines, the company’s facts) is that it has no subsidiaries: consolidated results are for a company with subsidiaries.',
    ]);
    expect(doubts({ inputs: consolidated, rows: [], subsidiaries: true })).toEqual([]);
    // Said once, not twice, when the history says it too.
    expect(doubts({ inputs: consolidated, subsidiaries: false })).toHaveLength(1);
    expect(doubts({ inputs: [input()], rows: [], subsidiaries: false })).toEqual([]);
  });

  it('name a linked PDF dated outside the period’s filing window', () => {
    const old = { ...report, document_date: '2026-05-20', document_title: 'Results Q4 FY 2025-26' };
    expect(doubts({ inputs: [input({ document_id: 'pdf' })], reports: [old] })).toEqual([
      'The PDF linked to Q2 FY 2026-27, “Results Q4 FY 2025-26”, is dated 20 May 2026, not within 60 days after the period ended on 30 Sep 2026.',
    ]);
  });

  it('compare nothing with sample rows: they are not the company’s', () => {
    expect(doubts({ rows: [stored({ is_sample: true, scale: 'crores' })] })).toEqual([]);
  });
});
