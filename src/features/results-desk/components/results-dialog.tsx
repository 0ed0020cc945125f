import { FileUp, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { toast } from '@/hooks/use-toast';
import {
  SCALE_UNITS,
  periodLabel,
  type FinancialResultInput,
  type FinancialResultRow,
} from '@/lib/financial-results';
import {
  saveResults,
  useResultsMutation,
  useSubsidiariesAnswer,
  type ReportChoice,
} from '../api/results';
import { describeResultsError } from '../errors';
import {
  blankPeriod,
  fromRow,
  fromXbrl,
  toInput,
  type ResultsFormValues,
} from '../schemas/results-schema';
import { ChooseXbrlFile, type FileRead } from './choose-xbrl-file';
import { otherCompanyIn } from '../xbrl/company-check';
import { ReadProblems } from './read-problems';
import { resultsDoubts } from '../utils/results-doubts';
import { DoubtsConfirmation } from './doubts-confirmation';
import { OtherCompanyWarning } from './other-company-warning';
import { ReplaceConfirmation } from './replace-confirmation';
import { ResultsForm } from './results-form';
import { countOf } from '@/lib/plural';

export type ResultsDialogMode =
  { kind: 'import' } | { kind: 'add' } | { kind: 'edit'; row: FinancialResultRow };

type Stage =
  | { step: 'choose' }
  | { step: 'form'; values: ResultsFormValues; read?: FileRead }
  | {
      step: 'doubts';
      values: ResultsFormValues;
      read?: FileRead;
      doubts: string[];
    }
  | {
      step: 'confirm';
      values: ResultsFormValues;
      read?: FileRead;
      inputs: FinancialResultInput[];
      present: FinancialResultRow[];
    };

const TITLES = {
  import: 'Import results XBRL',
  add: 'Add results by hand',
  edit: 'Correct results',
};

function firstStage(mode: ResultsDialogMode): Stage {
  if (mode.kind === 'import') return { step: 'choose' };
  return {
    step: 'form',
    values: { periods: [mode.kind === 'edit' ? fromRow(mode.row) : blankPeriod()] },
  };
}

/** The stored periods a new one would replace: same basis, start and end. */
function alreadyPresent(inputs: FinancialResultInput[], rows: FinancialResultRow[]) {
  return rows.filter((row) =>
    inputs.some(
      (i) =>
        !i.id &&
        i.basis === row.basis &&
        i.period_start === row.period_start &&
        i.period_end === row.period_end,
    ),
  );
}

/**
 * Import, add or correct results in one dialog: a chosen XBRL file is read in the browser and its
 * periods shown as the form, figures in the rounding the file states, to check and correct; a
 * period already on the site is named and replaced only when the administrator says so; the
 * save is one statement, so every period is saved or none.
 */
export function ResultsDialog({
  mode,
  rows,
  reports,
}: {
  mode: ResultsDialogMode;
  rows: FinancialResultRow[];
  reports: ReportChoice[];
}) {
  const [open, setOpen] = useState(false);
  const subsidiaries = useSubsidiariesAnswer();
  const [stage, setStage] = useState<Stage>(() => firstStage(mode));
  const save = useResultsMutation(
    ({ inputs, replace }: { inputs: FinancialResultInput[]; replace: boolean }) =>
      saveResults(inputs, replace),
  );

  function openChange(next: boolean) {
    if (save.isPending) return;
    setOpen(next);
    if (next) setStage(firstStage(mode));
  }

  async function commit(inputs: FinancialResultInput[], replace: boolean) {
    try {
      const { added, replaced } = await save.mutateAsync({ inputs, replace });
      const parts = [
        added ? `${String(added)} added` : '',
        replaced ? `${String(replaced)} replaced` : '',
      ];
      toast({
        title: 'Success',
        description: `Results saved: ${parts.filter(Boolean).join(', ')}.`,
      });
      setOpen(false);
    } catch (error) {
      toast({ ...describeResultsError(error, 'save these results'), variant: 'destructive' });
    }
  }

  const readOf = (at: Stage) => (at.step === 'choose' ? undefined : at.read);

  /** After the doubts (if any) are confirmed: the periods already on the site, then the save. */
  async function replaceOrCommit(values: ResultsFormValues, read: FileRead | undefined) {
    const inputs = values.periods.map(toInput);
    const present = alreadyPresent(inputs, rows);
    if (present.length > 0) {
      setStage({ step: 'confirm', values, read, inputs, present });
      return;
    }
    await commit(inputs, false);
  }

  async function submit(values: ResultsFormValues) {
    const read = readOf(stage);
    const doubts = resultsDoubts({
      inputs: values.periods.map(toInput),
      rows,
      reports,
      fileCompany: read?.results.company ?? null,
      subsidiaries: subsidiaries.data ?? null,
    });
    if (doubts.length > 0) {
      setStage({ step: 'doubts', values, read, doubts });
      return;
    }
    await replaceOrCommit(values, read);
  }

  const trigger =
    mode.kind === 'edit' ? (
      <Button
        variant="ghostBrand"
        size="sm"
        aria-label={`Correct ${periodLabel(mode.row)}, ${mode.row.basis}`}
      >
        <Pencil aria-hidden="true" />
        Correct
      </Button>
    ) : (
      <Button variant={mode.kind === 'import' ? 'default' : 'outline'}>
        {mode.kind === 'import' ? <FileUp aria-hidden="true" /> : <Plus aria-hidden="true" />}
        {TITLES[mode.kind]}
      </Button>
    );

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent size="wide">
        <DialogHeader>
          <DialogTitle>{TITLES[mode.kind]}</DialogTitle>
          <DialogDescription>
            {mode.kind === 'import'
              ? 'Choose the results XBRL file filed with the exchange. Its figures are shown for each period to check before anything is saved; saving publishes them and e-mails the subscribers to financial results.'
              : 'Amounts in the rounding chosen for the period, per-share figures in rupees. Once saved, the results page shows them and the subscribers to financial results get an e-mail.'}
          </DialogDescription>
        </DialogHeader>
        {stage.step === 'choose' ? (
          <ChooseXbrlFile
            onRead={(read) =>
              setStage({
                step: 'form',
                read,
                values: {
                  periods: read.results.periods.map((p) => fromXbrl(p, read.results.scale)),
                },
              })
            }
          />
        ) : null}
        {stage.step === 'form' ? (
          <>
            {stage.read ? (
              <div
                role="status"
                className="grid gap-1 rounded-md bg-brand-50 p-3 text-sm text-brand-900"
              >
                <p>
                  Read from {stage.read.name}
                  {stage.read.results.company ? ` (${stage.read.results.company})` : ''}:{' '}
                  {countOf(stage.read.results.periods.length, 'period')}, amounts in{' '}
                  {SCALE_UNITS[stage.read.results.scale]} as the file states them. Check them
                  against the filed results, correct any, then save.
                </p>
                {stage.read.results.notes.map((note) => (
                  <p key={note}>{note}</p>
                ))}
              </div>
            ) : null}
            <OtherCompanyWarning name={otherCompanyIn(stage.read?.results.company ?? null)} />
            {stage.read ? <ReadProblems periods={stage.read.results.periods} /> : null}
            <ResultsForm
              defaultValues={stage.values}
              reports={reports}
              onSubmit={submit}
              onCancel={() => setOpen(false)}
              submitLabel={mode.kind === 'edit' ? 'Save changes' : 'Save results'}
            />
          </>
        ) : null}
        {stage.step === 'doubts' ? (
          <DoubtsConfirmation
            doubts={stage.doubts}
            onBack={() => setStage({ step: 'form', values: stage.values, read: stage.read })}
            onConfirm={() => void replaceOrCommit(stage.values, stage.read)}
          />
        ) : null}
        {stage.step === 'confirm' ? (
          <ReplaceConfirmation
            present={stage.present}
            busy={save.isPending}
            onBack={() => setStage({ step: 'form', values: stage.values, read: stage.read })}
            onReplace={() => void commit(stage.inputs, true)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
