import type { ComponentProps } from 'react';
import { DocumentTable as PublicDocumentTable } from '@/features/documents/components/document-table';
import { documentDeskSlots } from '@/app/document-desk-slots';
import { getDocumentTableConfig } from '@/lib/document-registry';

type Props = Omit<ComponentProps<typeof PublicDocumentTable>, 'config'> & { table: string };

/**
 * One document table with the desk's row actions, handed in as the document pages do, named by
 * its table: its words are the registry's, as its page's module declares them.
 */
export function DocumentTable({ table, ...props }: Props) {
  return (
    <PublicDocumentTable
      config={getDocumentTableConfig(table)}
      rowActions={documentDeskSlots.rowActions}
      {...props}
    />
  );
}
