import { zodResolver } from '@hookform/resolvers/zod';
import { Ban, Pencil, Plus, RefreshCw } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { CreditRatingRow } from '@/lib/company-facts';
import { formatIndianDate } from '@/lib/format-date';
import { ENTERED_IN_ERROR_HOURS } from '@/lib/entered-in-error';
import { deleteFact, saveFact } from '../api/fact-writes';
import { ratingDefaults, toRatingRow, withdrawSchema } from '../schemas/rating-schema';
import { DeleteFactButton } from './delete-fact-button';
import { FactDialog } from './fact-dialog';
import { FormActions } from './form-actions';
import { RatingForm } from './rating-form';
import { RowActionButton } from './row-action-button';
import { useFactSave } from './use-fact-save';

const ADD_WORDS =
  'A revision is a new rating of the same instrument: the earlier one stays below as history. Enter it as soon as the agency publishes it (Regulation 46(2)(r)).';

/** Add a rating (a new instrument, or a revision). */
export function AddRating({ revise }: { revise?: CreditRatingRow } = {}) {
  const { run } = useFactSave('ratings');
  return (
    <FactDialog
      trigger={
        revise ? (
          <Button
            variant="ghostBrand"
            size="sm"
            aria-label={`Revise the rating of ${revise.instrument} by ${revise.agency}`}
          >
            <RefreshCw aria-hidden="true" />
            Revise
          </Button>
        ) : (
          <Button>
            <Plus aria-hidden="true" />
            Add rating
          </Button>
        )
      }
      title={revise ? 'Revise rating' : 'Add rating'}
      description={ADD_WORDS}
    >
      {(close) => (
        <RatingForm
          defaultValues={ratingDefaults(revise, true)}
          submitLabel="Add rating"
          onCancel={close}
          onSubmit={(values) =>
            run(
              'add this rating',
              () =>
                saveFact('credit_ratings', { ...toRatingRow(values), revises: revise?.id ?? null }),
              'Rating added',
              close,
            )
          }
        />
      )}
    </FactDialog>
  );
}

/**
 * Revise, Edit, Withdraw and Delete for a rating in force; for one in the history (revised since,
 * or withdrawn), only Edit and Delete: a later rating is a revision of the one in force, and a
 * rating already superseded cannot be withdrawn.
 */
export function RatingActions({
  rating,
  inForce = true,
}: {
  rating: CreditRatingRow;
  inForce?: boolean;
}) {
  const { run, pending } = useFactSave('ratings');
  // The rating and its day too: a revised rating and the one in force share agency and instrument,
  // and each button must say which one it acts on.
  const name = `${rating.agency}'s rating ${rating.rating} of ${rating.instrument} (${formatIndianDate(rating.rated_on)})`;
  return (
    <div className="flex flex-wrap gap-1">
      {inForce ? <AddRating revise={rating} /> : null}
      <FactDialog
        trigger={<RowActionButton icon={Pencil} label="Edit" subject={name} />}
        title="Correct rating"
        description="For a mistake in what was entered. A new rating from the agency is a revision instead."
      >
        {(close) => (
          <RatingForm
            defaultValues={ratingDefaults(rating)}
            submitLabel="Save changes"
            onCancel={close}
            onSubmit={(values) =>
              run(
                'save this rating',
                () => saveFact('credit_ratings', toRatingRow(values), rating),
                'Rating saved',
                close,
              )
            }
          />
        )}
      </FactDialog>
      {rating.withdrawn_on || !inForce ? null : (
        <FactDialog
          trigger={<RowActionButton icon={Ban} label="Withdraw" subject={name} />}
          title="Rating withdrawn"
          description="The rating stays on the page as history, with the date it was withdrawn."
        >
          {(close) => (
            <WithdrawForm
              ratedOn={rating.rated_on}
              onCancel={close}
              onSubmit={(withdrawnOn) =>
                run(
                  'withdraw this rating',
                  () => saveFact('credit_ratings', { withdrawn_on: withdrawnOn }, rating),
                  'Withdrawal recorded',
                  close,
                )
              }
            />
          )}
        </FactDialog>
      )}
      <DeleteFactButton
        entered={rating}
        name={name}
        explanation={`Only for a rating entered by mistake in the last ${ENTERED_IN_ERROR_HOURS} hours: a revised or withdrawn rating stays on the page as history.`}
        disabled={pending}
        onConfirm={() =>
          void run(
            'delete this rating',
            () => deleteFact('credit_ratings', rating.id),
            'Rating deleted',
          )
        }
      />
    </div>
  );
}

function WithdrawForm({
  ratedOn,
  onSubmit,
  onCancel,
}: {
  ratedOn: string;
  onSubmit: (withdrawnOn: string) => Promise<boolean>;
  onCancel: () => void;
}) {
  const id = useId();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ withdrawnOn: string }>({
    resolver: zodResolver(withdrawSchema(ratedOn)),
    defaultValues: { withdrawnOn: '' },
  });
  return (
    <form
      noValidate
      onSubmit={(e) => void handleSubmit((v) => onSubmit(v.withdrawnOn))(e)}
      className="grid gap-4"
    >
      <FormField id={`${id}-withdrawn`} label="Withdrawn on" error={errors.withdrawnOn?.message}>
        {(a11y) => (
          <Input id={`${id}-withdrawn`} type="date" {...a11y} {...register('withdrawnOn')} />
        )}
      </FormField>
      <FormActions submitting={isSubmitting} label="Record the withdrawal" onCancel={onCancel} />
    </form>
  );
}
