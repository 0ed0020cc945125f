import type { Session } from '@supabase/supabase-js';
import { createContext, useContext } from 'react';
import type { LoginValues } from './schemas/login-schema';
import type { StoredUser } from './stored-user';

export type AuthContextValue = {
  /** True until Supabase has reported the stored session (or its absence). */
  isLoading: boolean;
  isAuthenticated: boolean;
  /** DESIGN.md: app_metadata.role === 'admin'; the database's RLS checks the same claim. */
  isAdmin: boolean;
  session: Session | null;
  /** The `user` mirror of spec section 3. */
  user: StoredUser | null;
  /** Resolves true when signed in; failures are reported with toasts (spec section 8). */
  login: (values: LoginValues) => Promise<boolean>;
  logout: () => Promise<void>;
  /** The shared open/closed flag of the global 'Admin Login' dialog (spec section 4). */
  isLoginDialogOpen: boolean;
  setLoginDialogOpen: (open: boolean) => void;
};

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
