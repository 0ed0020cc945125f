import { Trash2, TriangleAlert } from 'lucide-react';
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
import { isWithinRetention, retentionWarning } from '../utils/retention';

type DeleteDocumentButtonProps = {
  documentTitle: string;
  /** The document's date: younger than five years, the confirmation warns (Regulation 30(8)). */
  documentDate: string;
  busy: boolean;
  onConfirm: () => void;
};

/**
 * The row's Delete button; spec section 5 asks for confirmation first. Delete moves the row
 * to the archive (visitors stop seeing it at once); deleting for good is the archive's own action.
 */
export function DeleteDocumentButton({
  documentTitle,
  documentDate,
  busy,
  onConfirm,
}: DeleteDocumentButtonProps) {
  const young = isWithinRetention(documentDate);
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button
          variant="ghostDestructive"
          size="stacked"
          disabled={busy}
          aria-label={busy ? `Deleting ${documentTitle}` : `Delete ${documentTitle}`}
        >
          {busy ? <Spinner /> : <Trash2 aria-hidden="true" />}
          {busy ? 'Deleting' : 'Delete'}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete document</AlertDialogTitle>
          <AlertDialogDescription>
            Are you sure you want to delete this document? It moves to the archive (Dashboard,
            Documents), where you can restore it.
          </AlertDialogDescription>
        </AlertDialogHeader>
        {young ? (
          <p
            role="note"
            className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
          >
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {retentionWarning(documentDate)}
          </p>
        ) : null}
        <p
          dir="auto"
          className="rounded-md bg-slate-50 px-3 py-2 text-sm font-medium wrap-anywhere text-slate-800"
        >
          {documentTitle}
        </p>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>Delete</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
