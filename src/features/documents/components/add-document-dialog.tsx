import { Plus } from 'lucide-react';
import { useState } from 'react';
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
import type { DocumentTableName } from '@/lib/document-tables';
import { useAddDocument } from '../api/add-document';
import { describeAddError } from '../errors';
import { getDocumentTableConfig } from '../registry';
import type { AddDocumentFormValues } from '../schemas/add-document-schema';
import { AddDocumentForm } from './add-document-form';

/** The admin's Add button for one table and the dialog it opens. */
export function AddDocumentDialog({ table }: { table: DocumentTableName }) {
  const config = getDocumentTableConfig(table);
  const [open, setOpen] = useState(false);
  const addDocument = useAddDocument(table);

  async function save(values: AddDocumentFormValues, reportProgress: (percent: number) => void) {
    try {
      await addDocument.mutateAsync({
        title: values.document_title,
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
      toast({ title: 'Success', description: 'Document added successfully' });
      setOpen(false);
      return true;
    } catch (error) {
      toast({ ...describeAddError(error), variant: 'destructive' });
      return false;
    }
  }

  return (
    <Dialog
      open={open}
      // An upload in flight keeps the dialog open: closing would hide its outcome.
      onOpenChange={(next) => {
        if (!addDocument.isPending) setOpen(next);
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
            Give the {config.itemName.toLowerCase()} a title, then link to it or upload a PDF.
          </DialogDescription>
        </DialogHeader>
        <AddDocumentForm onSubmit={save} onCancel={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
