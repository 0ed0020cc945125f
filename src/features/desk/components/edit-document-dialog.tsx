import { useQueryClient } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { toast } from '@/hooks/use-toast';
import type { DocumentRow } from '@/lib/database-rows';
import { getDocumentTableConfig } from '@/lib/document-registry';
import type { DocumentTableName } from '@/lib/document-tables';
import { useUpdateDocument } from '../api/update-document';
import { AddDocumentError, describeEditError } from '../errors';
import type { AddDocumentFormValues } from '../schemas/add-document-schema';
import { isStoredDocumentPath, uploadedFileName } from '@/lib/storage-path';
import { storeDocumentText, TEXT_NOT_SAVED } from '../api/save-document-text';
import type { PdfText } from '../utils/extract-pdf-text';
import { otherTitles } from '../utils/duplicate-title';
import { AddDocumentForm } from './add-document-form';
import { SessionNoticeAlert, useSessionNotice } from './session-notice';

type EditDocumentDialogProps = {
  table: DocumentTableName;
  row: DocumentRow;
  /** Told when the dialog opens or closes (the table keeps it mounted while it is open). */
  onOpenChange?: (open: boolean) => void;
};

/** What the form saves as the row's source: a new link, a new file, or (absent) no change. */
function newSource(values: AddDocumentFormValues, row: DocumentRow) {
  if (values.source === 'file') {
    return values.file ? ({ kind: 'file', file: values.file } as const) : undefined;
  }
  const url = values.view_download.trim();
  return url === row.view_download ? undefined : ({ kind: 'link', url } as const);
}

/**
 * The admin's Edit button for one row and its dialog: the Add form with the row's values, where a
 * new PDF replaces the stored one. The row keeps its id, so its link on the page, its place in
 * the list and its history stay.
 */
export function EditDocumentDialog({ table, row, onOpenChange }: EditDocumentDialogProps) {
  const config = getDocumentTableConfig(table);
  const [open, setOpenState] = useState(false);
  function setOpen(next: boolean) {
    setOpenState(next);
    onOpenChange?.(next);
  }
  const update = useUpdateDocument(table);
  const queryClient = useQueryClient();
  const stored = isStoredDocumentPath(row.view_download);
  const submitRef = useRef<HTMLButtonElement | null>(null);
  const session = useSessionNotice(submitRef);

  async function save(
    values: AddDocumentFormValues,
    reportProgress: (percent: number) => void,
    text: PdfText | null,
  ) {
    try {
      const source = newSource(values, row);
      await update.mutateAsync({
        id: row.id,
        title: values.document_title,
        documentDate: values.document_date,
        source,
        onUploadProgress: reportProgress,
      });
      toast({
        title: 'Success',
        description:
          source?.kind === 'file'
            ? 'Document updated and its file replaced'
            : 'Document updated successfully',
      });
      session.setNotice(null);
      // The new file's text replaces the old one's (which the database forgot with the link).
      if (source?.kind === 'file') {
        const { stored } = await storeDocumentText({ table, id: row.id, file: source.file, text });
        if (!stored) toast(TEXT_NOT_SAVED);
      }
      setOpen(false);
      return true;
    } catch (error) {
      toast({ ...describeEditError(error), variant: 'destructive' });
      if (error instanceof AddDocumentError && error.reason === 'no-session') {
        session.setNotice('expired');
      }
      return false;
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (update.isPending) return;
        setOpen(next);
        if (next) session.setNotice(null);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="ghostBrand" size="stacked" aria-label={`Edit ${row.document_title}`}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit {config.itemName}</DialogTitle>
          <DialogDescription>
            Correct the title or date, or give a new link or PDF. The document keeps its place, and
            anyone opening the old file&apos;s address is shown a notice that links to the new one.
          </DialogDescription>
        </DialogHeader>
        <SessionNoticeAlert
          notice={session.notice}
          purpose="save your changes"
          submitLabel="Save Changes"
          onLogIn={() => void session.logInAgain()}
        />
        <AddDocumentForm
          onSubmit={save}
          onCancel={() => setOpen(false)}
          submitRef={submitRef}
          titlesOnPage={() => otherTitles(queryClient, table, row.id)}
          editing={{
            values: {
              document_title: row.document_title,
              document_date: row.document_date,
              source: stored ? 'file' : 'link',
              view_download: stored ? '' : row.view_download,
              file: null,
            },
            currentFileName: stored ? uploadedFileName(row.view_download) : null,
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
