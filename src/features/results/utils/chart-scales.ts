import { scaleBand, scaleLinear, type ScaleBand, type ScaleLinear } from 'd3-scale';

/** The drawing box of one chart (SVG user units; the SVG scales to its container's width). */
export const CHART_SIZE = {
  width: 360,
  height: 210,
  margin: { top: 14, right: 8, bottom: 36, left: 52 },
} as const;

export type BarScales = {
  x: ScaleBand<string>;
  y: ScaleLinear<number, number>;
  /** The y values to draw gridlines and labels at: round numbers, zero among them. */
  ticks: number[];
  /** Where zero is: bars grow up or down from it. */
  zero: number;
};

/**
 * The scales of a bar chart of `values` over the `labels` (oldest first, left to right), from
 * d3-scale: the y domain always holds zero (a bar is measured from it), widened to round numbers
 * (`nice`) with about four steps; the bands leave a quarter of each step as a gap.
 */
export function barScales(labels: readonly string[], values: readonly number[]): BarScales {
  const { width, height, margin } = CHART_SIZE;
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  const y = scaleLinear()
    .domain([low, high === low ? low + 1 : high])
    .nice(4)
    .range([height - margin.bottom, margin.top]);
  const x = scaleBand<string>()
    .domain(labels)
    .range([margin.left, width - margin.right])
    .paddingInner(0.25)
    .paddingOuter(0.15);
  return { x, y, ticks: y.ticks(4), zero: y(0) };
}

const tickFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** A tick's label in Indian grouping (4,000; 12,000; 2.5), with a true minus sign. */
export function formatTick(value: number): string {
  return tickFormat.format(value).replace('-', '−');
}
