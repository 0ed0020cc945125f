import { Pencil, Trash2 } from 'lucide-react';
import { Button } from './button';
import { ConfirmButton } from './confirm-button';

/**
 * A desk row's two buttons, Edit and Remove, named in full for the row they act on ("Edit the
 * final dividend of FY 2023-24"), so a screen reader says which row each one is for. Remove asks first, saying what
 * removing does, as every other removal on the desk does: one slip of the mouse must not take a
 * row off the public pages.
 */
export function EditRemoveButtons({
  name,
  onEdit,
  onRemove,
  removeWarning,
}: {
  /** The row in words, after "the". */
  name: string;
  onEdit: () => void;
  onRemove: () => void;
  /** What removing it does, in the confirmation. */
  removeWarning: string;
}) {
  return (
    <span className="flex gap-1">
      <Button variant="ghost" size="sm" aria-label={`Edit the ${name}`} onClick={onEdit}>
        <Pencil aria-hidden="true" />
        Edit
      </Button>
      <ConfirmButton
        label={`Remove the ${name}`}
        text="Remove"
        icon={<Trash2 aria-hidden="true" />}
        title={`Remove the ${name}?`}
        description={removeWarning}
        confirmLabel="Remove"
        cancelLabel="Keep it"
        onConfirm={onRemove}
      />
    </span>
  );
}
