import { CalendarX } from 'lucide-react';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { toast } from '@/hooks/use-toast';
import type { InvestorEventRow } from '@/lib/investor-events';
import { cancelEvent, useEventMutation } from '../api/events';
import { describeEventError } from '../errors';

/**
 * Cancel, after a confirmation: the event stays on the calendar marked Cancelled, and calendar
 * apps that imported it receive STATUS:CANCELLED with a higher SEQUENCE.
 */
export function CancelEventButton({ event }: { event: InvestorEventRow }) {
  const cancel = useEventMutation((id: string) => cancelEvent(id));
  return (
    <ConfirmButton
      label={`Cancel ${event.title}`}
      text="Cancel"
      icon={<CalendarX aria-hidden="true" />}
      title="Cancel this event?"
      description="It stays on the investor calendar, marked Cancelled, and subscribers' calendars show it as cancelled. Its disclosure deadlines leave the compliance calendar. The cancellation itself may need announcing to the exchanges."
      details={event.title}
      confirmLabel="Cancel event"
      cancelLabel="Keep it"
      disabled={cancel.isPending}
      onConfirm={() =>
        cancel.mutate(event.id, {
          onSuccess: () => toast({ title: 'Success', description: 'Event cancelled' }),
          onError: (error) =>
            toast({
              ...describeEventError(error, 'cancel this event'),
              variant: 'destructive',
            }),
        })
      }
    />
  );
}
