import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { CategorisedDocumentRow } from '@/lib/database-rows';
import { InvestorHomePage } from '@/pages/investor-home-page';
import { createTestQueryClient } from '../documents/test-utils';
import { contactsRow, WithFacts } from '../support/company-facts';

const row = (
  title: string,
  category: CategorisedDocumentRow['category'],
  date: string,
): CategorisedDocumentRow => ({
  id: title,
  document_title: title,
  view_download: 'https://example.com/a.pdf',
  created_at: `${date}T00:00:00Z`,
  document_date: date,
  file_size_bytes: null,
  category,
});

function renderHome(latest?: CategorisedDocumentRow[]) {
  const queryClient = createTestQueryClient();
  if (latest) queryClient.setQueryData(['latest-documents'], latest);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/investor']}>
        <WithFacts snapshot={{ contacts: contactsRow }}>
          <InvestorHomePage />
        </WithFacts>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the investors’ home', () => {
  it('lists the latest disclosures with their section and date', () => {
    renderHome([
      row('Outcome of the Board Meeting', 'corporate_announcement', '2024-11-14'),
      row('Annual Report 2023-24', 'annual_report', '2024-09-02'),
    ]);
    const latest = screen.getByRole('region', { name: 'Latest disclosures' });
    const items = within(latest).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Outcome of the Board MeetingIn Corporate Announcements14 Nov 2024',
      'Annual Report 2023-24In Annual Reports2 Sep 2024',
    ]);
    expect(within(latest).getByRole('link', { name: 'Annual Reports' })).toHaveAttribute(
      'href',
      '/investor/financial-reports',
    );
  });

  it('says when there are no documents yet', () => {
    renderHome([]);
    expect(screen.getByText('No documents yet.')).toBeInTheDocument();
  });

  it('groups the sections as the menu does: 8, 8, and the rest with results, ratings, calendar and alerts', () => {
    renderHome([]);
    const sections = screen.getByRole('region', { name: 'Investor information' });
    const groups = within(sections).getAllByRole('region');
    expect(groups.map((g) => within(g).getAllByRole('link').length)).toEqual([8, 8, 8]);
    for (const [name, href] of [
      ['Quarterly Results', '/investor/quarterly-results'],
      ['Credit Ratings', '/investor/credit-ratings'],
      ['Investor Calendar', '/investor/calendar'],
      ['E-mail Alerts', '/investor/alerts'],
    ]) {
      expect(within(sections).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(sections).getByRole('link', { name: 'Policies' })).toHaveAttribute(
      'href',
      '/investor/policies',
    );
  });

  it('offers a search box that leads to the search page', () => {
    renderHome([]);
    const search = screen.getByRole('search', { name: 'Search all investor documents' });
    expect(search).toHaveAttribute('action', '/investor/search');
  });

  it('shows the company’s investor contact and SEBI’s SCORES and SMART ODR in new tabs', async () => {
    renderHome([]);
    const block = screen.getByRole('region', { name: 'Investor grievances' });
    // The company's contact lines load after the page (a lazy module), as in the browser.
    expect(
      await within(block).findByRole(
        'link',
        { name: 'investors@example.com' },
        { timeout: 10_000 },
      ),
    ).toHaveAttribute('href', 'mailto:investors@example.com');
    for (const [name, href] of [
      [/scores\.sebi\.gov\.in/, 'https://scores.sebi.gov.in'],
      [/smartodr\.in/, 'https://smartodr.in'],
    ] as const) {
      const link = within(block).getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
    }
  });
});
