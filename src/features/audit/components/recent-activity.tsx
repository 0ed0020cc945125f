import { ChevronLeft, ChevronRight, Download, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { toast } from '@/hooks/use-toast';
import type { AuditLogRow } from '@/lib/database-rows';
import { formatIndianDateTime } from '@/lib/format-date';
import { saveCsvFile } from '@/lib/save-file';
import { AUDIT_PAGE_SIZE, getWholeAuditLog, useAuditPage } from '../api/get-audit-log';
import { actorName } from '../utils/actor-name';
import { auditLogToCsv } from '../utils/audit-csv';
import { describeEntry } from '../utils/describe-entry';
import type { EntryContext } from '../utils/entry-view';

/** What was done, in a sentence, and under it a line for each thing an edit changed. */
function WhatWasDone({ entry, context }: { entry: AuditLogRow; context: EntryContext }) {
  const { sentence, details } = describeEntry(entry, context);
  return (
    <div>
      {sentence}
      {details.length ? (
        <ul aria-label="What changed" className="mt-1 grid gap-0.5 text-sm text-slate-600">
          {details.map((line) => (
            <li key={line}>{line.charAt(0).toUpperCase() + line.slice(1)}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * The desk's "Recent activity": the audit trail, 20 entries a page, and its CSV export; with
 * `latest`, only that many of the newest entries, without paging or export (the desk's Today).
 */
export function RecentActivity({ latest }: { latest?: number } = {}) {
  const [page, setPage] = useState(0);
  const [exporting, setExporting] = useState(false);
  const activity = useAuditPage(page);
  const pages = Math.max(1, Math.ceil((activity.data?.total ?? 0) / AUDIT_PAGE_SIZE));

  async function exportCsv() {
    setExporting(true);
    try {
      const rows = await getWholeAuditLog();
      saveCsvFile(auditLogToCsv(rows), `audit-trail-${new Date().toISOString().slice(0, 10)}.csv`);
      toast({
        title: 'Exported',
        description: `The audit trail (${rows.length} entries) was saved as CSV.`,
      });
    } catch {
      toast({
        title: 'Error',
        description: 'Could not export the audit trail. Try again.',
        variant: 'destructive',
      });
    } finally {
      setExporting(false);
    }
  }

  const rows = latest ? activity.data?.rows.slice(0, latest) : activity.data?.rows;
  const context: EntryContext = { files: activity.data?.files ?? new Map() };

  return (
    <div className="grid gap-3">
      {latest ? null : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-600">
            Every change made to the site, recorded by the database as it happened: who made it,
            what was done to which thing, and what it changed; and every showing or download of the
            alert subscribers&apos; addresses. Times are India Standard Time (IST).
          </p>
          <Button variant="outline" size="sm" disabled={exporting} onClick={() => void exportCsv()}>
            {exporting ? <Spinner /> : <Download aria-hidden="true" />}
            Export CSV
          </Button>
        </div>
      )}
      {activity.isPending ? (
        <p role="status" className="flex items-center gap-2 py-6 text-slate-600">
          <Spinner size="md" className="text-brand-700" />
          Loading recent activity…
        </p>
      ) : activity.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 py-6 text-slate-700">
          Failed to load recent activity
          <Button variant="outline" size="sm" onClick={() => void activity.refetch()}>
            <RotateCcw aria-hidden="true" />
            Try Again
          </Button>
        </div>
      ) : !rows?.length ? (
        <p className="py-4 text-slate-600">No activity yet.</p>
      ) : (
        <Table stacked aria-busy={activity.isFetching || undefined}>
          <TableCaption>
            {latest
              ? `The latest ${rows.length} ${rows.length === 1 ? 'change' : 'changes'}, newest first.`
              : `Page ${page + 1} of ${pages}, newest first.`}
          </TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">When</TableHead>
              <TableHead scope="col">Who</TableHead>
              <TableHead scope="col">What was done</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((entry) => (
              <TableRow key={entry.id}>
                <TableCell data-label="When" className="whitespace-nowrap">
                  <time dateTime={entry.occurred_at}>
                    {formatIndianDateTime(entry.occurred_at)}
                  </time>
                </TableCell>
                <TableCell data-label="Who" className="break-words">
                  {actorName(entry)}
                </TableCell>
                <TableCell data-label="What was done" dir="auto" className="wrap-anywhere">
                  {/* One box, so a narrow screen's card keeps the lines beside the label. */}
                  <WhatWasDone entry={entry} context={context} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {latest ? null : (
        <nav aria-label="Recent activity pages" className="flex items-center justify-end gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={page === 0}
            onClick={() => setPage((p) => Math.max(0, p - 1))}
          >
            <ChevronLeft aria-hidden="true" />
            Newer
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={page + 1 >= pages || activity.isPlaceholderData}
            onClick={() => setPage((p) => p + 1)}
          >
            Older
            <ChevronRight aria-hidden="true" />
          </Button>
        </nav>
      )}
    </div>
  );
}
