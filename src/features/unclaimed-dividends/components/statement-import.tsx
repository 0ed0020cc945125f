import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { IepfStatementRow, IepfStatementYear } from '@/lib/database-rows';
import { agree, countOf } from '@/lib/plural';
import { getStatementYears } from '../api/get-statement-years';
import { importStatement } from '../api/import-statement';
import { readIepfCsv } from '../utils/read-iepf-csv';
import { ImportStatus, type Stage } from './import-status';
import { ReplaceYearDialog } from './replace-year-dialog';

/** A 5 MB statement is about 50,000 rows; twice that is still one year of a large register. */
export const MAX_CSV_BYTES = 10 * 1024 * 1024;

const reasonOf = (error: unknown) =>
  error instanceof Error ? error.message : 'the request failed';

/**
 * The administrator's import of one year's IEPF-2 statement for the shareholder lookup: the file
 * is read and checked in the browser line by line (a slice at a time, with a progress bar), and
 * only a file without a single bad line is sent, in one call that replaces that year's rows;
 * when the year already has rows, the administrator is asked first.
 * The page gives the years to offer (it has the financial-year helpers in its first load already;
 * importing them here would split them into chunks of their own for every document page).
 */
export function StatementImport({ years }: { years: string[] }) {
  const id = useId();
  const [year, setYear] = useState(years[0] ?? '');
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [pending, setPending] = useState<{
    rows: IepfStatementRow[];
    existing: IepfStatementYear;
  } | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const busy = stage.kind === 'reading' || stage.kind === 'sending' || pending !== null;

  async function send(rows: IepfStatementRow[]) {
    setStage({ kind: 'sending' });
    try {
      const { imported, replaced } = await importStatement(year, rows);
      const earlier =
        replaced > 0
          ? `the ${countOf(replaced, 'earlier row')} of that year ${agree(replaced, 'was', 'were')} replaced`
          : 'there were no earlier rows for that year';
      setStage({
        kind: 'done',
        text: `${countOf(imported, 'row')} imported for ${year}; ${earlier}.`,
      });
    } catch (error) {
      setStage({ kind: 'failed', message: `Nothing was imported: ${reasonOf(error)}` });
    }
  }

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
    if (!read.ok)
      return setStage(
        read.kind === 'file' ? { ...read, kind: 'bad-file' } : { ...read, kind: 'bad-lines' },
      );
    setStage({ kind: 'sending' });
    let existing: IepfStatementYear | undefined;
    try {
      existing = (await getStatementYears()).find((y) => y.financial_year === year);
    } catch (error) {
      const reason = reasonOf(error);
      return setStage({
        kind: 'failed',
        message: `Nothing was imported: could not check whether ${year} already has rows (${reason}).`,
      });
    }
    if (existing && existing.row_count > 0) {
      setStage({ kind: 'idle' });
      setPending({ rows: read.rows, existing });
      return;
    }
    await send(read.rows);
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-xl border border-slate-200 p-5">
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-brand-900">
        Import a year’s statement for the lookup
      </h2>
      <p className="mt-2 text-sm text-slate-600">
        A CSV in the IEPF-2 layout (the IEPF Authority’s template saved as CSV will do): investor
        name, folio number or DP ID–client ID, amount, financial year, proposed date of transfer to
        IEPF. Importing a year replaces that year’s rows, after you confirm; a file with any bad
        line changes nothing.
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
        <Button ref={submitRef} type="submit" disabled={busy} className="justify-self-start">
          Import
        </Button>
      </form>
      <ImportStatus stage={stage} progressId={`${id}-progress`} />
      <ReplaceYearDialog
        existing={pending?.existing ?? null}
        incoming={pending?.rows.length ?? 0}
        returnFocusTo={submitRef}
        onReplace={() => {
          const rows = pending?.rows ?? [];
          setPending(null);
          void send(rows);
        }}
        onCancel={() => {
          const kept = pending?.existing;
          setPending(null);
          setStage({
            kind: 'failed',
            message: `Nothing was imported: ${kept?.financial_year ?? year} keeps its ${countOf(kept?.row_count ?? 0, 'row')}.`,
          });
        }}
      />
    </section>
  );
}
