import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AuthContext, type AuthContextValue } from '@/lib/auth-context';
import { DeskLink } from '@/features/auth/components/desk-link';
import { authState } from './auth-test-utils';

function renderLinks(state: AuthContextValue) {
  render(
    <AuthContext.Provider value={state}>
      <MemoryRouter>
        <header>
          <DeskLink place="header" />
        </header>
        <footer>
          <ul>
            <DeskLink place="footer" />
          </ul>
        </footer>
      </MemoryRouter>
    </AuthContext.Provider>,
  );
}

describe('DeskLink', () => {
  it('shows a signed-in administrator a Dashboard link in the header and the footer', () => {
    renderLinks(authState({ isAuthenticated: true, isAdmin: true }));
    const links = screen.getAllByRole('link', { name: 'Dashboard' });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('listitem')).toContainElement(links[1] ?? null);
  });

  it('shows nothing to a visitor, nor to an account that is not the administrator’s', () => {
    renderLinks(authState());
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('shows nothing to a signed-in account without the administrator’s role', () => {
    renderLinks(authState({ isAuthenticated: true, isAdmin: false }));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
