import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/hooks/use-hydrated';
import { type AlertAnswer } from '../api/alert-calls';
import { tokenFromHash } from '../utils/email-address';

export type TokenActionWords = {
  intro: string;
  button: string;
  working: string;
  done: string;
  noToken: string;
  failed: string;
};

/**
 * A page that acts on the token in its address (#token=…, after the e-mail's link): it says what
 * the button will do, and only the button, a POST, does it. Opening the link, as a mail scanner
 * does, changes nothing. The token is read after hydration: the prerendered page has none.
 */
export function AlertTokenAction({
  words,
  act,
}: {
  words: TokenActionWords;
  act: (token: string) => Promise<AlertAnswer>;
}) {
  const hydrated = useHydrated();
  const token = hydrated ? tokenFromHash(window.location.hash) : null;
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<AlertAnswer | null>(null);

  async function run() {
    if (!token) return;
    setBusy(true);
    setAnswer(await act(token));
    setBusy(false);
  }

  if (token === '') return <p className="text-slate-700">{words.noToken}</p>;
  return (
    <div className="grid gap-4 sm:max-w-lg">
      {answer?.kind === 'done' ? null : (
        <>
          <p className="text-slate-700">{words.intro}</p>
          <div>
            <Button type="button" onClick={run} disabled={busy || token === null}>
              {busy ? words.working : words.button}
            </Button>
          </div>
        </>
      )}
      <div aria-live="polite">
        {answer?.kind === 'done' ? (
          <p className="rounded-md bg-green-50 p-3 text-green-900">{words.done}</p>
        ) : answer?.kind === 'refused' ? (
          <p className="font-medium text-red-700">{answer.message}</p>
        ) : answer?.kind === 'failed' ? (
          <p className="font-medium text-red-700">{words.failed}</p>
        ) : null}
      </div>
    </div>
  );
}
