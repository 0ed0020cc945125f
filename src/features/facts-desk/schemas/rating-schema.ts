import type { CreditRatingRow } from '@/lib/company-facts';
import { formatIndianDate } from '@/lib/format-date';
import { z } from '@/lib/zod';
import { day, https, optionalText, text } from './fact-rules';

export const ratingSchema = z.object({
  agency: text(200, 'Give the rating agency.'),
  instrument: text(300, 'Give the instrument rated, such as Long-term bank facilities.'),
  rating: text(50, 'Give the rating as the agency wrote it, such as CRISIL A+.'),
  outlook: optionalText(100),
  ratedOn: day('Give the date of the rating.'),
  rationaleUrl: https,
});
export type RatingFormInput = z.input<typeof ratingSchema>;
export type RatingFormValues = z.output<typeof ratingSchema>;

/** A revision starts from the rating it revises, dated afresh. */
export function ratingDefaults(rating?: CreditRatingRow, revise = false): RatingFormInput {
  return {
    agency: rating?.agency ?? '',
    instrument: rating?.instrument ?? '',
    rating: revise ? '' : (rating?.rating ?? ''),
    outlook: revise ? '' : (rating?.outlook ?? ''),
    ratedOn: revise ? '' : (rating?.rated_on ?? ''),
    rationaleUrl: revise ? '' : (rating?.rationale_url ?? ''),
  };
}

export function toRatingRow(values: RatingFormValues) {
  return {
    agency: values.agency,
    instrument: values.instrument,
    rating: values.rating,
    outlook: values.outlook || null,
    rated_on: values.ratedOn,
    rationale_url: values.rationaleUrl,
  };
}

export function withdrawSchema(ratedOn: string) {
  return z
    .object({ withdrawnOn: day('Give the date the rating was withdrawn.') })
    .superRefine((values, ctx) => {
      if (values.withdrawnOn && values.withdrawnOn < ratedOn)
        ctx.addIssue({
          code: 'custom',
          path: ['withdrawnOn'],
          message: `The rating cannot be withdrawn (${formatIndianDate(values.withdrawnOn)}) before it was given (${formatIndianDate(ratedOn)}).`,
        });
    });
}
