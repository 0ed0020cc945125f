/**
 * A percentage drawn as a bar, for the eye only: the figure beside it, in the same table cell or
 * row, is what a screen reader reads (the bar is aria-hidden). Plain CSS, so it is in the
 * prerendered HTML and needs no script. The fill (brand-700 on slate-100) has a contrast of more
 * than 3:1 with its track and the page, as WCAG 1.4.11 asks of graphics that carry meaning.
 */
export function ShareBar({
  percent,
  tone = 'brand',
}: {
  percent: number;
  tone?: 'brand' | 'amber';
}) {
  const width = `${Math.max(0, Math.min(100, percent)).toFixed(2)}%`;
  return (
    <span aria-hidden="true" className="block h-2.5 w-full min-w-16 rounded-full bg-slate-100">
      <span
        className={`block h-full rounded-full ${tone === 'brand' ? 'bg-brand-700' : 'bg-amber-700'}`}
        style={{ width }}
      />
    </span>
  );
}
