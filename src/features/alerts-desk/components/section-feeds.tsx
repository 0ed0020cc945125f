import { documentRegistry } from '@/lib/document-registry';
import { isDocumentTableName } from '@/lib/document-tables';
import { ALERT_SECTIONS } from '../utils/section-words';

/** A table's name as the desk's pages call it. */
function pageOf(table: string): string {
  if (table === 'financial_results') return 'Financial results figures';
  return isDocumentTableName(table) ? documentRegistry[table].label : table;
}

/**
 * Which pages' documents each alert section announces, as the database decides it
 * (alert_desk_overview's feeds, from private.alert_section_of), and the one rule that crosses
 * pages: an outcome filed with the announcements or the results is a board meeting's too.
 */
export function SectionFeeds({ feeds }: { feeds: Record<string, string> }) {
  return (
    <details className="grid gap-2">
      <summary className="cursor-pointer font-medium text-brand-700">
        Which pages each section announces
      </summary>
      <dl className="mt-2 grid gap-2">
        {ALERT_SECTIONS.map((s) => {
          const pages = Object.entries(feeds)
            .filter(([, section]) => section === s.key)
            .map(([table]) => pageOf(table))
            .sort();
          return (
            <div key={s.key}>
              <dt className="font-medium">{s.label}</dt>
              <dd className="text-slate-700">
                {pages.length ? pages.join(', ') : 'No page'}
                {s.key === 'board_meetings'
                  ? '; and an outcome (a title with the word "outcome") added to Corporate Announcements or Financial Reports, which also goes to that page’s subscribers'
                  : ''}
                .
              </dd>
            </div>
          );
        })}
      </dl>
      <p className="text-slate-700">
        Documents linked to an event on the calendar go with the event: a board meeting&apos;s to
        Board meetings, a general meeting&apos;s or book closure&apos;s to Shareholder meetings, a
        record date&apos;s to Dividends.
      </p>
    </details>
  );
}
