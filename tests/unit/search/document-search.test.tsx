import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SiteSearchForm } from '@/components/layout/site-search-form';
import { searchKeys } from '@/features/search/api/search-documents';
import { DocumentSearch } from '@/features/search/components/document-search';
import type { SearchDocumentsResult } from '@/lib/database-rows';
import { createTestQueryClient } from '../documents/test-utils';

const result = (
  title: string,
  category: SearchDocumentsResult['category'],
  date: string,
): SearchDocumentsResult => ({
  id: title,
  document_title: title,
  view_download: 'investor_documents/1-report.pdf',
  created_at: `${date}T00:00:00Z`,
  document_date: date,
  file_size_bytes: 2_516_582,
  category,
  rank: 1,
  best_page: null,
  snippet: null,
});

function Location() {
  const { pathname, search } = useLocation();
  return <span title="location">{pathname + search}</span>;
}

function renderSearch(url: string, answers: Record<string, SearchDocumentsResult[]> = {}) {
  const queryClient = createTestQueryClient();
  for (const [query, rows] of Object.entries(answers)) {
    queryClient.setQueryData(searchKeys.query(query), rows);
  }
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <SiteSearchForm />
        <DocumentSearch />
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

// The navigation's box comes first in the page, the search page's own second.
const navBox = () => screen.getAllByRole('searchbox')[0] ?? document.body;
const pageBox = () => screen.getAllByRole('searchbox')[1] ?? document.body;

describe('the search page', () => {
  it('shows the results for the query in the address: title, section link, date and file', () => {
    renderSearch('/investor/search?q=annu', {
      annu: [
        result('Annual Report 2023-24', 'annual_report', '2024-09-02'),
        result('Notice of the 39th AGM', 'general_meeting', '2024-08-30'),
      ],
    });
    expect(screen.getByRole('status')).toHaveTextContent('2 documents match “annu”.');
    const first = within(screen.getByRole('list')).getAllByRole('listitem')[0] ?? document.body;
    expect(first).toHaveTextContent('Annual Report 2023-24');
    expect(within(first).getByRole('link', { name: 'Annual Reports' })).toHaveAttribute(
      'href',
      '/investor/financial-reports',
    );
    expect(within(first).getByText('2 Sep 2024')).toHaveAttribute('datetime', '2024-09-02');
    expect(first).toHaveTextContent('PDF, 2.4 MB');
    const view = within(first).getByRole('link', { name: /View\/Download Annual Report 2023-24/ });
    expect(view).toHaveAttribute('target', '_blank');
    expect(view).toHaveAttribute('rel', 'noopener noreferrer');
    expect(view.getAttribute('href')).toMatch(
      /\/storage\/v1\/object\/public\/investor_documents\/investor_documents\/1-report\.pdf$/,
    );
  });

  it('says so in words when nothing matches', () => {
    renderSearch('/investor/search?q=zebra', { zebra: [] });
    expect(screen.getByRole('status')).toHaveTextContent('No documents match “zebra”.');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows nothing for an empty query', () => {
    renderSearch('/investor/search');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('puts what is typed into the address once typing pauses, replacing the entry', async () => {
    const user = renderSearch('/investor/search', { 'agm notice': [] });
    await user.type(pageBox(), 'agm notice');
    expect(screen.getByTitle('location')).toHaveTextContent(/^\/investor\/search$/);
    await waitFor(() =>
      expect(screen.getByTitle('location')).toHaveTextContent('/investor/search?q=agm+notice'),
    );
    expect(screen.getByRole('status')).toHaveTextContent('No documents match “agm notice”.');
  });

  it('keeps SQL and punctuation as text, in the address and on screen', async () => {
    const hostile = "'); drop table annual_report; --";
    const user = renderSearch('/investor/search', { [hostile]: [] });
    await user.type(pageBox(), hostile);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(`No documents match “${hostile}”.`),
    );
    expect(
      new URL(`http://x${screen.getByTitle('location').textContent ?? ''}`).searchParams.get('q'),
    ).toBe(hostile);
  });
});

describe('the search page with a query it cannot use', () => {
  it('answers a query of punctuation only with a plain "no documents" message', async () => {
    renderSearch('/investor/search?q=%3F!%2E%2C%3B', { '?!.,;': [] });
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('No documents match “?!.,;”.'),
    );
  });

  it('searches the first 200 characters of a 10,000-character query, and says so plainly', async () => {
    renderSearch(`/investor/search?q=${'x'.repeat(10_000)}`, { ['x'.repeat(200)]: [] });
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        `No documents match “${'x'.repeat(200)}”.`,
      ),
    );
    expect(screen.getByRole('status').textContent).not.toContain('x'.repeat(201));
  });
});

describe('the navigation’s search box', () => {
  it('leads to the search page with the words typed', async () => {
    const user = renderSearch('/about', { 'annual report': [] });
    await user.type(navBox(), 'annual report{Enter}');
    expect(screen.getByTitle('location')).toHaveTextContent('/investor/search?q=annual+report');
    expect(screen.getAllByRole('searchbox')[1]).toHaveValue('annual report');
  });
});

describe('the bounds on a query', () => {
  it.each([
    [
      'four words left out',
      'annual -ab -ac -ad -ae',
      'Leave out at most 3 words (with a minus sign) in one search.',
    ],
    [
      'only words left out',
      '-annual -report',
      'Add a word to look for: a search cannot be only words to leave out.',
    ],
  ])('says plainly what to change for %s, and shows no results', async (_shape, query, message) => {
    // The answer is there to be shown: only the bound keeps it off the page.
    renderSearch(`/investor/search?q=${encodeURIComponent(query)}`, {
      [query]: [result('Annual Report 2023-24', 'annual_report', '2024-09-02')],
    });
    expect(await screen.findByRole('status')).toHaveTextContent(message);
    expect(screen.queryByText('Annual Report 2023-24')).toBeNull();
  });

  it('searches the first ten words of a title pasted in full, and says so', async () => {
    const pasted =
      'Outcome of the Board Meeting held on 12 February 2026 approving the unaudited results';
    renderSearch(`/investor/search?q=${encodeURIComponent(pasted)}`, {
      'Outcome of the Board Meeting held on 12 February 2026': [
        result(
          'Outcome of the Board Meeting held on 12 February 2026',
          'annual_report',
          '2026-02-12',
        ),
      ],
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      '1 document matches “Outcome of the Board Meeting held on 12 February 2026”. Only the first 10 words were searched.',
    );
    expect(screen.getByText('Outcome of the Board Meeting held on 12 February 2026')).toBeVisible();
  });

  it('lets ten words (three of them left out) and "or" through', async () => {
    const query = 'annual or report a b c d e -x -y -z';
    renderSearch(`/investor/search?q=${encodeURIComponent(query)}`, {
      [query]: [result('Annual Report 2023-24', 'annual_report', '2024-09-02')],
    });
    expect(await screen.findByText('Annual Report 2023-24')).toBeInTheDocument();
  });
});
