import { describe, expect, it } from 'vitest';
import { resultsToCsv } from '@/features/results/utils/results-csv';
import type { FinancialResultRow } from '@/lib/financial-results';

const row = (over: Partial<FinancialResultRow>): FinancialResultRow => ({
  id: 'r1',
  period_kind: 'quarter',
  basis: 'standalone',
  audited: false,
  period_start: '2024-07-01',
  period_end: '2024-09-30',
  scale: 'lakhs',
  document_id: 'd1',
  is_sample: false,
  created_at: '2024-11-14T00:00:00Z',
  revenue_from_operations: 415835000,
  other_income: 5425000,
  total_income: 421260000,
  total_expenses: 369400000,
  exceptional_items: 0,
  profit_before_tax: 51860000,
  tax_expense: 13045000,
  profit_for_period: 38815000,
  other_comprehensive_income: -260000,
  basic_eps: 3.12,
  diluted_eps: 3.12,
  paid_up_capital: 124400000,
  face_value: 10,
  ...over,
});

describe('the results CSV', () => {
  it('writes every figure of every period exactly, newest first, with its document', () => {
    const csv = resultsToCsv(
      [
        row({ id: 'old', period_start: '2024-04-01', period_end: '2024-06-30', document_id: null }),
        row({ revenue_from_operations: 9999999999999.99 }),
      ],
      [{ id: 'd1', document_title: 'Results', view_download: 'https://example.com/q2.pdf' }],
    );
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      'Period,Kind,Basis,Audited,Start,End,Revenue from operations (₹),Other income (₹),Total income (₹),Total expenses (₹),Exceptional items (₹),Profit before tax (₹),Tax expense (₹),Profit for the period (₹),Other comprehensive income (₹),Paid-up equity share capital (₹),Basic earnings per share (₹),Diluted earnings per share (₹),Face value per share (₹),Rounding as filed,Results document,Sample',
    );
    expect(lines[1]).toBe(
      'Q2 FY 2024-25,Quarter,Standalone,Unaudited,2024-07-01,2024-09-30,9999999999999.99,5425000,421260000,369400000,0,51860000,13045000,38815000,-260000,124400000,3.12,3.12,10,lakhs,https://example.com/q2.pdf,',
    );
    expect(lines[2]).toMatch(/^Q1 FY 2024-25,.*,lakhs,,$/);
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('keeps a hostile document title out of the cells and a link that is no link empty', () => {
    const csv = resultsToCsv(
      [row({})],
      [{ id: 'd1', document_title: '=HYPERLINK("x")', view_download: 'javascript:alert(1)' }],
    );
    expect(csv).not.toContain('javascript');
    expect(csv).not.toContain('HYPERLINK');
  });
});
