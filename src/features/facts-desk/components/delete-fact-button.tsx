import { Trash2 } from 'lucide-react';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { deletableAsMistake } from '@/lib/entered-in-error';

/**
 * Delete, for a row entered by mistake only, behind a confirmation that says so. The database
 * refuses to delete one with history (committee terms, an officer's row naming a director), in
 * words the toast shows. With `entered`, it is offered only while the database allows it: within
 * a day of the row's entry, or for a sample row (src/lib/entered-in-error.ts).
 */
export function DeleteFactButton({
  name,
  explanation,
  entered,
  disabled,
  onConfirm,
}: {
  name: string;
  explanation: string;
  entered?: { created_at: string; is_sample: boolean };
  disabled?: boolean;
  onConfirm: () => void;
}) {
  if (entered && !deletableAsMistake(entered)) return null;
  return (
    <ConfirmButton
      label={`Delete ${name}`}
      text="Delete"
      icon={<Trash2 aria-hidden="true" />}
      title={`Delete ${name}?`}
      description={explanation}
      confirmLabel="Delete"
      disabled={disabled}
      onConfirm={onConfirm}
    />
  );
}
