import { FileText } from 'lucide-react';
import { Suspense, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { TableCell, TableRow } from '@/components/ui/table';
import type { DocumentRow } from '@/lib/database-rows';
import { formatIndianDate } from '@/lib/format-date';
import { describeDocumentFile } from '@/lib/format-file-size';
import { cn } from '@/lib/utils';
import { ViewDocumentLink } from './view-document-link';

type DocumentTableRowProps = {
  row: DocumentRow;
  busy: boolean;
  onViewError: (message: string) => void;
  /** The administrator's actions (a lazy chunk); without them the row has no Actions cell. */
  actions?: ReactNode;
};

/** One document: its title, its date, the link with what it leads to, and the admin's actions. */
export function DocumentTableRow({ row, busy, onViewError, actions }: DocumentTableRowProps) {
  const file = describeDocumentFile(row.view_download, row.file_size_bytes);
  return (
    <TableRow aria-busy={busy || undefined} className={cn(busy && 'opacity-60')}>
      <TableCell valign="middle" className="font-medium text-slate-800">
        <span className="flex items-start gap-2.5">
          <FileText aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
          {/* Text, never markup; dir="auto" isolates right-to-left text and stray direction
              marks, and overflow-wrap:anywhere lets a very long word wrap instead of widening
              the table past a phone's screen. */}
          <span dir="auto" className="min-w-0 wrap-anywhere">
            {row.document_title}
          </span>
        </span>
      </TableCell>
      {/* On a phone the date and the file note may wrap, so four columns fit 375 px. */}
      <TableCell valign="middle" className="max-md:px-2 max-md:text-sm md:whitespace-nowrap">
        <time dateTime={row.document_date}>{formatIndianDate(row.document_date)}</time>
      </TableCell>
      <TableCell align="center" valign="middle" className="max-md:px-2">
        <span className="inline-flex flex-col items-center justify-center gap-x-2 md:flex-row">
          <ViewDocumentLink
            documentTitle={row.document_title}
            link={row.view_download}
            onError={onViewError}
          />
          {file ? (
            <span className="text-xs text-slate-600 md:whitespace-nowrap">{file}</span>
          ) : null}
        </span>
      </TableCell>
      {actions ? (
        <TableCell align="center" valign="middle" className="max-md:px-2">
          <Suspense fallback={<Spinner className="mx-auto text-slate-400" />}>{actions}</Suspense>
        </TableCell>
      ) : null}
    </TableRow>
  );
}
