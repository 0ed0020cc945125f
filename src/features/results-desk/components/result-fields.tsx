import { useId, type ReactNode } from 'react';
import type { FieldErrors, UseFormRegister, UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import {
  BASIS_LABELS,
  FIGURES,
  FIGURE_LABELS,
  SCALE_UNITS,
  isAmountFigure,
  periodEndedLabel,
  type Scale,
} from '@/lib/financial-results';
import type { PeriodFormValues, ResultsFormValues } from '../schemas/results-schema';

const boxStyle =
  'flex h-10 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-xs focus-visible:border-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/30';

/** "Quarter ended 30 September 2025, standalone", or "New period" before its end is given. */
export function periodHeading(p: Pick<PeriodFormValues, 'period_kind' | 'period_end' | 'basis'>) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(p.period_end)) return 'New period';
  return `${periodEndedLabel(p)}, ${BASIS_LABELS[p.basis].toLowerCase()}`;
}

function Field({
  label,
  error,
  children,
}: {
  label: string;
  error?: string;
  children: (a11y: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true }) => ReactNode;
}) {
  const id = useId();
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        'aria-describedby': error ? `${id}-error` : undefined,
        'aria-invalid': error ? true : undefined,
      })}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function SelectField({
  label,
  registration,
  options,
}: {
  label: string;
  registration: UseFormRegisterReturn;
  options: [string, string][];
}) {
  return (
    <Field label={label}>
      {(a11y) => (
        <select className={boxStyle} {...a11y} {...registration}>
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function TextField({
  label,
  type = 'text',
  registration,
  error,
}: {
  label: string;
  type?: 'text' | 'date';
  registration: UseFormRegisterReturn;
  error?: string;
}) {
  return (
    <Field label={label} error={error}>
      {(a11y) => (
        <Input
          type={type}
          autoComplete="off"
          inputMode={type === 'text' ? 'decimal' : undefined}
          {...a11y}
          {...registration}
        />
      )}
    </Field>
  );
}

type PeriodErrors = NonNullable<FieldErrors<ResultsFormValues>['periods']>[number];

/** The twelve figures of one period, each labelled with its unit. */
export function FigureFields({
  register,
  index,
  scale,
  errors,
}: {
  register: UseFormRegister<ResultsFormValues>;
  index: number;
  scale: Scale;
  errors: PeriodErrors | undefined;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {FIGURES.map((figure) => (
        <TextField
          key={figure}
          label={`${FIGURE_LABELS[figure]} (${isAmountFigure(figure) ? SCALE_UNITS[scale] : '₹'})`}
          registration={register(`periods.${index}.${figure}`)}
          error={errors?.[figure]?.message}
        />
      ))}
    </div>
  );
}
