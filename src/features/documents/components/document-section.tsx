import { Suspense, useId, useState } from 'react';
import type { FinancialYear } from '@/lib/financial-year';
import { cn } from '@/lib/utils';
import type { DocumentTableConfig } from '@/lib/document-table-config';
import type { DocumentDeskSlots } from '@/lib/document-desk-slots';
import { DocumentTable } from './document-table';

type DocumentSectionProps = {
  /** The table and its words, as its page declares them. */
  config: DocumentTableConfig;
  /** A visible heading; without one the section is named for screen readers only. */
  heading?: string;
  /** The admin's controls: the Add button and the Actions column, from `desk`. */
  canManage: boolean;
  /** The desk's Add button and row actions, handed over by the page (lazy: visitors skip them). */
  desk?: DocumentDeskSlots;
  /** Shows only this financial year's documents; all when absent. */
  financialYear?: FinancialYear | null;
};

/** A heading, the admin's Add button and the table of one document table. */
export function DocumentSection({
  config,
  heading,
  canManage,
  desk,
  financialYear = null,
}: DocumentSectionProps) {
  const { table } = config;
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
        {desk && (canManage || addDialogOpen) ? (
          <Suspense fallback={null}>
            <desk.addButton table={table} onOpenChange={setAddDialogOpen} />
          </Suspense>
        ) : null}
      </div>
      <DocumentTable
        config={config}
        canManage={canManage}
        rowActions={desk?.rowActions}
        caption={heading ?? config.label}
        financialYear={financialYear}
      />
    </section>
  );
}
