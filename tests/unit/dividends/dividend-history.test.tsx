import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dividendHistoryWords } from '@/content/dividends';
import { DividendHistory } from '@/features/dividends/components/dividend-history';
import { DIVIDENDS_KEY, type DividendRow } from '@/lib/dividends';
import { createTestQueryClient } from '../documents/test-utils';

const row = (changes: Partial<DividendRow>): DividendRow => ({
  id: 'a',
  financial_year: '2023-24',
  kind: 'final',
  amount_per_share: 1.5,
  face_value: 10,
  declared_on: '2024-09-27',
  record_date: '2024-09-20',
  payment_date: '2024-10-18',
  unpaid_transferred_on: null,
  unpaid_statement_link: null,
  iepf_credited_on: null,
  is_sample: false,
  created_at: '2024-09-01T00:00:00+00:00',
  ...changes,
});

function renderHistory(rows: DividendRow[], intro?: string) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(DIVIDENDS_KEY, rows);
  render(
    <QueryClientProvider client={queryClient}>
      <DividendHistory intro={intro} />
    </QueryClientProvider>,
  );
}

describe('the dividend history', () => {
  it('shows each dividend in a table with its year, kind, amount, share of face value and dates', () => {
    renderHistory([
      row({}),
      row({
        id: 'b',
        kind: 'interim',
        amount_per_share: 0.75,
        record_date: '2024-02-10',
        payment_date: '2024-03-01',
        is_sample: true,
      }),
    ]);
    const table = screen.getByRole('table', { name: /Dividends declared/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['FY 2023-24', 'Final', '₹1.50', '15% of ₹10.00', '20 Sep 2024', '18 Oct 2024'],
      ['FY 2023-24', 'InterimSample', '₹0.75', '7.5% of ₹10.00', '10 Feb 2024', '1 Mar 2024'],
    ]);
    expect(screen.getByRole('heading', { name: 'Dividend history' })).toBeInTheDocument();
  });

  it('points to the statements below on the unclaimed page, and not beside the results', () => {
    renderHistory([row({})]);
    expect(screen.getByText(dividendHistoryWords.intro)).toBeInTheDocument();
    cleanup();
    renderHistory([row({})], dividendHistoryWords.introBesideResults);
    expect(screen.getByText(dividendHistoryWords.introBesideResults)).toBeInTheDocument();
    expect(screen.queryByText(/statements below/)).toBeNull();
  });

  it('says a payment still ahead is to be paid, under a heading true either way', () => {
    renderHistory([row({ record_date: '2999-11-25', payment_date: '2999-12-11' })]);
    const table = screen.getByRole('table', { name: /Dividends declared/ });
    expect(within(table).getByRole('columnheader', { name: 'Payment date' })).toBeInTheDocument();
    expect(
      within(table).getByRole('cell', { name: '11 Dec 2999, to be paid' }),
    ).toBeInTheDocument();
    expect(within(table).queryByText(/Paid on/)).toBeNull();
  });

  it('says so when no dividend is listed', () => {
    renderHistory([]);
    expect(screen.getByRole('cell', { name: 'No dividend is listed yet.' })).toBeInTheDocument();
  });
});
