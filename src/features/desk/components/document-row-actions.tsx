import { toast } from '@/hooks/use-toast';
import { getDocumentTableConfig } from '@/lib/document-registry';
import type { RowActionsProps } from '@/lib/document-desk-slots';
import { useArchiveDocument } from '../api/archive-document';
import { ALREADY_DELETED, describeDeleteError } from '../errors';
import { DeleteDocumentButton } from './delete-document-button';
import { EditDocumentDialog } from './edit-document-dialog';

/** A row's Edit and Delete (which archives), handed to the public table by the document page. */
export function DocumentRowActions({ table, row, controls }: RowActionsProps) {
  const config = getDocumentTableConfig(table);
  // Delete archives: the row leaves the public pages and waits in the dashboard's archive.
  const archiveDocument = useArchiveDocument(table);

  function handleDelete() {
    controls.setBusy(true);
    // mutateAsync, not mutate: mutate's per-call callbacks only fire for the latest call.
    archiveDocument
      .mutateAsync(row.id)
      .then(
        ({ changed }) => {
          // Gone already (another tab deleted it): say so plainly; the list refreshes either way.
          toast(
            changed
              ? {
                  title: 'Success',
                  description: `${config.deleteSuccessMessage}. It is in the archive (Dashboard, Documents), where you can restore it.`,
                }
              : ALREADY_DELETED,
          );
          // The focused Delete button left with its row; keep keyboard users in the table.
          controls.refocusTable();
        },
        (error: unknown) => toast({ ...describeDeleteError(error), variant: 'destructive' }),
      )
      .finally(() => controls.setBusy(false));
  }

  // One above the other on a phone, so the four columns still fit 375 px.
  return (
    <span className="inline-flex flex-col items-center md:flex-row">
      <EditDocumentDialog table={table} row={row} onOpenChange={controls.onDialogOpenChange} />
      <DeleteDocumentButton
        documentTitle={row.document_title}
        documentDate={row.document_date}
        busy={controls.busy}
        onConfirm={handleDelete}
      />
    </span>
  );
}
