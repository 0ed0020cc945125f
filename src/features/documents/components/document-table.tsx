import { AlertCircle, RotateCcw, WifiOff } from 'lucide-react';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
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
import type { RowActionsControls, RowActionsProps } from '@/lib/document-desk-slots';
import type { DocumentTableConfig } from '@/lib/document-table-config';
import { isInFinancialYear, type FinancialYear } from '@/lib/financial-year';
import { useDocuments, useRowsUnconfirmed } from '../api/get-documents';
import { describeLoadFailure } from '../errors';
import { DocumentTableRow } from './document-table-row';

type DocumentTableProps = {
  /** The table and its words, as its page declares them (or the registry's, on the desk). */
  config: DocumentTableConfig;
  /** Shows the Actions column, with `rowActions` in each row (the administrator's). */
  canManage?: boolean;
  /** A row's actions, from the desk: the page hands them over, so visitors never load them. */
  rowActions?: ComponentType<RowActionsProps>;
  /** Names the table for screen readers; defaults to the registry's label. */
  caption?: string;
  /** Shows only the documents dated in this financial year; all of them when absent. */
  financialYear?: FinancialYear | null;
};

/** One document table: Document Title, Date, View/Download and, for the admin, Actions. */
export function DocumentTable({
  config,
  canManage: isAdmin = false,
  rowActions: RowActions,
  caption,
  financialYear = null,
}: DocumentTableProps) {
  const documents = useDocuments(config.table);
  const unconfirmed = useRowsUnconfirmed(config.table, documents);
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(() => new Set());
  const [viewError, setViewError] = useState<string | null>(null);
  const tableRef = useRef<HTMLTableElement | null>(null);
  // If the admin's session ends while an Edit dialog is open, the actions stay until it closes,
  // so what was typed survives the login that follows (as the Add dialog's section does).
  const [editingId, setEditingId] = useState<string | null>(null);
  const canManage = RowActions !== undefined && (isAdmin || editingId !== null);

  const { isError, errorUpdatedAt, refetch } = documents;
  useEffect(() => {
    if (isError) {
      toast({ title: 'Error', description: config.loadErrorMessage, variant: 'destructive' });
    }
  }, [isError, errorUpdatedAt, config.loadErrorMessage]);

  function setBusy(id: string, busy: boolean) {
    setBusyIds((current) => {
      const next = new Set(current);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  function controlsFor(id: string): RowActionsControls {
    return {
      busy: busyIds.has(id),
      setBusy: (busy) => setBusy(id, busy),
      refocusTable: () =>
        setTimeout(() => {
          if (document.activeElement === document.body) tableRef.current?.focus();
        }),
      onDialogOpenChange: (open) =>
        setEditingId((current) => (open ? id : current === id ? null : current)),
    };
  }

  const columnCount = canManage ? 4 : 3;
  const rows = financialYear
    ? (documents.data ?? []).filter((row) => isInFinancialYear(row.document_date, financialYear))
    : (documents.data ?? []);
  const loadFailure = documents.isError ? describeLoadFailure(documents.error) : null;

  return (
    <div className="grid gap-3">
      {viewError ? (
        <Alert variant="destructive">
          <AlertCircle aria-hidden="true" />
          <div className="grid flex-1 gap-1">
            <AlertTitle>{viewError}</AlertTitle>
            <AlertDescription>This document cannot be opened.</AlertDescription>
          </div>
          <Button variant="outline" size="sm" onClick={() => setViewError(null)}>
            Try Again
          </Button>
        </Alert>
      ) : null}

      <Table
        ref={tableRef}
        tabIndex={-1}
        className="focus:outline-none"
        aria-busy={documents.isPending || undefined}
        data-rows={unconfirmed ? 'unconfirmed' : undefined}
      >
        <TableCaption className="sr-only">{caption ?? config.label}</TableCaption>
        <TableHeader>
          {/* On a phone the headings may wrap, so the admin's three columns fit the screen and
              Delete is reachable without scrolling the table sideways. */}
          <TableRow>
            <TableHead scope="col" className="max-md:whitespace-normal">
              Document Title
            </TableHead>
            <TableHead scope="col" className="max-md:px-2 md:w-32 md:whitespace-nowrap">
              Date
            </TableHead>
            <TableHead
              scope="col"
              align="center"
              className="max-md:px-2 max-md:whitespace-normal md:w-52 md:whitespace-nowrap"
            >
              View/
              <wbr />
              Download
            </TableHead>
            {canManage ? (
              <TableHead
                scope="col"
                align="center"
                className="max-md:px-2 max-md:whitespace-normal md:w-28"
              >
                Actions
              </TableHead>
            ) : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {documents.isPending && documents.fetchStatus === 'paused' ? (
            // react-query holds requests while the browser reports no network, and sends them
            // when it comes back: say why nothing arrives rather than spin.
            <TableRow>
              <TableCell
                colSpan={columnCount}
                padding="roomy"
                align="center"
                className="text-slate-600"
              >
                <span role="status" className="inline-flex items-center gap-2">
                  <WifiOff aria-hidden="true" className="size-5 text-slate-500" />
                  You are offline. The documents will load when the connection is back.
                </span>
              </TableCell>
            </TableRow>
          ) : documents.isPending ? (
            <TableRow>
              <TableCell
                colSpan={columnCount}
                padding="roomy"
                align="center"
                className="text-slate-600"
              >
                <span role="status" className="inline-flex items-center gap-2">
                  <Spinner size="md" className="text-brand-700" />
                  {documents.failureCount > 0
                    ? 'Loading documents… Trying again.'
                    : 'Loading documents…'}
                </span>
              </TableCell>
            </TableRow>
          ) : documents.isError ? (
            <TableRow>
              <TableCell colSpan={columnCount} padding="roomy" align="center">
                <div className="inline-flex flex-col items-center gap-3 text-slate-700">
                  <span>{config.loadErrorMessage}</span>
                  {loadFailure ? (
                    <span className="text-sm text-slate-600">{loadFailure}</span>
                  ) : null}
                  <Button variant="outline" size="sm" onClick={() => void refetch()}>
                    <RotateCcw aria-hidden="true" />
                    Try Again
                  </Button>
                </div>
              </TableCell>
            </TableRow>
          ) : rows.length === 0 ? (
            <TableRow>
              <TableCell
                colSpan={columnCount}
                padding="roomy"
                align="center"
                className="text-slate-500"
              >
                {financialYear && documents.data.length > 0
                  ? `No documents dated in ${financialYear.label}`
                  : 'No documents available'}
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row) => (
              <DocumentTableRow
                key={row.id}
                row={row}
                busy={busyIds.has(row.id)}
                onViewError={setViewError}
                actions={
                  canManage && RowActions ? (
                    <RowActions table={config.table} row={row} controls={controlsFor(row.id)} />
                  ) : null
                }
              />
            ))
          )}
        </TableBody>
      </Table>
    </div>
  );
}
