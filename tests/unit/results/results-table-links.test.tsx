import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResultsTable } from '@/features/results/components/results-table';
import type { FinancialResultRow } from '@/lib/financial-results';

const period: FinancialResultRow = {
  id: 'q2',
  period_kind: 'quarter',
  basis: 'standalone',
  audited: false,
  period_start: '2026-07-01',
  period_end: '2026-09-30',
  scale: 'lakhs',
  revenue_from_operations: 100,
  other_income: 0,
  total_income: 100,
  total_expenses: 0,
  exceptional_items: 0,
  profit_before_tax: 0,
  tax_expense: 0,
  profit_for_period: 10,
  other_comprehensive_income: 0,
  basic_eps: 1,
  diluted_eps: 1,
  paid_up_capital: 0,
  face_value: 10,
  document_id: 'doc',
  is_sample: false,
  created_at: '2026-11-14T00:00:00+00:00',
};

describe('the results table’s document links', () => {
  it('have names that begin with the word they show (WCAG 2.5.3, label in name)', () => {
    render(
      <ResultsTable
        caption="Quarters"
        periods={[period]}
        scale="lakhs"
        changes={[]}
        documents={[
          {
            id: 'doc',
            document_title: 'Unaudited results Q2 FY 2026-27',
            view_download: 'https://example.com/q2.pdf',
          },
        ]}
      />,
    );
    const link = screen.getByRole('link', { name: /^PDF of the results for / });
    expect(link).toHaveTextContent('PDF');
    expect(link).toHaveAccessibleName(/Unaudited results Q2 FY 2026-27 \(opens in a new tab\)$/);
  });
});
