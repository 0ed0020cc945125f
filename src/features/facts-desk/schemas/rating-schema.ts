import type { CreditRatingRow } from '@/lib/company-facts';
import { formatIndianDate } from '@/lib/format-date';
import { VALUE_LABELS } from '@/lib/typed-text';
import { z } from '@/lib/zod';
import { day, https, optionalText, text } from './fact-rules';

export const ratingSchema = z.object({
  agency: text(200, 'Give the rating agency.', { label: VALUE_LABELS.credit_ratings.agency }),
  instrument: text(300, 'Give the instrument rated, such as Long-term bank facilities.', {
    label: VALUE_LABELS.credit_ratings.instrument,
  }),
  rating: text(50, 'Give the rating as the agency wrote it, such as CRISIL A+.', {
    label: VALUE_LABELS.credit_ratings.rating,
  }),
  outlook: optionalText(100, { label: VALUE_LABELS.credit_ratings.outlook }),
  ratedOn: day('Give the date of the rating.', VALUE_LABELS.credit_ratings.rated_on),
  rationaleUrl: https(VALUE_LABELS.credit_ratings.rationale_url),
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
    .object({
      withdrawnOn: day(
        'Give the date the rating was withdrawn.',
        VALUE_LABELS.credit_ratings.withdrawn_on,
      ),
    })
    .superRefine((values, ctx) => {
      if (values.withdrawnOn && values.withdrawnOn < ratedOn)
        ctx.addIssue({
          code: 'custom',
          path: ['withdrawnOn'],
          message: `The rating cannot be withdrawn (${formatIndianDate(values.withdrawnOn)}) before it was given (${formatIndianDate(ratedOn)}).`,
        });
    });
}
