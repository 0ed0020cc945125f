import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResultsPeriodSection } from '@/features/results/components/results-period-section';
import type { FinancialResultRow } from '@/lib/financial-results';

const quarter = (period_end: string, revenue: number): FinancialResultRow => ({
  id: period_end,
  period_kind: 'quarter',
  basis: 'standalone',
  audited: false,
  period_start: `${period_end.slice(0, 8)}01`,
  period_end,
  scale: 'lakhs',
  revenue_from_operations: revenue,
  other_income: 0,
  total_income: revenue,
  total_expenses: 0,
  exceptional_items: 0,
  profit_before_tax: 0,
  tax_expense: 0,
  profit_for_period: 100,
  other_comprehensive_income: 0,
  basic_eps: 1,
  diluted_eps: 1,
  paid_up_capital: 0,
  face_value: 10,
  document_id: null,
  is_sample: false,
  created_at: '2025-11-14T00:00:00+00:00',
});

const COMPARISONS = [
  { months: 3, label: 'the quarter before', words: 'on the quarter before' },
  {
    months: 12,
    label: 'the same quarter a year before',
    words: 'on the same quarter a year before',
  },
];

function renderSection(periods: FinancialResultRow[]) {
  render(
    <ResultsPeriodSection
      id="quarters"
      heading="Quarters"
      periods={periods}
      all={periods}
      documents={[]}
      comparisons={COMPARISONS}
      caption="Quarters"
    />,
  );
}

describe('a results chart’s summary', () => {
  it('says a period the site does not hold is not on the site, not that it is not comparable', () => {
    // Q2 FY 2025-26 and the same quarter a year before; the quarter before is missing.
    renderSection([quarter('2025-09-30', 431240000), quarter('2024-09-30', 415835000)]);
    expect(
      screen.getByText(
        'Q2 FY 2025-26: 4,312.40, up 3.7% on the same quarter a year before. The quarter before is not on the site to compare with.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/not comparable/)).toBeNull();
  });

  it('compares with both when both are on the site', () => {
    renderSection([
      quarter('2025-09-30', 431240000),
      quarter('2025-06-30', 431240000),
      quarter('2024-09-30', 415835000),
    ]);
    expect(
      screen.getByText(
        'Q2 FY 2025-26: 4,312.40, unchanged on the quarter before and up 3.7% on the same quarter a year before.',
      ),
    ).toBeInTheDocument();
  });
});
