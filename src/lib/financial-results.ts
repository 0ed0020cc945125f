// The results periods (public.financial_results), as the page, the desk and the XBRL import
// name them. Kept in step with supabase/migrations/20261126160000_financial_results.sql.

import type { Tables } from './database.types';
import { formatIndian, numberToDecimal, shiftDecimal, type Decimal } from './decimal';
import { financialYearOf } from './financial-year';
import { parseIsoDate } from './format-date';

export const PERIOD_KINDS = ['quarter', 'half_year', 'nine_months', 'year'] as const;
export type PeriodKind = (typeof PERIOD_KINDS)[number];
export const PERIOD_MONTHS: Record<PeriodKind, number> = {
  quarter: 3,
  half_year: 6,
  nine_months: 9,
  year: 12,
};
export const PERIOD_KIND_LABELS: Record<PeriodKind, string> = {
  quarter: 'Quarter',
  half_year: 'Half-year',
  nine_months: 'Nine months',
  year: 'Year',
};

export const BASES = ['standalone', 'consolidated'] as const;
export type Basis = (typeof BASES)[number];
export const BASIS_LABELS: Record<Basis, string> = {
  standalone: 'Standalone',
  consolidated: 'Consolidated',
};

/** The rounding a filing states its amounts in; the power of ten it divides rupees by. */
export const SCALES = ['rupees', 'thousands', 'lakhs', 'millions', 'crores'] as const;
export type Scale = (typeof SCALES)[number];
export const SCALE_POWERS: Record<Scale, number> = {
  rupees: 0,
  thousands: 3,
  lakhs: 5,
  millions: 6,
  crores: 7,
};
/** "₹ lakh" and the like, for a column heading or a caption ("₹ in lakh"). */
export const SCALE_UNITS: Record<Scale, string> = {
  rupees: '₹',
  thousands: '₹ thousand',
  lakhs: '₹ lakh',
  millions: '₹ million',
  crores: '₹ crore',
};

/** The amounts, in the statement's order; each is rupees in the table. */
export const AMOUNT_FIGURES = [
  'revenue_from_operations',
  'other_income',
  'total_income',
  'total_expenses',
  'exceptional_items',
  'profit_before_tax',
  'tax_expense',
  'profit_for_period',
  'other_comprehensive_income',
  'paid_up_capital',
] as const;
/** Rupees per share, never scaled. */
export const PER_SHARE_FIGURES = ['basic_eps', 'diluted_eps', 'face_value'] as const;
export const FIGURES = [...AMOUNT_FIGURES, ...PER_SHARE_FIGURES] as const;
export type AmountFigure = (typeof AMOUNT_FIGURES)[number];
export type Figure = (typeof FIGURES)[number];

export const FIGURE_LABELS: Record<Figure, string> = {
  revenue_from_operations: 'Revenue from operations',
  other_income: 'Other income',
  total_income: 'Total income',
  total_expenses: 'Total expenses',
  exceptional_items: 'Exceptional items',
  profit_before_tax: 'Profit before tax',
  tax_expense: 'Tax expense',
  profit_for_period: 'Profit for the period',
  other_comprehensive_income: 'Other comprehensive income',
  paid_up_capital: 'Paid-up equity share capital',
  basic_eps: 'Basic earnings per share',
  diluted_eps: 'Diluted earnings per share',
  face_value: 'Face value per share',
};

export function isAmountFigure(figure: Figure): figure is AmountFigure {
  return (AMOUNT_FIGURES as readonly string[]).includes(figure);
}

/**
 * What a read of the table tells the types beyond the generated row (`overrideTypes`): kind,
 * basis and scale are text held to these lists by the table's check constraints, which the
 * generator cannot see (the real-Postgres lane holds the constraints to the lists).
 */
export type FinancialResultKinds = { period_kind: PeriodKind; basis: Basis; scale: Scale };

/** A stored period as PostgREST sends it: numeric columns arrive as JSON numbers. */
export type FinancialResultRow = Omit<Tables<'financial_results'>, keyof FinancialResultKinds> &
  FinancialResultKinds;

