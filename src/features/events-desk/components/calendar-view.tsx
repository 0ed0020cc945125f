import { itemSubject, type ComplianceAnswerRow } from '@/lib/compliance/facts';
import type { ComplianceCalendar } from '@/lib/compliance/calendar';
import { GROUP_HEADINGS, groupItems, type GroupKey } from '@/lib/compliance/groups';
import { formatIndianDate } from '@/lib/format-date';
import { CalendarEntry } from './calendar-entry';
import { CompanyFacts } from './company-facts';
import { DownloadCalendarButton } from './download-calendar-button';
import type { TablePages } from './table-pages';

const GROUPS: { key: GroupKey; style: string }[] = [
  { key: 'overdue', style: 'border-red-300 bg-red-50' },
  { key: 'week', style: 'border-amber-300 bg-amber-50' },
  { key: 'coming', style: 'border-slate-200 bg-white' },
  { key: 'done', style: 'border-emerald-300 bg-emerald-50' },
  { key: 'not applicable', style: 'border-slate-200 bg-slate-50' },
];

type ViewProps = {
  calendar: ComplianceCalendar;
  answers: readonly ComplianceAnswerRow[];
  pages: TablePages;
  now: Date;
};

/** The calendar's own lines above its groups: the zone, the download, the company's facts. */
function CalendarHeader({
  calendar,
  answers,
  pages,
  now,
}: Pick<ViewProps, 'calendar' | 'answers' | 'pages' | 'now'>) {
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-prose text-sm text-slate-600">
          Counted from {formatIndianDate(calendar.from)}. Deadlines are in India Standard Time (IST,
          UTC+05:30). An item is done when a document that meets it is on the site; event items,
          once the document is linked to the event.
        </p>
        <DownloadCalendarButton items={calendar.items} pages={pages} now={now} />
      </div>
      {/* Not "Company facts": that is the desk's section of the Board, officers and ratings. */}
      <section aria-labelledby="applies-heading" className="grid gap-3">
        <h3 id="applies-heading" className="text-lg font-semibold text-slate-900">
          What applies to the company
          {calendar.questions.length ? ` (${calendar.questions.length} to answer)` : ''}
        </h3>
        <CompanyFacts rows={answers} facts={calendar.answers.facts} />
      </section>
    </>
  );
}

/** The calendar as the desk shows it, from the verdicts the page hands it. */
export function CalendarView({ calendar, answers, pages, now }: ViewProps) {
  const groups = groupItems(calendar.items, now);
  const answerIds = new Map(answers.map((row) => [row.subject, row.id]));
  return (
    <div className="grid gap-6">
      <CalendarHeader calendar={calendar} answers={answers} pages={pages} now={now} />
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
                    now={now}
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
