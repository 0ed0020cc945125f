import type { ComplianceAnswerRow } from '@/lib/compliance/facts';
import type { ComplianceCalendar as Calendar } from '@/lib/compliance/calendar';
import { CalendarView } from './calendar-view';
import type { TablePages } from './table-pages';

/**
 * The compliance calendar: every obligation the desk's rules give the periods and events around
 * the clock, grouped overdue, due this week, coming up, done this quarter and not applicable,
 * each with its clause, its IST deadline, what meets it and the page where its document goes; the
 * company's facts that decide what applies; the .ics download. The page hands it the calendar
 * worked out with every other verdict from one state (src/lib/compliance/verdicts.ts), so it
 * cannot disagree with Today or readiness.
 */
export function ComplianceCalendar({
  calendar,
  answers,
  pages,
  now,
}: {
  calendar: Calendar;
  answers: readonly ComplianceAnswerRow[];
  pages: TablePages;
  now: Date;
}) {
  return <CalendarView calendar={calendar} answers={answers} pages={pages} now={now} />;
}
