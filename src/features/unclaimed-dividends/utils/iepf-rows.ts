import type { IepfStatementRow } from '@/lib/database-rows';
import { z } from '@/lib/zod';
import { ACCOUNT_PATTERN, accountKey } from './account';

/**
 * The columns of the IEPF-2 statement the lookup needs, found by their heading (in any order,
 * any case, any punctuation or spacing). Each list starts with the heading the IEPF Authority's
 * Excel template for the investor-wise details uses, then its variants and plainer words. The
 * template's headings, as read in its ReadMe sheet ("First Name", "Middle Name", "Investor Last
 * Name", "Folio Number", ...) and in registrars' exports of it ("Investor First Name", "DP
 * Id-Client Id-Account Number", "Amount transferred", "Amount Due(in Rs.)", "Proposed Date of
 * transfer to IEPF(DD-MON-YYYY)", "Financial Year"): the template splits the name into first,
 * middle and last, which are joined.
 */
export const ACCEPTED_HEADINGS = {
  name: [
    'Investor Name',
    'Name of Investor',
    'Name',
    'Name of the Shareholder',
    'Shareholder Name',
  ],
  firstName: ['Investor First Name', 'First Name'],
  middleName: ['Investor Middle Name', 'Middle Name'],
  lastName: ['Investor Last Name', 'Last Name'],
  folio: ['Folio Number', 'Folio No', 'Folio'],
  dp: [
    'DP Id-Client Id-Account Number',
    'DP ID-Client ID',
    'DP Id-Client Id-Account No',
    'Client ID',
  ],
  account: ['Folio Number or DP ID-Client ID', 'Folio/DP ID-Client ID', 'Account'],
  amount: [
    'Amount Transferred',
    'Amount Due (in Rs.)',
    'Amount Due',
    'Amount (Rs)',
    'Amount in Rs',
    'Amount',
  ],
  year: ['Financial Year', 'FY', 'Year'],
  date: [
    'Proposed Date of Transfer to IEPF (DD-MON-YYYY)',
    'Proposed Date of Transfer to IEPF (YYYY-MM-DD)',
    'Proposed Date of Transfer to IEPF',
    'Proposed Date of Transfer',
    'Proposed Date',
  ],
} as const;
type Column = keyof typeof ACCEPTED_HEADINGS;
export type ColumnMap = Partial<Record<Column, number>>;

const squash = (heading: string) => heading.toLowerCase().replace(/[^a-z0-9]/g, '');

const SQUASHED = Object.fromEntries(
  Object.entries(ACCEPTED_HEADINGS).map(([column, headings]) => [column, headings.map(squash)]),
) as Record<Column, string[]>;

const quoted = (headings: readonly string[]) => headings.map((h) => `“${h}”`).join(', ');

/** What each needed column is called in a message, and the headings it may have. */
const NEEDED: { what: string; accepted: string; found: (map: ColumnMap) => boolean }[] = [
  {
    what: 'investor name',
    accepted: `${quoted(ACCEPTED_HEADINGS.name)}; or ${quoted(ACCEPTED_HEADINGS.firstName)} with ${quoted(ACCEPTED_HEADINGS.middleName)} and ${quoted(ACCEPTED_HEADINGS.lastName)}`,
    found: (map) =>
      map.name !== undefined || map.firstName !== undefined || map.lastName !== undefined,
  },
  {
    what: 'folio number or DP ID-client ID',
    accepted: `${quoted(ACCEPTED_HEADINGS.folio)}; ${quoted(ACCEPTED_HEADINGS.dp)}; or ${quoted(ACCEPTED_HEADINGS.account)}`,
    found: (map) => map.folio !== undefined || map.dp !== undefined || map.account !== undefined,
  },
  {
    what: 'amount',
    accepted: quoted(ACCEPTED_HEADINGS.amount),
    found: (map) => map.amount !== undefined,
  },
  {
    what: 'financial year',
    accepted: quoted(ACCEPTED_HEADINGS.year),
    found: (map) => map.year !== undefined,
  },
  {
    what: 'proposed date of transfer to IEPF',
    accepted: quoted(ACCEPTED_HEADINGS.date),
    found: (map) => map.date !== undefined,
  },
];

/**
 * Which field is in which column; or, for a heading that lacks one, the message naming what is
 * missing followed by one line per missing column listing the headings accepted for it.
 */
export function mapColumns(headings: string[]): ColumnMap | string[] {
  const map: ColumnMap = {};
  headings.forEach((heading, index) => {
    const key = squash(heading.replace(/^\uFEFF/, ''));
    for (const column of Object.keys(SQUASHED) as Column[]) {
      if (map[column] === undefined && SQUASHED[column].includes(key)) map[column] = index;
    }
  });
  const missing = NEEDED.filter((column) => !column.found(map));
  if (missing.length === 0) return map;
  return [
    `Line 1: the heading has no column for ${missing.map((m) => m.what).join(', ')}.`,
    ...missing.map((m) => `For ${m.what}, name the column ${m.accepted}.`),
  ];
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
