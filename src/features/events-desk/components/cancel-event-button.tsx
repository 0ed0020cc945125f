import { CalendarX } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
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
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button
          variant="ghostDestructive"
          size="iconSm"
          disabled={cancel.isPending}
          aria-label={`Cancel ${event.title}`}
        >
          <CalendarX aria-hidden="true" />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Cancel this event?</AlertDialogTitle>
          <AlertDialogDescription>
            It stays on the investor calendar, marked Cancelled, and subscribers&apos; calendars
            show it as cancelled. Its disclosure deadlines leave the compliance calendar. The
            cancellation itself may need announcing to the exchanges.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <p className="rounded-md bg-slate-50 px-3 py-2 text-sm font-medium wrap-anywhere text-slate-800">
          {event.title}
        </p>
        <AlertDialogFooter>
          <AlertDialogCancel>Keep it</AlertDialogCancel>
          <AlertDialogAction
            onClick={() =>
              cancel.mutate(event.id, {
                onSuccess: () => toast({ title: 'Success', description: 'Event cancelled' }),
                onError: (error) =>
                  toast({
                    ...describeEventError(error, 'cancel this event'),
                    variant: 'destructive',
                  }),
              })
            }
          >
            Cancel event
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
