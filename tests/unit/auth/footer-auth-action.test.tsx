import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AuthContext, type AuthContextValue } from '@/lib/auth-context';
import { FooterAuthAction } from '@/features/auth/components/footer-auth-action';
import { authState } from './auth-test-utils';

function renderAction(state: AuthContextValue) {
  render(
    <AuthContext.Provider value={state}>
      <FooterAuthAction />
    </AuthContext.Provider>,
  );
}

describe('FooterAuthAction', () => {
  it('offers Login to a visitor and opens the login dialog', async () => {
    const state = authState();
    renderAction(state);
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(state.setLoginDialogOpen).toHaveBeenCalledWith(true);
  });

  it('offers Logout when logged in', async () => {
    const state = authState({ isAuthenticated: true });
    renderAction(state);
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(state.logout).toHaveBeenCalledTimes(1);
  });
});
