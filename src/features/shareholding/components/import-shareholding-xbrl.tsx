import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { XmlFileInput } from '@/components/ui/xml-file-input';
import { toast } from '@/hooks/use-toast';
import { formatIndianDate } from '@/lib/format-date';
import { formatShares, SHAREHOLDING_CATEGORIES } from '@/lib/shareholding';
import { describeWriteError } from '@/lib/write-errors';
import { readProblem } from '@/lib/xbrl/xbrl-error';
import { addQuarter, useQuarterMutation } from '../api/save-quarter';
import { readShareholdingXbrl, type ShareholdingRead } from '../xbrl/read-shareholding-xbrl';

const MAX_BYTES = 20 * 1024 * 1024;
const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The pattern's XBRL file, read in the browser (nothing is sent until Save): every category's
 * shares and the total the file states, shown to check against the filed pattern, then saved as
 * the quarter. The database checks the sum again and refuses a quarter already on the site.
 */
export function ImportShareholdingXbrl() {
  const id = useId();
  const [read, setRead] = useState<(ShareholdingRead & { name: string }) | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const save = useQuarterMutation((r: ShareholdingRead) =>
    addQuarter({ quarter_end: r.quarterEnd, total_shares: r.total, ...r.shares }),
  );

  async function choose(file: File | undefined) {
    setRead(null);
    setProblem(null);
    if (!file) return;
    if (file.size > MAX_BYTES) {
      setProblem('This file is larger than 20 MB; a shareholding pattern XBRL file is well under.');
      return;
    }
    setReading(true);
    try {
      setRead({
        name: file.name,
        ...(await readShareholdingXbrl(await file.text(), { yieldToMain })),
      });
    } catch (error) {
      setProblem(readProblem(error));
    } finally {
      setReading(false);
    }
  }

  async function onSave() {
    if (!read) return;
    try {
      await save.mutateAsync(read);
      toast({
        title: 'Success',
        description: `Quarter ended ${formatIndianDate(read.quarterEnd)} added from ${read.name}`,
      });
      setRead(null);
    } catch (error) {
      toast({ ...describeWriteError(error, 'save this quarter'), variant: 'destructive' });
    }
  }

  const sum = read ? Object.values(read.shares).reduce((a, b) => a + b, 0) : 0;
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="grid gap-3 rounded-lg border border-slate-200 p-4"
    >
      <h3 id={`${id}-heading`} className="text-base font-semibold text-slate-900">
        Import the pattern’s XBRL
      </h3>
      <XmlFileInput
        label="Shareholding pattern XBRL file (.xml)"
        disabled={save.isPending}
        reading={reading}
        problem={problem}
        onChoose={(file) => void choose(file)}
      />
      {read ? (
        <div className="grid gap-2" role="status">
          <p>
            Read from {read.name}
            {read.company ? ` (${read.company})` : ''}: the pattern as on{' '}
            {formatIndianDate(read.quarterEnd)}. Check each figure against the filed pattern, then
            save.
          </p>
          {read.notes.map((note) => (
            <p key={note}>{note}</p>
          ))}
          <table className="text-sm">
            <caption className="sr-only">Shares in each category, as read</caption>
            <thead>
              <tr>
                <th scope="col" className="text-left">
                  Category
                </th>
                <th scope="col" className="text-right">
                  Shares
                </th>
              </tr>
            </thead>
            <tbody>
              {SHAREHOLDING_CATEGORIES.map((c) => (
                <tr key={c.key}>
                  <th scope="row" className="text-left font-normal">
                    {c.label}
                  </th>
                  <td className="text-right tabular-nums">{formatShares(read.shares[c.key])}</td>
                </tr>
              ))}
              <tr>
                <th scope="row" className="text-left">
                  The categories add up to
                </th>
                <td className="text-right tabular-nums">{formatShares(sum)}</td>
              </tr>
              <tr>
                <th scope="row" className="text-left">
                  Total the file states
                </th>
                <td className="text-right tabular-nums">{formatShares(read.total)}</td>
              </tr>
            </tbody>
          </table>
          {sum !== read.total ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              The categories add up to {formatShares(sum)} shares, not the{' '}
              {formatShares(read.total)} the file states: the site will refuse it. Enter the quarter
              by hand from the filed pattern instead.
            </p>
          ) : null}
          <div className="flex gap-2">
            <Button type="button" disabled={save.isPending} onClick={() => void onSave()}>
              Save the quarter ended {formatIndianDate(read.quarterEnd)}
            </Button>
            <Button type="button" variant="outline" onClick={() => setRead(null)}>
              Cancel
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
