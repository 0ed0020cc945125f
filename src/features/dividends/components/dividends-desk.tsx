import { useState } from 'react';
import { EditRemoveButtons } from '@/components/ui/edit-remove-buttons';
import { SampleBadge } from '@/components/ui/sample-badge';
import { toast } from '@/hooks/use-toast';
import {
  DIVIDEND_KIND_LABELS,
  dividendPercent,
  formatRupees,
  type DividendRow,
} from '@/lib/dividends';
import { formatIndianDate, indiaToday } from '@/lib/format-date';
import { useDividends } from '../api/get-dividends';
import {
  addDividend,
  removeDividend,
  updateDividend,
  useDividendMutation,
} from '../api/save-dividend';
import { describeWriteError } from '@/lib/write-errors';
import { EMPTY_DIVIDEND, toDividendInsert, type DividendValues } from '../schemas/dividend-schema';
import { DividendForm } from './dividend-form';

const asValues = (row: DividendRow): DividendValues => ({
  financial_year: row.financial_year,
  kind: row.kind,
  amount_per_share: String(row.amount_per_share),
  face_value: String(row.face_value),
  // Entered before the desk asked: to be given on the next edit.
  declared_on: row.declared_on ?? '',
  record_date: row.record_date,
  payment_date: row.payment_date,
  unpaid_transferred_on: row.unpaid_transferred_on ?? '',
  iepf_credited_on: row.iepf_credited_on ?? '',
});

const describe = (row: DividendRow) =>
  `${DIVIDEND_KIND_LABELS[row.kind]} dividend FY ${row.financial_year}`;

/**
 * The dashboard's dividend desk: add a dividend, correct one, remove one. The history on
 * /investor/unclaimed-dividends shows what is saved here (after the next build for the built
 * page; at once in a visitor's browser, which reads it again).
 */
export function DividendsDesk() {
  const dividends = useDividends();
  const [editing, setEditing] = useState<DividendRow | null>(null);
  const save = useDividendMutation(
    ({ id, values }: { id: string | null; values: DividendValues }) =>
      id ? updateDividend(id, toDividendInsert(values)) : addDividend(toDividendInsert(values)),
  );
  const remove = useDividendMutation((id: string) => removeDividend(id));

  async function onSave(values: DividendValues): Promise<boolean> {
    try {
      await save.mutateAsync({ id: editing?.id ?? null, values });
      toast({ title: 'Success', description: editing ? 'Dividend updated' : 'Dividend added' });
      setEditing(null);
      return true;
    } catch (error) {
      toast({ ...describeWriteError(error, 'save this dividend'), variant: 'destructive' });
      return false;
    }
  }

  return (
    <div className="grid gap-4">
      <DividendForm
        key={editing?.id ?? 'new'}
        defaultValues={editing ? asValues(editing) : EMPTY_DIVIDEND}
        submitLabel={editing ? `Save changes to the ${describe(editing)}` : 'Add dividend'}
        onSave={onSave}
        onCancel={editing ? () => setEditing(null) : undefined}
      />
      {dividends.isPending ? <p role="status">Loading the dividends…</p> : null}
      {dividends.isError ? <p role="alert">The dividends could not be loaded.</p> : null}
      {dividends.data?.length === 0 ? <p>No dividend is listed yet.</p> : null}
      {dividends.data && dividends.data.length > 0 ? (
        <ul className="grid gap-1" aria-label="Dividends">
          {dividends.data.map((row) => (
            <li
              key={row.id}
              className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 py-1"
            >
              <span>
                <span className="font-medium text-slate-900">{describe(row)}</span>:{' '}
                {formatRupees(row.amount_per_share)} a share ({dividendPercent(row)}), record date{' '}
                {formatIndianDate(row.record_date)},{' '}
                {row.payment_date > indiaToday() ? 'to be paid on' : 'paid on'}{' '}
                {formatIndianDate(row.payment_date)}
                {row.is_sample ? <SampleBadge className="ml-2" /> : null}
              </span>
              <EditRemoveButtons
                name={describe(row)}
                removeWarning="It leaves the dividend history visitors read at once. The audit trail keeps its figures."
                onEdit={() => setEditing(row)}
                onRemove={() =>
                  remove.mutate(row.id, {
                    onSuccess: () => {
                      if (editing?.id === row.id) setEditing(null);
                      toast({ title: 'Success', description: 'Dividend removed' });
                    },
                    onError: (error) =>
                      toast({
                        ...describeWriteError(error, 'remove this dividend'),
                        variant: 'destructive',
                      }),
                  })
                }
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
