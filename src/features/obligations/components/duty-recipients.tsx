import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';
import { formatIstDateTime } from '@/lib/ist-time';
import { errorMessage } from '@/lib/request-errors';
import {
  useAddDutyRecipient,
  useRemoveDutyRecipient,
  type DutyRecipientRow,
} from '../api/duty-reminders';
import { dutyAddressSchema, type DutyAddressValues } from '../schemas/duty-schemas';

const failed = (title: string) => (error: unknown) =>
  toast({ title, description: errorMessage(error), variant: 'destructive' });

/** The addresses, confirmed or waiting for their link, with Remove; and the form to add one. */
export function DutyRecipients({ recipients }: { recipients: DutyRecipientRow[] }) {
  const id = useId();
  const add = useAddDutyRecipient();
  const remove = useRemoveDutyRecipient();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<DutyAddressValues>({
    resolver: zodResolver(dutyAddressSchema),
    defaultValues: { address: '' },
  });
  const submit = (values: DutyAddressValues) =>
    add.mutateAsync(values.address).then(() => {
      reset();
      toast({
        title: 'Confirmation sent',
        description: `A link went to ${values.address}. Open it, signed in to the desk, to confirm; nothing else is sent there until then.`,
      });
    }, failed('Not added'));
  return (
    <div className="grid gap-3">
      {recipients.length === 0 ? (
        <p className="text-sm text-slate-700">No address yet: the reminders go nowhere.</p>
      ) : (
        <ul className="grid gap-2" aria-label="Addresses the reminders go to">
          {recipients.map((r) => (
            <li
              key={r.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 px-3 py-2"
            >
              <span className="min-w-0 text-sm wrap-anywhere">
                <span className="font-medium text-slate-900">{r.address}</span>{' '}
                <span className="text-slate-700">
                  {r.confirmed_at
                    ? `· confirmed ${formatIstDateTime(new Date(r.confirmed_at))}`
                    : '· waiting for its confirmation (the link works for 3 days)'}
                </span>
              </span>
              <ConfirmButton
                label={`Remove ${r.address}`}
                text="Remove"
                icon={<Trash2 aria-hidden="true" />}
                title="Remove this address?"
                description="No reminder goes to it again. It can be added back, with a new confirmation."
                details={r.address}
                confirmLabel="Remove"
                disabled={remove.isPending}
                onConfirm={() => remove.mutate(r.id, { onError: failed('Not removed') })}
              />
            </li>
          ))}
        </ul>
      )}
      <form
        noValidate
        onSubmit={(e) => void handleSubmit(submit)(e)}
        className="flex flex-wrap items-end gap-3"
      >
        <div className="w-72 max-w-full">
          <FormField id={`${id}-address`} label="Add an address" error={errors.address?.message}>
            {(described) => (
              <Input
                id={`${id}-address`}
                type="email"
                autoComplete="email"
                {...described}
                {...register('address')}
              />
            )}
          </FormField>
        </div>
        <Button type="submit" size="sm" className="mb-0.5" disabled={isSubmitting}>
          Send a confirmation
        </Button>
      </form>
    </div>
  );
}
