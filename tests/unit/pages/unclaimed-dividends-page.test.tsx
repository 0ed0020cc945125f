import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDocumentsQueryOptions } from '@/features/documents/api/get-documents';
import { AuthContext } from '@/lib/auth-context';
import type { DocumentRow } from '@/lib/database-rows';
import { iepfRefundUrl, nodalOfficer } from '@/content/unclaimed-dividends';
import { UnclaimedDividendsPage } from '@/pages/unclaimed-dividends-page';
import { authState } from '../auth/auth-test-utils';
import { createTestQueryClient, renderWithProviders } from '../documents/test-utils';

const statement: DocumentRow = {
  id: 'a',
  document_title: 'Unpaid dividend statement FY 2018-19',
  view_download: 'https://example.com/statement.pdf',
  created_at: '2024-10-01T00:00:00Z',
  document_date: '2024-10-01',
  file_size_bytes: null,
};

function renderPage() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(getDocumentsQueryOptions('unpaid_dividend_statements').queryKey, [
    statement,
  ]);
  queryClient.setQueryData(getDocumentsQueryOptions('iepf_transfer_notices').queryKey, []);
  renderWithProviders(
    <AuthContext.Provider value={authState()}>
      <UnclaimedDividendsPage />
    </AuthContext.Provider>,
    queryClient,
  );
}

describe('the unclaimed dividends page', () => {
  it('names the IEPF Nodal Officer with a mail link, marked as sample', () => {
    renderPage();
    const nodal = screen.getByRole('region', { name: 'IEPF Nodal Officer' });
    expect(within(nodal).getByText(nodalOfficer.name)).toBeInTheDocument();
    expect(within(nodal).getByRole('link', { name: nodalOfficer.email })).toHaveAttribute(
      'href',
      `mailto:${nodalOfficer.email}`,
    );
    expect(within(nodal).getByRole('note')).toHaveTextContent(/sample/i);
  });

  it('links to the IEPF Authority’s refund page in a new tab', () => {
    renderPage();
    const link = screen.getByRole('link', { name: /IEPF Authority: refund/ });
    expect(link).toHaveAttribute('href', iepfRefundUrl);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('shows both document tables', () => {
    renderPage();
    expect(
      screen.getByRole('heading', { name: 'Statements of Unpaid and Unclaimed Dividends' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Notices of Shares Due for Transfer to IEPF' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Unpaid dividend statement FY 2018-19')).toBeInTheDocument();
  });
});
