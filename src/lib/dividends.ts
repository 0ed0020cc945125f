// The dividend history, shared by the public pages, the desk and the prerenderer. Kept in step
// with supabase/migrations/20261126165100_dividends.sql, which cites the Companies Act.
import type { Tables } from './database.types';

export const DIVIDEND_KINDS = ['interim', 'final'] as const;
export type DividendKind = (typeof DIVIDEND_KINDS)[number];

export const DIVIDEND_KIND_LABELS: Record<DividendKind, string> = {
  interim: 'Interim',
  final: 'Final',
};

/**
 * One dividend as the generated types give it (financial_year as filings name it, '2024-25';
 * amounts in rupees, exact to the paisa; dates `YYYY-MM-DD`), but its kind: a text column held to
 * the list by dividends_kind_check, only `string` to the generator (see database-rows.ts).
 */
export type DividendRow = Omit<Tables<'dividends'>, 'kind'> & { kind: DividendKind };

/** What the dividend form writes: not the statement's link, which the calendar ties. */
export type DividendInsert = Omit<
  DividendRow,
  'id' | 'is_sample' | 'created_at' | 'unpaid_statement_link'
>;

export const DIVIDEND_COLUMNS =
  'id, financial_year, kind, amount_per_share, face_value, declared_on, record_date, payment_date, unpaid_transferred_on, unpaid_statement_link, iepf_credited_on, is_sample, created_at' as const;

/** One query key for the pages and the desk, so the desk's writes refresh the history. */
export const DIVIDENDS_KEY = ['dividends'] as const;

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const percent = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** "₹1.50". */
export function formatRupees(value: number): string {
  return rupees.format(value);
}

/**
 * The dividend as a percentage of the face value, as announcements state it ("15%" of ₹10 is
 * ₹1.50 a share). Computed in paise, so 1.5 of 10 is exactly 15.
 */
export function dividendPercent(row: Pick<DividendRow, 'amount_per_share' | 'face_value'>) {
  const paise = Math.round(row.amount_per_share * 100);
  const facePaise = Math.round(row.face_value * 100);
  return `${percent.format((paise * 100) / facePaise)}%`;
}
