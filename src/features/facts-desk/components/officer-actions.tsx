import { Pencil, UserPlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { OfficerRow } from '@/lib/company-facts';
import { ENTERED_IN_ERROR_HOURS } from '@/lib/entered-in-error';
import { useFactsToday } from '@/lib/facts-today';
import { ceaseFact, deleteFact, saveFact } from '../api/fact-writes';
import { officerDefaults, toOfficerRow } from '../schemas/officer-schema';
import { CeaseDialog } from './cease-dialog';
import { DeleteFactButton } from './delete-fact-button';
import { FactDialog } from './fact-dialog';
import { OfficerForm } from './officer-form';
import { RowActionButton } from './row-action-button';
import { useFactSave } from './use-fact-save';

/** Add an officer, a grievance official or the registrar. */
export function AddOfficer() {
  const { run } = useFactSave('officers');
  return (
    <FactDialog
      trigger={
        <Button>
          <UserPlus aria-hidden="true" />
          Add officer
        </Button>
      }
      title="Add officer"
      description="A successor takes charge on the day the last holder of the role ceased: record that cessation first. Enter the change within two working days of it (Regulation 46(3)(b))."
    >
      {(close) => (
        <OfficerForm
          defaultValues={officerDefaults()}
          submitLabel="Add officer"
          onCancel={close}
          onSubmit={(values) =>
            run(
              'add this officer',
              () => saveFact('key_officers', toOfficerRow(values)),
              `${values.name} added`,
              close,
            )
          }
        />
      )}
    </FactDialog>
  );
}

/** Edit, Cease and Delete for one officer. */
export function OfficerActions({ officer }: { officer: OfficerRow }) {
  const { run, pending } = useFactSave('officers');
  const today = useFactsToday();
  const ceased = officer.ceased_on !== null && officer.ceased_on <= today;
  return (
    <div className="flex flex-wrap gap-1">
      <FactDialog
        trigger={<RowActionButton icon={Pencil} label="Edit" subject={officer.name} />}
        title={`Edit ${officer.name}`}
        description="When you give the person a new role, set the day they took charge of it."
      >
        {(close) => (
          <OfficerForm
            defaultValues={officerDefaults(officer)}
            submitLabel="Save changes"
            onCancel={close}
            onSubmit={(values) =>
              run(
                'save this officer',
                () => saveFact('key_officers', toOfficerRow(values), officer),
                `${values.name} saved`,
                close,
              )
            }
          />
        )}
      </FactDialog>
      {ceased ? null : (
        <CeaseDialog
          name={officer.name}
          title={`${officer.name} ceases to hold office`}
          description="They stay on record with the date and reason. Add the successor afterwards, from the day they take charge."
          startedOn={officer.took_charge_on}
          startedWhat="taking charge"
          recorded={
            officer.ceased_on && officer.cessation_reason
              ? { ceasedOn: officer.ceased_on, reason: officer.cessation_reason }
              : undefined
          }
          onCease={(values, close) =>
            run(
              'record this cessation',
              () => ceaseFact('key_officers', values, officer),
              values.ceasedOn > today
                ? `${officer.name} will cease to hold office on the date given`
                : `${officer.name} has ceased to hold office`,
              close,
            )
          }
        />
      )}
      <DeleteFactButton
        entered={officer}
        name={officer.name}
        explanation={
          officer.is_sample
            ? 'A sample: it goes from the Investor Contact page.'
            : `Only for an officer entered by mistake in the last ${ENTERED_IN_ERROR_HOURS} hours: one who leaves is ceased instead, and stays on record.`
        }
        disabled={pending}
        onConfirm={() =>
          void run(
            'delete this officer',
            () => deleteFact('key_officers', officer.id),
            `${officer.name} deleted`,
          )
        }
      />
    </div>
  );
}
