import type { Session } from '@supabase/supabase-js';
import { createContext, useContext } from 'react';

// The session state that the site frame, the pages and the administrator's desk all read. The
// auth feature provides it; it lives here so that no other feature has to import that one.

/** Spec section 3: the `user` mirror kept in localStorage. */
export type StoredUser = { id: string; username: string; name: string; role: string };

/**
 * What the login form sends (its zod schema in the auth feature trims and checks it), with the
 * CAPTCHA's one-use token when the site has one configured.
 */
export type LoginValues = { username: string; password: string; captchaToken?: string };

export type VerifyCodeResult =
  | { ok: true }
  | {
      ok: false;
      /** `paused`: the account waits after too many wrong codes; `message` says how long. */
      reason: 'wrong-code' | 'rate-limited' | 'paused' | 'no-factor' | 'error';
      message: string;
    };

export type AuthContextValue = {
  /** True until Supabase has reported the stored session (or its absence). */
  isLoading: boolean;
  isAuthenticated: boolean;
  /** DESIGN.md: app_metadata.role === 'admin'; the database's RLS checks the same claim. */
  isAdmin: boolean;
  session: Session | null;
  /** The `user` mirror of spec section 3. */
  user: StoredUser | null;
  /**
   * Resolves true when signed in; failures are reported with toasts (spec section 8). False too
   * when the password was right but a code is still needed: `needsCode` then turns true.
   */
  login: (values: LoginValues) => Promise<boolean>;
  /** The password was right and the admin has an authenticator: the code step is due. */
  needsCode: boolean;
  /** The second step: the authenticator's code raises the session to aal2. */
  verifyCode: (code: string) => Promise<VerifyCodeResult>;
  /** Abandons a half-done sign-in (password accepted, code not given): signs out. */
  cancelSignIn: () => Promise<void>;
  logout: () => Promise<void>;
  /** The shared open/closed flag of the global 'Admin Login' dialog (spec section 4). */
  isLoginDialogOpen: boolean;
  /** Opening it this way is a plain login: success goes to the home page (spec section 4). */
  setLoginDialogOpen: (open: boolean) => void;
  /**
   * Opens the login dialog for someone who opened the desk signed out: success stays on the desk's
   * address, so the section asked for opens (not the home page).
   */
  openDeskLogin: () => void;
  /**
   * Set when the last password sign-in was refused because the account is not the site's
   * administrator (it is signed out again at once), so the desk can say so; cleared by the next
   * attempt.
   */
  loginRefusal: 'not-admin' | null;
  /**
   * Why the last login was refused, in the words of its toast, for the dialog to say beside the
   * form too (a toast goes away, and a screen reader may miss it); null after a success.
   */
  loginError: string | null;
  /** Why the login dialog is open. */
  loginDialogPurpose: LoginDialogPurpose;
  /**
   * Opens the login dialog for an admin whose session ended while working (the refresh token was
   * revoked or had expired). Success keeps the page as it is, so an open form keeps what was
   * typed. Resolves when the dialog closes: true if the admin logged in again.
   */
  reauthenticate: () => Promise<boolean>;
};

/**
 * 'login' from the footer; 'desk' from the desk's own address, signed out; 'session-expired'
 * from work that needs a new session to go on.
 */
export type LoginDialogPurpose = 'login' | 'desk' | 'session-expired';

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
