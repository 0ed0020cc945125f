import type { CommitteeRow } from '@/lib/company-facts';
import { VALUE_LABELS } from '@/lib/typed-text';
import { z } from '@/lib/zod';
import { day, displayOrder, optionalText, text } from './fact-rules';

export const committeeSchema = z.object({
  name: text(200, 'Give the committee a name.', { label: VALUE_LABELS.board_committees.name }),
  constitutedUnder: optionalText(300, {
    label: VALUE_LABELS.board_committees.constituted_under,
  }),
  displayOrder,
});
export type CommitteeFormInput = z.input<typeof committeeSchema>;
export type CommitteeFormValues = z.output<typeof committeeSchema>;

export function committeeDefaults(committee?: CommitteeRow): CommitteeFormInput {
  return {
    name: committee?.name ?? '',
    constitutedUnder: committee?.constituted_under ?? '',
    displayOrder: committee?.display_order ?? 100,
  };
}

export const NOT_A_MEMBER =
  "The chair must be one of the committee's members: tick the chair among the members too.";

/** Who sits on a committee from a date; the chair is one of the members, or nobody. */
export const compositionSchema = z
  .object({
    effectiveOn: day(
      'Give the date from which the committee is made up this way.',
      VALUE_LABELS.committee_members.from_date,
    ),
    chair: z.string(),
    members: z.array(z.string()),
  })
  .superRefine((values, ctx) => {
    if (values.chair && !values.members.includes(values.chair)) {
      ctx.addIssue({ code: 'custom', path: ['chair'], message: NOT_A_MEMBER });
    }
  });
export type CompositionFormValues = z.output<typeof compositionSchema>;
