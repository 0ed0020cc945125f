import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useFieldArray, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import {
  BASES,
  BASIS_LABELS,
  PERIOD_KINDS,
  PERIOD_KIND_LABELS,
  SCALES,
  SCALE_UNITS,
} from '@/lib/financial-results';
import type { ReportChoice } from '../api/results';
import { resultsFormSchema, type ResultsFormValues } from '../schemas/results-schema';
import { FigureFields, SelectField, TextField, periodHeading } from './result-fields';
import { formatIndianDate } from '@/lib/format-date';

export type ResultsFormProps = {
  defaultValues: ResultsFormValues;
  reports: ReportChoice[];
  /** Saves; the dialog closes or asks before replacing. */
  onSubmit: (values: ResultsFormValues) => Promise<void>;
  onCancel: () => void;
  submitLabel: string;
};

/**
 * Every period's particulars and figures, each field labelled with its unit, read from a file or
 * typed: the same form imports, adds and corrects. Amounts are in the period's rounding (as the
 * filing states them), per-share figures in rupees.
 */
export function ResultsForm({
  defaultValues,
  reports,
  onSubmit,
  onCancel,
  submitLabel,
}: ResultsFormProps) {
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ResultsFormValues>({ resolver: zodResolver(resultsFormSchema), defaultValues });
  const { fields } = useFieldArray({ control, name: 'periods' });
  const periods = useWatch({ control, name: 'periods' });

  return (
    <form noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)} className="grid gap-6">
      {fields.map((field, index) => {
        const period = periods[index] ?? defaultValues.periods[index];
        const problems = errors.periods?.[index];
        const name = <K extends string>(key: K) => `periods.${index}.${key}` as const;
        return (
          <fieldset key={field.id} className="grid gap-4 rounded-lg border border-slate-200 p-4">
            <legend className="px-1 text-base font-semibold text-slate-900">
              {period ? periodHeading(period) : 'Period'}
            </legend>
            <div className="grid gap-4 sm:grid-cols-3">
              <SelectField
                label="Period"
                registration={register(name('period_kind'))}
                options={PERIOD_KINDS.map((k) => [k, PERIOD_KIND_LABELS[k]])}
              />
              <SelectField
                label="Basis"
                registration={register(name('basis'))}
                options={BASES.map((b) => [b, BASIS_LABELS[b]])}
              />
              <SelectField
                label="Rounding of amounts"
                registration={register(name('scale'))}
                options={SCALES.map((s) => [s, SCALE_UNITS[s]])}
              />
              <TextField
                label="Starts"
                type="date"
                registration={register(name('period_start'))}
                error={problems?.period_start?.message}
              />
              <TextField
                label="Ends"
                type="date"
                registration={register(name('period_end'))}
                error={problems?.period_end?.message}
              />
              <label className="flex items-center gap-2 self-end pb-2 text-sm font-medium text-slate-800">
                <input
                  type="checkbox"
                  className="size-4 accent-brand-700"
                  {...register(name('audited'))}
                />
                Audited
              </label>
            </div>
            <SelectField
              label="Results document (Financial Reports)"
              registration={register(name('document_id'))}
              options={[
                ['', 'None'],
                ...reports.map((r): [string, string] => [
                  r.id,
                  `${r.document_title} (${formatIndianDate(r.document_date)})${r.archived_at ? ', archived' : ''}`,
                ]),
              ]}
            />
            <FigureFields
              register={register}
              index={index}
              scale={period?.scale ?? 'lakhs'}
              errors={problems}
            />
          </fieldset>
        );
      })}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Spinner /> : null}
          {isSubmitting ? 'Saving…' : submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
