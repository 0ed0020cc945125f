import type { RefObject } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import type { IepfStatementYear } from '@/lib/database-rows';
import { formatIstDateTime } from '@/lib/ist-time';
import { countOf } from '@/lib/plural';

type ReplaceYearDialogProps = {
  /** The year on file that the import would replace; null keeps the dialog closed. */
  existing: IepfStatementYear | null;
  /** How many rows the checked file holds. */
  incoming: number;
  onReplace: () => void;
  onCancel: () => void;
  /** Where focus goes back when the dialog closes (it has no trigger of its own). */
  returnFocusTo: RefObject<HTMLElement | null>;
};

/**
 * Asks before an import replaces a year: the database deletes every row of that year and inserts
 * the file's in one transaction (import_iepf_statement), so the rows on file cannot be had back
 * except by importing their file again. Radix's alert dialog: focus moves in, Escape cancels.
 */
export function ReplaceYearDialog({
  existing,
  incoming,
  onReplace,
  onCancel,
  returnFocusTo,
}: ReplaceYearDialogProps) {
  return (
    <AlertDialog open={existing !== null} onOpenChange={(open) => (open ? null : onCancel())}>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>Replace the {existing?.financial_year} statement?</AlertDialogTitle>
          <AlertDialogDescription>
            The lookup already has {countOf(existing?.row_count ?? 0, 'row')} for{' '}
            {existing?.financial_year}
            {existing ? `, imported ${formatIstDateTime(new Date(existing.imported_at))}` : ''}.
            Importing this file removes all of them and puts its {countOf(incoming, 'row')} in their
            place. Other years are not touched.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Keep the rows on file</AlertDialogCancel>
          <AlertDialogAction onClick={onReplace}>
            Replace {existing?.financial_year}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
