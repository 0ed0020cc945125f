import { zodResolver } from '@hookform/resolvers/zod';
import { useId, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { DIVIDEND_KIND_LABELS, DIVIDEND_KINDS } from '@/lib/dividends';
import { dividendSchema, type DividendValues } from '../schemas/dividend-schema';

const selectStyle =
  'flex h-10 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-xs focus-visible:border-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/30 aria-invalid:border-red-600';

type Described = { 'aria-describedby'?: string; 'aria-invalid'?: true };

/** A labelled field with its hint and its error, tied together for a screen reader. */
function Field(props: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: (described: Described) => ReactNode;
}) {
  const { id, label, hint, error, children } = props;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="grid content-start gap-1">
      <Label htmlFor={id}>{label}</Label>
      {children({
        'aria-describedby': describedBy || undefined,
        'aria-invalid': error ? true : undefined,
      })}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export type DividendFormProps = {
  /** The form's starting values; a new `key` on the form starts it again. */
  defaultValues: DividendValues;
  submitLabel: string;
  /** Resolves true when saved (the form then empties), false after a reported failure. */
  onSave(values: DividendValues): Promise<boolean>;
  onCancel?: () => void;
};

/** One dividend's fields, checked as the database checks them before anything is sent. */
export function DividendForm({ defaultValues, submitLabel, onSave, onCancel }: DividendFormProps) {
  const ids = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<DividendValues>({ resolver: zodResolver(dividendSchema), defaultValues });

  async function save(values: DividendValues) {
    if (await onSave(values)) reset(defaultValues);
  }

  return (
    <form
      noValidate
      aria-label={submitLabel}
      onSubmit={(e) => void handleSubmit(save)(e)}
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-3"
    >
      <Field
        id={`${ids}-year`}
        label="Financial year"
        hint="As filings name it: 2024-25."
        error={errors.financial_year?.message}
      >
        {(a11y) => (
          <Input
            id={`${ids}-year`}
            autoComplete="off"
            inputMode="numeric"
            {...a11y}
            {...register('financial_year')}
          />
        )}
      </Field>
      <Field id={`${ids}-kind`} label="Dividend" error={errors.kind?.message}>
        {(a11y) => (
          <select id={`${ids}-kind`} className={selectStyle} {...a11y} {...register('kind')}>
            {DIVIDEND_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {DIVIDEND_KIND_LABELS[kind]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        id={`${ids}-amount`}
        label="Per share (₹)"
        hint="Rupees, up to two decimals: 1.50."
        error={errors.amount_per_share?.message}
      >
        {(a11y) => (
          <Input
            id={`${ids}-amount`}
            inputMode="decimal"
            autoComplete="off"
            {...a11y}
            {...register('amount_per_share')}
          />
        )}
      </Field>
      <Field
        id={`${ids}-face`}
        label="Face value (₹)"
        hint="Of one share: 10."
        error={errors.face_value?.message}
      >
        {(a11y) => (
          <Input
            id={`${ids}-face`}
            inputMode="decimal"
            autoComplete="off"
            {...a11y}
            {...register('face_value')}
          />
        )}
      </Field>
      <Field
        id={`${ids}-declared`}
        label="Declared on"
        hint="The Board meeting (interim) or the AGM (final) that declared it."
        error={errors.declared_on?.message}
      >
        {(a11y) => (
          <Input id={`${ids}-declared`} type="date" {...a11y} {...register('declared_on')} />
        )}
      </Field>
      <Field id={`${ids}-record`} label="Record date" error={errors.record_date?.message}>
        {(a11y) => (
          <Input id={`${ids}-record`} type="date" {...a11y} {...register('record_date')} />
        )}
      </Field>
      <Field id={`${ids}-paid`} label="Payment date" error={errors.payment_date?.message}>
        {(a11y) => <Input id={`${ids}-paid`} type="date" {...a11y} {...register('payment_date')} />}
      </Field>
      <Field
        id={`${ids}-unpaid`}
        label="Moved to the Unpaid Dividend Account on"
        hint="Leave empty until the unpaid amounts are transferred; the statement of them is due on the site within 90 days of it."
        error={errors.unpaid_transferred_on?.message}
      >
        {(a11y) => (
          <Input
            id={`${ids}-unpaid`}
            type="date"
            {...a11y}
            {...register('unpaid_transferred_on')}
          />
        )}
      </Field>
      <Field
        id={`${ids}-iepf`}
        label="Credited to the IEPF on"
        hint="Leave empty until what stays unclaimed seven years after that transfer is credited to the Fund (Form IEPF-1)."
        error={errors.iepf_credited_on?.message}
      >
        {(a11y) => (
          <Input id={`${ids}-iepf`} type="date" {...a11y} {...register('iepf_credited_on')} />
        )}
      </Field>
      <div className="flex flex-wrap gap-3 sm:col-span-2 lg:col-span-3">
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
