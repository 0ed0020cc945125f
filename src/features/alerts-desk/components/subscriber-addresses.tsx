import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toCsv } from '@/lib/csv';
import { formatIndianDateTime } from '@/lib/format-date';
import { saveCsvFile } from '@/lib/save-file';
import { getSubscriberAddresses } from '../api/alert-desk';
import { labelOf } from '../utils/section-words';

type Address = { email: string; sections: string[] };

/** Saves the addresses as CSV, read afresh so that the file is what the trail records. */
async function downloadAddresses() {
  const rows = await getSubscriberAddresses('download');
  saveCsvFile(subscribersCsv(rows), 'alert-subscribers.csv');
}

/**
 * The addresses as the company's record of consent: each with its sections and when the person
 * confirmed (India's time), which the consent log holds in full.
 */
export function subscribersCsv(
  rows: readonly { email: string; sections: string[]; confirmed_at: string | null }[],
): string {
  return toCsv(
    ['E-mail', 'Sections', 'Consent confirmed (IST)'],
    rows.map((a) => [
      a.email,
      a.sections.map(labelOf).join('; '),
      a.confirmed_at ? formatIndianDateTime(a.confirmed_at) : '',
    ]),
  );
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
