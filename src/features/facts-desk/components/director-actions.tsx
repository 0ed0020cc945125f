import { Pencil, Plus, UserMinus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { DirectorRow } from '@/lib/company-facts';
import { useFactsToday } from '@/lib/facts-today';
import { ENTERED_IN_ERROR_HOURS } from '@/lib/entered-in-error';
import { deleteDirector, saveFact } from '../api/fact-writes';
import { directorDefaults, toDirectorRow } from '../schemas/director-schema';
import { CeaseForm } from './cease-form';
import { DeleteFactButton } from './delete-fact-button';
import { DirectorForm } from './director-form';
import { FactDialog } from './fact-dialog';
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
          onSubmit={async (values) => {
            const ok = await run(
              'add this director',
              () => saveFact('board_directors', toDirectorRow(values)),
              `${values.name} added to the Board`,
            );
            if (ok) close();
            return ok;
          }}
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
        trigger={
          <Button variant="ghostBrand" size="sm" aria-label={`Edit ${director.name}`}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
        }
        title={`Edit ${director.name}`}
        description="Correct or update the director's particulars. If someone else changes them meanwhile, your save is refused and nothing is lost from theirs."
      >
        {(close) => (
          <DirectorForm
            defaultValues={directorDefaults(director)}
            submitLabel="Save changes"
            onCancel={close}
            onSubmit={async (values) => {
              const ok = await run(
                'save this director',
                () => saveFact('board_directors', toDirectorRow(values), opened),
                `${values.name} saved`,
              );
              if (ok) close();
              return ok;
            }}
          />
        )}
      </FactDialog>
      {ceased ? null : (
        <FactDialog
          trigger={
            <Button variant="ghostBrand" size="sm" aria-label={`Cease ${director.name}`}>
              <UserMinus aria-hidden="true" />
              Cease
            </Button>
          }
          title={`${director.name} ceases to be a director`}
          description="The director stays on record with the date and reason, and appears under the Board's changes; their committee terms end on the same day."
        >
          {(close) => (
            <CeaseForm
              startedOn={director.appointed_on}
              startedWhat="appointment"
              onCancel={close}
              onSubmit={async ({ ceasedOn, reason }) => {
                const ok = await run(
                  'record this cessation',
                  () =>
                    saveFact(
                      'board_directors',
                      { ceased_on: ceasedOn, cessation_reason: reason },
                      opened,
                    ),
                  ceasedOn > today
                    ? `${director.name} will cease on the date given`
                    : `${director.name} has ceased to be a director`,
                );
                if (ok) close();
                return ok;
              }}
            />
          )}
        </FactDialog>
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
