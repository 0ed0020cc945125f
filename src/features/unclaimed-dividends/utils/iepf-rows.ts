import type { IepfStatementRow } from '@/lib/database-rows';
import { z } from '@/lib/zod';
import { ACCOUNT_PATTERN, accountKey } from './account';

/**
 * The columns of the IEPF-2 statement the lookup needs, found by their heading (in any order,
 * any case, any punctuation), as the IEPF Authority's template names them or more simply.
 * The template splits the name into first, middle and last; those are joined.
 */
const HEADINGS = {
  name: ['investorname', 'nameofinvestor', 'name', 'nameoftheshareholder', 'shareholdername'],
  firstName: ['investorfirstname'],
  middleName: ['investormiddlename'],
  lastName: ['investorlastname'],
  folio: ['folionumber', 'foliono', 'folio'],
  dp: ['dpidclientid', 'dpidclientidaccountnumber', 'dpidclientidaccountno', 'clientid'],
  account: ['folionumberordpidclientid', 'foliodpidclientid', 'folionodpidclientid', 'account'],
  amount: ['amount', 'amountdue', 'amountdueinrs', 'amountinrs', 'amountrs'],
  year: ['financialyear', 'fy', 'year'],
  date: [
    'proposeddateoftransfertoiepf',
    'proposeddateoftransfertoiepfddmonyyyy',
    'proposeddateoftransfer',
    'proposeddate',
  ],
} as const;
type Column = keyof typeof HEADINGS;
export type ColumnMap = Partial<Record<Column, number>>;

const squash = (heading: string) => heading.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Which field is in which column, or the words saying what is missing. */
export function mapColumns(headings: string[]): ColumnMap | string {
  const map: ColumnMap = {};
  headings.forEach((heading, index) => {
    const key = squash(heading.replace(/^\uFEFF/, ''));
    for (const column of Object.keys(HEADINGS) as Column[]) {
      if (map[column] === undefined && (HEADINGS[column] as readonly string[]).includes(key)) {
        map[column] = index;
      }
    }
  });
  const missing: string[] = [];
  if (map.name === undefined && map.firstName === undefined) missing.push('investor name');
  if (map.folio === undefined && map.dp === undefined && map.account === undefined) {
    missing.push('folio number or DP ID-client ID');
  }
  if (map.amount === undefined) missing.push('amount');
  if (map.year === undefined) missing.push('financial year');
  if (map.date === undefined) missing.push('proposed date of transfer to IEPF');
  return missing.length > 0 ? `Line 1: the heading has no column for ${missing.join(', ')}` : map;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** 2026-10-30, 30-10-2026, 30/10/2026 or 30-OCT-2026 (the IEPF-2 template's) as YYYY-MM-DD. */
export function parseStatementDate(value: string): string | null {
  const v = value.trim();
  let y: number, m: number, d: number;
  let match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (match) [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else if ((match = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(v))) {
    [d, m, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  } else if ((match = /^(\d{1,2})-([A-Za-z]{3})-(\d{4})$/.exec(v))) {
    [d, m, y] = [
      Number(match[1]),
      MONTHS.indexOf((match[2] ?? '').toLowerCase()) + 1,
      Number(match[3]),
    ];
  } else return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (y < 2000 || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

/** One data row's fields by meaning, as read from its columns. */
const rowSchema = (year: string) =>
  z.object({
    investor_name: z
      .string()
      .trim()
      .min(1, 'investor name is empty')
      .max(200, 'investor name is longer than 200 characters'),
    account: z
      .string()
      .trim()
      .min(1, 'folio number or DP ID-client ID is empty')
      .refine((v) => ACCOUNT_PATTERN.test(accountKey(v)), {
        message: 'folio number or DP ID-client ID must be 4 to 20 letters and digits',
      }),
    amount: z
      .string()
      .transform((v) => v.replace(/[,\s₹]/g, ''))
      .refine((v) => /^\d+(\.\d{1,2})?$/.test(v), { message: 'amount is not a number' })
      .transform(Number)
      .refine((n) => n > 0 && n < 1e9, { message: 'amount must be more than 0' }),
    financial_year: z
      .string()
      .transform((v) =>
        v
          .trim()
          .replace(/^FY\s*/i, '')
          .replace(/^(\d{4})-\d{2}(\d{2})$/, '$1-$2'),
      )
      .refine((v) => v === year, { message: `financial year is not ${year}` }),
    proposed_transfer_date: z.string().transform((v, ctx) => {
      const iso = parseStatementDate(v);
      if (!iso) {
        ctx.addIssue({
          code: 'custom',
          message: 'proposed date of transfer to IEPF is not a date (e.g. 30-OCT-2026)',
        });
        return z.NEVER;
      }
      return iso;
    }),
  });

export type RowCheck = (fields: string[], line: number) => IepfStatementRow | string;

/** Checks one record against the year chosen; the row to send, or the line's message. */
export function rowChecker(columns: ColumnMap, year: string): RowCheck {
  const schema = rowSchema(year);
  const at = (fields: string[], column: Column) => {
    const index = columns[column];
    return index === undefined ? '' : (fields[index] ?? '').trim();
  };
  return (fields, line) => {
    const name =
      at(fields, 'name') ||
      [at(fields, 'firstName'), at(fields, 'middleName'), at(fields, 'lastName')]
        .filter(Boolean)
        .join(' ');
    const account = at(fields, 'account') || at(fields, 'folio') || at(fields, 'dp');
    const parsed = schema.safeParse({
      investor_name: name,
      account,
      amount: at(fields, 'amount'),
      financial_year: at(fields, 'year'),
      proposed_transfer_date: at(fields, 'date'),
    });
    if (!parsed.success) return `Line ${line}: ${parsed.error.issues[0]?.message ?? 'not valid'}`;
    const { financial_year: _year, ...row } = parsed.data;
    return row;
  };
}
