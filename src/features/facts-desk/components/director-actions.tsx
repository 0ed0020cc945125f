import { Pencil, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { DirectorRow } from '@/lib/company-facts';
import { useFactsToday } from '@/lib/facts-today';
import { ENTERED_IN_ERROR_HOURS } from '@/lib/entered-in-error';
import { ceaseFact, deleteDirector, saveFact } from '../api/fact-writes';
import { directorDefaults, toDirectorRow } from '../schemas/director-schema';
import { CeaseDialog } from './cease-dialog';
import { DeleteFactButton } from './delete-fact-button';
import { DirectorForm } from './director-form';
import { FactDialog } from './fact-dialog';
import { RowActionButton } from './row-action-button';
import { useFactSave } from './use-fact-save';

/** Add a director: the Board page's button. */
export function AddDirector() {
  const { run } = useFactSave('board');
  return (
    <FactDialog
      trigger={
        <Button>
          <Plus aria-hidden="true" />
          Add director
        </Button>
      }
      title="Add director"
      description="The director appears on the Board page as soon as they are saved. Enter the appointment within two working days of it (Regulation 46(3)(b))."
    >
      {(close) => (
        <DirectorForm
          defaultValues={directorDefaults()}
          submitLabel="Add director"
          onCancel={close}
          onSubmit={(values) =>
            run(
              'add this director',
              () => saveFact('board_directors', toDirectorRow(values)),
              `${values.name} added to the Board`,
              close,
            )
          }
        />
      )}
    </FactDialog>
  );
}

/**
 * Edit, Cease and Delete for one director, beside their card; for one who has ceased, beside the
 * Board's changes, Edit and Delete (a sample, or a director entered by mistake, goes with their
 * committee terms).
 */
export function DirectorActions({ director }: { director: DirectorRow }) {
  const { run, pending } = useFactSave('board');
  const today = useFactsToday();
  const opened = { id: director.id, version: director.version };
  const ceased = director.ceased_on !== null && director.ceased_on <= today;
  return (
    <div className="flex flex-wrap gap-1">
      <FactDialog
        trigger={<RowActionButton icon={Pencil} label="Edit" subject={director.name} />}
        title={`Edit ${director.name}`}
        description="Correct or update the director's particulars. If someone else changes them meanwhile, your save is refused and nothing is lost from theirs."
      >
        {(close) => (
          <DirectorForm
            defaultValues={directorDefaults(director)}
            submitLabel="Save changes"
            onCancel={close}
            onSubmit={(values) =>
              run(
                'save this director',
                () => saveFact('board_directors', toDirectorRow(values), opened),
                `${values.name} saved`,
                close,
              )
            }
          />
        )}
      </FactDialog>
      {ceased ? null : (
        <CeaseDialog
          name={director.name}
          title={`${director.name} ceases to be a director`}
          description="The director stays on record with the date and reason, and appears under the Board's changes; their committee terms end on the same day."
          startedOn={director.appointed_on}
          startedWhat="appointment"
          recorded={
            director.ceased_on && director.cessation_reason
              ? { ceasedOn: director.ceased_on, reason: director.cessation_reason }
              : undefined
          }
          onCease={(values, close) =>
            run(
              'record this cessation',
              () => ceaseFact('board_directors', values, opened),
              values.ceasedOn > today
                ? `${director.name} will cease on the date given`
                : `${director.name} has ceased to be a director`,
              close,
            )
          }
        />
      )}
      <DeleteFactButton
        entered={director}
        name={director.name}
        explanation={
          director.is_sample
            ? 'A sample: it goes from the Board page with its committee terms.'
            : `Only for a director entered by mistake in the last ${ENTERED_IN_ERROR_HOURS} hours: a director who leaves is ceased instead, and stays on record. Their committee terms go with them.`
        }
        disabled={pending}
        onConfirm={() =>
          void run('delete this director', () => deleteDirector(opened), `${director.name} deleted`)
        }
      />
    </div>
  );
}
