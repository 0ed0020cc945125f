import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { unclaimedLookup as words } from '@/content/unclaimed-lookup';
import { lookupUnclaimed, type LookupAnswer } from '../api/lookup-unclaimed';
import { ACCOUNT_PATTERN, accountKey } from '../utils/account';

// The answer's table and words load with the answer (the lookup starts fetching them), not with
// the page: a visitor who never looks up never downloads them.
const loadMatches = () => import('./unclaimed-matches');
const UnclaimedMatches = lazy(() => loadMatches().then((m) => ({ default: m.UnclaimedMatches })));

/**
 * The shareholder's lookup: one account in, that account's unclaimed amounts out. The answer is
 * announced (aria-live) and the field's own problems are tied to it (aria-describedby).
 */
export function UnclaimedLookupForm({ refundUrl }: { refundUrl: string }) {
  const id = useId();
  const [account, setAccount] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<LookupAnswer | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = account.trim();
    const problem = !value
      ? words.empty
      : ACCOUNT_PATTERN.test(accountKey(value))
        ? null
        : words.invalid;
    setFieldError(problem);
    // A refused entry clears the last answer: a result left under the error would read as the
    // answer for what is now in the field.
    setAnswer(null);
    if (problem) return;
    setBusy(true);
    void loadMatches();
    const result = await lookupUnclaimed(value);
    setBusy(false);
    if (result.kind === 'invalid') setFieldError(words.invalid);
    else setAnswer(result);
  }

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div>
      <form onSubmit={submit} noValidate className="grid gap-2 sm:max-w-md">
        {/* A plain label: Radix's Label would add its chunk to this visitor's page. */}
        <label
          htmlFor={`${id}-account`}
          className="text-sm font-medium leading-none text-slate-800"
        >
          {words.label}
        </label>
        <p id={hintId} className="text-sm text-slate-600">
          {words.hint}
        </p>
        <div className="flex gap-2">
          <Input
            id={`${id}-account`}
            name="account"
            value={account}
            onChange={(e) => setAccount(e.target.value)}
            maxLength={40}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? `${hintId} ${errorId}` : hintId}
          />
          <Button type="submit" disabled={busy}>
            {busy ? words.searching : words.submit}
          </Button>
        </div>
        {fieldError ? (
          <p id={errorId} className="text-sm font-medium text-red-700">
            {fieldError}
          </p>
        ) : null}
      </form>
      <div aria-live="polite" className="mt-4">
        {answer?.kind === 'matches' ? (
          answer.matches.length > 0 ? (
            <Suspense fallback={<p className="text-slate-600">{words.searching}</p>}>
              <UnclaimedMatches matches={answer.matches} refundUrl={refundUrl} />
            </Suspense>
          ) : (
            <p className="text-slate-800">{words.noMatch}</p>
          )
        ) : null}
        {answer?.kind === 'throttled' ? (
          <p className="text-amber-800">{answer.message || words.throttled}</p>
        ) : null}
        {answer?.kind === 'failed' ? <p className="text-red-700">{words.failed}</p> : null}
      </div>
    </div>
  );
}
