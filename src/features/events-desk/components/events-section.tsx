import { Link } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { holidaySet } from '@/lib/exchange-holidays';
import { formatEventWhen, INVESTOR_EVENT_KIND_LABELS } from '@/lib/investor-events';
import { useDeskEvents } from '../api/events';
import { useHolidays } from '../api/holidays';
import { CancelEventButton } from './cancel-event-button';
import { EventDialog } from './event-dialog';

const linkStyle =
  'rounded font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';

/**
 * The desk's list of investor events, newest start first, each with Edit and Cancel (a
 * dividend's record date: changed through its dividend); Add event above it. The holidays are read once and passed to the notice check.
 */
export function EventsSection({ now = () => new Date() }: { now?: () => Date }) {
  const events = useDeskEvents();
  const holidays = useHolidays();
  if (events.isPending || holidays.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-slate-600">
        <Spinner /> Loading the events…
      </p>
    );
  }
  if (events.isError || holidays.isError) {
    return (
      <p role="alert" className="text-red-800">
        The events could not be loaded.
      </p>
    );
  }
  const days = holidaySet(holidays.data);
  const rows = [...events.data].reverse();
  return (
    <div className="grid gap-4">
      <div>
        <EventDialog holidays={days} now={now} />
      </div>
      {rows.length ? (
        <ul className="grid gap-2" aria-label="Investor events">
          {rows.map((event) => (
            <li
              key={event.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3"
            >
              <div className="min-w-0">
                <p className="text-sm text-slate-600">
                  {INVESTOR_EVENT_KIND_LABELS[event.kind]} · {formatEventWhen(event)}
                  {event.cancelled_at ? (
                    <span className="ml-2 rounded bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
                      Cancelled
                    </span>
                  ) : null}
                  {event.kind === 'board_meeting' && event.board_purposes === null ? (
                    <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                      Purpose not chosen: edit it to say what the board will consider
                    </span>
                  ) : null}
                </p>
                <p className="font-medium wrap-anywhere text-slate-900">{event.title}</p>
              </div>
              {event.cancelled_at ? null : event.dividend_id ? (
                // The database keeps a dividend's record date from the dividend, and refuses an
                // edit of it here (20261128121000): the desk sends the administrator there.
                <p className="text-sm text-slate-600">
                  From the dividends:{' '}
                  <Link to={`${paths.desk.shareholders}#dividends-heading`} className={linkStyle}>
                    change it there
                    <span className="sr-only"> ({event.title})</span>
                  </Link>
                </p>
              ) : (
                <div className="flex gap-1">
                  <EventDialog event={event} holidays={days} now={now} />
                  <CancelEventButton event={event} />
                </div>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-600">No events yet.</p>
      )}
    </div>
  );
}
