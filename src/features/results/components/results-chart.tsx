import { useId } from 'react';
import { CHART_SIZE, barScales, formatTick } from '../utils/chart-scales';

export type ChartPoint = {
  /** The period in full, for the text alternative ("Q2 FY 2024-25"). */
  label: string;
  /** Its two lines under the bar. */
  short: [string, string];
  /** The figure in the chart's unit, for drawing only. */
  value: number;
  /** The figure as the table prints it (exact), for the text alternative. */
  display: string;
};

type ResultsChartProps = {
  title: string;
  /** "₹ lakh", "₹ per share". */
  unit: string;
  /** Oldest first: the chart reads left to right in time. */
  points: ChartPoint[];
  /** The latest change, in words, under the chart. */
  summary?: string;
};

/**
 * One bar chart, drawn as SVG when the page is built (no script needed to see it). Its text
 * alternative lists every bar's figure; the table below is the full record. Bars below zero are
 * drawn downwards from the zero line in another colour; both colours have more than 3:1 contrast
 * with the white ground (WCAG 2.2, 1.4.11), and the labels more than 4.5:1.
 */
export function ResultsChart({ title, unit, points, summary }: ResultsChartProps) {
  const id = useId();
  const { width, height, margin } = CHART_SIZE;
  const { x, y, ticks, zero } = barScales(
    points.map((p) => p.label),
    points.map((p) => p.value),
  );
  const described = points.map((p) => `${p.label}: ${p.display}`).join('; ');
  return (
    <figure className="grid gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <figcaption className="text-sm font-semibold text-slate-900">
        {title} <span className="font-normal text-slate-600">({unit})</span>
      </figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        className="h-auto w-full"
      >
        <title id={`${id}-title`}>{`${title}, ${unit}`}</title>
        <desc id={`${id}-desc`}>{`${described}.`}</desc>
        {ticks.map((tick) => (
          <g key={tick} aria-hidden="true">
            <line
              x1={margin.left}
              x2={width - margin.right}
              y1={y(tick)}
              y2={y(tick)}
              className={tick === 0 ? 'stroke-slate-500' : 'stroke-slate-200'}
              strokeWidth={1}
            />
            <text
              x={margin.left - 6}
              y={y(tick)}
              dy="0.32em"
              textAnchor="end"
              className="fill-slate-600 text-[10px]"
            >
              {formatTick(tick)}
            </text>
          </g>
        ))}
        {points.map((p) => {
          const left = x(p.label) ?? 0;
          const top = Math.min(y(p.value), zero);
          return (
            <g key={p.label} aria-hidden="true">
              <rect
                x={left}
                y={top}
                width={x.bandwidth()}
                height={Math.max(1, Math.abs(y(p.value) - zero))}
                className={p.value < 0 ? 'fill-rose-700' : 'fill-brand-700'}
              />
              <text
                x={left + x.bandwidth() / 2}
                y={height - margin.bottom + 14}
                textAnchor="middle"
                className="fill-slate-600 text-[10px]"
              >
                <tspan x={left + x.bandwidth() / 2}>{p.short[0]}</tspan>
                <tspan x={left + x.bandwidth() / 2} dy="1.2em">
                  {p.short[1]}
                </tspan>
              </text>
            </g>
          );
        })}
      </svg>
      {summary ? <p className="text-sm text-slate-700">{summary}</p> : null}
    </figure>
  );
}
