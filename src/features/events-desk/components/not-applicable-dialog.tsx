import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { toast } from '@/hooks/use-toast';
import { itemSubject } from '@/lib/compliance/facts';
import type { ComplianceItem } from '@/lib/compliance/types';
import { saveAnswer, useAnswerMutation } from '../api/compliance-answers';
import { describeEventError } from '../errors';
import {
  MAX_REASON_LENGTH,
  notApplicableSchema,
  type NotApplicableValues,
} from '../schemas/answer-schema';

const boxStyle =
  'flex w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:border-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/30 aria-invalid:border-red-600';

/** Marks one item not applicable, with the reason the audit trail records. */
export function NotApplicableDialog({ item }: { item: ComplianceItem }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const save = useAnswerMutation((values: NotApplicableValues) =>
    saveAnswer(
      { subject: itemSubject(item.id), answer: 'not_applicable', reason: values.reason },
      undefined,
    ),
  );
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<NotApplicableValues>({
    resolver: zodResolver(notApplicableSchema),
    defaultValues: { reason: '' },
  });

  async function submit(values: NotApplicableValues) {
    try {
      await save.mutateAsync(values);
      toast({ title: 'Success', description: `Marked not applicable: ${item.what}` });
      reset();
      setOpen(false);
    } catch (error) {
      toast({
        ...describeEventError(error, 'mark this item not applicable'),
        variant: 'destructive',
      });
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (isSubmitting ? undefined : setOpen(next))}>
      <DialogTrigger asChild>
        <Button size="sm" variant="ghost">
          Not applicable…
          <span className="sr-only">
            : {item.what}, {item.subject}
          </span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Mark not applicable</DialogTitle>
          <DialogDescription>
            {item.what} ({item.subject}, {item.source.clause}). The reason is kept with the item and
            in the audit trail.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(e) => void handleSubmit(submit)(e)} className="grid gap-4">
          <div className="grid gap-1">
            <Label htmlFor={`${id}-reason`}>Reason</Label>
            <textarea
              id={`${id}-reason`}
              rows={3}
              maxLength={MAX_REASON_LENGTH * 2}
              className={boxStyle}
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
              {...register('reason')}
            />
            <FieldError id={`${id}-reason-error`} message={errors.reason?.message} />
          </div>
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              onClick={() => setOpen(false)}
              disabled={isSubmitting}
            >
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              Mark not applicable
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
