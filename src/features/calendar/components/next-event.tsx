import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatEventWhen, INVESTOR_EVENT_KIND_LABELS } from '@/lib/investor-events';
import { useInvestorEvents } from '../api/get-investor-events';
import { groupEvents } from '../group-events';

const linkStyle =
  'rounded font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';

/**
 * The next event that is going ahead, for the investors' home; a cancelled one is left to the
 * calendar, where it shows as cancelled. The home is prerendered with the events, and "now" is
 * the moment the list was read (react-query's dataUpdatedAt), so the prerender and the browser's
 * first render choose the same event; the live read on load moves it to the visitor's present.
 * Without prerendered events (a build without the database) it says it is loading until then.
 */
export function NextEvent() {
  const events = useInvestorEvents();
  const calendarLink = (
    <Link to={paths.investor.calendar} className={linkStyle}>
      See the investor calendar
    </Link>
  );
  if (events.isPending) {
    return (
      <p role="status" className="text-slate-600">
        Loading the next event…
      </p>
    );
  }
  if (events.isError) {
    return <p className="text-slate-600">The next event could not be loaded. {calendarLink}</p>;
  }
  const next = groupEvents(events.data, new Date(events.dataUpdatedAt)).upcoming.find(
    (event) => event.cancelled_at === null,
  );
  if (!next) return <p className="text-slate-600">No upcoming events announced. {calendarLink}</p>;
  return (
    <div className="grid gap-1">
      <p className="text-sm font-medium text-brand-700">{INVESTOR_EVENT_KIND_LABELS[next.kind]}</p>
      <p className="font-semibold text-slate-900">{next.title}</p>
      <p className="text-sm text-slate-700">
        <time dateTime={next.starts_at}>{formatEventWhen(next)}</time>
      </p>
      <p className="text-sm">{calendarLink}</p>
    </div>
  );
}
