import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { formatIndianDate } from '@/lib/format-date';
import {
  formatShares,
  SHAREHOLDING_CATEGORIES,
  SHAREHOLDING_GROUP_LABELS,
  type ShareholdingGroup,
} from '@/lib/shareholding';
import { categoriesTotal, quarterSchema, type QuarterValues } from '../schemas/quarter-schema';

const selectStyle =
  'flex h-10 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-xs focus-visible:border-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/30 aria-invalid:border-red-600';

const GROUPS: ShareholdingGroup[] = [
  'promoter',
  'institutions',
  'government',
  'non_institutions',
  'non_promoter_non_public',
];

export type QuarterFormProps = {
  defaultValues: QuarterValues;
  /** The quarters to choose from; a quarter being corrected offers only itself. */
  quarters: string[];
  submitLabel: string;
  /** Resolves true when saved (the form then starts again), false after a reported failure. */
  onSave(values: QuarterValues): Promise<boolean>;
  onCancel?: () => void;
};

/**
 * A quarter's category totals as the filed pattern states them, grouped as its Table I groups
 * them, with the running sum beside the total so a figure typed wrong shows before saving.
 */
export function QuarterForm(props: QuarterFormProps) {
  const { defaultValues, quarters, submitLabel, onSave, onCancel } = props;
  const ids = useId();
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<QuarterValues>({ resolver: zodResolver(quarterSchema), defaultValues });
  const watched = useWatch({ control });

  async function save(values: QuarterValues) {
    if (await onSave(values)) reset(defaultValues);
  }

  const field = (key: keyof QuarterValues, label: string) => {
    const id = `${ids}-${key}`;
    const error = errors[key]?.message;
    return (
      <div key={key} className="grid content-start gap-1">
        <Label htmlFor={id}>{label}</Label>
        <Input
          id={id}
          inputMode="numeric"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...register(key)}
        />
        <FieldError id={`${id}-error`} message={error} />
      </div>
    );
  };

  return (
    <form
      noValidate
      aria-label={submitLabel}
      onSubmit={(e) => void handleSubmit(save)(e)}
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4"
    >
      <div className="grid max-w-xs gap-1">
        <Label htmlFor={`${ids}-quarter`}>Quarter ended</Label>
        <select id={`${ids}-quarter`} className={selectStyle} {...register('quarter_end')}>
          {quarters.map((day) => (
            <option key={day} value={day}>
              {formatIndianDate(day)}
            </option>
          ))}
        </select>
        <FieldError id={`${ids}-quarter-error`} message={errors.quarter_end?.message} />
      </div>
      {GROUPS.map((group) => (
        <fieldset key={group} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <legend className="mb-2 text-sm font-semibold text-slate-900">
            {SHAREHOLDING_GROUP_LABELS[group]}
          </legend>
          {SHAREHOLDING_CATEGORIES.filter((c) => c.group === group).map((c) =>
            field(c.key, c.label),
          )}
        </fieldset>
      ))}
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {field('total_shares', 'Total shares (as the pattern states)')}
        <p className="self-center text-sm text-slate-600" aria-live="polite">
          The categories add up to {formatShares(categoriesTotal(watched))} shares.
        </p>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
