import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import {
  ratingSchema,
  type RatingFormInput,
  type RatingFormValues,
} from '../schemas/rating-schema';
import { FormActions } from './form-actions';

/** One rating action: agency, instrument, rating, outlook, date and the rationale's link. */
export function RatingForm({
  defaultValues,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  defaultValues: RatingFormInput;
  submitLabel: string;
  onSubmit: (values: RatingFormValues) => Promise<boolean>;
  onCancel: () => void;
}) {
  const id = useId();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RatingFormInput, unknown, RatingFormValues>({
    resolver: zodResolver(ratingSchema),
    defaultValues,
  });
  const field = (name: keyof RatingFormInput, label: string, hint?: string, type = 'text') => (
    <FormField id={`${id}-${name}`} label={label} hint={hint} error={errors[name]?.message}>
      {(a11y) => (
        <Input id={`${id}-${name}`} type={type} autoComplete="off" {...a11y} {...register(name)} />
      )}
    </FormField>
  );
  return (
    <form noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)} className="grid gap-4">
      {field('agency', 'Agency')}
      {field('instrument', 'Instrument', 'Such as Long-term bank facilities.')}
      <div className="grid gap-4 sm:grid-cols-2">
        {field('rating', 'Rating', 'As the agency wrote it.')}
        {field('outlook', 'Outlook', 'Optional, such as Stable.')}
      </div>
      {field('ratedOn', 'Date of the rating', undefined, 'date')}
      {field(
        'rationaleUrl',
        'Link to the rating rationale',
        'The agency’s page or PDF, https:// only.',
        'url',
      )}
      <FormActions submitting={isSubmitting} label={submitLabel} onCancel={onCancel} />
    </form>
  );
}
