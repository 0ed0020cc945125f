import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { boxStyle, FormField } from '@/components/ui/form-field';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { servesOn } from '@/lib/fact-terms';
import { OFFICER_ROLES, ROLE_WORDS } from '@/lib/company-fact-words';
import { useFacts } from '@/lib/company-facts-store';
import { useFactsToday } from '@/lib/facts-today';
import {
  officerSchema,
  type OfficerFormInput,
  type OfficerFormValues,
} from '../schemas/officer-schema';
import { FormActions } from './form-actions';

/** An officer's roles, designation, contact and the day they took charge. */
export function OfficerForm({
  defaultValues,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  defaultValues: OfficerFormInput;
  submitLabel: string;
  onSubmit: (values: OfficerFormValues) => Promise<boolean>;
  onCancel: () => void;
}) {
  const id = useId();
  const today = useFactsToday();
  // The directors an officer may be (a managing director, a Nodal Officer who is a director).
  const directors = (useFacts('board', false).data?.directors ?? []).filter((d) =>
    servesOn(d.appointed_on, d.ceased_on, today),
  );
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<OfficerFormInput, unknown, OfficerFormValues>({
    resolver: zodResolver(officerSchema),
    defaultValues,
  });
  return (
    <form noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)} className="grid gap-4">
      <FormField
        id={`${id}-name`}
        label="Name"
        hint="The person, or for the registrar the firm."
        error={errors.name?.message}
      >
        {(a11y) => <Input id={`${id}-name`} autoComplete="off" {...a11y} {...register('name')} />}
      </FormField>
      <fieldset
        className="grid gap-2"
        aria-describedby={errors.roles ? `${id}-roles-error` : undefined}
      >
        <legend className="text-sm font-medium text-slate-800">Roles</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {OFFICER_ROLES.map((role) => (
            <label key={role} className="flex items-center gap-2 text-sm text-slate-800">
              <input type="checkbox" value={role} className="size-4" {...register('roles')} />
              {ROLE_WORDS[role]}
            </label>
          ))}
        </div>
        <FieldError id={`${id}-roles-error`} message={errors.roles?.message} />
      </fieldset>
      <FormField
        id={`${id}-designation`}
        label="Designation"
        hint="As the page shows it, such as Company Secretary and Compliance Officer."
        error={errors.designation?.message}
      >
        {(a11y) => (
          <Input
            id={`${id}-designation`}
            autoComplete="off"
            {...a11y}
            {...register('designation')}
          />
        )}
      </FormField>
      <FormField
        id={`${id}-director`}
        label="Is a director"
        hint="Only when the officer is on the Board (a managing director always is)."
        error={errors.directorId?.message}
      >
        {(a11y) => (
          <select
            id={`${id}-director`}
            className={`${boxStyle} h-10`}
            {...a11y}
            {...register('directorId')}
          >
            <option value="">Not a director</option>
            {directors.map((director) => (
              <option key={director.id} value={director.id}>
                {director.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-email`} label="E-mail" error={errors.email?.message}>
          {(a11y) => (
            <Input
              id={`${id}-email`}
              type="email"
              autoComplete="off"
              {...a11y}
              {...register('email')}
            />
          )}
        </FormField>
        <FormField id={`${id}-phone`} label="Phone" error={errors.phone?.message}>
          {(a11y) => (
            <Input
              id={`${id}-phone`}
              type="tel"
              autoComplete="off"
              {...a11y}
              {...register('phone')}
            />
          )}
        </FormField>
      </div>
      <FormField
        id={`${id}-address`}
        label="Address"
        hint="Optional; the registrar's is needed."
        error={errors.address?.message}
      >
        {(a11y) => (
          <textarea
            id={`${id}-address`}
            rows={2}
            className={boxStyle}
            {...a11y}
            {...register('address')}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-took`} label="Took charge on" error={errors.tookChargeOn?.message}>
          {(a11y) => (
            <Input id={`${id}-took`} type="date" {...a11y} {...register('tookChargeOn')} />
          )}
        </FormField>
        <FormField
          id={`${id}-order`}
          label="Order on the page"
          error={errors.displayOrder?.message}
        >
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
      </div>
      <FormActions submitting={isSubmitting} label={submitLabel} onCancel={onCancel} />
    </form>
  );
}
