import { z } from '@/lib/zod';

/** The database's rules for the reminders (20261207120000's triggers), in the same words, first. */
export const dutyAddressSchema = z.object({
  address: z
    .string()
    .trim()
    .min(1, 'Give the e-mail address the reminders go to.')
    .max(254, 'An e-mail address is at most 254 characters.')
    .refine((a) => /^[^\s@<>(),;:"[\]]+@[^\s@<>(),;:"[\]]+\.[a-z]{2,}$/i.test(a), {
      error: 'Give one e-mail address, such as cs@example.com (no name, list or brackets).',
    }),
});
export type DutyAddressValues = z.infer<typeof dutyAddressSchema>;

const lead = z.coerce
  .number({ error: 'Give a whole number of working days from 0 to 30.' })
  .int('Give a whole number of working days from 0 to 30.')
  .min(0, 'Give a whole number of working days from 0 to 30.')
  .max(30, 'Give a whole number of working days from 0 to 30.');

export const dutySettingsSchema = z.object({
  digest: z.boolean(),
  digest_when_clear: z.enum(['line', 'nothing']),
  reminders: z.boolean(),
  overdue: z.boolean(),
  lead_quarterly: lead,
  lead_event: lead,
  lead_annual: lead,
});
export type DutySettingsInput = z.input<typeof dutySettingsSchema>;
export type DutySettingsOutput = z.output<typeof dutySettingsSchema>;
