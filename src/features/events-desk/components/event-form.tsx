import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { boxStyle, FormField as Field } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import {
  EVENT_LIMITS,
  INVESTOR_EVENT_KIND_LABELS,
  INVESTOR_EVENT_KINDS,
  isMaterialEvent,
} from '@/lib/investor-events';
import {
  eventFormSchema,
  type EventFormInput,
  type EventFormValues,
} from '../schemas/event-schema';
import { BoardPurposesField } from './board-purposes-field';

export type EventFormProps = {
  defaultValues: EventFormInput;
  /** Saves; resolves true when saved (the dialog then closes), false after a reported failure. */
  onSubmit: (values: EventFormValues) => Promise<boolean>;
  onCancel: () => void;
  submitLabel: string;
};

/**
 * Title, kind, IST start and end, place or webcast link, purpose and related documents; for a
 * board meeting, what it will consider (Regulation 29(1)); for a material event, when it occurred.
 */
export function EventForm({ defaultValues, onSubmit, onCancel, submitLabel }: EventFormProps) {
  const ids = useId();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<EventFormInput, unknown, EventFormValues>({
    resolver: zodResolver(eventFormSchema),
    defaultValues,
  });
  const purpose = useWatch({ control, name: 'purpose' }) ?? '';
  const kind = useWatch({ control, name: 'kind' });
  const material = isMaterialEvent(kind);

  return (
    <form noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)} className="grid gap-4">
      <Field id={`${ids}-title`} label="Title" error={errors.title?.message}>
        {(a11y) => (
          <Input id={`${ids}-title`} autoComplete="off" {...a11y} {...register('title')} />
        )}
      </Field>
      <Field id={`${ids}-kind`} label="Kind of event" error={errors.kind?.message}>
        {(a11y) => (
          <select id={`${ids}-kind`} className={`${boxStyle} h-10`} {...a11y} {...register('kind')}>
            {INVESTOR_EVENT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {INVESTOR_EVENT_KIND_LABELS[kind]}
              </option>
            ))}
          </select>
        )}
      </Field>
      {kind === 'board_meeting' ? (
        <BoardPurposesField
          id={`${ids}-purposes`}
          register={register}
          error={errors.boardPurposes?.message}
        />
      ) : null}
      {material ? (
        <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950">
          Only the desk sees a material event: it is not on the public calendar. Its disclosure to
          the exchanges goes on Corporate Announcements, within 12 hours of its occurrence when it
          arises within the company and 24 hours otherwise (Regulation 30(6)).
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id={`${ids}-starts`}
          label={material ? 'Occurred (IST)' : 'Starts (IST)'}
          hint="India Standard Time, whatever this computer's zone."
          error={errors.starts?.message}
        >
          {(a11y) => (
            <Input id={`${ids}-starts`} type="datetime-local" {...a11y} {...register('starts')} />
          )}
        </Field>
        <Field
          id={`${ids}-ends`}
          label="Ends (IST)"
          hint="Optional. A record date or book closure is shown as whole days."
          error={errors.ends?.message}
        >
          {(a11y) => (
            <Input id={`${ids}-ends`} type="datetime-local" {...a11y} {...register('ends')} />
          )}
        </Field>
      </div>
      <Field id={`${ids}-place`} label="Place" hint="Optional." error={errors.place?.message}>
        {(a11y) => (
          <Input id={`${ids}-place`} autoComplete="off" {...a11y} {...register('place')} />
        )}
      </Field>
      <Field
        id={`${ids}-link`}
        label="Webcast or dial-in link"
        hint="Optional; https:// only."
        error={errors.link?.message}
      >
        {(a11y) => (
          <Input id={`${ids}-link`} type="url" inputMode="url" {...a11y} {...register('link')} />
        )}
      </Field>
      <Field
        id={`${ids}-purpose`}
        label="Purpose"
        hint={`Optional. ${purpose.length.toLocaleString('en-IN')} of ${EVENT_LIMITS.purpose.toLocaleString('en-IN')} characters.`}
        error={errors.purpose?.message}
      >
        {(a11y) => (
          <textarea
            id={`${ids}-purpose`}
            rows={3}
            className={boxStyle}
            {...a11y}
            {...register('purpose')}
          />
        )}
      </Field>
      <Field
        id={`${ids}-documents`}
        label="Related documents"
        hint="Optional. One per line: an https:// address or a stored file's path (investor_documents/…)."
        error={errors.documentLinks?.message}
      >
        {(a11y) => (
          <textarea
            id={`${ids}-documents`}
            rows={2}
            className={boxStyle}
            {...a11y}
            {...register('documentLinks')}
          />
        )}
      </Field>
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
