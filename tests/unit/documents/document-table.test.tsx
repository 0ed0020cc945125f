import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentKeys } from '@/lib/document-query-keys';
import { DocumentTable } from './document-table-with-desk';
import { dismissToast } from '@/hooks/use-toast';
import type { DocumentRow } from '@/lib/database-rows';
import type { DocumentTableName } from '@/lib/document-tables';
import { parseFinancialYear } from '@/lib/financial-year';
import { createTestQueryClient, renderWithProviders } from './test-utils';
import { AuthContext } from '@/lib/auth-context';
import { authState } from '../auth/auth-test-utils';

const rows: DocumentRow[] = [
  {
    id: '2',
    document_title: 'Whistle Blower Policy',
    view_download: 'https://example.com/whistle.pdf',
    created_at: '2024-06-02T00:00:00Z',
    document_date: '2024-06-02',
    file_size_bytes: null,
  },
  {
    id: '1',
    document_title: 'Code of Conduct',
    view_download: 'investor_documents/1700000000000-code.pdf',
    created_at: '2024-06-01T00:00:00Z',
    document_date: '2024-06-01',
    file_size_bytes: null,
  },
];

function withRows(data: DocumentRow[]) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(documentKeys.table('policies'), data);
  return queryClient;
}

afterEach(() => {
  dismissToast();
});

describe('DocumentTable', () => {
  it('shows a loading state while the documents load', () => {
    const queryClient = createTestQueryClient();
    // A fetch that never settles holds the query in its loading state.
    void queryClient.prefetchQuery({
      queryKey: documentKeys.table('policies'),
      queryFn: () => new Promise<DocumentRow[]>(() => {}),
    });
    renderWithProviders(<DocumentTable table="policies" />, queryClient);
    expect(screen.getByRole('status')).toHaveTextContent('Loading documents…');
  });

  it("shows 'No documents available' for an empty table", () => {
    renderWithProviders(<DocumentTable table="policies" />, withRows([]));
    expect(screen.getByText('No documents available')).toBeInTheDocument();
  });

  it('lists the documents with a labelled view link for each', () => {
    renderWithProviders(<DocumentTable table="policies" />, withRows(rows));
    const table = screen.getByRole('table', { name: 'Policies' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Whistle Blower Policy');
    expect(second).toHaveTextContent('Code of Conduct');
    const external = screen.getByRole('link', { name: /View or download Whistle Blower Policy/ });
    expect(external).toHaveAttribute('href', 'https://example.com/whistle.pdf');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(
      screen.getByRole('link', { name: /View or download Code of Conduct/ }).getAttribute('href'),
    ).toMatch(/\/storage\/v1\/object\/public\/investor_documents\/investor_documents\/1700/);
  });

  it('shows no Actions column or Delete button to a visitor', () => {
    renderWithProviders(<DocumentTable table="policies" />, withRows(rows));
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Document Title',
      'Date',
      'View/Download',
    ]);
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });

  const [whistle, code] = rows as [DocumentRow, DocumentRow];

  it('shows each document’s date the Indian way and what its link leads to', () => {
    renderWithProviders(
      <DocumentTable table="policies" />,
      withRows([{ ...code, file_size_bytes: 1_258_291 }, whistle]),
    );
    const [, upload, link] = screen.getAllByRole('row');
    // The CSS tooltip's 'View / Download' sits between the date and the size.
    expect(upload).toHaveTextContent(/^Code of Conduct1 Jun 2024View \/ DownloadPDF, 1\.2 MB$/);
    expect(screen.getByText('1 Jun 2024')).toHaveAttribute('datetime', '2024-06-01');
    expect(link).toHaveTextContent(/^Whistle Blower Policy2 Jun 2024View \/ DownloadPDF$/);
  });

  it('shows only the chosen financial year', () => {
    renderWithProviders(
      <DocumentTable table="policies" financialYear={parseFinancialYear('2024-25')} />,
      withRows([
        { ...whistle, document_date: '2025-03-31' },
        { ...code, document_date: '2025-04-01' },
      ]),
    );
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(screen.getByRole('row', { name: /Whistle Blower Policy/ })).toBeInTheDocument();
  });

  it('says when the chosen financial year has no documents', () => {
    renderWithProviders(
      <DocumentTable table="policies" financialYear={parseFinancialYear('2020-21')} />,
      withRows(rows),
    );
    expect(screen.getByText('No documents dated in FY 2020-21')).toBeInTheDocument();
  });

  it('gives the admin an Actions column with a Delete button per row', async () => {
    renderWithProviders(
      <AuthContext.Provider value={authState({ isAdmin: true })}>
        <DocumentTable table="policies" canManage />
      </AuthContext.Provider>,
      withRows(rows),
    );
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    // The button's code loads on demand, for the admin only.
    expect(
      // The admin's actions are a lazy chunk: a busy machine can take more than a second.
      await screen.findByRole('button', { name: 'Delete Code of Conduct' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('asks for confirmation before deleting', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <AuthContext.Provider value={authState({ isAdmin: true })}>
        <DocumentTable table="policies" canManage />
      </AuthContext.Provider>,
      withRows(rows),
    );
    await user.click(
      await screen.findByRole('button', { name: 'Delete Code of Conduct' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this document?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByText('Code of Conduct')).toBeInTheDocument();
  });

  it('shows the view error with a Try Again button that clears it', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <DocumentTable table="policies" />,
      withRows([
        {
          id: '9',
          document_title: 'Broken',
          view_download: 'broken.pdf',
          created_at: '2024-06-03T00:00:00Z',
          document_date: '2024-06-03',
          file_size_bytes: null,
        },
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'View or download Broken' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Invalid document link');
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(screen.queryByText('Invalid document link')).not.toBeInTheDocument();
  });

  it("announces the table's load failure in a toast and offers a retry", async () => {
    const queryClient = createTestQueryClient();
    await queryClient
      .prefetchQuery({
        queryKey: documentKeys.table('policies'),
        queryFn: () => Promise.reject(new Error('offline')),
      })
      .catch(() => {});
    renderWithProviders(<DocumentTable table="policies" />, queryClient);
    expect(await screen.findByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    // The toast (a Radix toast is a list item in the notifications region) uses the variant.
    const toasts = await screen.findAllByText('Failed to load policies');
    expect(toasts.length).toBeGreaterThanOrEqual(2);
  });

  it("throws 'Invalid table type' for an unknown table", () => {
    // React reports the thrown error to the console; keep the output clean.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      renderWithProviders(<DocumentTable table={'users' as DocumentTableName} />),
    ).toThrow('Invalid table type');
    consoleError.mockRestore();
  });
});
