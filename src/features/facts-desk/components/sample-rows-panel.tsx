import { useQueryClient } from '@tanstack/react-query';
import { Check, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/request-errors';
import { SAMPLE_GROUPS, type SampleRow, type SampleTable } from '@/lib/sample-rows';
import { keepSampleRow, removeSampleRow, useSampleRows } from '../api/sample-rows';
import { describeFactError } from '../errors';

const linkStyle =
  'rounded font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';

/** What removing a row does, said before it goes. */
function removalWords(row: SampleRow): string {
  if (row.table === 'board_directors') {
    return 'The director leaves the Board page, with their committee terms. The activity trail keeps a record.';
  }
  return 'It leaves the site at once. The activity trail keeps a record.';
}

function SampleRowItem({ row, busy, run }: { row: SampleRow; busy: boolean; run: Runner }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 border-b border-red-100 py-1 last:border-b-0">
      <span>{row.label}</span>
      <span className="flex flex-wrap gap-1">
        {row.table === 'committee_members' ? (
          <Button
            variant="ghostBrand"
            size="sm"
            disabled={busy}
            aria-label={`Keep as the company’s own: ${row.label}`}
            onClick={() =>
              void run(
                row,
                'keep this committee term',
                () => keepSampleRow(row),
                'Kept as the company’s own',
              )
            }
          >
            <Check aria-hidden="true" />
            Keep as the company’s own
          </Button>
        ) : null}
        <ConfirmButton
          label={`Remove the sample ${row.label}`}
          text="Remove"
          icon={<Trash2 aria-hidden="true" />}
          title="Remove this sample row?"
          description={removalWords(row)}
          details={row.label}
          confirmLabel="Remove"
          cancelLabel="Keep it"
          disabled={busy}
          onConfirm={() =>
            void run(
              row,
              'remove this sample row',
              () => removeSampleRow(row),
              'Sample row removed',
            )
          }
        />
      </span>
    </li>
  );
}

type Runner = (
  row: SampleRow,
  what: string,
  action: () => Promise<void>,
  done: string,
) => Promise<void>;

/**
 * The sample rows a local set-up seeds, which a production build refuses to publish: each named,
 * where it is edited (giving the company's own name or figures makes it the company's own), and
 * a Remove that asks first; a committee term can also be kept as the company's own. Says so when
 * none is left.
 */
export function SampleRowsPanel() {
  const { data, error, isPending } = useSampleRows();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);

  const run: Runner = async (row, what, action, done) => {
    setBusy(row.id);
    try {
      await action();
      toast({ title: 'Success', description: `${done}: ${row.label}` });
    } catch (failure) {
      toast({ ...describeFactError(failure, what), variant: 'destructive' });
    } finally {
      setBusy(null);
      // The row may show in any of the desk's lists (results, dividends, holidays ...).
      await queryClient.invalidateQueries();
    }
  };

  if (isPending) return <p role="status">Loading the sample rows…</p>;
  if (error) {
    return (
      <p role="alert" className="text-red-800">
        Could not read the sample rows: {errorMessage(error)}.
      </p>
    );
  }
  if (data.length === 0) {
    return (
      <section
        aria-labelledby="facts-samples"
        className="grid gap-2 rounded-xl border border-emerald-300 bg-emerald-50 p-4"
      >
        <h3 id="facts-samples" className="text-base font-semibold text-slate-900">
          No sample rows left
        </h3>
        <p className="text-sm">
          Every row the site came with as a sample has been replaced or removed: a production build
          can publish the site.
        </p>
      </section>
    );
  }
  const tables = Object.keys(SAMPLE_GROUPS) as SampleTable[];
  return (
    <section
      aria-labelledby="facts-samples"
      className="grid gap-3 rounded-xl border border-red-300 bg-red-50 p-4"
    >
      <h3 id="facts-samples" className="text-base font-semibold text-slate-900">
        Sample rows to replace ({data.length})
      </h3>
      <p className="text-sm">
        A production build stops while any remains. Edit each where it is kept and give the
        company’s own name or figures (it is then no longer a sample), or remove it here.
      </p>
      {tables.map((table) => {
        const rows = data.filter((row) => row.table === table);
        if (rows.length === 0) return null;
        const group = SAMPLE_GROUPS[table];
        return (
          <div key={table} className="grid gap-1 text-sm">
            <h4 className="font-semibold text-slate-900">
              {group.words} ({rows.length}), kept on{' '}
              <Link to={group.path} className={linkStyle}>
                {group.where}
              </Link>
            </h4>
            <ul aria-label={group.words}>
              {rows.map((row) => (
                <SampleRowItem key={row.id} row={row} busy={busy === row.id} run={run} />
              ))}
            </ul>
          </div>
        );
      })}
    </section>
  );
}
