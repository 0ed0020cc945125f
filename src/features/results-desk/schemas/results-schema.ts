import {
  decimalToString,
  numberToDecimal,
  parseDecimal,
  roundDecimal,
  shiftDecimal,
  trimDecimal,
  type Decimal,
} from '@/lib/decimal';
import {
  AMOUNT_FIGURES,
  BASES,
  FIGURES,
  FIGURE_LABELS,
  PERIOD_KINDS,
  PERIOD_MONTHS,
  SCALES,
  SCALE_POWERS,
  type FinancialResultInput,
  type FinancialResultRow,
  type Figure,
  type Scale,
} from '@/lib/financial-results';
import { figureProblem, totalsProblems, yearProblem } from '@/lib/results-checks';
import { dateIssue, VALUE_LABELS } from '@/lib/typed-text';
import { z } from '@/lib/zod';
import type { XbrlPeriod } from '../xbrl/read-results-xbrl';

// The results form's rules: each mirrors a check of financial_results (in the database's words
// where it has them), so the administrator hears about a figure before anything is sent.

const figureFields = Object.fromEntries(FIGURES.map((f) => [f, z.string()])) as Record<
  Figure,
  z.ZodString
>;

const periodSchema = z
  .object({
    id: z.string().optional(),
    period_kind: z.enum(PERIOD_KINDS),
    basis: z.enum(BASES),
    audited: z.boolean(),
    period_start: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Give the day the period starts.')
      .superRefine(dateIssue(VALUE_LABELS.financial_results.period_start)),
    period_end: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Give the day the period ends.')
      .superRefine(dateIssue(VALUE_LABELS.financial_results.period_end)),
    scale: z.enum(SCALES),
    document_id: z.string(),
    ...figureFields,
  })
  .superRefine((p, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (p.period_start && p.period_end) {
      const months = PERIOD_MONTHS[p.period_kind];
      const start = new Date(`${p.period_start}T00:00:00Z`);
      const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 0));
      if (p.period_end <= p.period_start)
        issue('period_end', 'The period must end after it starts.');
      else if (start.getUTCDate() !== 1 || end.toISOString().slice(0, 10) !== p.period_end)
        issue(
          'period_end',
          `A ${p.period_kind.replace('_', '-')} runs ${String(months)} whole months from the first of a month.`,
        );
      else if (p.period_end > todayInIndia())
        issue('period_end', 'Results are for a period that has ended.');
    }
    const period = yearProblem(p.period_kind, p.period_start);
    if (p.period_start && period) issue('period_start', period);
    let typedWell = true;
    for (const figure of FIGURES) {
      const problem = typedProblem(figure, p[figure], p.scale);
      if (problem) issue(figure, problem);
      typedWell &&= !problem;
    }
    if (typedWell) {
      const rupees = (f: Figure) => toRupees(f, p[f], p.scale) ?? ZERO;
      const sums = totalsProblems(
        {
          revenue_from_operations: rupees('revenue_from_operations'),
          other_income: rupees('other_income'),
          total_income: rupees('total_income'),
          total_expenses: rupees('total_expenses'),
          exceptional_items: rupees('exceptional_items'),
          profit_before_tax: rupees('profit_before_tax'),
        },
        p.scale,
      );
      for (const { figure, message } of sums) issue(figure, message);
    }
  });

export const resultsFormSchema = z.object({ periods: z.array(periodSchema).min(1) });
export type ResultsFormValues = z.infer<typeof resultsFormSchema>;
export type PeriodFormValues = ResultsFormValues['periods'][number];

function todayInIndia(): string {
  return new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
}

/** What a person types: "4,158.35" or "4158.35" or "−2.60". */
export function readTyped(text: string): Decimal | null {
  return parseDecimal(text.replace(/[,\s]/g, '').replace('−', '-'));
}

const ZERO = parseDecimal('0') as Decimal;

/** The figure in rupees, exactly, from what the form holds (amounts are typed in the scale). */
export function toRupees(figure: Figure, text: string, scale: Scale): Decimal | null {
  const typed = readTyped(text);
  if (!typed) return null;
  return (AMOUNT_FIGURES as readonly string[]).includes(figure)
    ? trimDecimal(shiftDecimal(typed, SCALE_POWERS[scale]))
    : trimDecimal(typed);
}

function typedProblem(figure: Figure, text: string, scale: Scale): string | null {
  if (!text.trim()) return `Give the ${FIGURE_LABELS[figure].toLowerCase()}.`;
  const value = toRupees(figure, text, scale);
  if (!value) return `${FIGURE_LABELS[figure]} must be a number, like 4158.35.`;
  return figureProblem(figure, value);
}

/** The form's period as the save function takes it: figures in rupees, exact text. */
export function toInput(p: PeriodFormValues): FinancialResultInput {
  const figures = Object.fromEntries(
    FIGURES.map((f) => [f, decimalToString(toRupees(f, p[f], p.scale) ?? ZERO)]),
  ) as Record<Figure, string>;
  return {
    ...(p.id ? { id: p.id } : {}),
    period_kind: p.period_kind,
    basis: p.basis,
    audited: p.audited,
    period_start: p.period_start,
    period_end: p.period_end,
    scale: p.scale,
    document_id: p.document_id || null,
    ...figures,
  };
}

/** Rupees as the form shows them in a scale: every digit, at least two decimal places. */
export function inScaleText(rupees: Decimal, figure: Figure, scale: Scale): string {
  const shown = trimDecimal(
    (AMOUNT_FIGURES as readonly string[]).includes(figure)
      ? shiftDecimal(rupees, -SCALE_POWERS[scale])
      : rupees,
  );
  return decimalToString(shown.places < 2 ? roundDecimal(shown, 2) : shown);
}

const figuresOf = (value: (f: Figure) => Decimal, scale: Scale) =>
  Object.fromEntries(FIGURES.map((f) => [f, inScaleText(value(f), f, scale)])) as Record<
    Figure,
    string
  >;

/** A period read from an XBRL file, as the form's values (figures in the file's rounding). */
export function fromXbrl(p: XbrlPeriod, scale: Scale): PeriodFormValues {
  return {
    period_kind: p.period_kind,
    basis: p.basis,
    audited: p.audited,
    period_start: p.period_start,
    period_end: p.period_end,
    scale,
    document_id: '',
    ...figuresOf((f) => parseDecimal(p.figures[f]) ?? ZERO, scale),
  };
}

/** A stored period, to correct (figures in its own rounding). */
export function fromRow(row: FinancialResultRow): PeriodFormValues {
  return {
    id: row.id,
    period_kind: row.period_kind,
    basis: row.basis,
    audited: row.audited,
    period_start: row.period_start,
    period_end: row.period_end,
    scale: row.scale,
    document_id: row.document_id ?? '',
    ...figuresOf((f) => numberToDecimal(row[f]), row.scale),
  };
}

/** An empty quarter, to enter by hand. */
export function blankPeriod(): PeriodFormValues {
  return {
    period_kind: 'quarter',
    basis: 'standalone',
    audited: false,
    period_start: '',
    period_end: '',
    scale: 'lakhs',
    document_id: '',
    ...(Object.fromEntries(FIGURES.map((f) => [f, ''])) as Record<Figure, string>),
  };
}
