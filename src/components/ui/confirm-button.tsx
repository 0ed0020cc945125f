import type { ReactNode } from 'react';
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
} from './alert-dialog';
import { Button } from './button';

/**
 * A destructive button that asks first: its confirmation says what the action does, and only its
 * confirm button acts. `text` is the word it shows ("Remove"); `label` names it in full for a
 * screen reader ("Remove the final dividend of FY 2023-24"), beginning with that word, so a
 * person who says what they see reaches it by voice too; `details` shows what is about to go,
 * under the description.
 */
export function ConfirmButton({
  label,
  text,
  icon,
  title,
  description,
  details,
  confirmLabel,
  cancelLabel = 'Cancel',
  disabled,
  onConfirm,
}: {
  label: string;
  text: string;
  icon: ReactNode;
  title: ReactNode;
  description: ReactNode;
  details?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  disabled?: boolean;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="ghostDestructive" size="sm" aria-label={label} disabled={disabled}>
          {icon}
          {text}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {details ? (
          <p className="rounded-md bg-slate-50 px-3 py-2 text-sm font-medium wrap-anywhere text-slate-800">
            {details}
          </p>
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>{confirmLabel}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
