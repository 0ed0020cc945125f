import { MAX_HOLIDAY_NAME_LENGTH } from '@/lib/exchange-holidays';
import { dateIssue, typedTextIssue, VALUE_LABELS } from '@/lib/typed-text';
import { z } from '@/lib/zod';

/** The holiday form's rules, each mirroring a check of exchange_holidays in its words. */
export const holidaySchema = z.object({
  holiday_date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose the day.')
    .superRefine(dateIssue(VALUE_LABELS.exchange_holidays.holiday_date)),
  name: z
    .string()
    .trim()
    .min(1, 'Give the holiday a name.')
    .max(MAX_HOLIDAY_NAME_LENGTH, `The name can be at most ${MAX_HOLIDAY_NAME_LENGTH} characters.`)
    .superRefine(typedTextIssue(VALUE_LABELS.exchange_holidays.name)),
});
export type HolidayValues = z.infer<typeof holidaySchema>;
