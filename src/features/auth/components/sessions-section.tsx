import { MonitorSmartphone } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/hooks/use-toast';
import { useAuth } from '@/lib/auth-context';
import { formatIstDateTime } from '@/lib/ist-time';
import { signOutOtherDevices } from '../api/sign-out-others';
import { tokenAal } from '../session-aal';
import { accountName } from '@/lib/account-name';
import { SecurityPanel } from './security-panel';

/**
 * The "Signed-in devices" part of the desk's Security: this session (who, since when, whether a
 * two-factor code was given) and a way to sign every other device out, for a lost phone or a
 * shared computer left signed in.
 */
export function SessionsSection() {
  const { session } = useAuth();
  const [busy, setBusy] = useState(false);
  if (!session) return null;
  const since = session.user.last_sign_in_at;
  const withCode = tokenAal(session.access_token) === 'aal2';

  async function signOutOthers() {
    setBusy(true);
    try {
      await signOutOtherDevices();
      toast({
        title: 'Other devices signed out',
        description:
          'Every other browser signed in to this account must log in again within the hour; this one stays signed in.',
      });
    } catch {
      toast({
        title: 'Error',
        description: 'The other devices could not be signed out. Try again.',
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <SecurityPanel
      id="sessions-heading"
      title="Signed-in devices"
      icon={<MonitorSmartphone aria-hidden="true" />}
    >
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-500">Logged in as</dt>
        {/* The username typed at login, not the address the login makes of it. */}
        <dd className="break-all text-slate-900">
          {session.user.email ? accountName(session.user.email) : 'Signed in'}
        </dd>
        {since ? (
          <>
            <dt className="font-medium text-slate-500">Last login, on any device</dt>
            <dd className="text-slate-900">
              <time dateTime={since}>{formatIstDateTime(new Date(since))}</time>
            </dd>
          </>
        ) : null}
        <dt className="font-medium text-slate-500">Two-factor code</dt>
        <dd className="text-slate-900">
          {withCode ? 'Given for this session' : 'Not asked for this session (password only)'}
        </dd>
      </dl>
      <div className="grid gap-2">
        <p className="max-w-prose text-sm text-slate-600">
          Signed in somewhere you no longer use, or lost a phone? Sign the other devices out: they
          can no longer renew their login, and what they hold now ends within the hour.
        </p>
        <div>
          <Button variant="outline" disabled={busy} onClick={() => void signOutOthers()}>
            {busy ? <Spinner /> : null}
            Sign out other devices
          </Button>
        </div>
      </div>
    </SecurityPanel>
  );
}
