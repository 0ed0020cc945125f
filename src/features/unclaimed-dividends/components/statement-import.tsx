import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Progress } from '@/components/ui/progress';
import { importStatement } from '../api/import-statement';
import { readIepfCsv } from '../utils/read-iepf-csv';

/** A 5 MB statement is about 50,000 rows; twice that is still one year of a large register. */
export const MAX_CSV_BYTES = 10 * 1024 * 1024;

type Stage =
  | { kind: 'idle' }
  | { kind: 'reading'; percent: number }
  | { kind: 'sending' }
  | { kind: 'bad'; messages: string[]; badLines: number }
  | { kind: 'failed'; message: string }
  | { kind: 'done'; text: string };

const count = (n: number) => n.toLocaleString('en-IN');

/**
 * The administrator's import of one year's IEPF-2 statement for the shareholder lookup: the file
 * is read and checked in the browser line by line (a slice at a time, with a progress bar), and
 * only a file without a single bad line is sent, in one call that replaces that year's rows.
 * The page gives the years to offer (it has the financial-year helpers in its first load already;
 * importing them here would split them into chunks of their own for every document page).
 */
export function StatementImport({ years }: { years: string[] }) {
  const id = useId();
  const [year, setYear] = useState(years[0] ?? '');
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const fileRef = useRef<HTMLInputElement>(null);
  const busy = stage.kind === 'reading' || stage.kind === 'sending';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = fileRef.current?.files?.[0];
    if (!file) return setStage({ kind: 'failed', message: 'Choose a CSV file to import.' });
    if (file.size > MAX_CSV_BYTES) {
      return setStage({ kind: 'failed', message: 'The file is larger than 10 MB.' });
    }
    setStage({ kind: 'reading', percent: 0 });
    const read = await readIepfCsv(await file.text(), year, (fraction) =>
      setStage({ kind: 'reading', percent: Math.round(fraction * 100) }),
    );
    if (!read.ok) return setStage({ kind: 'bad', ...read });
    setStage({ kind: 'sending' });
    try {
      const { imported, replaced } = await importStatement(year, read.rows);
      const earlier =
        replaced > 0
          ? `the ${count(replaced)} earlier rows of that year were replaced`
          : 'there were no earlier rows for that year';
      setStage({ kind: 'done', text: `${count(imported)} rows imported for ${year}; ${earlier}.` });
    } catch (error) {
      const reason = error instanceof Error ? error.message : 'the request failed';
      setStage({ kind: 'failed', message: `Nothing was imported: ${reason}` });
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-xl border border-slate-200 p-5">
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-brand-900">
        Import a year’s statement for the lookup
      </h2>
      <p className="mt-2 text-sm text-slate-600">
        A CSV in the IEPF-2 layout: investor name, folio number or DP ID–client ID, amount,
        financial year, proposed date of transfer to IEPF. Importing a year replaces that year’s
        rows; a file with any bad line changes nothing.
      </p>
      <form onSubmit={submit} className="mt-4 grid gap-3 sm:max-w-lg">
        <Label htmlFor={`${id}-year`}>Financial year</Label>
        <select
          id={`${id}-year`}
          value={year}
          onChange={(e) => setYear(e.target.value)}
          className="h-10 rounded-md border border-slate-300 bg-white px-3 text-sm"
        >
          {years.map((y) => (
            <option key={y}>{y}</option>
          ))}
        </select>
        <Label htmlFor={`${id}-file`}>Statement (CSV)</Label>
        <Input id={`${id}-file`} ref={fileRef} type="file" accept=".csv,text/csv" />
        <Button type="submit" disabled={busy} className="justify-self-start">
          Import
        </Button>
      </form>
      <div aria-live="polite" className="mt-4 grid gap-2 text-sm">
        {stage.kind === 'reading' ? (
          <div className="grid gap-1.5">
            <div className="flex justify-between text-xs font-medium text-slate-600">
              <span id={`${id}-progress`}>Checking the file…</span>
              <span aria-hidden="true">{stage.percent}%</span>
            </div>
            <Progress value={stage.percent} aria-labelledby={`${id}-progress`} />
          </div>
        ) : null}
        {stage.kind === 'sending' ? <p>Importing…</p> : null}
        {stage.kind === 'done' ? <p className="font-medium text-green-800">{stage.text}</p> : null}
        {stage.kind === 'failed' ? (
          <p className="font-medium text-red-700">{stage.message}</p>
        ) : null}
        {stage.kind === 'bad' ? (
          <div role="alert" className="text-red-700">
            <p className="font-medium">
              Nothing was imported: {count(stage.badLines)}{' '}
              {stage.badLines === 1 ? 'line needs' : 'lines need'} correcting.
            </p>
            <ul className="mt-1 list-disc pl-5">
              {stage.messages.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </section>
  );
}
