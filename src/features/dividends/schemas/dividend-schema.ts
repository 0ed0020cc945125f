import { DIVIDEND_KINDS, type DividendInsert } from '@/lib/dividends';
import { parseFinancialYear } from '@/lib/financial-year';
import { dateIssue, VALUE_LABELS } from '@/lib/typed-text';
import { z } from '@/lib/zod';

/** Rupees as typed: more than 0, below 1 lakh, at most two decimals (paise). */
const rupees = (what: string) =>
  z
    .string()
    .trim()
    .regex(
      /^\d{1,5}(\.\d{1,2})?$/,
      `Give ${what} in rupees, more than 0, with at most two decimal places.`,
    )
    .refine((value) => Number(value) > 0, {
      error: `Give ${what} in rupees, more than 0, with at most two decimal places.`,
    });

/** A day from a date field, within the days the database takes (1 Jan 1900 to 31 Dec 2100). */
const day = (what: string, label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `Choose the ${what}.`)
    .superRefine(dateIssue(label));

/**
 * The dividend form's rules, each one the database's (private.prepare_dividend, migration
 * 20261126165100) in the same words, checked first so a slip is named at its field. The rules
 * on the record date's window by year and kind (Companies Act 2013 s.123), and on the day of the
 * transfer to the Unpaid Dividend Account (s.124(1), 20261207100000), stay the database's: it
 * words them with the dates.
 */
export const dividendSchema = z
  .object({
    financial_year: z
      .string()
      .trim()
      .refine((value) => (parseFinancialYear(value)?.start ?? 0) >= 1985, {
        error: 'Give the financial year as filings name it, such as 2024-25 (from 1985-86).',
      }),
    kind: z.enum(DIVIDEND_KINDS, { error: 'Choose whether the dividend is interim or final.' }),
    amount_per_share: rupees('the dividend per share'),
    face_value: rupees('the face value of a share'),
    // The Board's meeting (interim) or the AGM (final): section 124 counts from it.
    declared_on: day('day it was declared', VALUE_LABELS.dividends.declared_on),
    record_date: day('record date', VALUE_LABELS.dividends.record_date),
    payment_date: day('payment date', VALUE_LABELS.dividends.payment_date),
    // Empty until the transfer is made; s.124(2)'s ninety days count from it.
    unpaid_transferred_on: z
      .string()
      .regex(/^(\d{4}-\d{2}-\d{2})?$/, 'Choose the day of the transfer, or leave it empty.')
      .superRefine(dateIssue(VALUE_LABELS.dividends.unpaid_transferred_on)),
    // Empty until the unclaimed amount goes to the IEPF, seven years after that transfer.
    iepf_credited_on: z
      .string()
      .regex(/^(\d{4}-\d{2}-\d{2})?$/, 'Choose the day of the credit, or leave it empty.')
      .superRefine(dateIssue(VALUE_LABELS.dividends.iepf_credited_on)),
  })
  .refine((v) => !v.declared_on || !v.payment_date || v.payment_date >= v.declared_on, {
    path: ['declared_on'],
    error: 'The dividend is declared before it is paid: give a day on or before the payment date.',
  })
  .refine((v) => !v.record_date || !v.payment_date || v.payment_date >= v.record_date, {
    path: ['payment_date'],
    error:
      'The payment date comes before the record date: a dividend is paid to the shareholders on record, after that date.',
  });

export type DividendValues = z.infer<typeof dividendSchema>;

export const EMPTY_DIVIDEND: DividendValues = {
  financial_year: '',
  kind: 'final',
  amount_per_share: '',
  face_value: '',
  declared_on: '',
  record_date: '',
  payment_date: '',
  unpaid_transferred_on: '',
  iepf_credited_on: '',
};

/** What the form holds, as the row to save (amounts as numbers; two decimals stay exact). */
export function toDividendInsert(values: DividendValues): DividendInsert {
  return {
    ...values,
    unpaid_transferred_on: values.unpaid_transferred_on || null,
    iepf_credited_on: values.iepf_credited_on || null,
    amount_per_share: Number(values.amount_per_share),
    face_value: Number(values.face_value),
  };
}
