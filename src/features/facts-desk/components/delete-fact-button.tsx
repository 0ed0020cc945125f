import { Trash2 } from 'lucide-react';
import { ConfirmButton } from '@/components/ui/confirm-button';

/**
 * Delete, for a row entered by mistake only, behind a confirmation that says so. The database
 * refuses to delete one with history (committee terms, an officer's row naming a director), in
 * words the toast shows.
 */
export function DeleteFactButton({
  name,
  explanation,
  disabled,
  onConfirm,
}: {
  name: string;
  explanation: string;
  disabled?: boolean;
  onConfirm: () => void;
}) {
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
