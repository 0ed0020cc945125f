import { Trash2 } from 'lucide-react';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { SampleBadge } from '@/components/ui/sample-badge';
import { toast } from '@/hooks/use-toast';
import {
  BASIS_LABELS,
  formatFigure,
  periodEndedLabel,
  periodLabel,
  type FinancialResultRow,
  formatAmountInScale,
} from '@/lib/financial-results';
import { deleteResult, useDeskResults, useReportChoices, useResultsMutation } from '../api/results';
import { describeResultsError } from '../errors';
import { ResultsDialog } from './results-dialog';

function DeleteResultButton({ row }: { row: FinancialResultRow }) {
  const remove = useResultsMutation((id: string) => deleteResult(id));
  const name = `${periodLabel(row)}, ${row.basis}`;
  return (
    <ConfirmButton
      label={`Delete ${name}`}
      text="Delete"
      icon={<Trash2 aria-hidden="true" />}
      title="Delete these results?"
      description="The period leaves the results page and its charts; the audit trail keeps its figures. Its results document stays on Financial Reports. If its e-mail alert has not gone yet, it will not go; if subscribers have had it, nothing is sent to them now: publish a correction under Corporate Announcements, which is announced to them."
      details={`${periodEndedLabel(row)}, ${row.basis}`}
      confirmLabel="Delete"
      cancelLabel="Keep them"
      onConfirm={() =>
        remove.mutate(row.id, {
          onSuccess: () => toast({ title: 'Success', description: 'Results deleted' }),
          onError: (error) =>
            toast({
              ...describeResultsError(error, 'delete these results'),
              variant: 'destructive',
            }),
        })
      }
    />
  );
}

const cell = 'border-b border-slate-100 px-3 py-2 text-left whitespace-nowrap';

/**
 * The desk's results: import the XBRL filed with the exchange, add or correct a period by hand,
 * delete one; the stored periods newest first, samples marked.
 */
export function ResultsDesk() {
  const results = useDeskResults();
  const reports = useReportChoices();
  const rows = results.data ?? [];
  const choices = reports.data ?? [];
  return (
    // min-w-0: the stored results' table scrolls inside its region on a phone, not the page.
    <div className="grid min-w-0 gap-4">
      <p className="text-sm text-slate-600">
        The figures on the Quarterly Results page. Import the results XBRL file filed with the
        exchange, or enter a period by hand; rows marked Sample are placeholders.
      </p>
      <div className="flex flex-wrap gap-3">
        <ResultsDialog mode={{ kind: 'import' }} rows={rows} reports={choices} />
        <ResultsDialog mode={{ kind: 'add' }} rows={rows} reports={choices} />
      </div>
      {results.isPending ? <p role="status">Loading the results…</p> : null}
      {results.isError ? <p role="alert">The results could not be loaded.</p> : null}
      {results.data && rows.length === 0 ? <p>No results yet.</p> : null}
      {rows.length > 0 ? (
        <div
          role="region"
          aria-label="Stored results"
          // A region that scrolls sideways takes focus, so a keyboard can scroll it; relative, so the
          // hidden words of its headings scroll with it instead of widening the page on a phone.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm"
        >
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">Stored results, newest first</caption>
            <thead className="bg-brand-50">
              <tr>
                {['Period', 'Basis', 'Revenue', 'Profit', 'Basic EPS (₹)', ''].map((h) => (
                  <th key={h} scope="col" className={cell}>
                    {h || <span className="sr-only">Actions</span>}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row" className={`${cell} font-medium text-slate-900`}>
                    {periodLabel(row)}
                    <span className="block text-xs font-normal text-slate-600">
                      {periodEndedLabel(row)}, {row.audited ? 'audited' : 'unaudited'}
                    </span>
                    {row.is_sample ? <SampleBadge className="mt-1 inline-block" /> : null}
                  </th>
                  <td className={cell}>{BASIS_LABELS[row.basis]}</td>
                  <td className={cell}>
                    {formatAmountInScale(row.revenue_from_operations, row.scale)}
                  </td>
                  <td className={cell}>{formatAmountInScale(row.profit_for_period, row.scale)}</td>
                  <td className={cell}>{formatFigure(row, 'basic_eps', row.scale)}</td>
                  <td className={`${cell} text-right`}>
                    <ResultsDialog mode={{ kind: 'edit', row }} rows={rows} reports={choices} />
                    <DeleteResultButton row={row} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
