import { UserMinus } from 'lucide-react';
import type { CeaseFormValues } from '../schemas/director-schema';
import { CeaseForm } from './cease-form';
import { FactDialog } from './fact-dialog';
import { RowActionButton } from './row-action-button';

/**
 * Cease, for a director or an officer: the date and reason, after the day they began. The row
 * stays on record; `onCease` saves it and closes the dialog only when the save went through.
 */
export function CeaseDialog({
  name,
  title,
  description,
  startedOn,
  startedWhat,
  onCease,
}: {
  name: string;
  title: string;
  description: string;
  startedOn: string;
  startedWhat: string;
  onCease: (values: CeaseFormValues, close: () => void) => Promise<boolean>;
}) {
  return (
    <FactDialog
      trigger={<RowActionButton icon={UserMinus} label="Cease" subject={name} />}
      title={title}
      description={description}
    >
      {(close) => (
        <CeaseForm
          startedOn={startedOn}
          startedWhat={startedWhat}
          onCancel={close}
          onSubmit={(values) => onCease(values, close)}
        />
      )}
    </FactDialog>
  );
}
