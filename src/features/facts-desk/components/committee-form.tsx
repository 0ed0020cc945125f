import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import {
  committeeSchema,
  type CommitteeFormInput,
  type CommitteeFormValues,
} from '../schemas/committee-schema';
import { FormActions } from './form-actions';

/** A committee's name, the provision it is constituted under, and its place on the page. */
export function CommitteeForm({
  defaultValues,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  defaultValues: CommitteeFormInput;
  submitLabel: string;
  onSubmit: (values: CommitteeFormValues) => Promise<boolean>;
  onCancel: () => void;
}) {
  const id = useId();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CommitteeFormInput, unknown, CommitteeFormValues>({
    resolver: zodResolver(committeeSchema),
    defaultValues,
  });
  return (
    <form noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)} className="grid gap-4">
      <FormField id={`${id}-name`} label="Name" error={errors.name?.message}>
        {(a11y) => <Input id={`${id}-name`} autoComplete="off" {...a11y} {...register('name')} />}
      </FormField>
      <FormField
        id={`${id}-under`}
        label="Constituted under"
        hint="Optional, such as Section 177 of the Companies Act, 2013."
        error={errors.constitutedUnder?.message}
      >
        {(a11y) => (
          <Input
            id={`${id}-under`}
            autoComplete="off"
            {...a11y}
            {...register('constitutedUnder')}
          />
        )}
      </FormField>
      <FormField id={`${id}-order`} label="Order on the page" error={errors.displayOrder?.message}>
        {(a11y) => (
          <Input
            id={`${id}-order`}
            type="number"
            inputMode="numeric"
            {...a11y}
            {...register('displayOrder')}
          />
        )}
      </FormField>
      <FormActions submitting={isSubmitting} label={submitLabel} onCancel={onCancel} />
    </form>
  );
}
