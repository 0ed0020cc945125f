import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { EditRemoveButtons } from '@/components/ui/edit-remove-buttons';
import { SampleBadge } from '@/components/ui/sample-badge';
import { toast } from '@/hooks/use-toast';
import { formatIndianDate, indiaToday } from '@/lib/format-date';
import { describeWriteError } from '@/lib/write-errors';
import {
  formatPercent,
  promoterAndPublic,
  SHAREHOLDING_CATEGORIES,
  type ShareholdingQuarterRow,
} from '@/lib/shareholding';
import { useShareholdingQuarters } from '../api/get-shareholding';
import { addQuarter, removeQuarter, updateQuarter, useQuarterMutation } from '../api/save-quarter';
import {
  emptyQuarter,
  endedQuarters,
  toQuarterInsert,
  type QuarterValues,
} from '../schemas/quarter-schema';
import { ImportShareholdingXbrl } from './import-shareholding-xbrl';
import { QuarterForm } from './quarter-form';

const asValues = (row: ShareholdingQuarterRow): QuarterValues => ({
  quarter_end: row.quarter_end,
  total_shares: String(row.total_shares),
  ...(Object.fromEntries(SHAREHOLDING_CATEGORIES.map((c) => [c.key, String(row[c.key])])) as Omit<
    QuarterValues,
    'quarter_end' | 'total_shares'
  >),
});

/**
 * The dashboard's shareholding desk: each quarter's category totals from the filed pattern, which
 * /investor/shareholding-pattern shows at a glance (its last eight quarters). From the pattern's
 * XBRL file, read in the browser, or by hand (see docs/administrator-guide.md).
 */
export function ShareholdingDesk({ today = indiaToday() }: { today?: string }) {
  const quarters = useShareholdingQuarters();
  const [editing, setEditing] = useState<ShareholdingQuarterRow | null>(null);
  const save = useQuarterMutation(({ id, values }: { id: string | null; values: QuarterValues }) =>
    id ? updateQuarter(id, toQuarterInsert(values)) : addQuarter(toQuarterInsert(values)),
  );
  const remove = useQuarterMutation((id: string) => removeQuarter(id));
  const choices = endedQuarters(today);
  // A quarter typed in that the site already holds (a sample, say): what was typed, kept until
  // the company secretary chooses to replace the stored figures with it or to go on editing.
  const [held, setHeld] = useState<Replacement | null>(null);
  const [formRound, setFormRound] = useState(0);

  async function onSave(values: QuarterValues): Promise<boolean> {
    const stored = editing
      ? null
      : quarters.data?.find((q) => q.quarter_end === values.quarter_end);
    if (stored) {
      setHeld({ row: stored, values });
      return false;
    }
    try {
      await save.mutateAsync({ id: editing?.id ?? null, values });
      toast({ title: 'Success', description: editing ? 'Quarter updated' : 'Quarter added' });
      setEditing(null);
      return true;
    } catch (error) {
      toast({ ...describeWriteError(error, 'save this quarter'), variant: 'destructive' });
      return false;
    }
  }

  async function replace({ row, values }: Replacement) {
    try {
      await save.mutateAsync({ id: row.id, values });
      toast({
        title: 'Success',
        description: `The quarter ended ${formatIndianDate(row.quarter_end)} now has the figures you typed`,
      });
      // The form starts again, empty.
      setFormRound((n) => n + 1);
    } catch (error) {
      toast({ ...describeWriteError(error, 'replace this quarter'), variant: 'destructive' });
    }
  }

  return (
    <div className="grid gap-4">
      <ImportShareholdingXbrl />
      <ReplaceQuarterDialog
        held={held}
        onClose={() => setHeld(null)}
        onReplace={(replacement) => void replace(replacement)}
      />
      <QuarterForm
        key={editing?.id ?? `new-${formRound}`}
        defaultValues={editing ? asValues(editing) : emptyQuarter(choices[0] ?? '')}
        quarters={editing ? [editing.quarter_end] : choices}
        submitLabel={
          editing
            ? `Save changes to the quarter ended ${formatIndianDate(editing.quarter_end)}`
            : 'Add quarter'
        }
        onSave={onSave}
        onCancel={editing ? () => setEditing(null) : undefined}
      />
      {quarters.isPending ? <p role="status">Loading the quarters…</p> : null}
      {quarters.isError ? <p role="alert">The quarters could not be loaded.</p> : null}
      {quarters.data?.length === 0 ? <p>No quarter is listed yet.</p> : null}
      {quarters.data && quarters.data.length > 0 ? (
        <ul className="grid gap-1" aria-label="Shareholding quarters">
          {quarters.data.map((row) => {
            const name = `quarter ended ${formatIndianDate(row.quarter_end)}`;
            const split = promoterAndPublic(row);
            return (
              <li
                key={row.id}
                className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 py-1"
              >
                <span>
                  <span className="font-medium text-slate-900">
                    {formatIndianDate(row.quarter_end)}
                  </span>
                  : promoter {formatPercent(split.promoter)}, public {formatPercent(split.public)}
                  {row.is_sample ? <SampleBadge className="ml-2" /> : null}
                </span>
                <EditRemoveButtons
                  name={name}
                  removeWarning="It leaves the shareholding pattern visitors read at once. The audit trail keeps its figures."
                  onEdit={() => setEditing(row)}
                  onRemove={() =>
                    remove.mutate(row.id, {
                      onSuccess: () => {
                        if (editing?.id === row.id) setEditing(null);
                        toast({ title: 'Success', description: 'Quarter removed' });
                      },
                      onError: (error) =>
                        toast({
                          ...describeWriteError(error, 'remove this quarter'),
                          variant: 'destructive',
                        }),
                    })
                  }
                />
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}

type Replacement = { row: ShareholdingQuarterRow; values: QuarterValues };

/**
 * Asks before a quarter typed in replaces the one the site holds: a sample's placeholder figures,
 * or figures entered before. Going back keeps every figure typed.
 */
function ReplaceQuarterDialog({
  held,
  onClose,
  onReplace,
}: {
  held: Replacement | null;
  onClose: () => void;
  onReplace: (replacement: Replacement) => void;
}) {
  const quarter = held ? `the quarter ended ${formatIndianDate(held.row.quarter_end)}` : '';
  return (
    <AlertDialog open={held !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>
            {held?.row.is_sample
              ? 'Replace the sample figures?'
              : 'Replace the figures on the site?'}
          </AlertDialogTitle>
          <AlertDialogDescription>
            {held?.row.is_sample
              ? `The site holds sample figures for ${quarter}. Replace them with the figures you typed?`
              : `The site already holds figures for ${quarter}. Replace them with the figures you typed? The activity trail keeps the old ones.`}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Go back to my figures</AlertDialogCancel>
          <AlertDialogAction onClick={() => (held ? onReplace(held) : undefined)}>
            Replace with what I typed
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
