/**
 * What `npm run bench` reads out of a Lighthouse run besides the scores: why a page is short of
 * full marks, what its largest paint was, and where its main-thread time went (Lighthouse's
 * mainthread-work-breakdown and bootup-time audits: by kind of work, and the scripts of our own
 * site that took most), so a figure of Total Blocking Time comes with its causes.
 */

export type MedianRun = {
  categories: Record<string, { auditRefs: { id: string; weight: number }[] } | undefined>;
  audits: Record<string, { id: string; score: number | null; displayValue?: string } | undefined>;
};

/** The audits that count towards a category and did not score full marks in the median run. */
export function shortfalls(
  { categories, audits }: MedianRun,
  categoryIds: readonly string[],
): string[] {
  return categoryIds.flatMap((category) =>
    (categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .flatMap((ref) => {
        const audit = audits[ref.id];
        if (!audit || audit.score === null || audit.score >= 1) return [];
        return [`${category}: ${audit.id} ${audit.displayValue ?? ''}`.trim()];
      }),
  );
}

/** The first `node` in an audit's details (Lighthouse nests the LCP element in a list). */
export function firstNodeLabel(details: unknown): string {
  if (!details || typeof details !== 'object') return '';
  const node = (details as { node?: { nodeLabel?: string; selector?: string } }).node;
  if (node) return `${node.selector ?? ''} "${(node.nodeLabel ?? '').slice(0, 40)}"`;
  for (const value of Object.values(details)) {
    const found = Array.isArray(value)
      ? value.map(firstNodeLabel).find(Boolean)
      : firstNodeLabel(value);
    if (found) return found;
  }
  return '';
}

type Audit = { details?: { items?: Record<string, unknown>[] }; numericValue?: number } | undefined;

/** The main thread's time: in all, by kind of work, and our own three costliest scripts. */
export function mainThread(audits: Record<string, unknown>, site: string) {
  const breakdown = ((audits['mainthread-work-breakdown'] as Audit)?.details?.items ?? []) as {
    groupLabel?: string;
    duration?: number;
  }[];
  const total = breakdown.reduce((sum, item) => sum + (item.duration ?? 0), 0);
  const scripts = (
    ((audits['bootup-time'] as Audit)?.details?.items ?? []) as {
      url?: string;
      total?: number;
    }[]
  )
    .filter((item) => (item.url ?? '').startsWith(site))
    .sort((a, b) => (b.total ?? 0) - (a.total ?? 0))
    .slice(0, 3);
  const kinds = breakdown
    .filter((item) => (item.duration ?? 0) >= 1)
    .map((item) => `${item.groupLabel ?? '?'} ${Math.round(item.duration ?? 0)}`)
    .join(', ');
  const costliest = scripts
    .map((item) => `${(item.url ?? '').slice(site.length)} ${Math.round(item.total ?? 0)}`)
    .join(', ');
  return {
    total,
    words: `${Math.round(total)} ms (${kinds}); costliest scripts: ${costliest || 'none'}`,
  };
}
