import type { ComponentProps } from 'react';
import { DocumentTable as PublicDocumentTable } from '@/features/documents/components/document-table';
import { documentDeskSlots } from '@/app/document-desk-slots';

/** One document table with the desk's row actions, handed in as the document pages do. */
export function DocumentTable(props: ComponentProps<typeof PublicDocumentTable>) {
  return <PublicDocumentTable rowActions={documentDeskSlots.rowActions} {...props} />;
}
