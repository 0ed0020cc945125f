import { directionControlMessage, hasNoDirectionControls } from '@/lib/direction-controls';
import { MAX_HOLIDAY_NAME_LENGTH } from '@/lib/exchange-holidays';
import { z } from '@/lib/zod';

/** The holiday form's rules, each mirroring a check of exchange_holidays in its words. */
export const holidaySchema = z.object({
  holiday_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose the day.'),
  name: z
    .string()
    .trim()
    .min(1, 'Give the holiday a name.')
    .max(MAX_HOLIDAY_NAME_LENGTH, `The name can be at most ${MAX_HOLIDAY_NAME_LENGTH} characters.`)
    .refine(hasNoDirectionControls, {
      error: (issue) => directionControlMessage('The name', String(issue.input)),
    }),
});
export type HolidayValues = z.infer<typeof holidaySchema>;
