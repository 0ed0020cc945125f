import { useLocation, useNavigate } from 'react-router-dom';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { isInvestorPath, sitePaths } from '@/config/site-paths';
import { useAuth } from '@/lib/auth-context';
import { captchaSiteKey } from '../captcha-site-key';
import { authMessages } from '../messages';
import type { LoginValues } from '../schemas/login-schema';
import { LoginForm } from './login-form';
import { TotpCodeForm } from './totp-code-form';

const codeProblem = {
  'wrong-code': authMessages.wrongCode,
  'rate-limited': authMessages.tooManyAttempts,
  paused: authMessages.tooManyAttempts,
  'no-factor': 'No authenticator is set up for this account. Cancel and log in again.',
  error: 'The code could not be checked. Please try again.',
} as const;

/**
 * The global 'Admin Login' dialog, opened from the footer through the shared flag: the password,
 * then (when the admin has an authenticator) the 6-digit code.
 */
export function LoginDialog() {
  const {
    isLoginDialogOpen,
    setLoginDialogOpen,
    login,
    loginDialogPurpose,
    loginError,
    needsCode,
    verifyCode,
    cancelSignIn,
  } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const sessionExpired = loginDialogPurpose === 'session-expired';

  function finish() {
    // Spec section 4: success closes the dialog, resets the form and goes home. Logging in again
    // after a session ended stays on the page, where the admin's work is waiting; logging in from
    // the desk's address stays there too, so the section asked for opens; and so does logging in
    // from an investor page or the contact page, whose documents and facts the administrator
    // came to edit there (deliberate differences from the specification, which sends a
    // signed-out visitor home).
    setLoginDialogOpen(false);
    const editsHere = isInvestorPath(pathname) || pathname === sitePaths.contact;
    if (loginDialogPurpose === 'login' && !editsHere) void navigate(sitePaths.home);
  }

  async function handleLogin(values: LoginValues, captchaToken?: string) {
    const ok = await login({ ...values, captchaToken });
    if (ok) finish();
    return ok;
  }

  async function handleCode(code: string) {
    const result = await verifyCode(code);
    if (result.ok) {
      finish();
      return null;
    }
    // A paused account's refusal carries the database's own words, with the wait in them.
    return result.reason === 'paused' ? result.message : codeProblem[result.reason];
  }

  function cancel() {
    void cancelSignIn();
    setLoginDialogOpen(false);
  }

  // Closing the dialog half way through (Escape, the X) abandons the sign-in, as Cancel does.
  function onOpenChange(open: boolean) {
    if (!open && needsCode) void cancelSignIn();
    setLoginDialogOpen(open);
  }

  return (
    <Dialog open={isLoginDialogOpen} onOpenChange={onOpenChange}>
      <DialogContent size="sm">
        <DialogHeader>
          <DialogTitle>Admin Login</DialogTitle>
          <DialogDescription>
            {needsCode
              ? 'Two-factor authentication is on. Open your authenticator app and enter the code it shows for this site.'
              : sessionExpired
                ? 'Your session has expired. Log in again to carry on where you left off.'
                : loginDialogPurpose === 'desk'
                  ? 'Log in as the site’s administrator to open the desk.'
                  : 'Sign in to manage the investor documents.'}
          </DialogDescription>
        </DialogHeader>
        {needsCode ? (
          <TotpCodeForm onSubmit={handleCode} onCancel={cancel} />
        ) : (
          <LoginForm onSubmit={handleLogin} captchaSiteKey={captchaSiteKey} refusal={loginError} />
        )}
      </DialogContent>
    </Dialog>
  );
}
