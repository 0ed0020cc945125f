import type { UseFormRegister } from 'react-hook-form';
import { FieldError } from '@/components/ui/field-error';
import { BOARD_PURPOSE_LABELS, BOARD_PURPOSES } from '@/lib/investor-events';
import type { EventFormInput } from '../schemas/event-schema';

const boxStyle = 'size-4 shrink-0 accent-brand-600';

/**
 * What a board meeting will consider, from the proposals of Regulation 29(1), or "None of
 * these": the calendar asks for the notice to the exchanges (and warns of short notice) only for
 * a meeting on one of them, and gives a results meeting its results and newspaper items. A group
 * of checkboxes in a fieldset, its legend the question and its error tied to it.
 */
export function BoardPurposesField({
  id,
  register,
  error,
}: {
  id: string;
  register: UseFormRegister<EventFormInput>;
  error: string | undefined;
}) {
  return (
    <fieldset
      className="grid gap-2 rounded-md border border-slate-200 p-3"
      aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
      aria-invalid={error ? true : undefined}
    >
      <legend className="px-1 text-sm font-medium text-slate-900">
        What will the board consider?
      </legend>
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        Regulation 29(1): the exchanges must have notice two working days before a meeting on any of
        these. Tick each one on the agenda.
      </p>
      {BOARD_PURPOSES.map((purpose) => (
        <label key={purpose} className="flex items-start gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            value={purpose}
            className={`${boxStyle} mt-0.5`}
            {...register('boardPurposes')}
          />
          <span>
            {BOARD_PURPOSE_LABELS[purpose].label}{' '}
            <span className="text-slate-500">({BOARD_PURPOSE_LABELS[purpose].clause})</span>
          </span>
        </label>
      ))}
      <label className="flex items-start gap-2 border-t border-slate-100 pt-2 text-sm text-slate-800">
        <input type="checkbox" className={`${boxStyle} mt-0.5`} {...register('noBoardPurpose')} />
        <span>None of these (no notice to the exchanges is needed)</span>
      </label>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
