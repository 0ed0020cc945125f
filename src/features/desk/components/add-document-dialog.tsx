import { useQueryClient } from '@tanstack/react-query';
import { Files, Plus } from 'lucide-react';
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
// The one place documents reaches into auth: an expired session is re-opened from here without
// leaving the page. The context module is tiny and loads no supabase-js.
import { toast } from '@/hooks/use-toast';
import type { DocumentTableName } from '@/lib/document-tables';
import { newRowId, useAddDocument } from '../api/add-document';
import { summarizeBulk, uploadMany, type BulkItem, type BulkResult } from '../api/bulk-upload';
import { documentKeys } from '@/lib/document-query-keys';
import { AddDocumentError, describeAddError } from '../errors';
import { getDocumentTableConfig } from '@/lib/document-registry';
import type { AddDocumentFormValues } from '../schemas/add-document-schema';
import { storeDocumentText, TEXT_NOT_SAVED } from '../api/save-document-text';
import type { PdfText } from '../utils/extract-pdf-text';
import { otherTitles } from '../utils/duplicate-title';
import { AddDocumentForm } from './add-document-form';
import { BulkUploadForm } from './bulk-upload-form';
import { SessionNoticeAlert, useSessionNotice } from './session-notice';

type AddDocumentDialogProps = {
  table: DocumentTableName;
  /** Told when the dialog opens or closes (the section keeps it mounted while it is open). */
  onOpenChange?: (open: boolean) => void;
};

/** What identifies one attempt: the same values sent again are the same attempt. */
function attemptKey(values: AddDocumentFormValues): string {
  if (values.source === 'file' && values.file) {
    const { name, size, lastModified } = values.file;
    return JSON.stringify([
      'file',
      values.document_title,
      values.document_date,
      name,
      size,
      lastModified,
    ]);
  }
  return JSON.stringify([
    'link',
    values.document_title,
    values.document_date,
    values.view_download,
  ]);
}

/** The admin's Add button for one table and the dialog it opens. */
export function AddDocumentDialog({ table, onOpenChange }: AddDocumentDialogProps) {
  const config = getDocumentTableConfig(table);
  const [open, setOpen] = useState(false);
  const [bulk, setBulk] = useState(false);
  const [bulkRunning, setBulkRunning] = useState(false);
  const queryClient = useQueryClient();
  const addDocument = useAddDocument(table);
  const submitRef = useRef<HTMLButtonElement | null>(null);
  const {
    notice: sessionNotice,
    setNotice: setSessionNotice,
    logInAgain,
  } = useSessionNotice(submitRef);
  // One row id per attempt: a second press, or a retry after a lost answer, reuses it, and the
  // database then refuses a second row. Changed values make a new attempt with a new id.
  const attempt = useRef<{ key: string; id: string } | null>(null);

  function changeOpen(next: boolean) {
    setOpen(next);
    onOpenChange?.(next);
    if (next) {
      attempt.current = null;
      setSessionNotice(null);
      setBulk(false);
    }
  }

  function rowIdFor(values: AddDocumentFormValues): string {
    const key = attemptKey(values);
    if (attempt.current?.key !== key) attempt.current = { key, id: newRowId() };
    return attempt.current.id;
  }

  async function save(
    values: AddDocumentFormValues,
    reportProgress: (percent: number) => void,
    text: PdfText | null,
  ) {
    try {
      const id = rowIdFor(values);
      await addDocument.mutateAsync({
        id,
        title: values.document_title,
        documentDate: values.document_date,
        source:
          values.source === 'file' && values.file
            ? { kind: 'file', file: values.file }
            : { kind: 'link', url: values.view_download },
        onUploadProgress: reportProgress,
        onUploaded: () =>
          toast({
            title: 'Upload Successful',
            description: 'Your document has been uploaded successfully',
          }),
      });
      attempt.current = null;
      setSessionNotice(null);
      toast({ title: 'Success', description: 'Document added successfully' });
      if (values.source === 'file' && values.file) {
        const { stored } = await storeDocumentText({ table, id, file: values.file, text });
        if (!stored) toast(TEXT_NOT_SAVED);
      }
      changeOpen(false);
      return true;
    } catch (error) {
      toast({ ...describeAddError(error), variant: 'destructive' });
      // The session ended under the admin (signed out elsewhere, refresh token expired): keep
      // the dialog and everything in it, and offer the login right here.
      if (error instanceof AddDocumentError && error.reason === 'no-session') {
        setSessionNotice('expired');
      }
      return false;
    }
  }

  async function uploadAll(
    items: BulkItem[],
    documentDate: string,
    onProgress: (id: string, percent: number) => void,
    onResult: (result: BulkResult) => void,
    onReading: (id: string, page: number, pageCount: number) => void,
  ) {
    setBulkRunning(true);
    try {
      const storeText = async (item: BulkItem) => {
        const { text, stored } = await storeDocumentText({
          table,
          id: item.id,
          file: item.file,
          onPage: (page, of) => onReading(item.id, page, of),
        });
        return stored && text?.status === 'searchable';
      };
      const results = await uploadMany({
        table,
        items,
        documentDate,
        onProgress,
        onResult,
        storeText,
      });
      const added = results.filter((r) => r.added).length;
      toast({
        title: added === results.length ? 'Success' : 'Some files were not added',
        description: summarizeBulk(results),
        ...(added === results.length ? {} : { variant: 'destructive' as const }),
      });
      return results;
    } finally {
      setBulkRunning(false);
      await Promise.all([
        // The table and what is read from it apart (the shareholding figures' filed dates).
        queryClient.invalidateQueries({ queryKey: documentKeys.table(table) }),
        queryClient.invalidateQueries({ queryKey: documentKeys.counts }),
      ]);
    }
  }

  return (
    <Dialog
      open={open}
      // An upload in flight keeps the dialog open: closing would hide its outcome.
      onOpenChange={(next) => {
        if (!addDocument.isPending && !bulkRunning) changeOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm">
          <Plus aria-hidden="true" />
          {config.addTitle}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{config.addTitle}</DialogTitle>
          <DialogDescription>
            {bulk
              ? 'Each PDF becomes its own document, titled from its file name.'
              : `Give the ${config.itemName.toLowerCase()} a title, then link to it or upload a PDF.`}
          </DialogDescription>
        </DialogHeader>
        <SessionNoticeAlert
          notice={sessionNotice}
          purpose="add this document"
          submitLabel="Add Document"
          onLogIn={() => void logInAgain()}
        />
        {bulk ? (
          <BulkUploadForm
            onUpload={uploadAll}
            onClose={() => changeOpen(false)}
            titlesOnPage={() => otherTitles(queryClient, table)}
          />
        ) : (
          <AddDocumentForm
            onSubmit={save}
            onCancel={() => changeOpen(false)}
            submitRef={submitRef}
            titlesOnPage={() => otherTitles(queryClient, table)}
          />
        )}
        {/* After the form, so opening the dialog still puts focus in the title field. */}
        <Button
          type="button"
          variant="link"
          size="flush"
          className="justify-self-start"
          disabled={bulkRunning || addDocument.isPending}
          onClick={() => setBulk((b) => !b)}
        >
          <Files aria-hidden="true" />
          {bulk ? 'Add one document instead' : 'Upload several PDFs at once'}
        </Button>
      </DialogContent>
    </Dialog>
  );
}
