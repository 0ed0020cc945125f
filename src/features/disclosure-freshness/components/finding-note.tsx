import { formatIndianDate } from '@/lib/format-date';
import type { PublicFinding } from '@/lib/readiness/public-finding';

/**
 * What the site holds for a disclosure, under its location: the document the desk's rules accept,
 * named and dated, or that it is not (or not wholly) on the site yet: the words the desk's
 * readiness stands behind, so the table never says "there" where the desk says "missing".
 */
export function FindingNote({ finding }: { finding: PublicFinding }) {
  if (finding.kind === 'pending') return null;
  if (finding.kind === 'document') {
    return (
      <span className="block text-xs text-slate-600">
        “{finding.title}”, dated{' '}
        <time dateTime={finding.date}>{formatIndianDate(finding.date)}</time>
      </span>
    );
  }
  return (
    <span className="block text-xs font-medium text-amber-900">
      {finding.kind === 'absent'
        ? 'Not yet published on this site'
        : 'Not yet published in full on this site'}
    </span>
  );
}
