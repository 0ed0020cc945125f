import { Trash2 } from 'lucide-react';
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
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/components/ui/tooltip';

type DeleteDocumentButtonProps = {
  documentTitle: string;
  busy: boolean;
  onConfirm: () => void;
};

/** The row's Delete icon button; spec section 5 asks for confirmation first. */
export function DeleteDocumentButton({
  documentTitle,
  busy,
  onConfirm,
}: DeleteDocumentButtonProps) {
  // The provider comes with the button: only the admin's rows have Radix tooltips.
  return (
    <TooltipProvider>
      <AlertDialog>
        <Tooltip>
          <TooltipTrigger asChild>
            <AlertDialogTrigger asChild>
              <Button
                variant="ghost"
                size="icon"
                disabled={busy}
                aria-label={busy ? `Deleting ${documentTitle}` : `Delete ${documentTitle}`}
                className="size-9 text-red-700 hover:bg-red-50 hover:text-red-800"
              >
                {busy ? <Spinner /> : <Trash2 aria-hidden="true" />}
              </Button>
            </AlertDialogTrigger>
          </TooltipTrigger>
          <TooltipContent>Delete</TooltipContent>
        </Tooltip>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete document</AlertDialogTitle>
            <AlertDialogDescription>
              Are you sure you want to delete this document?
            </AlertDialogDescription>
          </AlertDialogHeader>
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
    </TooltipProvider>
  );
}
