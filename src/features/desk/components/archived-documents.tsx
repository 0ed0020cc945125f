import { ArchiveRestore, RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
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
import { documentRegistry } from '@/lib/document-registry';
import { formatIndianDateTime } from '@/lib/format-date';
import { restoreDocument } from '../api/archive-document';
import { purgeDocument } from '../api/purge-document';
import { purgedWords } from '../utils/file-link-words';
import { useArchivedDocuments, type ArchivedDocument } from '../api/get-archived-documents';
import { describeArchiveError } from '../errors';
import { useQueryClient } from '@tanstack/react-query';
import { documentKeys } from '@/lib/document-query-keys';

/**
 * The administrator's archive: documents deleted from the public pages, newest first, each with
 * Restore and, as a second and separate step, Delete permanently (which also removes its files).
 */
export function ArchivedDocuments() {
  const archive = useArchivedDocuments();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);

  async function run(row: ArchivedDocument, action: 'restore' | 'purge') {
    setBusy(row.id);
    try {
      const target = { table: row.category, id: row.id };
      const nothing = {
        title: 'Nothing to do',
        description: 'Someone else already changed this document.',
      };
      if (action === 'restore') {
        const { changed } = await restoreDocument(target);
        toast(
          changed
            ? { title: 'Restored', description: `"${row.document_title}" is back on its page.` }
            : nothing,
        );
      } else {
        const { purged, keptFiles } = await purgeDocument(target);
        toast(purged ? purgedWords(row.document_title, keptFiles) : nothing);
      }
    } catch (error) {
      const what = action === 'restore' ? 'restore documents' : 'delete documents permanently';
      toast({ ...describeArchiveError(error, what), variant: 'destructive' });
    } finally {
      setBusy(null);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: documentKeys.all }),
        queryClient.invalidateQueries({ queryKey: documentKeys.counts }),
      ]);
    }
  }

  if (archive.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-6 text-slate-600">
        <Spinner size="md" className="text-brand-700" />
        Loading the archive…
      </p>
    );
  }
  if (archive.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 py-6 text-slate-700">
        Failed to load the archive
        <Button variant="outline" size="sm" onClick={() => void archive.refetch()}>
          <RotateCcw aria-hidden="true" />
          Try Again
        </Button>
      </div>
    );
  }
  if (archive.data.length === 0) {
    return <p className="py-4 text-slate-600">The archive is empty.</p>;
  }

  return (
    <Table stacked>
      <TableCaption>
        Archived documents are hidden from visitors. Restore puts one back on its page.
      </TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Document Title</TableHead>
          <TableHead scope="col">Table</TableHead>
          <TableHead scope="col">Archived</TableHead>
          <TableHead scope="col" align="right">
            Actions
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {archive.data.map((row) => (
          <TableRow key={row.id} aria-busy={busy === row.id || undefined}>
            <TableCell
              data-label="Title"
              dir="auto"
              className="font-medium wrap-anywhere text-slate-800"
            >
              {row.document_title}
            </TableCell>
            <TableCell data-label="Table">{documentRegistry[row.category].label}</TableCell>
            <TableCell data-label="Archived">
              <time dateTime={row.archived_at}>{formatIndianDateTime(row.archived_at)}</time>
            </TableCell>
            <TableCell data-label="Actions" align="right">
              <span className="inline-flex flex-wrap justify-end gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={busy !== null}
                  aria-label={`Restore ${row.document_title}`}
                  onClick={() => void run(row, 'restore')}
                >
                  <ArchiveRestore aria-hidden="true" />
                  Restore
                </Button>
                <PurgeButton
                  row={row}
                  disabled={busy !== null}
                  onConfirm={() => run(row, 'purge')}
                />
              </span>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function PurgeButton({
  row,
  disabled,
  onConfirm,
}: {
  row: ArchivedDocument;
  disabled: boolean;
  onConfirm: () => Promise<void>;
}) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button
          variant="outlineDestructive"
          size="sm"
          disabled={disabled}
          aria-label={`Delete ${row.document_title} permanently`}
        >
          <Trash2 aria-hidden="true" />
          Delete permanently
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete permanently</AlertDialogTitle>
          <AlertDialogDescription>
            This removes the document and its stored file for good, with any earlier files it
            replaced. It cannot be restored, and its links stop working. The audit trail keeps a
            record that it existed.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <p
          dir="auto"
          className="rounded-md bg-slate-50 px-3 py-2 text-sm font-medium wrap-anywhere text-slate-800"
        >
          {row.document_title}
        </p>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={() => void onConfirm()}>Delete permanently</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
