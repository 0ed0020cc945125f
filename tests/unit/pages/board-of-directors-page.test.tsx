import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { committees, directors } from '@/content/board-of-directors';
import { BoardOfDirectorsPage } from '@/pages/board-of-directors-page';

function renderPage() {
  render(
    <MemoryRouter>
      <BoardOfDirectorsPage />
    </MemoryRouter>,
  );
}

describe('the Board of Directors page', () => {
  it('says that its people are sample data', () => {
    renderPage();
    expect(screen.getByRole('note')).toHaveTextContent(/sample data/i);
  });

  it('shows each director as an article with DIN, category, date and committees', () => {
    renderPage();
    const first = directors[0];
    if (!first) throw new Error('no directors');
    const card = screen.getByRole('article', { name: first.name });
    expect(within(card).getByText(first.din)).toBeInTheDocument();
    expect(within(card).getByText(first.category)).toBeInTheDocument();
    expect(within(card).getByText('1 Apr 1992')).toBeInTheDocument();
    expect(within(card).getByText('Stakeholders Relationship Committee')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(directors.length);
  });

  it('lists the committees in a table with their chair and members', () => {
    renderPage();
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(committees.length + 1);
    const audit = rows.find((row) => row.textContent?.includes('Audit Committee'));
    expect(audit).toHaveTextContent('Sample Director Four (SAMPLE)');
  });
});
