import { z } from '@/lib/zod';

/** The database's own rule (compliance_settings' prepare trigger), in the same words, checked first. */
export function recordsBeginSchema(today: string) {
  return z.object({
    day: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose the day the site’s records begin.')
      .refine((day) => day >= '1985-01-01', {
        error:
          'The site’s records cannot begin before 1 January 1985, the year the company was founded.',
      })
      .refine((day) => day <= today, {
        error: 'The site’s records cannot begin after today: choose today or an earlier day.',
      }),
  });
}
export type RecordsBeginValues = z.infer<ReturnType<typeof recordsBeginSchema>>;
