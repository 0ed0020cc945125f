import { Spinner } from '@/components/ui/spinner';
import { addDays } from '@/lib/ist-time';
import { calendarStart, complianceCalendar } from '@/lib/compliance/calendar';
import { EVENT_DOCUMENT_TABLES } from '@/lib/compliance/event-based';
import { itemSubject, readAnswers } from '@/lib/compliance/facts';
import { GROUP_HEADINGS, groupItems, type GroupKey } from '@/lib/compliance/groups';
import type { DocumentTableName } from '@/lib/document-tables';
import { holidaySet } from '@/lib/exchange-holidays';
import { useComplianceAnswers } from '../api/compliance-answers';
import { useComplianceDocuments } from '../api/compliance-documents';
import { useDeskEvents } from '../api/events';
import { useHolidays } from '../api/holidays';
import { CalendarEntry } from './calendar-entry';
import { CompanyFacts } from './company-facts';
import { DownloadCalendarButton } from './download-calendar-button';
import type { TablePages } from './table-pages';

/** The tables whose documents meet the periodic items, read by their documents' dates. */
const PERIODIC_TABLES: readonly DocumentTableName[] = [
  'shareholding_pattern',
  'integrated_filing_governance',
  'integrated_filing_financial',
  'secretarial_compliance',
  'annual_report',
  'voting_results',
  'unpaid_dividend_statements',
  'iepf_transfer_notices',
];

const GROUPS: { key: GroupKey; style: string }[] = [
  { key: 'overdue', style: 'border-red-300 bg-red-50' },
  { key: 'week', style: 'border-amber-300 bg-amber-50' },
  { key: 'coming', style: 'border-slate-200 bg-white' },
  { key: 'done', style: 'border-emerald-300 bg-emerald-50' },
  { key: 'not applicable', style: 'border-slate-200 bg-slate-50' },
];

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
}: {
  pages: TablePages;
  now?: () => Date;
}) {
  const events = useDeskEvents();
  const holidays = useHolidays();
  const answers = useComplianceAnswers();
  const clock = now();
  const days = holidaySet(holidays.data ?? []);
  const answered = readAnswers(answers.data ?? []);
  const base = { now: clock, events: events.data ?? [], holidays: days, answers: answered };
  // The events' documents count only when added after the event was entered.
  const shownEvents = complianceCalendar({ ...base, documents: [] })
    .items.flatMap((item) => (item.event ? [item.event.created_at] : []))
    .sort();
  const documents = useComplianceDocuments({
    periodic: { tables: PERIODIC_TABLES, since: addDays(calendarStart(clock), -366) },
    events: { tables: EVENT_DOCUMENT_TABLES, since: shownEvents[0] ?? null },
  });
  if (events.isPending || holidays.isPending || answers.isPending || documents.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-slate-600">
        <Spinner /> Working out what is due…
      </p>
    );
  }
  if (events.isError || holidays.isError || answers.isError || documents.isError) {
    return (
      <p role="alert" className="text-red-800">
        What is due could not be worked out: the calendar’s data could not be loaded. Reload the
        page to try again.
      </p>
    );
  }
  const calendar = complianceCalendar({ ...base, documents: documents.data });
  const groups = groupItems(calendar.items, clock);
  const answerIds = new Map(answers.data.map((row) => [row.subject, row.id]));
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-prose text-sm text-slate-600">
          Deadlines are in India Standard Time (IST, UTC+05:30). An item is done when its document
          is on the site; event items, once the document is linked to the event.
        </p>
        <DownloadCalendarButton items={calendar.items} pages={pages} now={clock} />
      </div>
      <section aria-labelledby="company-facts-heading" className="grid gap-3">
        <h3 id="company-facts-heading" className="text-lg font-semibold text-slate-900">
          Company facts
          {calendar.questions.length ? ` (${calendar.questions.length} to answer)` : ''}
        </h3>
        <CompanyFacts rows={answers.data} />
      </section>
      {GROUPS.map(({ key, style }) => {
        const inGroup = groups[key];
        const headingId = `calendar-${key.replace(' ', '-')}`;
        if (key === 'not applicable' && !inGroup.length) return null;
        return (
          <section
            key={key}
            aria-labelledby={headingId}
            className={`rounded-xl border p-4 ${style}`}
          >
            <h3 id={headingId} className="text-lg font-semibold text-slate-900">
              {GROUP_HEADINGS[key]} ({inGroup.length})
            </h3>
            {inGroup.length ? (
              <ul className="mt-3 grid gap-3">
                {inGroup.map((item) => (
                  <CalendarEntry
                    key={item.id}
                    item={item}
                    now={clock}
                    pages={pages}
                    answerId={answerIds.get(itemSubject(item.id))}
                  />
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-slate-600">None.</p>
            )}
          </section>
        );
      })}
    </div>
  );
}
