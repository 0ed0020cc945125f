import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { documentTablesAt, investorDocumentPages } from '@/content/investor-document-pages';
import type { LatestDocumentDates } from '@/features/disclosure-freshness/api/get-latest-document-dates';
import { DOCUMENT_TABLES } from '@/lib/document-tables';
import { DisclosureRegulationPage } from '@/pages/disclosure-regulation-page';
import { createTestQueryClient } from '../documents/test-utils';
import { WithFacts } from '../support/company-facts';

function renderPage(dates?: LatestDocumentDates) {
  const queryClient = createTestQueryClient();
  if (dates) queryClient.setQueryData(['latest-document-dates'], dates);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <WithFacts snapshot={{ applicability: { top1000: null, subsidiaries: null } }}>
          <DisclosureRegulationPage />
        </WithFacts>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const rowOf = (clause: string) =>
  screen.getAllByRole('row').find((r) => r.textContent?.includes(clause)) ?? document.body;

describe('Regulation 46 freshness', () => {
  const dates: LatestDocumentDates = new Map(DOCUMENT_TABLES.map((t) => [t, null]));
  dates.set('annual_report', '2024-09-02');
  dates.set('board_meeting', '2024-11-12');
  dates.set('policies', '2024-04-15');

  it('shows the newest date of the tables behind a row’s page', () => {
    renderPage(dates);
    // Financial Reports holds four tables; the board meeting is the newest of them.
    expect(rowOf('(l)(iii)')).toHaveTextContent('Last updated 12 Nov 2024');
    expect(within(rowOf('(d)')).getByText('15 Apr 2024')).toHaveAttribute('datetime', '2024-04-15');
  });

  it('says No documents yet for a page whose tables are empty', () => {
    renderPage(dates);
    expect(rowOf('(m)')).toHaveTextContent('Shareholding PatternNo documents yet');
  });

  it('says nothing for a row that is not a page of documents, or before the dates arrive', () => {
    renderPage(dates);
    expect(rowOf('(a)')).not.toHaveTextContent(/Last updated|No documents yet/);
    expect(rowOf('(l)(ii)')).not.toHaveTextContent(/Last updated|No documents yet/);
  });

  it('shows nothing while the dates load', () => {
    renderPage();
    expect(screen.queryByText(/Last updated|No documents yet/)).not.toBeInTheDocument();
  });
});

describe('the pages of document tables', () => {
  it('show every one of the 23 tables exactly once', () => {
    const shown = investorDocumentPages.flatMap((p) => p.sections.map((s) => s.table));
    expect([...shown].sort()).toEqual([...DOCUMENT_TABLES].sort());
    expect(documentTablesAt('/investor/financial-reports')).toHaveLength(4);
    expect(documentTablesAt('/about')).toEqual([]);
  });
});