/** What the save function takes for one period: figures as exact decimal text (rupees). */
export type FinancialResultInput = {
  id?: string;
  period_kind: PeriodKind;
  basis: Basis;
  audited: boolean;
  period_start: string;
  period_end: string;
  scale: Scale;
  document_id: string | null;
} & Record<Figure, string>;

export type SaveResultsOutcome = { added: number; replaced: number };

export const FINANCIAL_RESULT_COLUMNS =
  'id, period_kind, basis, audited, period_start, period_end, scale, revenue_from_operations, other_income, total_income, total_expenses, exceptional_items, profit_before_tax, tax_expense, profit_for_period, other_comprehensive_income, basic_eps, diluted_eps, paid_up_capital, face_value, document_id, is_sample, created_at' as const;

/** One query key for every reader of the table: a save on the desk refreshes the page's too. */
export const FINANCIAL_RESULTS_KEY = ['financial-results'] as const;

/** "Q2 FY 2024-25", "H1 FY 2024-25", "9M FY 2024-25", "FY 2024-25". */
export function periodLabel(
  period: Pick<FinancialResultRow, 'period_kind' | 'period_end'>,
): string {
  const fy = financialYearOf(period.period_end)?.label ?? period.period_end;
  const month = parseIsoDate(period.period_end)?.month ?? 3;
  switch (period.period_kind) {
    case 'quarter':
      return `Q${String(((month + 9) % 12) / 3 || 4)} ${fy}`;
    case 'half_year':
      return `H${month === 9 ? 1 : 2} ${fy}`;
    case 'nine_months':
      return `9M ${fy}`;
    default:
      return fy;
  }
}

/** A chart's two-line label under a bar: ["Q2", "24-25"], or ["FY", "2024-25"] for a year. */
export function shortPeriodLabel(
  period: Pick<FinancialResultRow, 'period_kind' | 'period_end'>,
): [string, string] {
  const [kind = '', fy = ''] = periodLabel(period).split(' FY ');
  if (period.period_kind === 'year') return ['FY', periodLabel(period).replace('FY ', '')];
  return [kind, fy.slice(2)];
}

const longDate = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Quarter ended 30 September 2024", as a results statement heads its columns. */
export function periodEndedLabel(
  period: Pick<FinancialResultRow, 'period_kind' | 'period_end'>,
): string {
  return `${PERIOD_KIND_LABELS[period.period_kind]} ended ${longDate.format(new Date(`${period.period_end}T00:00:00Z`))}`;
}

/** The same inside a sentence: "quarter ended 30 September 2024" (the month keeps its capital). */
export function periodEndedPhrase(
  period: Pick<FinancialResultRow, 'period_kind' | 'period_end'>,
): string {
  const label = periodEndedLabel(period);
  return `${label.charAt(0).toLowerCase()}${label.slice(1)}`;
}

/** A stored amount (rupees) in a scale, exactly: 412000000 rupees are 4120.00000 lakh. */
export function inScale(rupees: number, scale: Scale): Decimal {
  return shiftDecimal(numberToDecimal(rupees), -SCALE_POWERS[scale]);
}

/** The word after an amount in a scale, as the site writes money: "₹4,312.40 lakh". */
const SCALE_WORDS: Record<Scale, string> = {
  rupees: '',
  thousands: ' thousand',
  lakhs: ' lakh',
  millions: ' million',
  crores: ' crore',
};

/** A stored amount (rupees) as a sentence writes it, in a scale: "₹4,312.40 lakh", "−₹12.00 lakh". */
export function formatAmountInScale(rupees: number, scale: Scale): string {
  const text = formatIndian(inScale(Math.abs(rupees), scale), 2);
  return `${rupees < 0 ? '−' : ''}₹${text}${SCALE_WORDS[scale]}`;
}

/** A figure as the page prints it: amounts in the scale with two decimals, per-share as filed. */
export function formatFigure(row: Pick<FinancialResultRow, Figure>, figure: Figure, scale: Scale) {
  return isAmountFigure(figure)
    ? formatIndian(inScale(row[figure], scale), 2)
    : formatIndian(numberToDecimal(row[figure]), 2);
}
