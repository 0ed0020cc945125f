import { formatIndianDateTime } from '@/lib/format-date';
import { resolveDocumentLink } from '@/lib/resolve-document-link';
import type { AlertOverview } from '../api/alert-desk';
import { sectionsOf } from '../utils/section-words';

type Sent = AlertOverview['recent_sent'][number];

/** Where an alert's link led: a document's address, or a page of the site (the results). */
function openable(link: string): string | null {
  if (link.startsWith('/')) return link;
  try {
    return resolveDocumentLink(link);
  } catch {
    return null;
  }
}

function SentAlert({ alert }: { alert: Sent }) {
  const href = openable(alert.link);
  const people = alert.recipients === 1 ? '1 subscriber' : `${alert.recipients ?? 0} subscribers`;
  return (
    <li>
      {href ? (
        <a href={href} className="font-medium text-brand-700 underline underline-offset-4">
          {alert.title}
        </a>
      ) : (
        <span className="font-medium">{alert.title}</span>
      )}{' '}
      to {people} of {sectionsOf(alert.section, alert.also_section)},{' '}
      {formatIndianDateTime(alert.sent_at)}
    </li>
  );
}

/**
 * The last alerts that went, each with the title and link its e-mails carried: a correction made
 * while an alert waited is what went, and this is where the desk sees it.
 */
export function SentAlerts({ sent }: { sent: AlertOverview['recent_sent'] }) {
  if (sent.length === 0) return null;
  return (
    <section aria-labelledby="sent-alerts-heading" className="grid gap-1">
      <h3 id="sent-alerts-heading" className="font-semibold">
        Alerts sent lately, as they went
      </h3>
      <ul className="grid list-disc gap-1 pl-5">
        {sent.map((alert) => (
          <SentAlert key={alert.id} alert={alert} />
        ))}
      </ul>
    </section>
  );
}
