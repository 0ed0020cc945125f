import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDocumentsQueryOptions } from '@/features/documents/api/get-documents';
import { AuthContext } from '@/lib/auth-context';
import type { DocumentRow } from '@/lib/database-rows';
import { iepfRefundUrl } from '@/content/unclaimed-dividends';
import type { OfficerRow } from '@/lib/company-facts';
import { UnclaimedDividendsPage } from '@/pages/unclaimed-dividends-page';
import { authState } from '../auth/auth-test-utils';
import { createTestQueryClient, renderWithProviders } from '../documents/test-utils';
import { officer, WithFacts } from '../support/company-facts';

const statement: DocumentRow = {
  id: 'a',
  document_title: 'Unpaid dividend statement FY 2018-19',
  view_download: 'https://example.com/statement.pdf',
  created_at: '2024-10-01T00:00:00Z',
  document_date: '2024-10-01',
  file_size_bytes: null,
};

async function renderPage(
  officers: OfficerRow[] = [officer('cs', { name: 'Meera Joshi', is_sample: true })],
) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(getDocumentsQueryOptions('unpaid_dividend_statements').queryKey, [
    statement,
  ]);
  queryClient.setQueryData(getDocumentsQueryOptions('iepf_transfer_notices').queryKey, []);
  renderWithProviders(
    <AuthContext.Provider value={authState()}>
      <WithFacts snapshot={{ officers }}>
        <UnclaimedDividendsPage />
      </WithFacts>
    </AuthContext.Provider>,
    queryClient,
  );
  // The Nodal Officer's section is loaded after the page in the browser (a lazy module).
  await screen.findByText(/^Updated on|has not yet published/, undefined, { timeout: 10_000 });
}

describe('the unclaimed dividends page', () => {
  it('names the IEPF Nodal Officer the company entered, with a mail link, a sample marked', async () => {
    await renderPage();
    const nodal = screen.getByRole('region', { name: 'IEPF Nodal Officer' });
    expect(within(nodal).getByText('Meera Joshi')).toBeInTheDocument();
    expect(within(nodal).getByRole('link', { name: 'cs@example.com' })).toHaveAttribute(
      'href',
      'mailto:cs@example.com',
    );
    expect(within(nodal).getByRole('note')).toHaveTextContent(/sample/i);
    expect(within(nodal).getByText(/^Updated on/)).toHaveTextContent('Updated on 20 Nov 2026');
  });

  it('says in words that the Nodal Officer is not yet published when none is entered', async () => {
    await renderPage([officer('cfo', { roles: ['cfo'] })]);
    const nodal = screen.getByRole('region', { name: 'IEPF Nodal Officer' });
    expect(nodal).toHaveTextContent(/has not yet published its Nodal Officer/);
  });

  it('links to the IEPF Authority’s refund page in a new tab', async () => {
    await renderPage();
    const link = screen.getByRole('link', { name: /IEPF Authority: refund/ });
    expect(link).toHaveAttribute('href', iepfRefundUrl);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('shows both document tables', async () => {
    await renderPage();
    expect(
      screen.getByRole('heading', { name: 'Statements of Unpaid and Unclaimed Dividends' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Notices of Shares Due for Transfer to IEPF' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Unpaid dividend statement FY 2018-19')).toBeInTheDocument();
  });
});
