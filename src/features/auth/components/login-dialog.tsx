import { useNavigate } from 'react-router-dom';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { useAuth } from '../auth-context';
import type { LoginValues } from '../schemas/login-schema';
import { LoginForm } from './login-form';

/** The global 'Admin Login' dialog, opened from the footer through the shared flag. */
export function LoginDialog() {
  const { isLoginDialogOpen, setLoginDialogOpen, login, loginDialogPurpose } = useAuth();
  const navigate = useNavigate();
  const sessionExpired = loginDialogPurpose === 'session-expired';

  async function handleLogin(values: LoginValues) {
    const ok = await login(values);
    if (ok) {
      // Spec section 4: success closes the dialog, resets the form and goes home; logging in
      // again after a session ended stays on the page, where the admin's work is waiting.
      setLoginDialogOpen(false);
      if (!sessionExpired) void navigate(paths.home);
    }
    return ok;
  }

  return (
    <Dialog open={isLoginDialogOpen} onOpenChange={setLoginDialogOpen}>
      <DialogContent className="max-w-sm">
        <DialogHeader>
          <DialogTitle>Admin Login</DialogTitle>
          <DialogDescription>
            {sessionExpired
              ? 'Your session has expired. Log in again to carry on where you left off.'
              : 'Sign in to manage the investor documents.'}
          </DialogDescription>
        </DialogHeader>
        <LoginForm onSubmit={handleLogin} />
      </DialogContent>
    </Dialog>
  );
}
