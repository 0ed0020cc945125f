import { UserMinus } from 'lucide-react';
import type { CeaseFormValues } from '../schemas/director-schema';
import { CeaseForm } from './cease-form';
import { FactDialog } from './fact-dialog';
import { RowActionButton } from './row-action-button';

/**
 * Cease, for a director or an officer: the date and reason, after the day they began. The row
 * stays on record; `onCease` saves it and closes the dialog only when the save went through.
 * With a cessation already recorded for a later day, it is "Change cessation", the recorded date
 * and reason filled in: nobody ceases twice.
 */
export function CeaseDialog({
  name,
  title,
  description,
  startedOn,
  startedWhat,
  recorded,
  onCease,
}: {
  name: string;
  title: string;
  description: string;
  startedOn: string;
  startedWhat: string;
  recorded?: CeaseFormValues;
  onCease: (values: CeaseFormValues, close: () => void) => Promise<boolean>;
}) {
  return (
    <FactDialog
      trigger={
        <RowActionButton
          icon={UserMinus}
          label={recorded ? 'Change cessation' : 'Cease'}
          subject={name}
        />
      }
      title={recorded ? `Change the cessation recorded for ${name}` : title}
      description={description}
    >
      {(close) => (
        <CeaseForm
          startedOn={startedOn}
          startedWhat={startedWhat}
          recorded={recorded}
          onCancel={close}
          onSubmit={(values) => onCease(values, close)}
        />
      )}
    </FactDialog>
  );
}
