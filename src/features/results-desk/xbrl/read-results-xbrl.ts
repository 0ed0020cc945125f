/**
 * A results XBRL instance to the periods it reports, each with every key figure as exact text in
 * rupees, or a plain refusal: a figure missing, not a number, in another currency or a unit the
 * file does not define, or given twice with two values; a period that is not a quarter,
 * half-year, nine months or year of the financial year (results-periods.ts); no word on
 * standalone or consolidated, or on audit; a bank's results. Either every figure of every period
 * reads, or nothing is offered for saving. A figure the site cannot keep (a face value of 0, sums
 * that do not add up) is read and named in the period's problems, with what to do.
 */
import { decimalToString, parseDecimal, trimDecimal, type Decimal } from '@/lib/decimal';
import {
  FIGURES,
  FIGURE_LABELS,
  isAmountFigure,
  type Basis,
  type Figure,
  type PeriodKind,
  type Scale,
  periodEndedPhrase,
} from '@/lib/financial-results';
import { figureProblem, rupees, totalsProblems, yearProblem } from '@/lib/results-checks';
import { readInstance, type Fact, type ReadOptions } from '@/lib/xbrl/read-instance';
import { XbrlError } from '@/lib/xbrl/xbrl-error';
import { financialYearStart, kindOf, periodsOf, type Period } from './results-periods';
import {
  FIGURE_ELEMENTS,
  HEADER,
  MAX_FILE_BYTES,
  RESULTS_TAXONOMY,
  isBankingFormat,
  isPreIndAsFormat,
  scaleFromDecimals,
  scaleFromWords,
} from './results-taxonomy';
import { agree, countOf } from '@/lib/plural';

/** One period the file reports, ready for the desk's form (figures in rupees, exact). */
export type XbrlPeriod = {
  period_kind: PeriodKind;
  basis: Basis;
  audited: boolean;
  period_start: string;
  period_end: string;
  figures: Record<Figure, string>;
  /** What keeps the site from saving the period as read, each naming the figure and what to do. */
  problems: string[];
};

export type XbrlResults = {
  periods: XbrlPeriod[];
  /** The rounding the file states (or its figures' precision shows). */
  scale: Scale;
  company: string | null;
  /** What was not read (comparatives, facts in undefined contexts), in words; empty if none. */
  notes: string[];
};

const FIGURE_BY_ELEMENT = new Map(
  Object.entries(FIGURE_ELEMENTS).map(([figure, element]) => [element, figure as Figure]),
);

function statement(facts: Fact[], period: Period, name: string): string | null {
  const ids = period.contextIds;
  const own = facts.find((f) => f.name === name && ids.has(f.contextRef) && f.text);
  return (own ?? facts.find((f) => f.name === name && f.text))?.text ?? null;
}

function basisOf(words: string | null, label: string): Basis {
  const w = (words ?? '').toLowerCase();
  if (w.startsWith('standalone') || w.startsWith('non-consolidated')) return 'standalone';
  if (w.startsWith('consolidated')) return 'consolidated';
  throw new XbrlError(
    words
      ? `The file says its ${label} results are “${words}”: neither standalone nor consolidated.`
      : `The file does not say whether its results are standalone or consolidated (${HEADER.nature}).`,
  );
}

function auditedOf(words: string | null): boolean {
  const w = (words ?? '').toLowerCase().replace(/[\s-]/g, '');
  if (w.startsWith('unaudited')) return false;
  if (w.startsWith('audited')) return true;
  throw new XbrlError(
    words
      ? `The file says its results are “${words}”: neither audited nor unaudited.`
      : `The file does not say whether its results are audited (${HEADER.audited}).`,
  );
}

function figureOf(facts: Fact[], period: Period, figure: Figure, label: string): string {
  const element = FIGURE_ELEMENTS[figure];
  const ids = period.contextIds;
  const found = facts.filter((f) => f.name === element && ids.has(f.contextRef));
  const where = `${FIGURE_LABELS[figure]} (${element}) for the ${label}`;
  if (found.length === 0) throw new XbrlError(`The file has no ${where}.`);
  const values = new Set<string>();
  for (const fact of found) {
    if (fact.nil) throw new XbrlError(`The file leaves ${where} empty (nil).`);
    const value = parseDecimal(fact.text);
    if (!value)
      throw new XbrlError(
        `${where} is “${fact.text.slice(0, 40)}”, which is not a number. XBRL writes numbers without grouping commas or words, like 415835000.00.`,
      );
    const money = isAmountFigure(figure);
    if (fact.unit === null)
      throw new XbrlError(
        fact.unitRef
          ? `${where} names the unit “${fact.unitRef}”, which the file does not define, so it is not known to be rupees.`
          : `${where} has no unit, so it is not known to be rupees.`,
      );
    const unitOk = money ? fact.unit === 'INR' : fact.unit === 'INRPerShare' || fact.unit === 'INR';
    if (!unitOk)
      throw new XbrlError(
        `${where} is in ${fact.unit}; results are read in Indian rupees${money ? '' : ' per share'} (iso4217:INR, the ISO 4217 currency code in its XBRL namespace).`,
      );
    values.add(decimalToString(trimDecimal(value)));
  }
  if (values.size > 1)
    throw new XbrlError(
      `The file gives two different values for ${where}: ${[...values].join(' and ')}.`,
    );
  return [...values][0] ?? '';
}

