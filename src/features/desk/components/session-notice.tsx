import { LogIn } from 'lucide-react';
import { useState, type RefObject } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth-context';

export type SessionNotice = 'expired' | 'restored' | null;

/**
 * When the session ends under the admin mid-dialog (signed out elsewhere, refresh token
 * expired): the dialog stays with everything in it, and the login is offered right there.
 */
export function useSessionNotice(submitRef: RefObject<HTMLButtonElement | null>) {
  const [notice, setNotice] = useState<SessionNotice>(null);
  const { reauthenticate } = useAuth();

  async function logInAgain() {
    if (await reauthenticate()) {
      setNotice('restored');
      // After the login dialog has let go of focus, hand it to the button that saves the work.
      setTimeout(() => submitRef.current?.focus());
    }
  }

  return { notice, setNotice, logInAgain };
}

type SessionNoticeAlertProps = {
  notice: SessionNotice;
  /** What logging in again allows, e.g. 'add this document'. */
  purpose: string;
  /** The dialog's save button, named in the "logged in again" line. */
  submitLabel: string;
  onLogIn: () => void;
};

export function SessionNoticeAlert({
  notice,
  purpose,
  submitLabel,
  onLogIn,
}: SessionNoticeAlertProps) {
  if (notice === 'expired') {
    return (
      <Alert variant="destructive">
        <div className="grid flex-1 gap-1">
          <AlertTitle>Your session has expired</AlertTitle>
          <AlertDescription>Log in again to {purpose}. What you typed is kept.</AlertDescription>
        </div>
        <Button variant="outline" size="sm" className="self-center" onClick={onLogIn}>
          <LogIn aria-hidden="true" />
          Log in again
        </Button>
      </Alert>
    );
  }
  if (notice === 'restored') {
    return (
      <Alert variant="info">
        <AlertDescription>
          You are logged in again. Select {submitLabel} to save it.
        </AlertDescription>
      </Alert>
    );
  }
  return null;
}
