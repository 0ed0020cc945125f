import { typedTextIssue, VALUE_LABELS } from '@/lib/typed-text';
import { z } from '@/lib/zod';

/** Mirrors compliance_answers_reason_check. */
export const MAX_REASON_LENGTH = 500;

export const notApplicableSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, 'Say why it does not apply: the audit trail keeps the reason.')
    .max(MAX_REASON_LENGTH, `The reason can be at most ${MAX_REASON_LENGTH} characters.`)
    .superRefine(typedTextIssue(VALUE_LABELS.compliance_answers.reason, { multiline: true })),
});
export type NotApplicableValues = z.infer<typeof notApplicableSchema>;

export const transferDaySchema = z.object({
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose the day, or answer that no shares are due.'),
});
export type TransferDayValues = z.infer<typeof transferDaySchema>;
