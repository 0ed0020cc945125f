// The compliance certificate a company secretary puts before the Board and the secretarial
// auditor: for a quarter or a financial year, every obligation the desk's rules owed in it (its
// deadline fell in the period), when it fell due, what met it and when that reached the site (the
// document's own date and the moment the database stamped its entry), which were late and by how
// many days, which are still open. Built from the same items as the calendar (register.ts,
// status.ts) over the documents and records on the site, never typed; what the site cannot know
// is said with it.

import { formatIndianDate } from '../format-date';
import { addDays, istDate } from '../ist-time';
import { eventObligations } from './event-based';
import { withRecords } from './facts';
import { periodicObligations, type CalendarInputs } from './calendar';
import { quartersOf, yearsBetween, yearStartOf } from './periods';
import { resolveItem } from './status';
import type { ComplianceItem } from './types';

/** A period the certificate is for: its first and last day (IST), inclusive. */
export type CertificatePeriod = {
  key: string;
  kind: 'quarter' | 'year';
  label: string;
  from: string;
  to: string;
};

export type CertificateOutcome = 'in time' | 'late' | 'overdue' | 'not yet due' | 'not applicable';

export type CertificateRow = {
  item: ComplianceItem;
  outcome: CertificateOutcome;
  /** Days after its deadline it was met (late) or, while open, days it has been overdue. */
  daysLate: number | null;
};

export type Certificate = {
  period: CertificatePeriod;
  /** The moment the certificate was made: the verdicts are as of then. */
  asOf: Date;
  rows: CertificateRow[];
  counts: Record<CertificateOutcome, number>;
};

/** What the site cannot know, said on every certificate. */
export const CERTIFICATE_LIMITS =
  'Made from the documents on this website and the records entered on its desk. It cannot know of a filing made on the stock exchanges or with the Ministry but not put on the site, of a document whose content is wrong, or of an obligation the desk does not track (listed in the desk’s documentation). A document’s time on the site is when the database recorded its entry.';

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * The periods a certificate may be for on `today`, newest first: the quarters that have ended
 * since the last financial year began, and that year. Not older ones: the rules' items reach back
 * to the year before the last (periodicObligations), whose yearly filings fall due in the last.
 */
export function certificatePeriods(today: string): CertificatePeriod[] {
  const current = yearStartOf(today);
  const quarters = yearsBetween(current - 1, current)
    .flatMap(quartersOf)
    .filter((q) => q.end < today)
    .reverse()
    .map((q): CertificatePeriod => ({
      key: `q:${q.end}`,
      kind: 'quarter',
      label: `Quarter ended ${formatIndianDate(q.end)} (Q${q.number}, ${q.year.label})`,
      from: q.start,
      to: q.end,
    }));
  const years = yearsBetween(current - 1, current - 1).map((y): CertificatePeriod => ({
    key: `y:${y.key}`,
    kind: 'year',
    label: y.label,
    from: `${y.start}-04-01`,
    to: `${y.start + 1}-03-31`,
  }));
  return [...quarters, ...years];
}

function outcomeOf(
  item: ComplianceItem,
  today: string,
): Pick<CertificateRow, 'outcome' | 'daysLate'> {
  const due = istDate(item.deadline);
  if (item.status === 'not applicable') return { outcome: 'not applicable', daysLate: null };
  if (item.status === 'done') {
    if (!item.late) return { outcome: 'in time', daysLate: null };
    const after =
      item.late.reason === 'filed' && item.doneBy ? item.doneBy.document_date : item.late.enteredOn;
    return { outcome: 'late', daysLate: Math.max(1, daysBetween(item.late.dueOn, after)) };
  }
  if (item.status === 'overdue') return { outcome: 'overdue', daysLate: daysBetween(due, today) };
  return { outcome: 'not yet due', daysLate: null };
}

/**
 * The certificate for `period`: every item whose deadline falls in it (periodic, per event, per
 * dividend), resolved at `inputs.now` against the documents on the site, in deadline order.
 * Unlike the calendar it ignores the day the site's records begin: the Board asks about the
 * period it names.
 */
export function complianceCertificate(
  inputs: CalendarInputs,
  period: CertificatePeriod,
): Certificate {
  const { now, events, holidays, documents, dividends = [] } = inputs;
  const answers = withRecords(inputs.answers, dividends, istDate(now));
  const start = new Date(`${period.from}T00:00:00+05:30`).getTime();
  const end = new Date(`${addDays(period.to, 1)}T00:00:00+05:30`).getTime();
  const today = istDate(now);
  const rows = [...periodicObligations(inputs), ...eventObligations(events, holidays)]
    .filter((o) => o.deadline.getTime() >= start && o.deadline.getTime() < end)
    .map((o) => resolveItem(o, documents, answers, now, holidays))
    .sort((a, b) => a.deadline.getTime() - b.deadline.getTime() || a.id.localeCompare(b.id))
    .map((item) => ({ item, ...outcomeOf(item, today) }));
  const counts: Record<CertificateOutcome, number> = {
    'in time': 0,
    late: 0,
    overdue: 0,
    'not yet due': 0,
    'not applicable': 0,
  };
  for (const row of rows) counts[row.outcome] += 1;
  return { period, asOf: now, rows, counts };
}
