import { nice, ticks } from 'd3-array';
import { scaleBand, type ScaleBand } from 'd3-scale';

/** The drawing box of one chart (SVG user units; the SVG scales to its container's width). */
export const CHART_SIZE = {
  width: 360,
  height: 210,
  margin: { top: 14, right: 8, bottom: 36, left: 52 },
} as const;

export type BarScales = {
  x: ScaleBand<string>;
  /** Where a value is drawn (SVG y; larger values higher up). */
  y: (value: number) => number;
  /** The values at the bottom and the top edge of the drawing box: round numbers. */
  domain: [number, number];
  /** The y values to draw gridlines and labels at: round numbers, zero among them. */
  ticks: number[];
  /** Where zero is: bars grow up or down from it. */
  zero: number;
};

/**
 * The scales of a bar chart of `values` over the `labels` (oldest first, left to right). The
 * periods are d3-scale's band scale, the gap a quarter of each step. The values axis holds zero
 * (a bar is measured from it) and is widened to round numbers with about four steps by
 * d3-array's `nice` and `ticks`, the functions d3-scale's own linear scale calls for its `nice()`
 * and `ticks()`; the drawing itself is then one straight line from the domain onto the box, as a
 * linear scale's. Not d3-scale's scaleLinear: it carries d3-interpolate, d3-color and d3-format
 * at module level (about 9 KB gz of the page's first load) for what this chart never asks of it
 * (colours, dates, strings, tick formats), which took the page over the investor pages' 150 KB.
 */
export function barScales(labels: readonly string[], values: readonly number[]): BarScales {
  const { width, height, margin } = CHART_SIZE;
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  const [start, stop] = nice(low, high === low ? low + 1 : high, 4);
  const bottom = height - margin.bottom;
  const top = margin.top;
  // Interpolated as d3's number interpolator does, so each end lands exactly on its edge.
  const y = (value: number) => {
    const t = (value - start) / (stop - start);
    return bottom * (1 - t) + top * t;
  };
  const x = scaleBand<string>()
    .domain(labels)
    .range([margin.left, width - margin.right])
    .paddingInner(0.25)
    .paddingOuter(0.15);
  return { x, y, domain: [start, stop], ticks: ticks(start, stop, 4), zero: y(0) };
}

const tickFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** A tick's label in Indian grouping (4,000; 12,000; 2.5), with a true minus sign. */
export function formatTick(value: number): string {
  return tickFormat.format(value).replace('-', '−');
}
