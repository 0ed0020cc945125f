import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SearchResults } from '@/features/search/components/search-results';
import { snippetParts } from '@/features/search/components/search-snippet';
import type { SearchDocumentsResult } from '@/lib/database-rows';

const found: SearchDocumentsResult = {
  id: 'a',
  document_title: 'Annual Report 2023-24',
  view_download: 'investor_documents/1-annual-report.pdf',
  created_at: '2024-09-02T00:00:00Z',
  document_date: '2024-09-02',
  file_size_bytes: 1024,
  category: 'annual_report',
  rank: 1.2,
  best_page: 3,
  snippet: 'a final <mark>dividend</mark> &lt;script&gt;alert(1)&lt;/script&gt; &amp;lt; R&amp;D',
};

function renderResults(result: SearchDocumentsResult = found) {
  return render(
    <MemoryRouter>
      <SearchResults results={[result]} />
    </MemoryRouter>,
  );
}

describe('search results with text matches', () => {
  it('marks the matched word and shows the document’s markup as text, never as HTML', () => {
    const { container } = renderResults();
    expect(container.querySelector('mark')?.textContent).toBe('dividend');
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByText(/<script>alert\(1\)<\/script> &lt; R&D/)).toBeInTheDocument();
  });

  it('names the page and links to the PDF at that page', () => {
    renderResults();
    expect(screen.getByText('Page 3:')).toBeInTheDocument();
    const link = screen.getByRole('link', {
      name: /View\/Download Annual Report 2023-24 at page 3/,
    });
    expect(link.getAttribute('href')).toMatch(/1-annual-report\.pdf#page=3$/);
  });

  it('shows a title match without text as before: no snippet, the PDF from its start', () => {
    renderResults({ ...found, best_page: null, snippet: null });
    expect(screen.queryByText(/Page \d/)).toBeNull();
    expect(screen.getByRole('link', { name: /View\/Download/ }).getAttribute('href')).toMatch(
      /\.pdf$/,
    );
  });

  it('splits a snippet at its marks only', () => {
    expect(snippetParts('<mark>a</mark> b <mark>c</mark>')).toEqual([
      { text: 'a', marked: true },
      { text: ' b ', marked: false },
      { text: 'c', marked: true },
    ]);
  });
});
