import {
  FIGURE_LABELS,
  SCALE_POWERS,
  SCALE_UNITS,
  formatFigure,
  isAmountFigure,
  periodLabel,
  shortPeriodLabel,
  type FinancialResultRow,
  type Figure,
} from '@/lib/financial-results';
import type { ResultsDocument } from '../api/get-financial-results';
import { describeChange, earlier, percentChange } from '../utils/results-series';
import { ResultsChart, type ChartPoint } from './results-chart';
import { ResultsTable, type ChangeRow } from './results-table';

const CHARTED: Figure[] = ['revenue_from_operations', 'profit_for_period', 'basic_eps'];
const SHORT: Record<string, string> = {
  revenue_from_operations: 'Revenue',
  profit_for_period: 'Profit',
  basic_eps: 'Basic EPS',
};

type Comparison = { months: number; label: string; words: string };

type ResultsPeriodSectionProps = {
  id: string;
  heading: string;
  /** Newest first. */
  periods: FinancialResultRow[];
  /** Every stored period, to find the ones compared with. */
  all: FinancialResultRow[];
  documents: ResultsDocument[];
  /** What each period is compared with: the quarter before, the year before. */
  comparisons: Comparison[];
  caption: string;
};

/** One run of periods (the quarters or the years): a chart of each key figure, then the table. */
export function ResultsPeriodSection({
  id,
  heading,
  periods,
  all,
  documents,
  comparisons,
  caption,
}: ResultsPeriodSectionProps) {
  const latest = periods[0];
  if (!latest) return null;
  const scale = latest.scale;
  const oldestFirst = [...periods].reverse();
  const changeOf = (row: FinancialResultRow, figure: Figure, months: number) =>
    percentChange(row[figure], earlier(all, row, months)?.[figure]);

  const charts = CHARTED.map((figure) => {
    const amount = isAmountFigure(figure);
    const points: ChartPoint[] = oldestFirst.map((p) => ({
      label: periodLabel(p),
      short: shortPeriodLabel(p),
      value: amount ? p[figure] / 10 ** SCALE_POWERS[scale] : p[figure],
      display: formatFigure(p, figure, scale),
    }));
    // A period the site does not hold is said to be missing, never "not comparable".
    const held = comparisons.filter((c) => earlier(all, latest, c.months));
    const missing = comparisons.filter((c) => !earlier(all, latest, c.months));
    const parts = held.map(
      (c) => `${describeChange(changeOf(latest, figure, c.months))} ${c.words}`,
    );
    const compared = parts.length ? `, ${parts.join(' and ')}` : '';
    const absent = missing.map((c) => c.label).join(' and ');
    const summary =
      `${periodLabel(latest)}: ${formatFigure(latest, figure, scale)}${compared}.` +
      (absent
        ? ` ${absent.charAt(0).toUpperCase()}${absent.slice(1)} ${missing.length > 1 ? 'are' : 'is'} not on the site to compare with.`
        : '');
    return { figure, points, summary, unit: amount ? SCALE_UNITS[scale] : '₹ per share' };
  });

  const changes: ChangeRow[] = CHARTED.flatMap((figure) =>
    comparisons.map((c) => ({
      label: `${SHORT[figure] ?? FIGURE_LABELS[figure]}: change on ${c.label} (%)`,
      changes: periods.map((p) => changeOf(p, figure, c.months)),
    })),
  );

  return (
    <section aria-labelledby={id} className="grid gap-5">
      <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900">
        {heading}
      </h2>
      <div className="grid gap-4 lg:grid-cols-3">
        {charts.map((chart) => (
          <ResultsChart
            key={chart.figure}
            title={FIGURE_LABELS[chart.figure]}
            unit={chart.unit}
            points={chart.points}
            summary={chart.summary}
          />
        ))}
      </div>
      <ResultsTable
        caption={caption}
        periods={periods}
        scale={scale}
        changes={changes}
        documents={documents}
      />
    </section>
  );
}
