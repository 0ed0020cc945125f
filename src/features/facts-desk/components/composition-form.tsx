import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { boxStyle, FormField } from '@/components/ui/form-field';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import type { DirectorRow } from '@/lib/company-facts';
import { compositionSchema, type CompositionFormValues } from '../schemas/committee-schema';
import { FormActions } from './form-actions';

/** Who sits on a committee from a date: tick the members, choose the chair among them. */
export function CompositionForm({
  directors,
  defaultValues,
  onSubmit,
  onCancel,
}: {
  /** The directors who may sit on it: those on the Board today. */
  directors: DirectorRow[];
  defaultValues: CompositionFormValues;
  onSubmit: (values: CompositionFormValues) => Promise<boolean>;
  onCancel: () => void;
}) {
  const id = useId();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CompositionFormValues>({ resolver: zodResolver(compositionSchema), defaultValues });
  return (
    <form noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)} className="grid gap-4">
      <fieldset className="grid gap-2" aria-describedby={`${id}-members-hint`}>
        <legend className="text-sm font-medium text-slate-800">Members</legend>
        <p id={`${id}-members-hint`} className="text-xs text-slate-500">
          Untick a director who leaves the committee; tick one who joins.
        </p>
        {directors.map((director) => (
          <label key={director.id} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              value={director.id}
              className="size-4"
              {...register('members')}
            />
            {director.name}
          </label>
        ))}
      </fieldset>
      <FormField id={`${id}-chair`} label="Chair" error={errors.chair?.message}>
        {(a11y) => (
          <select
            id={`${id}-chair`}
            className={`${boxStyle} h-10`}
            {...a11y}
            {...register('chair')}
          >
            <option value="">No chair</option>
            {directors.map((director) => (
              <option key={director.id} value={director.id}>
                {director.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        id={`${id}-from`}
        label="With effect from"
        hint="The day the new composition takes effect: terms that change end, and new ones begin, on it."
        error={errors.effectiveOn?.message}
      >
        {(a11y) => <Input id={`${id}-from`} type="date" {...a11y} {...register('effectiveOn')} />}
      </FormField>
      <FieldError id={`${id}-members-error`} message={errors.members?.message} />
      <FormActions submitting={isSubmitting} label="Save the committee" onCancel={onCancel} />
    </form>
  );
}
