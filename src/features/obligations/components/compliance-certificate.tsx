import { useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import {
  CERTIFICATE_LIMITS,
  certificatePeriods,
  complianceCertificate,
  type CertificateRow,
} from '@/lib/compliance/certificate';
import { formatIndianDate } from '@/lib/format-date';
import { formatIstDateTime } from '@/lib/ist-time';
import { countOf } from '@/lib/plural';
import type { RuleStateView } from '../api/use-rule-state';

const selectStyle =
  'h-10 w-full max-w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';

/** What met the item, and when it reached the site, in a line. */
function metBy({ item }: CertificateRow): string {
  if (item.doneBy) {
    return `“${item.doneBy.document_title}”, dated ${formatIndianDate(item.doneBy.document_date)}; on the site ${formatIstDateTime(new Date(item.doneBy.created_at))}`;
  }
  if (item.status === 'done' && item.recordedOn) {
    return `Recorded as done on ${formatIndianDate(item.recordedOn)}`;
  }
  if (item.status === 'done' && item.meeting) {
    return `Held: ${item.meeting.title}, ${formatIstDateTime(new Date(item.meeting.starts_at))}`;
  }
  return '—';
}

function outcomeWords(row: CertificateRow): string {
  switch (row.outcome) {
    case 'in time':
      return 'In time';
    case 'late':
      return `Late by ${countOf(row.daysLate ?? 0, 'day')}`;
    case 'overdue':
      return `Open: overdue by ${countOf(row.daysLate ?? 0, 'day')}`;
    case 'not yet due':
      return 'Open: not yet due';
    case 'not applicable':
      return `Not applicable: ${row.item.reason ?? ''}`;
  }
}

/**
 * The desk's compliance certificate for the Board: a quarter or the last financial year, every
 * obligation that fell due in it and how it was met, from the same rules and documents as the
 * calendar (src/lib/compliance/certificate.ts). Printed from the browser, the certificate alone
 * fills the page (index.css, `data-certificate`), so "Save as PDF" gives the Board's copy.
 */
export function ComplianceCertificate({ view }: { view: RuleStateView }) {
  const id = useId();
  const periods = useMemo(() => certificatePeriods(view.verdicts.today), [view.verdicts.today]);
  const [key, setKey] = useState(periods[0]?.key ?? '');
  const period = periods.find((p) => p.key === key) ?? periods[0];
  const certificate = useMemo(
    () => (period ? complianceCertificate(view.state, period) : null),
    [view.state, period],
  );
  if (!period || !certificate) return null;
  const { counts } = certificate;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid w-full min-w-0 gap-1 sm:w-auto">
          <label htmlFor={`${id}-period`} className="text-sm font-medium text-slate-800">
            Period
          </label>
          <select
            id={`${id}-period`}
            value={period.key}
            onChange={(e) => setKey(e.target.value)}
            className={selectStyle}
          >
            {periods.map((p) => (
              <option key={p.key} value={p.key}>
                {p.label}
              </option>
            ))}
          </select>
        </div>
        <Button type="button" variant="outline" onClick={() => window.print()}>
          Print or save as PDF
        </Button>
      </div>
      <section
        data-certificate
        aria-labelledby={`${id}-title`}
        className="grid min-w-0 gap-3 text-sm break-words text-slate-800"
      >
        <h3 id={`${id}-title`} className="text-base font-semibold text-slate-900">
          Compliance certificate: {period.label}
        </h3>
        <p>
          Every obligation the desk tracks whose deadline fell from {formatIndianDate(period.from)}{' '}
          to {formatIndianDate(period.to)}, as of {formatIstDateTime(certificate.asOf)}:{' '}
          {counts['in time']} met in time, {counts.late} met late, {counts.overdue} open and
          overdue, {counts['not yet due']} not yet due and {counts['not applicable']} not
          applicable.
        </p>
        <Table stacked aria-label={`Obligations of ${period.label}`}>
          <TableHeader>
            <TableRow>
              <TableHead>Obligation</TableHead>
              <TableHead>Clause</TableHead>
              <TableHead>Due by</TableHead>
              <TableHead>Met by</TableHead>
              <TableHead>Outcome</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {certificate.rows.map((row) => (
              <TableRow key={row.item.id}>
                <TableCell data-label="Obligation">
                  {row.item.what} · {row.item.subject}
                </TableCell>
                <TableCell data-label="Clause">{row.item.source.clause}</TableCell>
                <TableCell data-label="Due by">{formatIstDateTime(row.item.deadline)}</TableCell>
                <TableCell data-label="Met by">{metBy(row)}</TableCell>
                <TableCell data-label="Outcome">{outcomeWords(row)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {certificate.rows.length === 0 ? (
          <p>Nothing the desk tracks fell due in this period.</p>
        ) : null}
        <p className="text-slate-600">{CERTIFICATE_LIMITS}</p>
      </section>
    </div>
  );
}
