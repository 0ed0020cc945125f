import { CalendarPlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  formatEventWhen,
  INVESTOR_EVENT_KIND_LABELS,
  type InvestorEventRow,
} from '@/lib/investor-events';
import { env } from '@/lib/env';
import { storedDocumentUrl } from '../../../../supabase/functions/_shared/storage-address';
import { downloadIcs } from '../download-ics';

/**
 * A related link's address: an https link as is, a stored file's path as its public address
 * (made where every stored file's address is, the e-mail alerts' too). Anything else is not
 * shown; the database refuses it anyway (investor_events_document_links_check).
 */
function openable(link: string): string | null {
  if (/^https:\/\/[^/\s]+\S*$/.test(link)) return link;
  return storedDocumentUrl(env.VITE_SUPABASE_URL, link);
}

export type EventItemWords = { cancelled: string; download: string; calendarName: string };

const linkStyle =
  'rounded font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';

/** One event: what, when (in IST), where, why, its documents and its .ics download. */
export function EventItem({
  event,
  words,
  level = 3,
}: {
  event: InvestorEventRow;
  words: EventItemWords;
  /** The title's heading level: 4 under a financial year's heading. */
  level?: 3 | 4;
}) {
  const Heading = level === 3 ? 'h3' : 'h4';
  const cancelled = event.cancelled_at !== null;
  const when = formatEventWhen(event);
  return (
    <li className="rounded-xl border border-slate-200 p-5" data-event-id={event.id}>
      <p className="text-sm font-medium text-brand-700">
        {INVESTOR_EVENT_KIND_LABELS[event.kind]}
        {cancelled ? (
          <span className="ml-2 rounded bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
            {words.cancelled}
          </span>
        ) : null}
      </p>
      <Heading
        className={`mt-1 text-lg font-semibold text-slate-900 ${cancelled ? 'line-through' : ''}`}
      >
        {event.title}
      </Heading>
      <p className="mt-1 text-sm text-slate-700">
        <time dateTime={event.starts_at}>{when}</time>
      </p>
      {event.place ? <p className="text-sm text-slate-600">{event.place}</p> : null}
      {event.purpose ? (
        <p className="mt-2 whitespace-pre-line text-sm text-slate-700">{event.purpose}</p>
      ) : null}
      <div className="mt-3 flex flex-wrap items-center gap-4 text-sm">
        {event.link && !cancelled ? (
          <a href={event.link} className={linkStyle} rel="noopener noreferrer" target="_blank">
            Join the webcast or call
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : null}
        {event.document_links.map((link, index) => {
          const href = openable(link);
          return href ? (
            <a key={link} href={href} className={linkStyle}>
              Related document {index + 1}
              <span className="sr-only">: {event.title}</span>
            </a>
          ) : null;
        })}
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => downloadIcs(event, words.calendarName)}
        >
          <CalendarPlus aria-hidden="true" />
          {words.download}
          <span className="sr-only">: {event.title}</span>
        </Button>
      </div>
    </li>
  );
}
