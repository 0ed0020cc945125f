import type { Basis, FinancialResultRow, PeriodKind } from '@/lib/financial-results';

/** The bases the stored periods have, standalone first. */
export function basesOf(rows: readonly FinancialResultRow[]): Basis[] {
  return (['standalone', 'consolidated'] as const).filter((b) => rows.some((r) => r.basis === b));
}

/** The latest `count` periods of a kind and basis, newest first. */
export function latest(
  rows: readonly FinancialResultRow[],
  basis: Basis,
  kind: PeriodKind,
  count: number,
): FinancialResultRow[] {
  return rows
    .filter((r) => r.basis === basis && r.period_kind === kind)
    .sort((a, b) => (a.period_end < b.period_end ? 1 : -1))
    .slice(0, count);
}

/** The last day of the month `months` before the month of `end` (`YYYY-MM-DD`). */
export function monthEndBefore(end: string, months: number): string {
  const [year = 0, month = 1] = end.split('-').map(Number);
  return new Date(Date.UTC(year, month - months, 0)).toISOString().slice(0, 10);
}

/** The period of the same kind and basis that ended `months` earlier (found by its dates). */
export function earlier(
  rows: readonly FinancialResultRow[],
  row: FinancialResultRow,
  months: number,
): FinancialResultRow | undefined {
  const end = monthEndBefore(row.period_end, months);
  return rows.find(
    (r) => r.basis === row.basis && r.period_kind === row.period_kind && r.period_end === end,
  );
}

/**
 * The change from `before` to `now` in per cent of the earlier figure's size; null when there is
 * no earlier figure or it is zero (a change from nothing has no percentage).
 */
export function percentChange(now: number, before: number | undefined): number | null {
  if (before === undefined || before === 0) return null;
  return ((now - before) / Math.abs(before)) * 100;
}

const percent = new Intl.NumberFormat('en-IN', {
  maximumFractionDigits: 1,
  minimumFractionDigits: 1,
});

/** "+4.2%", "−3.1%", "0.0%"; "n/a" without a figure to compare with. */
export function formatChange(change: number | null): string {
  if (change === null) return 'n/a';
  const text = percent.format(Math.abs(change));
  if (text === '0.0') return '0.0%';
  return `${change > 0 ? '+' : '−'}${text}%`;
}

/** The change in words: "up 4.2%", "down 3.1%", "unchanged", "not comparable". */
export function describeChange(change: number | null): string {
  if (change === null) return 'not comparable';
  const text = formatChange(change);
  if (text === '0.0%') return 'unchanged';
  return `${change > 0 ? 'up' : 'down'} ${text.slice(1)}`;
}
