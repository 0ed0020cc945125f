import type { CessationReason, DirectorCategory, DirectorRow } from '@/lib/company-facts';
import { formatIndianDate } from '@/lib/format-date';
import { VALUE_LABELS } from '@/lib/typed-text';
import { z } from '@/lib/zod';
import { day, DIN, displayOrder, MESSAGES, optionalText, text } from './fact-rules';

const CATEGORIES = [
  'executive',
  'non_executive',
  'independent',
] as const satisfies DirectorCategory[];
export const REASONS = [
  'resignation',
  'retirement',
  'end_of_term',
  'death',
  'removal',
] as const satisfies CessationReason[];

/** Each other position's entity and position: one column (jsonb) in the database. */
const positionsLabel = { label: VALUE_LABELS.board_directors.other_positions };

export const directorSchema = z.object({
  name: text(200, 'Give the director’s name.', { label: VALUE_LABELS.board_directors.name }),
  din: z.string().trim().regex(DIN, MESSAGES.din),
  designation: text(200, 'Give the director’s designation, such as Independent Director.', {
    label: VALUE_LABELS.board_directors.designation,
  }),
  category: z.enum(CATEGORIES, {
    error: 'Choose whether the director is executive, non-executive or independent.',
  }),
  isWoman: z.boolean(),
  appointedOn: day('Give the date of appointment.', VALUE_LABELS.board_directors.appointed_on),
  profile: optionalText(2000, { label: VALUE_LABELS.board_directors.profile, multiline: true }),
  positions: z
    .array(
      z.object({
        entity: text(300, 'Give the entity.', positionsLabel),
        position: text(200, 'Give the position held.', positionsLabel),
        listed: z.boolean(),
      }),
    )
    .max(30, 'At most 30 other directorships.'),
  displayOrder,
});

export type DirectorFormInput = z.input<typeof directorSchema>;
export type DirectorFormValues = z.output<typeof directorSchema>;

export function directorDefaults(director?: DirectorRow): DirectorFormInput {
  return {
    name: director?.name ?? '',
    din: director?.din ?? '',
    designation: director?.designation ?? '',
    category: director?.category ?? 'independent',
    isWoman: director?.is_woman ?? false,
    appointedOn: director?.appointed_on ?? '',
    profile: director?.profile ?? '',
    positions: director?.other_positions ?? [],
    displayOrder: director?.display_order ?? 100,
  };
}

/** The row's writable columns as the form sets them. */
export function toDirectorRow(values: DirectorFormValues) {
  return {
    name: values.name,
    din: values.din,
    designation: values.designation,
    category: values.category,
    is_woman: values.isWoman,
    appointed_on: values.appointedOn,
    profile: values.profile,
    other_positions: values.positions,
    display_order: values.displayOrder,
  };
}

/** A cessation: the date and the reason, never before the appointment. */
export function ceaseSchema(startedOn: string, what = 'appointment') {
  return z
    .object({
      ceasedOn: day('Give the date of cessation.', VALUE_LABELS.board_directors.ceased_on),
      reason: z.enum(REASONS, { error: 'Choose the reason.' }),
    })
    .superRefine((values, ctx) => {
      if (values.ceasedOn && values.ceasedOn < startedOn) {
        ctx.addIssue({
          code: 'custom',
          path: ['ceasedOn'],
          message: `The date of cessation (${formatIndianDate(values.ceasedOn)}) is before the date of ${what} (${formatIndianDate(startedOn)}).`,
        });
      }
    });
}

export type CeaseFormValues = z.output<ReturnType<typeof ceaseSchema>>;
