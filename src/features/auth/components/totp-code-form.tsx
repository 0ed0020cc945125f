import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { normaliseCode } from '../api/verify-code';
import { authMessages } from '../messages';

type TotpCodeFormProps = {
  /** Resolves to an error to show, or null when the code was accepted. */
  onSubmit: (code: string) => Promise<string | null>;
  onCancel?: () => void;
  submitLabel?: string;
  label?: string;
};

/**
 * A 6-digit authenticator code: the numeric keyboard on phones, one-time-code autofill, and
 * paste allowed (spaces and dashes are dropped), so nobody has to retype it (WCAG 3.3.8).
 */
export function TotpCodeForm({
  onSubmit,
  onCancel,
  submitLabel = 'Verify',
  label = 'Authentication code',
}: TotpCodeFormProps) {
  const id = `${useId()}-code`;
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (code.length !== 6) {
      setError(authMessages.codeFormat);
      return;
    }
    setBusy(true);
    const problem = await onSubmit(code);
    setBusy(false);
    setError(problem);
    if (problem) setCode('');
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={id}>{label}</Label>
        <Input
          id={id}
          name="code"
          value={code}
          onChange={(event) => setCode(normaliseCode(event.target.value))}
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={12}
          spellCheck={false}
          fieldSize="code"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
        />
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : (
          <p id={`${id}-hint`} className="text-sm text-slate-600">
            {authMessages.codeFormat}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy} className="min-w-32 flex-1">
          {busy ? <Spinner /> : null}
          {busy ? 'Checking…' : submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
