import { Pencil, Plus, Users } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { BoardFacts, CommitteeRow } from '@/lib/company-facts';
import { useFactsToday } from '@/lib/facts-today';
import { deleteFact, saveFact, setComposition } from '../api/fact-writes';
import { committeeDefaults, type CommitteeFormValues } from '../schemas/committee-schema';
import { CommitteeForm } from './committee-form';
import { CompositionForm } from './composition-form';
import { DeleteFactButton } from './delete-fact-button';
import { FactDialog } from './fact-dialog';
import { RowActionButton } from './row-action-button';
import { useFactSave } from './use-fact-save';

const toCommitteeRow = (values: CommitteeFormValues) => ({
  name: values.name,
  constituted_under: values.constitutedUnder,
  display_order: values.displayOrder,
});

/** Add a committee the company constitutes beyond the five the law names. */
export function AddCommittee() {
  const { run } = useFactSave('board');
  return (
    <FactDialog
      trigger={
        <Button variant="outline">
          <Plus aria-hidden="true" />
          Add committee
        </Button>
      }
      title="Add committee"
      description="Then choose its members with the committee's Members button."
    >
      {(close) => (
        <CommitteeForm
          defaultValues={committeeDefaults()}
          submitLabel="Add committee"
          onCancel={close}
          onSubmit={(values) =>
            run(
              'add this committee',
              () => saveFact('board_committees', toCommitteeRow(values)),
              `${values.name} added`,
              close,
            )
          }
        />
      )}
    </FactDialog>
  );
}

/** Members (the composition from a date), Edit and Delete for one committee. */
export function CommitteeActions({
  committee,
  board,
}: {
  committee: CommitteeRow;
  board: BoardFacts;
}) {
  const { run, pending } = useFactSave('board');
  const today = useFactsToday();
  const open = board.members.filter((m) => m.committee_id === committee.id && m.to_date === null);
  const was = {
    chair: open.find((m) => m.role === 'chair')?.director_id ?? null,
    members: open.map((m) => m.director_id),
  };
  const directors = board.directors.filter((d) => d.ceased_on === null || d.ceased_on > today);
  return (
    <div className="flex flex-wrap gap-1">
      <FactDialog
        trigger={
          <Button variant="ghostBrand" size="sm" aria-label={`Members of the ${committee.name}`}>
            <Users aria-hidden="true" />
            Members
          </Button>
        }
        title={`Members of the ${committee.name}`}
        description="Directors who leave and roles that change end on the date you give; new members begin on it. Earlier terms stay on record."
      >
        {(close) => (
          <CompositionForm
            directors={directors}
            defaultValues={{ effectiveOn: today, chair: was.chair ?? '', members: was.members }}
            onCancel={close}
            onSubmit={(values) =>
              run(
                'change this committee',
                () =>
                  setComposition({
                    committee: committee.id,
                    chair: values.chair || null,
                    members: values.members,
                    effectiveOn: values.effectiveOn,
                    was,
                  }),
                `${committee.name} saved`,
                close,
              )
            }
          />
        )}
      </FactDialog>
      <FactDialog
        trigger={<RowActionButton icon={Pencil} label="Edit" subject={committee.name} />}
        title={`Edit ${committee.name}`}
        description="Its name, the provision it is constituted under, and its place on the page."
      >
        {(close) => (
          <CommitteeForm
            defaultValues={committeeDefaults(committee)}
            submitLabel="Save changes"
            onCancel={close}
            onSubmit={(values) =>
              run(
                'save this committee',
                () => saveFact('board_committees', toCommitteeRow(values), committee),
                `${values.name} saved`,
                close,
              )
            }
          />
        )}
      </FactDialog>
      {board.members.some((m) => m.committee_id === committee.id) ? null : (
        <DeleteFactButton
          name={committee.name}
          explanation="Only for a committee nobody has sat on (one added by mistake, or one the company is not required to have). A committee with members on record stays."
          disabled={pending}
          onConfirm={() =>
            void run(
              'delete this committee',
              () => deleteFact('board_committees', committee.id),
              `${committee.name} deleted`,
            )
          }
        />
      )}
    </div>
  );
}
