// What a results period must be for the site to keep it, in words that name the figures: the
// rules of public.financial_results (supabase/migrations/20261126160000_financial_results.sql and
// 20261128160000_results_totals_and_year.sql, which stay the final word), shared by the desk's
// form and its XBRL reader so that a figure the site cannot store is named before saving.

import {
  compareDecimals,
  formatIndian,
  parseDecimal,
  significantPlaces,
  type Decimal,
} from './decimal';
import {
  AMOUNT_FIGURES,
  FIGURE_LABELS,
  SCALE_POWERS,
  type Figure,
  type PeriodKind,
  type Scale,
} from './financial-results';

const d = (text: string) => parseDecimal(text) as Decimal;
const AMOUNT_LIMIT = d('10000000000000');
const EPS_LIMIT = d('1000000');
const FACE_LIMIT = d('100000');
const ZERO = d('0');
const abs = (x: Decimal): Decimal => ({
  units: x.units < 0n ? -x.units : x.units,
  places: x.places,
});
const add = (a: Decimal, b: Decimal, sign: 1n | -1n = 1n): Decimal => {
  const places = Math.max(a.places, b.places);
  const scaleTo = (x: Decimal) => x.units * 10n ** BigInt(places - x.places);
  return { units: scaleTo(a) + sign * scaleTo(b), places };
};
const isAmount = (f: Figure) => (AMOUNT_FIGURES as readonly string[]).includes(f);

/** "₹4,31,24,000" or "₹3.23": a figure in rupees as the words quote it. */
export const rupees = (x: Decimal) =>
  `₹${formatIndian(x, Math.min(Math.max(significantPlaces(x), 0), 4))}`;

/** Why the site cannot keep this figure (in rupees), or null when it can. */
export function figureProblem(figure: Figure, value: Decimal): string | null {
  const label = FIGURE_LABELS[figure];
  if (isAmount(figure)) {
    if (significantPlaces(value) > 2 || compareDecimals(abs(value), AMOUNT_LIMIT) >= 0)
      return `${label} must be an amount in rupees with at most two decimal places, under ₹1 lakh crore.`;
    if (figure === 'paid_up_capital' && compareDecimals(value, ZERO) <= 0)
      return 'The paid-up equity share capital must be more than zero.';
    const neverNegative = ['revenue_from_operations', 'total_income', 'total_expenses'];
    if (neverNegative.includes(figure) && compareDecimals(value, ZERO) < 0)
      return `${label} cannot be negative.`;
    return null;
  }
  if (figure === 'face_value') {
    if (
      compareDecimals(value, ZERO) <= 0 ||
      compareDecimals(value, FACE_LIMIT) >= 0 ||
      significantPlaces(value) > 2
    )
      return 'The face value of a share must be more than zero and under ₹1 lakh, with at most two decimal places.';
    return null;
  }
  if (significantPlaces(value) > 4 || compareDecimals(abs(value), EPS_LIMIT) >= 0)
    return 'Earnings per share must be rupees with at most four decimal places, under ₹10 lakh.';
  return null;
}

/**
 * The filing's rounding as the figures show it: the largest power of ten, no larger than the
 * stated scale (a lakh for lakhs), that divides every one of them. Statements in lakhs with two
 * decimals are multiples of ₹1,000; a total of rounded parts may be one such unit off.
 */
export function roundingUnit(values: Decimal[], scale: Scale): Decimal {
  for (let power = SCALE_POWERS[scale]; power > -2; power--) {
    const unit = power >= 0 ? { units: 10n ** BigInt(power), places: 0 } : d('0.1');
    if (values.every((v) => divides(unit, v))) return unit;
  }
  return d('0.01');
}

function divides(unit: Decimal, value: Decimal): boolean {
  const places = Math.max(unit.places, value.places);
  const u = unit.units * 10n ** BigInt(places - unit.places);
  const v = value.units * 10n ** BigInt(places - value.places);
  return v % u === 0n;
}

export type TotalsFigures = Pick<
  Record<Figure, Decimal>,
  | 'revenue_from_operations'
  | 'other_income'
  | 'total_income'
  | 'total_expenses'
  | 'exceptional_items'
  | 'profit_before_tax'
>;

/**
 * The statement's two sums (Schedule III, Division II, the format of the results): total income
 * is revenue from operations plus other income; profit before tax is total income less total
 * expenses, plus exceptional items. Within one unit of the filing's rounding. Each problem names
 * the figures and what they add up to.
 */
export function totalsProblems(
  f: TotalsFigures,
  scale: Scale,
): { figure: 'total_income' | 'profit_before_tax'; message: string }[] {
  const unit = roundingUnit(Object.values(f), scale);
  const off = (a: Decimal, b: Decimal) => compareDecimals(abs(add(a, b, -1n)), unit) > 0;
  const problems: { figure: 'total_income' | 'profit_before_tax'; message: string }[] = [];
  const income = add(f.revenue_from_operations, f.other_income);
  if (off(f.total_income, income))
    problems.push({
      figure: 'total_income',
      message: `Total income (${rupees(f.total_income)}) is not revenue from operations (${rupees(f.revenue_from_operations)}) plus other income (${rupees(f.other_income)}), which add up to ${rupees(income)}.`,
    });
  const profit = add(add(f.total_income, f.total_expenses, -1n), f.exceptional_items);
  if (off(f.profit_before_tax, profit))
    problems.push({
      figure: 'profit_before_tax',
      message: `Profit before tax (${rupees(f.profit_before_tax)}) is not total income (${rupees(f.total_income)}) less total expenses (${rupees(f.total_expenses)}) plus exceptional items (${rupees(f.exceptional_items)}), which come to ${rupees(profit)}.`,
    });
  return problems;
}

/**
 * The company's financial year runs from 1 April to 31 March: section 2(41) of the Companies Act,
 * 2013 makes the financial year end on 31 March (another only for a company the Tribunal allows,
 * a holding or subsidiary of a company incorporated outside India). So a quarter starts on
 * 1 April, 1 July, 1 October or 1 January, and a half-year, nine months or year on 1 April.
 * Null when the period fits; words otherwise.
 */
export function yearProblem(kind: PeriodKind, start: string): string | null {
  const monthDay = start.slice(5);
  if (kind === 'quarter') {
    return ['04-01', '07-01', '10-01', '01-01'].includes(monthDay)
      ? null
      : 'A quarter of the financial year starts on 1 April, 1 July, 1 October or 1 January (the company’s financial year runs April to March, section 2(41) of the Companies Act, 2013).';
  }
  return monthDay === '04-01'
    ? null
    : 'A half-year, nine months or year to date starts on 1 April, the first day of the company’s financial year (April to March, section 2(41) of the Companies Act, 2013).';
}
