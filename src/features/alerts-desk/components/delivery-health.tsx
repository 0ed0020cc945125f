import { agree, countOf } from '@/lib/plural';
import type { DeliveryHealth } from '../api/alert-desk';

/** Gmail's bulk-sender line (support.google.com/a/answer/81126): keep under it, never near 0.3%. */
const COMPLAINT_LINE = 0.001;

/**
 * What the mail service reported back over the last 30 days: addresses that bounced for good
 * (no more alerts go to them) and people who marked an alert as spam (their consent withdrawn),
 * with the complaint rate the mailbox providers hold a sender to. Gmail reports its complaints
 * only in Google Postmaster Tools, so the figure here counts the other providers'.
 */
export function DeliveryHealthNote({ health }: { health: DeliveryHealth }) {
  const sent = health.alerts_sent_30_days;
  const rate = sent > 0 ? health.complaints_30_days / sent : 0;
  const high = rate >= COMPLAINT_LINE && health.complaints_30_days > 0;
  return (
    <div className="grid gap-1">
      <p>
        Of the alerts sent in the last 30 days:{' '}
        {countOf(health.bounces_30_days, 'address', 'addresses')}{' '}
        {agree(health.bounces_30_days, 'has', 'have')} bounced for good and{' '}
        {agree(health.bounces_30_days, 'gets', 'get')} no more alerts;{' '}
        {countOf(health.complaints_30_days, 'person', 'people')} marked one as spam
        {sent > 0 ? ` (${(rate * 100).toFixed(2)}% of ${countOf(sent, 'alert')} sent)` : ''}, their
        consent withdrawn. {countOf(health.suppressed, 'address', 'addresses')} stopped in all.
      </p>
      {high ? (
        <p className="font-medium text-red-700">
          Complaints are at or above 0.1% of alerts sent, where mailbox providers start treating the
          company&apos;s e-mail as spam. Check that subscribers chose these alerts and that each
          alert says clearly what it is.
        </p>
      ) : null}
      <p className="text-slate-600">
        Gmail reports complaints only to Google Postmaster Tools: the site&apos;s operator watches
        that too.
      </p>
    </div>
  );
}
