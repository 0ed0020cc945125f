import { scaleLinear } from 'd3-scale';
import { describe, expect, it } from 'vitest';
import { CHART_SIZE, barScales, formatTick } from '@/features/results/utils/chart-scales';

const { height, margin, width } = CHART_SIZE;
const labels = ['Q3 FY 2022-23', 'Q4 FY 2022-23', 'Q1 FY 2023-24'];

describe('the bar charts’ scales', () => {
  it('widen a positive series to round ticks from zero, and put zero on the bottom edge', () => {
    const { y, domain, ticks, zero } = barScales(labels, [3486.2, 3702.85, 4158.35]);
    expect(domain).toEqual([0, 5000]);
    expect(ticks).toEqual([0, 1000, 2000, 3000, 4000, 5000]);
    expect(zero).toBe(height - margin.bottom);
    expect(y(5000)).toBe(margin.top);
  });

  it('hold zero inside the domain when a series goes negative, so bars grow both ways', () => {
    const { y, domain, ticks, zero } = barScales(labels, [-2.6, 6.75, -3.1]);
    expect(domain).toEqual([-4, 8]);
    expect(ticks).toContain(0);
    expect(zero).toBeGreaterThan(margin.top);
    expect(zero).toBeLessThan(height - margin.bottom);
    expect(y(-2.6)).toBeGreaterThan(zero);
    expect(y(6.75)).toBeLessThan(zero);
  });

  it('give a flat series of zeros a domain of its own instead of dividing by nothing', () => {
    const { y, domain } = barScales(labels, [0, 0, 0]);
    expect(domain).toEqual([0, 1]);
    expect(Number.isFinite(y(0))).toBe(true);
  });

  it.each([[[3486.2, 3702.85, 4158.35]], [[-2.6, 6.75, -3.1]], [[0.004, 0.0071]], [[-120000, -5]]])(
    'draw %j exactly where d3-scale’s linear scale would, with its nice domain and ticks',
    (values) => {
      const { y, domain, ticks } = barScales(labels, values);
      const linear = scaleLinear()
        .domain([Math.min(0, ...values), Math.max(0, ...values)])
        .nice(4)
        .range([height - margin.bottom, margin.top]);
      expect(domain).toEqual(linear.domain());
      expect(ticks).toEqual(linear.ticks(4));
      for (const v of [...values, ...ticks, 0]) expect(y(v)).toBeCloseTo(linear(v), 9);
    },
  );

  it('lay the periods out left to right in equal bands inside the margins', () => {
    const { x } = barScales(labels, [1, 2, 3]);
    const [a = NaN, b = NaN, c = NaN] = labels.map((l) => x(l) ?? NaN);
    expect(a).toBeGreaterThan(margin.left);
    expect(b - a).toBeCloseTo(c - b, 6);
    expect(c + x.bandwidth()).toBeLessThan(width - margin.right);
  });

  it('labels ticks in Indian grouping with a true minus sign', () => {
    expect([formatTick(120000), formatTick(-2.5), formatTick(0)]).toEqual([
      '1,20,000',
      '−2.5',
      '0',
    ]);
  });
});
