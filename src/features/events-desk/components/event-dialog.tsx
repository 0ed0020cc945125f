import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { toast } from '@/hooks/use-toast';
import { noticeWarnings } from '@/lib/deadline-warnings';
import type { InvestorEventRow } from '@/lib/investor-events';
import type { Holidays } from '@/lib/working-days';
import { saveEvent, useEventMutation } from '../api/events';
import { describeEventError } from '../errors';
import { formDefaults, toEventRow, type EventFormValues } from '../schemas/event-schema';
import { EventForm } from './event-form';

/**
 * What saving does, truthfully: the calendar page reads the events live, but the feed calendar
 * apps subscribe to is a file written with the pages at build time (scripts/prerender.ts), so it
 * has the event only after the site's next build, and each app then fetches it on its own clock.
 */
export const EVENT_DIALOG_NOTE =
  'Times are India Standard Time (IST). The event shows on the investor calendar as soon as it is saved. Calendar apps that subscribe to the calendar get it after the site is next rebuilt, when they next check the feed.';

type EventDialogProps = {
  /** The event to edit; absent, the dialog adds one. */
  event?: InvestorEventRow;
  holidays: Holidays;
  /** The desk's clock (tests pass a fixed one). */
  now: () => Date;
};

/**
 * Add or edit an event. The save is one request, so a refusal leaves nothing half-saved; the
 * database's plain words (or the form's, first) say what to fix. A start already past, or less
 * notice than Schedule III Part A para A.15(a) asks, is saved and then warned about.
 */
export function EventDialog({ event, holidays, now }: EventDialogProps) {
  const [open, setOpen] = useState(false);
  const save = useEventMutation((values: EventFormValues) =>
    saveEvent(toEventRow(values), event?.id ?? null),
  );

  async function submit(values: EventFormValues): Promise<boolean> {
    try {
      const saved = await save.mutateAsync(values);
      // An edit that keeps the start is not re-warned about its start (it was when entered).
      const moved = !event || event.starts_at !== saved.starts_at || event.kind !== saved.kind;
      const warnings = moved ? noticeWarnings(saved, now(), holidays) : [];
      toast(
        warnings.length
          ? { title: 'Saved, with a warning', description: warnings.join(' ') }
          : { title: 'Success', description: event ? 'Event updated' : 'Event added' },
      );
      setOpen(false);
      return true;
    } catch (error) {
      toast({ ...describeEventError(error, 'save this event'), variant: 'destructive' });
      return false;
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (save.isPending ? undefined : setOpen(next))}>
      <DialogTrigger asChild>
        {event ? (
          <Button variant="ghostBrand" size="sm" aria-label={`Edit ${event.title}`}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
        ) : (
          <Button>
            <Plus aria-hidden="true" />
            Add event
          </Button>
        )}
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{event ? 'Edit event' : 'Add event'}</DialogTitle>
          <DialogDescription>{EVENT_DIALOG_NOTE}</DialogDescription>
        </DialogHeader>
        <EventForm
          defaultValues={formDefaults(event)}
          onSubmit={submit}
          onCancel={() => setOpen(false)}
          submitLabel={event ? 'Save changes' : 'Add event'}
        />
      </DialogContent>
    </Dialog>
  );
}
