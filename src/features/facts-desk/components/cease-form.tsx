import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { boxStyle, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { REASON_WORDS } from '@/lib/company-fact-words';
import { ceaseSchema, type CeaseFormValues } from '../schemas/director-schema';
import { FormActions } from './form-actions';

/** The date and reason someone ceased; the row stays, with them, for the record. */
export function CeaseForm({
  startedOn,
  startedWhat,
  recorded,
  onSubmit,
  onCancel,
}: {
  startedOn: string;
  /** What `startedOn` is, for the message: 'appointment'. */
  startedWhat: string;
  /** A cessation already recorded for a later day, to correct. */
  recorded?: CeaseFormValues;
  onSubmit: (values: CeaseFormValues) => Promise<boolean>;
  onCancel: () => void;
}) {
  const id = useId();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CeaseFormValues>({
    resolver: zodResolver(ceaseSchema(startedOn, startedWhat)),
    defaultValues: recorded ?? { ceasedOn: '', reason: 'resignation' },
  });
  return (
    <form noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)} className="grid gap-4">
      <FormField id={`${id}-ceased`} label="Date of cessation" error={errors.ceasedOn?.message}>
        {(a11y) => <Input id={`${id}-ceased`} type="date" {...a11y} {...register('ceasedOn')} />}
      </FormField>
      <FormField id={`${id}-reason`} label="Reason" error={errors.reason?.message}>
        {(a11y) => (
          <select
            id={`${id}-reason`}
            className={`${boxStyle} h-10`}
            {...a11y}
            {...register('reason')}
          >
            {Object.entries(REASON_WORDS).map(([value, words]) => (
              <option key={value} value={value}>
                {words}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormActions submitting={isSubmitting} label="Record the cessation" onCancel={onCancel} />
    </form>
  );
}
