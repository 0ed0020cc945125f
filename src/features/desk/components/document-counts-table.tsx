import { Clock, RotateCcw } from 'lucide-react';
import { Link } from 'react-router-dom';
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
import { DOCUMENT_TABLES, type DocumentTableName } from '@/lib/document-tables';
import { useDocumentCounts } from '../api/get-document-counts';
import { documentRegistry } from '@/lib/document-registry';
import { formatIndianDate } from '@/lib/format-date';
import { isStale } from '../utils/staleness';
import { countOf } from '@/lib/plural';

export type DocumentTablePage = { path: string; title: string };

type DocumentCountsTableProps = {
  /** The page that shows each table, for the link in its row. */
  pages: Partial<Record<DocumentTableName, DocumentTablePage>>;
};

/**
 * How many documents each table holds, its newest document's date (marked when nothing new came
 * in the last quarter), and a link to the page that lists them.
 */
export function DocumentCountsTable({ pages }: DocumentCountsTableProps) {
  const counts = useDocumentCounts();

  if (counts.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-6 text-slate-600">
        <Spinner size="md" className="text-brand-700" />
        Counting documents…
      </p>
    );
  }
  if (counts.isError) {
    return (
      <div className="flex flex-wrap items-center gap-3 py-6 text-slate-700" role="alert">
        Failed to load documents
        <Button variant="outline" size="sm" onClick={() => void counts.refetch()}>
          <RotateCcw aria-hidden="true" />
          Try Again
        </Button>
      </div>
    );
  }

  const { counts: count, latest } = counts.data;
  const total = DOCUMENT_TABLES.reduce((sum, table) => sum + count[table], 0);
  return (
    <Table>
      <TableCaption>
        {countOf(total, 'document')} on the investor pages, in {DOCUMENT_TABLES.length} lists.
      </TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">List</TableHead>
          <TableHead scope="col" align="right">
            Documents
          </TableHead>
          <TableHead scope="col">Latest document</TableHead>
          <TableHead scope="col">Page</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {DOCUMENT_TABLES.map((table) => {
          const page = pages[table];
          return (
            <TableRow key={table}>
              <TableCell className="font-medium text-slate-800">
                {documentRegistry[table].label}
              </TableCell>
              <TableCell align="right" className="tabular-nums">
                {count[table]}
              </TableCell>
              <TableCell>
                <span className="inline-flex flex-wrap items-center gap-2">
                  {latest[table] ? (
                    <time dateTime={latest[table]}>{formatIndianDate(latest[table])}</time>
                  ) : (
                    <span className="text-slate-500">None yet</span>
                  )}
                  {isStale(latest[table]) ? (
                    <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
                      <Clock aria-hidden="true" className="size-3" />
                      Nothing new in 3 months
                    </span>
                  ) : null}
                </span>
              </TableCell>
              <TableCell>
                {page ? (
                  <Link
                    to={page.path}
                    className="rounded font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
                  >
                    {page.title}
                  </Link>
                ) : (
                  <span className="text-slate-400">Not on a page</span>
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
