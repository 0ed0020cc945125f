import { Pencil, Trash2 } from 'lucide-react';
import { Button } from './button';

/**
 * A desk row's two icon buttons, named for the row they act on ("Edit the final dividend of FY
 * 2023-24"), so a screen reader says which row each one is for.
 */
export function EditRemoveButtons({
  name,
  onEdit,
  onRemove,
}: {
  /** The row in words, after "the". */
  name: string;
  onEdit: () => void;
  onRemove: () => void;
}) {
  return (
    <span className="flex gap-1">
      <Button variant="ghost" size="iconSm" aria-label={`Edit the ${name}`} onClick={onEdit}>
        <Pencil aria-hidden="true" />
      </Button>
      <Button
        variant="ghostDestructive"
        size="iconSm"
        aria-label={`Remove the ${name}`}
        onClick={onRemove}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </span>
  );
}
