import { lazy, Suspense, useId, useState } from 'react';
import type { DocumentTableName } from '@/lib/document-tables';
import type { FinancialYear } from '@/lib/financial-year';
import { cn } from '@/lib/utils';
import { getDocumentTableConfig } from '@/lib/document-registry';
import { DocumentTable } from './document-table';

// Only the admin sees it: visitors' pages skip the form code (react-hook-form, zod, the upload).
const AddDocumentDialog = lazy(() =>
  import('./add-document-dialog').then((m) => ({ default: m.AddDocumentDialog })),
);

type DocumentSectionProps = {
  table: DocumentTableName;
  /** A visible heading; without one the section is named for screen readers only. */
  heading?: string;
  /** The admin's controls: the Add button and the Actions column. */
  canManage: boolean;
  /** Shows only this financial year's documents; all when absent. */
  financialYear?: FinancialYear | null;
};

/** A heading, the admin's Add button and the table of one document table. */
export function DocumentSection({
  table,
  heading,
  canManage,
  financialYear = null,
}: DocumentSectionProps) {
  const config = getDocumentTableConfig(table);
  const headingId = useId();
  // If the admin's session ends while the Add dialog is open, canManage turns false; the dialog
  // stays until it is closed, so what was typed survives the login that follows.
  const [addDialogOpen, setAddDialogOpen] = useState(false);
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div
        className={cn(
          'flex flex-wrap items-center gap-3',
          heading ? 'justify-between' : 'justify-end',
        )}
      >
        <h2
          id={headingId}
          className={cn(heading ? 'text-2xl font-bold tracking-tight text-slate-900' : 'sr-only')}
        >
          {heading ?? config.label}
        </h2>
        {canManage || addDialogOpen ? (
          <Suspense fallback={null}>
            <AddDocumentDialog table={table} onOpenChange={setAddDialogOpen} />
          </Suspense>
        ) : null}
      </div>
      <DocumentTable
        table={table}
        canManage={canManage}
        caption={heading ?? config.label}
        financialYear={financialYear}
      />
    </section>
  );
}
