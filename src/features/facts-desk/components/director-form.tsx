import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { boxStyle, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { CATEGORY_WORDS } from '@/lib/company-fact-words';
import {
  directorSchema,
  type DirectorFormInput,
  type DirectorFormValues,
} from '../schemas/director-schema';
import { FormActions } from './form-actions';

/** A director's particulars: Regulation 46(2)(ab)'s profile with the other directorships. */
export function DirectorForm({
  defaultValues,
  onSubmit,
  onCancel,
  submitLabel,
}: {
  defaultValues: DirectorFormInput;
  onSubmit: (values: DirectorFormValues) => Promise<boolean>;
  onCancel: () => void;
  submitLabel: string;
}) {
  const id = useId();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<DirectorFormInput, unknown, DirectorFormValues>({
    resolver: zodResolver(directorSchema),
    defaultValues,
  });
  const positions = useFieldArray({ control, name: 'positions' });

  return (
    <form noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)} className="grid gap-4">
      <FormField id={`${id}-name`} label="Name" error={errors.name?.message}>
        {(a11y) => <Input id={`${id}-name`} autoComplete="off" {...a11y} {...register('name')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-din`} label="DIN" hint="Eight digits." error={errors.din?.message}>
          {(a11y) => (
            <Input
              id={`${id}-din`}
              inputMode="numeric"
              autoComplete="off"
              {...a11y}
              {...register('din')}
            />
          )}
        </FormField>
        <FormField
          id={`${id}-appointed`}
          label="Date of appointment"
          error={errors.appointedOn?.message}
        >
          {(a11y) => (
            <Input id={`${id}-appointed`} type="date" {...a11y} {...register('appointedOn')} />
          )}
        </FormField>
      </div>
      <FormField
        id={`${id}-designation`}
        label="Designation"
        hint="As the page shows it, such as Independent Director."
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
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-category`} label="Category" error={errors.category?.message}>
          {(a11y) => (
            <select
              id={`${id}-category`}
              className={`${boxStyle} h-10`}
              {...a11y}
              {...register('category')}
            >
              {Object.entries(CATEGORY_WORDS).map(([value, words]) => (
                <option key={value} value={value}>
                  {words}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <label className="flex items-center gap-2 self-end pb-2 text-sm text-slate-800">
          <input type="checkbox" className="size-4" {...register('isWoman')} />
          Woman director
        </label>
      </div>
      <FormField
        id={`${id}-profile`}
        label="Profile"
        hint="Optional. A short profile, up to 2,000 characters."
        error={errors.profile?.message}
      >
        {(a11y) => (
          <textarea
            id={`${id}-profile`}
            rows={3}
            className={boxStyle}
            {...a11y}
            {...register('profile')}
          />
        )}
      </FormField>
      <fieldset className="grid gap-3">
        <legend className="text-sm font-medium text-slate-800">
          Other directorships and full-time positions
        </legend>
        {positions.fields.map((field, i) => (
          <div key={field.id} className="grid gap-2 rounded-lg border border-slate-200 p-3">
            <FormField
              id={`${id}-entity-${i}`}
              label={`Entity ${i + 1}`}
              error={errors.positions?.[i]?.entity?.message}
            >
              {(a11y) => (
                <Input id={`${id}-entity-${i}`} {...a11y} {...register(`positions.${i}.entity`)} />
              )}
            </FormField>
            <FormField
              id={`${id}-position-${i}`}
              label={`Position held ${i + 1}`}
              error={errors.positions?.[i]?.position?.message}
            >
              {(a11y) => (
                <Input
                  id={`${id}-position-${i}`}
                  {...a11y}
                  {...register(`positions.${i}.position`)}
                />
              )}
            </FormField>
            <div className="flex items-center justify-between gap-2">
              <label className="flex items-center gap-2 text-sm text-slate-800">
                <input type="checkbox" className="size-4" {...register(`positions.${i}.listed`)} />
                Listed entity
              </label>
              <Button
                type="button"
                variant="ghostDestructive"
                size="sm"
                onClick={() => positions.remove(i)}
              >
                <Trash2 aria-hidden="true" />
                Remove directorship {i + 1}
              </Button>
            </div>
          </div>
        ))}
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="w-fit"
          onClick={() => positions.append({ entity: '', position: '', listed: false })}
        >
          <Plus aria-hidden="true" />
          Add a directorship
        </Button>
      </fieldset>
      <FormField
        id={`${id}-order`}
        label="Order on the page"
        hint="Smaller numbers come first."
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
      <FormActions submitting={isSubmitting} label={submitLabel} onCancel={onCancel} />
    </form>
  );
}
