import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tooltip } from 'radix-ui';
import { describe, expect, it } from 'vitest';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { documentKeys } from '@/lib/document-query-keys';
import { documentRegistry } from '@/lib/document-registry';
import { DocumentPageSections } from '@/features/documents/components/document-page-sections';
import type { DocumentRow } from '@/lib/database-rows';
import { createTestQueryClient } from './test-utils';

const row = (id: string, title: string, date: string): DocumentRow => ({
  id,
  document_title: title,
  view_download: 'https://example.com/a.pdf',
  created_at: `${date}T00:00:00Z`,
  document_date: date,
  file_size_bytes: null,
});

function Search() {
  return <span title="query string">{useLocation().search}</span>;
}

function renderPage(search: string) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(documentKeys.table('annual_report'), [
    row('1', 'Annual Report 2024-25', '2025-03-31'),
    row('2', 'Annual Report 2023-24', '2024-03-31'),
  ]);
  queryClient.setQueryData(documentKeys.table('board_meeting'), [
    row('3', 'Board meeting April 2024', '2024-04-01'),
  ]);
  render(
    <QueryClientProvider client={queryClient}>
      <Tooltip.Provider>
        <MemoryRouter initialEntries={[`/investor/financial-reports${search}`]}>
          <DocumentPageSections
            sections={[
              { ...documentRegistry.annual_report, heading: 'Annual Reports' },
              { ...documentRegistry.board_meeting, heading: 'Board Meetings' },
            ]}
            canManage={false}
          />
          <Search />
        </MemoryRouter>
      </Tooltip.Provider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const titles = () =>
  screen.getAllByRole('row').map((r) => within(r).queryByText(/Annual|Board/)?.textContent);

describe('the financial-year choice of a document page', () => {
  it('shows only the year in the address, in every table', () => {
    renderPage('?fy=2024-25');
    expect(screen.getByLabelText('Financial year')).toHaveValue('2024-25');
    expect(titles().filter(Boolean)).toEqual(['Annual Report 2024-25', 'Board meeting April 2024']);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('offers the years that have documents, newest first, after All years', () => {
    renderPage('');
    const options = within(screen.getByLabelText('Financial year')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['All years', 'FY 2024-25', 'FY 2023-24']);
  });

  it('puts the chosen year in the address, and All years takes it out', async () => {
    const user = renderPage('?tab=x');
    await user.selectOptions(screen.getByLabelText('Financial year'), 'FY 2023-24');
    expect(screen.getByTitle('query string')).toHaveTextContent('?tab=x&fy=2023-24');
    expect(titles().filter(Boolean)).toEqual(['Annual Report 2023-24']);
    await user.selectOptions(screen.getByLabelText('Financial year'), 'All years');
    expect(screen.getByTitle('query string')).toHaveTextContent('?tab=x');
  });

  it.each([
    ['2024-2025', '“2024-2025” is not a financial year we recognise'],
    ['<b>x</b>', '“<b>x</b>” is not a financial year we recognise'],
    ['1990-91', 'There are no documents dated in FY 1990-91'],
  ])('shows everything with a plain note for ?fy=%s', (fy, note) => {
    renderPage(`?fy=${encodeURIComponent(fy)}`);
    expect(screen.getByRole('status')).toHaveTextContent(note);
    expect(screen.getByLabelText('Financial year')).toHaveValue('');
    expect(titles().filter(Boolean)).toHaveLength(3);
  });
});
