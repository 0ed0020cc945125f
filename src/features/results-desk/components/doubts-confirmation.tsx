import { TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { company } from '@/content/company';

/**
 * Results that do not look like the company's own (results-doubts.ts), said one by one before
 * anything is published: saving puts them on the results page and e-mails the subscribers, so
 * the administrator confirms in words, a second time, that she has checked each against the
 * filing. Go back keeps what was entered.
 */
export function DoubtsConfirmation({
  doubts,
  onBack,
  onConfirm,
}: {
  doubts: string[];
  onBack: () => void;
  onConfirm: () => void;
}) {
  const id = useId();
  const [checked, setChecked] = useState(false);
  return (
    <div className="grid gap-4">
      <div
        role="alert"
        className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
      >
        <p className="flex gap-2 font-semibold">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Check these before publishing: saving puts the results on the results page and e-mails the
          subscribers to financial results at once.
        </p>
        <ul className="list-disc pl-6">
          {doubts.map((doubt) => (
            <li key={doubt}>{doubt}</li>
          ))}
        </ul>
      </div>
      <label htmlFor={`${id}-checked`} className="flex items-start gap-2 text-sm text-slate-900">
        <input
          id={`${id}-checked`}
          type="checkbox"
          className="mt-1"
          checked={checked}
          onChange={(e) => setChecked(e.target.checked)}
        />
        I have checked each of these against the filing: these are {company.name}’s own results, for
        the periods shown.
      </label>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onBack}>
          Go back and correct
        </Button>
        <Button type="button" onClick={onConfirm} disabled={!checked}>
          Publish these results
        </Button>
      </DialogFooter>
    </div>
  );
}
