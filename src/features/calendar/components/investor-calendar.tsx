import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useInvestorEvents } from '../api/get-investor-events';
import { groupEvents } from '../group-events';
import { EventItem, type EventItemWords } from './event-item';

export type InvestorCalendarWords = EventItemWords & {
  upcomingHeading: string;
  pastHeading: string;
  noUpcoming: string;
  noPast: string;
  loadError: string;
};

/**
 * Upcoming events first, then past ones by financial year. "Now" is the moment the list was
 * read (react-query's dataUpdatedAt): the prerender and the browser's first render then split
 * the list identically, and the live read on load moves it to the visitor's present.
 */
export function InvestorCalendar({ words }: { words: InvestorCalendarWords }) {
  const events = useInvestorEvents();
  if (events.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-slate-600">
        <Spinner size="md" className="text-brand-700" />
        Loading the calendar…
      </p>
    );
  }
  if (events.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-red-800">
        <p>{words.loadError}</p>
        <Button type="button" variant="outline" size="sm" onClick={() => void events.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  const { upcoming, past } = groupEvents(events.data, new Date(events.dataUpdatedAt));
  return (
    <div className="grid gap-12" data-events={events.isFetchedAfterMount ? 'live' : 'built'}>
      <section aria-labelledby="calendar-upcoming">
        <h2 id="calendar-upcoming" className="text-2xl font-semibold text-brand-900">
          {words.upcomingHeading}
        </h2>
        {upcoming.length ? (
          <ul className="mt-4 grid gap-4 md:grid-cols-2">
            {upcoming.map((event) => (
              <EventItem key={event.id} event={event} words={words} />
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-slate-600">{words.noUpcoming}</p>
        )}
      </section>
      <section aria-labelledby="calendar-past">
        <h2 id="calendar-past" className="text-2xl font-semibold text-brand-900">
          {words.pastHeading}
        </h2>
        {past.length ? null : <p className="mt-4 text-slate-600">{words.noPast}</p>}
        {past.map(({ year, events: inYear }) => (
          <section key={year.key} aria-labelledby={`calendar-${year.key}`} className="mt-6">
            <h3 id={`calendar-${year.key}`} className="text-xl font-semibold text-slate-900">
              {year.label}
            </h3>
            <ul className="mt-3 grid gap-4 md:grid-cols-2">
              {inYear.map((event) => (
                <EventItem key={event.id} event={event} words={words} level={4} />
              ))}
            </ul>
          </section>
        ))}
      </section>
    </div>
  );
}
