import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/hooks/use-toast';
import { formatIstDateTime } from '@/lib/ist-time';
import { countOf } from '@/lib/plural';
import { errorMessage, isPermissionError } from '@/lib/request-errors';
import {
  useConfirmDutyRecipient,
  useDutyReminders,
  type DutyScheduleStatus,
} from '../api/duty-reminders';
import { DutyRecipients } from './duty-recipients';
import { DutySettingsForm } from './duty-settings-form';

const LINK = /#reminders-confirm=([0-9a-f]{16,128})$/;

/** The token of a confirmation link this page was opened from, if any. */
function tokenInAddress(): string | null {
  return typeof window === 'undefined' ? null : (LINK.exec(window.location.hash)?.[1] ?? null);
}

/** Opened from an address's confirmation link: one button confirms it. */
function ConfirmFromLink({ token, onDone }: { token: string; onDone: () => void }) {
  const confirm = useConfirmDutyRecipient();
  const act = () =>
    confirm.mutate(token, {
      onSuccess: () => {
        window.history.replaceState(null, '', window.location.pathname);
        toast({ title: 'Confirmed', description: 'The address now receives the reminders.' });
        onDone();
      },
      onError: (error) =>
        toast({
          title: isPermissionError(error) ? 'Unauthorized' : 'Not confirmed',
          description: errorMessage(error),
          variant: 'destructive',
        }),
    });
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-md border border-brand-200 bg-brand-50 px-3 py-2 text-sm text-slate-800">
      You opened a confirmation link for the compliance reminders.
      <Button size="sm" onClick={act} disabled={confirm.isPending}>
        Confirm this address
      </Button>
    </div>
  );
}

function StatusLine({ status }: { status: DutyScheduleStatus }) {
  if (!status.computed_at) {
    return (
      <p className="text-sm text-slate-700">
        The desk has not yet handed its deadlines to the reminders; it does when Today or this page
        loads.
      </p>
    );
  }
  const when = formatIstDateTime(new Date(status.computed_at));
  return (
    <p className="text-sm text-slate-700">
      The reminders know {countOf(status.items, 'open item')}, as the desk worked them out on {when}
      .
      {status.waits
        ? ' The site has changed since, so they wait until the desk works them out again (this page does it as it loads).'
        : ''}
    </p>
  );
}

/**
 * Reminders by e-mail: who receives them (each address confirmed from its inbox), what is sent
 * and how far ahead. The database sends them on its own schedule, from the items the desk worked
 * out; this panel only sets them.
 */
export function DutyReminders() {
  const query = useDutyReminders();
  const [token, setToken] = useState(tokenInAddress);
  if (query.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-slate-600">
        <Spinner size="md" className="text-brand-700" />
        Loading the reminders…
      </p>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-slate-700">
        The reminders’ settings could not be read.
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          <RotateCcw aria-hidden="true" />
          Try Again
        </Button>
      </div>
    );
  }
  const { settings, recipients, status } = query.data;
  return (
    <div className="grid gap-6">
      {token ? <ConfirmFromLink token={token} onDone={() => setToken(null)} /> : null}
      <StatusLine status={status} />
      <section aria-labelledby="duty-addresses" className="grid gap-2">
        <h3 id="duty-addresses" className="font-semibold text-slate-900">
          Addresses
        </h3>
        <DutyRecipients recipients={recipients} />
      </section>
      <DutySettingsForm key={settings.updated_at} settings={settings} />
    </div>
  );
}