function scaleOf(facts: Fact[]): Scale {
  const stated = facts.find((f) => (HEADER.rounding as readonly string[]).includes(f.name))?.text;
  if (stated) {
    const scale = scaleFromWords(stated);
    if (!scale)
      throw new XbrlError(
        `The file states its rounding as “${stated}”; this desk knows rupees, thousands, lakhs, millions and crores.`,
      );
    return scale;
  }
  const revenue = facts.find((f) => f.name === FIGURE_ELEMENTS.revenue_from_operations);
  return scaleFromDecimals(revenue?.decimals ?? null);
}

/** Everything that keeps the site from saving a period as read, each with what to do. */
function problemsOf(period: XbrlPeriod, scale: Scale, fyStated: string | null): string[] {
  const problems: string[] = [];
  const value = (f: Figure) => parseDecimal(period.figures[f]) as Decimal;
  for (const figure of FIGURES) {
    const problem = figureProblem(figure, value(figure));
    if (problem)
      problems.push(
        `${FIGURE_LABELS[figure]} is ${rupees(value(figure))} in the file. ${problem} Type the figure from the filed results in the form below, or ask whoever prepared the file to correct it.`,
      );
  }
  const sums = totalsProblems(
    {
      revenue_from_operations: value('revenue_from_operations'),
      other_income: value('other_income'),
      total_income: value('total_income'),
      total_expenses: value('total_expenses'),
      exceptional_items: value('exceptional_items'),
      profit_before_tax: value('profit_before_tax'),
    },
    scale,
  );
  for (const { message } of sums)
    problems.push(
      `${message} Check each against the filed results and correct the one that is wrong below.`,
    );
  const year = yearProblem(period.period_kind, period.period_start);
  if (year)
    problems.push(
      `${year} ${fyStated ? `The file states a financial year from ${fyStated} (${HEADER.yearStart}); the site keeps the company’s April-to-March years, so this period cannot be saved.` : ''}`.trim(),
    );
  return problems;
}

const BANKING_WORDS =
  'This is a bank’s results file: it is in the banking format (interest earned, operating expenses, provisions and contingencies), which banks file their results in. This company files in the Ind AS format for companies other than banks (revenue from operations, other income, expenses). Choose the company’s own results XBRL file.';

const PRE_IND_AS_WORDS =
  'This results file is in the format of companies that do not follow Ind AS (Indian GAAP: extraordinary items, profit before minority interest), not the Ind AS format this company reports in. Choose the company’s Ind AS results XBRL file.';

/** Reads a results XBRL file's text. Throws XbrlError with the reason when it cannot. */
export async function readResultsXbrl(
  text: string,
  options: ReadOptions = {},
): Promise<XbrlResults> {
  if (text.length > MAX_FILE_BYTES)
    throw new XbrlError('This file is larger than 20 MB; a results XBRL file is well under 1 MB.');
  const { contexts, facts, schemaRef } = await readInstance(text, RESULTS_TAXONOMY, options);
  if (isBankingFormat(schemaRef, new Set(facts.map((f) => f.name))))
    throw new XbrlError(BANKING_WORDS);
  if (isPreIndAsFormat(schemaRef)) throw new XbrlError(PRE_IND_AS_WORDS);
  const { periods: all, leftOut } = periodsOf(contexts, facts, (f) =>
    FIGURE_BY_ELEMENT.has(f.name),
  );
  if (all.length === 0)
    throw new XbrlError(
      leftOut.size > 0
        ? `The file’s figures refer to contexts it does not define (${[...leftOut.keys()].slice(0, 4).join(', ')}) and gives no dates for them (${HEADER.periodStart}, ${HEADER.periodEnd}), so the period they cover is not known.`
        : 'The file holds no figures for a period of the company as a whole.',
    );
  // The periods the filing reports end on its reporting date; earlier ones are comparatives.
  const latest =
    all
      .map((p) => p.end)
      .sort()
      .at(-1) ?? '';
  const year = financialYearStart(facts, latest);
  const current = all.filter((p) => p.end === latest).sort((a, b) => (a.start < b.start ? 1 : -1));
  const notes: string[] = [];
  if (all.length > current.length)
    notes.push(
      `${countOf(all.length - current.length, 'earlier period')} in the file, reported for comparison, ${agree(all.length - current.length, 'is', 'are')} not read.`,
    );
  if (leftOut.size > 0) {
    const count = [...leftOut.values()].reduce((a, b) => a + b, 0);
    notes.push(
      `${countOf(count, 'figure')} in ${[...leftOut.keys()].join(', ')} ${agree(count, 'is', 'are')} left out: the file refers to ${leftOut.size === 1 ? 'that context' : 'those contexts'} without defining ${leftOut.size === 1 ? 'it' : 'them'} or giving ${leftOut.size === 1 ? 'its' : 'their'} dates. ${count === 1 ? 'It is not' : 'None of them is'} a figure the site keeps.`,
    );
  }
  const scale = scaleOf(facts);
  const fyStated = year.stated && !year.start.endsWith('-04-01') ? year.start : null;
  const periods = current.map((period): XbrlPeriod => {
    const kind = kindOf(period, year);
    const label = periodEndedPhrase({ period_kind: kind, period_end: period.end });
    const figures = Object.fromEntries(
      FIGURES.map((figure) => [figure, figureOf(facts, period, figure, label)]),
    ) as Record<Figure, string>;
    const read: XbrlPeriod = {
      period_kind: kind,
      basis: basisOf(statement(facts, period, HEADER.nature), label),
      audited: auditedOf(statement(facts, period, HEADER.audited)),
      period_start: period.start,
      period_end: period.end,
      figures,
      problems: [],
    };
    read.problems = problemsOf(read, scale, fyStated);
    return read;
  });
  const company = facts.find((f) => f.name === HEADER.company)?.text ?? null;
  return { periods, scale, company, notes };
}
