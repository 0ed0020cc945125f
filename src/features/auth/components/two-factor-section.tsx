import { ShieldCheck } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import type { Factor } from '@supabase/supabase-js';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/hooks/use-toast';
import {
  confirmEnrolment,
  getVerifiedFactors,
  removeFactor,
  startEnrolment,
  type Enrolment,
} from '../api/two-factor';
import { isAccountPaused, isRateLimited } from '../api/sign-in';
import { authMessages } from '../messages';
import { TotpCodeForm } from './totp-code-form';
import { SecurityPanel } from './security-panel';

/** The name an authenticator app shows for this site's entry. */
const ISSUER = 'Health For All';

type State =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'off' }
  | { kind: 'enrolling'; enrolment: Enrolment }
  | { kind: 'on'; factor: Factor };

async function loadState(): Promise<State> {
  try {
    const [factor] = await getVerifiedFactors();
    return factor ? { kind: 'on', factor } : { kind: 'off' };
  } catch {
    return { kind: 'failed' };
  }
}

/**
 * The dashboard's "Two-factor authentication" section: enrol an authenticator (QR code, or the
 * key typed in), confirm it with a first code, see it, remove it. Once on, the database itself
 * refuses any change to the documents from a session that has not given a code.
 */
export function TwoFactorSection() {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const refresh = useCallback(async () => setState(await loadState()), []);

  useEffect(() => {
    let cancelled = false;
    void loadState().then((next) => !cancelled && setState(next));
    return () => {
      cancelled = true;
    };
  }, []);

  async function begin() {
    setBusy(true);
    setProblem(null);
    try {
      setState({ kind: 'enrolling', enrolment: await startEnrolment(ISSUER) });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'Setting up failed. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  async function confirm(enrolment: Enrolment, code: string) {
    const error = await confirmEnrolment(enrolment.factorId, code);
    if (!error) {
      toast({ title: 'Two-factor authentication is on', description: 'Keep your phone safe.' });
      await refresh();
      return null;
    }
    if (isAccountPaused(error)) return error.message;
    return isRateLimited(error) ? authMessages.tooManyAttempts : authMessages.wrongCode;
  }

  async function remove(factor: Factor) {
    setBusy(true);
    setProblem(null);
    const error = await removeFactor(factor.id);
    setBusy(false);
    if (error) {
      setProblem(
        error.code === 'insufficient_aal'
          ? 'Log out and log in again with your code before removing the authenticator.'
          : error.message,
      );
      return;
    }
    toast({ title: 'Two-factor authentication is off' });
    await refresh();
  }

  return (
    <SecurityPanel
      id="two-factor-heading"
      title="Two-factor authentication"
      icon={<ShieldCheck aria-hidden="true" />}
    >
      <div className="grid gap-4 text-sm leading-relaxed text-slate-700" aria-live="polite">
        {state.kind === 'loading' ? <Spinner label="Loading…" /> : null}
        {state.kind === 'failed' ? (
          <p>The settings could not be loaded. Reload the page to try again.</p>
        ) : null}
        {state.kind === 'off' ? (
          <>
            <p>
              Off. With it on, logging in needs a 6-digit code from an authenticator app on your
              phone as well as the password, and no document can be changed without it.
            </p>
            <div>
              <Button onClick={() => void begin()} disabled={busy}>
                Set up two-factor authentication
              </Button>
            </div>
          </>
        ) : null}
        {state.kind === 'enrolling' ? (
          <>
            <p>
              Scan this QR code with your authenticator app (Google Authenticator, Microsoft
              Authenticator, 1Password…), or type the key below into it. Then enter the code it
              shows.
            </p>
            <img
              src={state.enrolment.qrCode}
              alt="QR code to add this site to your authenticator app"
              width={180}
              height={180}
              className="rounded border border-slate-200 bg-white p-2"
            />
            <div>
              <p className="font-medium text-slate-900">Key to type in</p>
              <code
                data-testid="totp-secret"
                className="break-all rounded bg-slate-100 px-2 py-1 font-mono text-base tracking-wider"
              >
                {state.enrolment.secret}
              </code>
            </div>
            <TotpCodeForm
              label="Code from your authenticator app"
              submitLabel="Verify and turn on"
              onSubmit={(code) => confirm(state.enrolment, code)}
              onCancel={() => void refresh()}
            />
          </>
        ) : null}
        {state.kind === 'on' ? (
          <>
            <p>
              <span className="font-semibold text-slate-900">On.</span> Logging in asks for a code
              from “{state.factor.friendly_name || 'Authenticator'}”, added{' '}
              {new Date(state.factor.created_at).toLocaleDateString('en-IN', {
                dateStyle: 'medium',
              })}
              .
            </p>
            <div>
              <Button variant="outline" onClick={() => void remove(state.factor)} disabled={busy}>
                Remove authenticator
              </Button>
            </div>
          </>
        ) : null}
        {problem ? (
          <p role="alert" className="font-medium text-red-700">
            {problem}
          </p>
        ) : null}
      </div>
    </SecurityPanel>
  );
}
