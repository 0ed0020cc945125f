import { Spinner } from '@/components/ui/spinner';
import { addDays } from '@/lib/ist-time';
import {
  calendarStart,
  complianceCalendar,
  PERIODIC_DOCUMENT_TABLES,
} from '@/lib/compliance/calendar';
import { EVENT_DOCUMENT_TABLES } from '@/lib/compliance/event-based';
import { readAnswers } from '@/lib/compliance/facts';
import type { GroupKey } from '@/lib/compliance/groups';
import { holidaySet } from '@/lib/exchange-holidays';
import { useComplianceAnswers } from '../api/compliance-answers';
import { useCalendarDividends } from '../api/compliance-dividends';
import { useComplianceDocuments } from '../api/compliance-documents';
import { useDeskEvents } from '../api/events';
import { useHolidays } from '../api/holidays';
import { CalendarView } from './calendar-view';
import type { TablePages } from './table-pages';

/**
 * The compliance calendar: every obligation the rules give the periods and events around the
 * desk's clock (`now`; tests fix it), grouped overdue, due this week, coming up, done this
 * quarter and not applicable, each with its clause, its IST deadline and the page where its
 * document goes; the company's facts that decide what applies; the .ics download. One piece, so
 * the dashboard can place it in any section.
 */
export function ComplianceCalendar({
  pages,
  now = () => new Date(),
  only,
}: {
  pages: TablePages;
  now?: () => Date;
  /** Only these groups, without the facts and the download (the desk's Today: what is due). */
  only?: readonly GroupKey[];
}) {
  const events = useDeskEvents();
  const holidays = useHolidays();
  const answers = useComplianceAnswers();
  const dividends = useCalendarDividends();
  const clock = now();
  const days = holidaySet(holidays.data ?? []);
  const answered = readAnswers(answers.data ?? []);
  const base = {
    now: clock,
    events: events.data ?? [],
    holidays: days,
    answers: answered,
    dividends: dividends.data ?? [],
  };
  // The events' documents count only when added after the event was entered.
  const shownEvents = complianceCalendar({ ...base, documents: [] })
    .items.flatMap((item) => (item.event ? [item.event.created_at] : []))
    .sort();
  const documents = useComplianceDocuments({
    periodic: { tables: PERIODIC_DOCUMENT_TABLES, since: addDays(calendarStart(clock), -366) },
    events: { tables: EVENT_DOCUMENT_TABLES, since: shownEvents[0] ?? null },
  });
  if (
    events.isPending ||
    holidays.isPending ||
    answers.isPending ||
    dividends.isPending ||
    documents.isPending
  ) {
    return (
      <p role="status" className="flex items-center gap-2 text-slate-600">
        <Spinner /> Working out what is due…
      </p>
    );
  }
  if (
    events.isError ||
    holidays.isError ||
    answers.isError ||
    dividends.isError ||
    documents.isError
  ) {
    return (
      <p role="alert" className="text-red-800">
        What is due could not be worked out: the calendar’s data could not be loaded. Reload the
        page to try again.
      </p>
    );
  }
  return (
    <CalendarView
      calendar={complianceCalendar({ ...base, documents: documents.data })}
      answers={answers.data}
      pages={pages}
      now={clock}
      only={only}
    />
  );
}
