import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { periodEndedPhrase, periodLabel, type FinancialResultRow } from '@/lib/financial-results';

/** Names the periods already on the site and asks before their figures are replaced. */
export function ReplaceConfirmation({
  present,
  busy,
  onBack,
  onReplace,
}: {
  present: FinancialResultRow[];
  busy: boolean;
  onBack: () => void;
  onReplace: () => void;
}) {
  return (
    <div role="alert" className="grid gap-4">
      <p className="text-sm font-medium text-slate-900">
        {present.length === 1 ? 'This period is' : 'These periods are'} already on the site. Replace{' '}
        {present.length === 1 ? 'its' : 'their'} figures with the ones you checked?
      </p>
      <p className="text-sm text-slate-700">
        The results page shows the new figures at once. Subscribers are not e-mailed again: to tell
        them of a correction, publish it under Corporate Announcements.
      </p>
      <ul className="grid gap-1 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
        {present.map((row) => (
          <li key={row.id}>
            {periodLabel(row)}, {row.basis}: {periodEndedPhrase(row)}
            {row.is_sample ? ' (sample figures)' : ''}
          </li>
        ))}
      </ul>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onBack} disabled={busy}>
          Go back
        </Button>
        <Button type="button" onClick={onReplace} disabled={busy}>
          {busy ? <Spinner /> : null}
          {busy ? 'Saving…' : 'Replace and save'}
        </Button>
      </DialogFooter>
    </div>
  );
}
