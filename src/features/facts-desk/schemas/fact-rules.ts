import { dateIssue, typedTextIssue } from '@/lib/typed-text';
import { z } from '@/lib/zod';

// The rules the company facts' tables hold (supabase/migrations/20261126150100 to ...150400),
// in the database's own words, so the administrator hears of a bad field before the request.
// Every typed field also holds the rules of every typed column (hidden characters, something
// visible, 20261128110000), named with the column's words (VALUE_LABELS in src/lib/typed-text.ts).

/** How a field is named in a refusal ("The designation"), and whether it takes line breaks. */
export type Shown = { label: string; multiline?: boolean };

export const DIN = /^[0-9]{8}$/;
/** L or U, 5 digits, 2 letters (state), 4 digits (year), 3 letters (kind), 6 digits. */
export const CIN = /^[LU][0-9]{5}[A-Z]{2}[0-9]{4}[A-Z]{3}[0-9]{6}$/;
export const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const PHONE = /^\+?[0-9][0-9 ()-]*[0-9]$/;
const HTTPS = /^https:\/\/[^/\s]+\S*$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const MESSAGES = {
  din: 'The DIN (Director Identification Number) is eight digits, such as 01234567.',
  cin: 'The CIN is 21 characters: L or U, five digits, two letters for the state, the year, three letters and six digits, such as L24230MP1985PLC000000.',
  email: (value: string) => `"${value.slice(0, 80)}" is not an e-mail address.`,
  phone:
    'Give a phone number of 7 to 15 digits; spaces, brackets, dashes and a leading + are fine.',
  https: 'The link must be a web address starting with https://.',
  day: 'Give a date, such as 1 Apr 2026.',
  order: 'The order on the page is a whole number from 0 to 10,000.',
} as const;

export const isPhone = (value: string) =>
  PHONE.test(value) &&
  value.replace(/[^0-9]/g, '').length >= 7 &&
  value.replace(/[^0-9]/g, '').length <= 15;

/** A required text of 1 to `max` characters after trimming, with the words for each failure. */
export const text = (max: number, required: string, shown: Shown) =>
  z
    .string()
    .trim()
    .min(1, required)
    .max(max, `At most ${max.toLocaleString('en-IN')} characters.`)
    .superRefine(typedTextIssue(shown.label, shown));

/** An optional text of at most `max` characters. */
export const optionalText = (max: number, shown: Shown) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max.toLocaleString('en-IN')} characters.`)
    .superRefine(typedTextIssue(shown.label, shown));

/** A day as a date input gives it (`YYYY-MM-DD`), from 1 Jan 1900 to 31 Dec 2100. */
export const day = (required: string, label: string) =>
  z.string().trim().min(1, required).regex(DAY, MESSAGES.day).superRefine(dateIssue(label));

export const email = (label: string) =>
  z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      if (value && !(value.length <= 254 && EMAIL.test(value)))
        ctx.addIssue({ code: 'custom', message: MESSAGES.email(value) });
    })
    .superRefine(typedTextIssue(label));

export const phone = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    if (value && !isPhone(value)) ctx.addIssue({ code: 'custom', message: MESSAGES.phone });
  });

export const https = (label: string) =>
  z
    .string()
    .trim()
    .max(2048, MESSAGES.https)
    .regex(HTTPS, MESSAGES.https)
    .superRefine(typedTextIssue(label));

export const displayOrder = z.coerce
  .number({ error: MESSAGES.order })
  .int(MESSAGES.order)
  .min(0, MESSAGES.order)
  .max(10_000, MESSAGES.order);
