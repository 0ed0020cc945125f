/**
 * A results XBRL instance to the periods it reports, each with every key figure as exact text in
 * rupees, or a plain refusal: a figure missing, not a number, in another currency, or given twice
 * with two values; a period that is not a quarter, half-year, nine months or year; no word on
 * standalone or consolidated, or on audit. Either every figure of every period reads, or nothing
 * is offered for saving.
 */
import { decimalToString, parseDecimal, significantPlaces, trimDecimal } from '@/lib/decimal';
import {
  FIGURES,
  FIGURE_LABELS,
  PERIOD_KINDS,
  PERIOD_MONTHS,
  isAmountFigure,
  type Basis,
  type Figure,
  type PeriodKind,
  type Scale,
  periodEndedPhrase,
} from '@/lib/financial-results';
import { readInstance, type Context, type Fact, type ReadOptions } from './read-instance';
import {
  FIGURE_ELEMENTS,
  HEADER,
  MAX_FILE_BYTES,
  scaleFromDecimals,
  scaleFromWords,
} from './results-taxonomy';
import { XbrlError } from './xbrl-error';
import { agree, countOf } from '@/lib/plural';

/** One period the file reports, ready for the desk's form (figures in rupees, exact). */
export type XbrlPeriod = {
  period_kind: PeriodKind;
  basis: Basis;
  audited: boolean;
  period_start: string;
  period_end: string;
  figures: Record<Figure, string>;
};

export type XbrlResults = {
  periods: XbrlPeriod[];
  /** The rounding the file states (or its figures' precision shows). */
  scale: Scale;
  company: string | null;
  /** Other periods in the file (comparatives) that are not read, in words; empty if none. */
  notes: string[];
};

type Period = { start: string; end: string; contexts: Context[] };

const FIGURE_BY_ELEMENT = new Map(
  Object.entries(FIGURE_ELEMENTS).map(([figure, element]) => [element, figure as Figure]),
);

/** The months from start to end when they are whole months from the first of one; else null. */
function wholeMonths(start: string, end: string): number | null {
  const [sy, sm, sd] = start.split('-').map(Number);
  const [ey, em, ed] = end.split('-').map(Number);
  if (!sy || !sm || !ey || !em || !ed || sd !== 1) return null;
  const lastDay = new Date(Date.UTC(ey, em, 0)).getUTCDate();
  if (ed !== lastDay) return null;
  return (ey - sy) * 12 + (em - sm) + 1;
}

function kindOf(period: Period): PeriodKind {
  const months = wholeMonths(period.start, period.end);
  const kind = PERIOD_KINDS.find((k) => PERIOD_MONTHS[k] === months);
  if (!kind)
    throw new XbrlError(
      `The file reports a period from ${period.start} to ${period.end}, which is not a quarter, half-year, nine months or year.`,
    );
  return kind;
}

/** Groups the figures' contexts by the period their header facts (or dates) say they cover. */
function periodsOf(contexts: Map<string, Context>, facts: Fact[]): Period[] {
  const header = (contextId: string, name: string) =>
    facts.find((f) => f.contextRef === contextId && f.name === name)?.text.slice(0, 10);
  const withFigures = new Set(
    facts.filter((f) => FIGURE_BY_ELEMENT.has(f.name)).map((f) => f.contextRef),
  );
  const periods = new Map<string, Period>();
  for (const id of withFigures) {
    const context = contexts.get(id);
    if (!context || context.dimensional || context.instant || !context.start) continue;
    // Real filings repeat the quarter's dates in the year-to-date context; its own header facts
    // name the period it holds (results-taxonomy.ts).
    const start = header(id, HEADER.periodStart) ?? context.start;
    const end = header(id, HEADER.periodEnd) ?? context.end;
    const key = `${start}/${end}`;
    const period = periods.get(key) ?? { start, end, contexts: [] };
    period.contexts.push(context);
    periods.set(key, period);
  }
  return [...periods.values()];
}

function statement(facts: Fact[], period: Period, name: string): string | null {
  const ids = new Set(period.contexts.map((c) => c.id));
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
  const ids = new Set(period.contexts.map((c) => c.id));
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
    const unitOk = money ? fact.unit === 'INR' : fact.unit === 'INRPerShare' || fact.unit === 'INR';
    if (!unitOk)
      throw new XbrlError(
        `${where} is in ${fact.unit ?? 'no unit'}; results are read in Indian rupees${money ? '' : ' per share'}.`,
      );
    if (significantPlaces(value) > (money ? 2 : 4))
      throw new XbrlError(
        `${where} is “${fact.text}”: more decimal places than ${money ? 'paise' : 'a per-share figure has'}.`,
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

/** Reads a results XBRL file's text. Throws XbrlError with the reason when it cannot. */
export async function readResultsXbrl(
  text: string,
  options: ReadOptions = {},
): Promise<XbrlResults> {
  if (text.length > MAX_FILE_BYTES)
    throw new XbrlError('This file is larger than 20 MB; a results XBRL file is well under 1 MB.');
  const { contexts, facts } = await readInstance(text, options);
  const all = periodsOf(contexts, facts);
  if (all.length === 0)
    throw new XbrlError('The file holds no figures for a period of the company as a whole.');
  // The periods the filing reports end on its reporting date; earlier ones are comparatives.
  const latest =
    all
      .map((p) => p.end)
      .sort()
      .at(-1) ?? '';
  const current = all.filter((p) => p.end === latest).sort((a, b) => (a.start < b.start ? 1 : -1));
  const notes =
    all.length > current.length
      ? [
          `${countOf(all.length - current.length, 'earlier period')} in the file, reported for comparison, ${agree(all.length - current.length, 'is', 'are')} not read.`,
        ]
      : [];
  const periods = current.map((period): XbrlPeriod => {
    const kind = kindOf(period);
    const label = periodEndedPhrase({ period_kind: kind, period_end: period.end });
    const figures = Object.fromEntries(
      FIGURES.map((figure) => [figure, figureOf(facts, period, figure, label)]),
    ) as Record<Figure, string>;
    return {
      period_kind: kind,
      basis: basisOf(statement(facts, period, HEADER.nature), label),
      audited: auditedOf(statement(facts, period, HEADER.audited)),
      period_start: period.start,
      period_end: period.end,
      figures,
    };
  });
  const company = facts.find((f) => f.name === HEADER.company)?.text ?? null;
  return { periods, scale: scaleOf(facts), company, notes };
}
