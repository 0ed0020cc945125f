import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { type AlertAnswer } from '../api/alert-calls';

export type TokenActionWords = {
  title: string;
  intro: string;
  button: string;
  working: string;
  done: string;
  noToken: string;
  failed: string;
};

/**
 * What an e-mail's link asks for (confirm, unsubscribe): the page says what the button will do,
 * and only the button, a POST, does it. Opening the link, as a mail scanner does, changes nothing.
 */
export function AlertTokenAction({
  words,
  token,
  act,
}: {
  words: TokenActionWords;
  token: string;
  act: (token: string) => Promise<AlertAnswer>;
}) {
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<AlertAnswer | null>(null);

  async function run() {
    setBusy(true);
    setAnswer(await act(token));
    setBusy(false);
  }

  return (
    <div className="grid gap-4 sm:max-w-lg">
      <h2 className="text-2xl font-bold tracking-tight text-slate-900">{words.title}</h2>
      {!token ? (
        <p className="text-slate-700">{words.noToken}</p>
      ) : answer?.kind === 'done' ? null : (
        <>
          <p className="text-slate-700">{words.intro}</p>
          <div>
            <Button type="button" onClick={run} disabled={busy}>
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
