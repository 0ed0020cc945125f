import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BoardFacts } from '@/lib/company-facts';
import { AuthContext } from '@/lib/auth-context';
import { BoardOfDirectorsPage } from '@/pages/board-of-directors-page';
import { authState } from '../auth/auth-test-utils';
import { boardFacts, director, WithFacts } from '../support/company-facts';

async function renderPage(board: BoardFacts = boardFacts) {
  render(
    <MemoryRouter>
      <AuthContext.Provider value={authState()}>
        <WithFacts snapshot={{ board }}>
          <BoardOfDirectorsPage />
        </WithFacts>
      </AuthContext.Provider>
    </MemoryRouter>,
  );
  // The Board's section is loaded after the page in the browser (a lazy module).
  await screen.findByText(/^Updated on|has not yet published/, undefined, { timeout: 10_000 });
}

// "Current" and "the last twelve months" count from today: a fixed one here.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T06:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('the Board of Directors page', () => {
  it('shows the directors serving today, each with DIN, category, date and committees', async () => {
    await renderPage();
    expect(
      screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby')),
    ).toHaveLength(2);
    const asha = screen.getByRole('article', { name: 'Asha Rao' });
    expect(within(asha).getByText('00000011')).toBeInTheDocument();
    expect(within(asha).getByText('Independent, woman director')).toBeInTheDocument();
    expect(within(asha).getByText('1 Apr 2020')).toBeInTheDocument();
    expect(within(asha).getByText('Audit Committee (Chair)')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Chetan Iyer' })).toBeNull();
  });

  it('lists who joined and who left in the last twelve months, newest first, but not earlier', async () => {
    await renderPage();
    const changes = screen.getAllByRole('listitem').filter((li) => li.querySelector('time'));
    expect(changes.map((li) => li.textContent)).toEqual([
      '1 Sep 2026Bimal Shah (DIN 00000012): Appointed Independent Director',
      '15 Aug 2026Chetan Iyer (DIN 00000013): Ceased to be a director (resignation)',
    ]);
  });

  it('shows each committee with its chair and the members serving today', async () => {
    await renderPage();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    const audit = rows.find((row) => row.textContent?.includes('Audit Committee'));
    expect(audit).toHaveTextContent('Asha Rao');
    expect(audit).toHaveTextContent('Bimal Shah');
    expect(audit).not.toHaveTextContent('Chetan Iyer');
    const csr = rows.find((row) => row.textContent?.includes('Corporate Social'));
    expect(csr).toHaveTextContent('Members not yet published');
  });

  it('says when it was last updated', async () => {
    await renderPage();
    expect(screen.getByText(/^Updated on/)).toHaveTextContent('Updated on 24 Nov 2026');
  });

  it('marks sample people as sample', async () => {
    await renderPage({
      ...boardFacts,
      directors: [director('s', { name: 'Sample (SAMPLE)', is_sample: true })],
    });
    expect(screen.getByRole('note')).toHaveTextContent(/sample data/i);
  });

  it('says what is not yet published when the company has entered no director', async () => {
    await renderPage({ directors: [], committees: [], members: [] });
    expect(screen.getByText(/has not yet published its Board of Directors/)).toBeInTheDocument();
    expect(screen.queryByRole('note')).toBeNull();
  });
});
