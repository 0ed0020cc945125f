import { vi } from 'vitest';
import type { AuthContextValue } from '@/lib/auth-context';

/** An auth state to put in AuthContext directly: the guard and footer need no real session. */
export function authState(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return {
    isLoading: false,
    isAuthenticated: false,
    isAdmin: false,
    session: null,
    user: null,
    login: vi.fn(async () => true),
    needsCode: false,
    verifyCode: vi.fn(async () => ({ ok: true as const })),
    cancelSignIn: vi.fn(async () => {}),
    logout: vi.fn(async () => {}),
    isLoginDialogOpen: false,
    setLoginDialogOpen: vi.fn(),
    openDeskLogin: vi.fn(),
    loginRefusal: null,
    loginError: null,
    loginDialogPurpose: 'login',
    reauthenticate: vi.fn(async () => true),
    ...overrides,
  };
}
