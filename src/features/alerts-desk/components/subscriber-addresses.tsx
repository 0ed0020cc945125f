import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toCsv } from '@/lib/csv';
import { getSubscriberAddresses } from '../api/alert-desk';
import { labelOf } from '../utils/section-words';

type Address = { email: string; sections: string[] };

/** Saves the addresses as CSV, read afresh so that the file is what the trail records. */
async function downloadAddresses() {
  const rows = await getSubscriberAddresses('download');
  const text = toCsv(
    ['E-mail', 'Sections'],
    rows.map((a) => [a.email, a.sections.map(labelOf).join('; ')]),
  );
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = 'alert-subscribers.csv';
  a.click();
  URL.revokeObjectURL(url);
}

/**
 * The confirmed subscribers' addresses, only when asked, then as CSV for the company's records.
 * Each showing and each download is a read the database records in the activity trail (who,
 * when, how many), as it answers: the desk says so before the button is pressed.
 */
export function SubscriberAddresses({
  act,
}: {
  act: (run: () => Promise<unknown>, done: string) => Promise<void>;
}) {
  const [addresses, setAddresses] = useState<Address[] | null>(null);
  return (
    <div className="grid gap-2">
      <p className="text-slate-700">
        The addresses are personal data: showing or downloading them is recorded in the activity
        trail with your name and the time.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          onClick={() =>
            act(
              async () => setAddresses(await getSubscriberAddresses('view')),
              'Addresses shown (recorded in the activity trail).',
            )
          }
        >
          Show the addresses
        </Button>
        {addresses ? (
          <Button
            variant="outline"
            onClick={() =>
              act(downloadAddresses, 'Addresses downloaded (recorded in the activity trail).')
            }
          >
            Download the addresses (CSV)
          </Button>
        ) : null}
      </div>
      {addresses ? (
        <ul className="max-h-64 overflow-auto rounded border border-slate-200 p-2">
          {addresses.map((a) => (
            <li key={a.email}>
              {a.email} ({a.sections.map(labelOf).join(', ')})
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
