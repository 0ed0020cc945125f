import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatIndianDateTime } from '@/lib/format-date';
import { agree, countOf } from '@/lib/plural';
import {
  releaseHeldAlert,
  retryFailedAlert,
  saveAlertSettings,
  sendTestAlert,
  useAlertAction,
  useAlertDesk,
  type AlertOverview,
} from '../api/alert-desk';
import { ALERT_SECTIONS, labelOf } from '../utils/section-words';
import { DeliveryHealthNote } from './delivery-health';
import { EraseAddress } from './erase-address';
import { heldSentence, HeldAlerts } from './held-alerts';
import { SectionFeeds } from './section-feeds';
import { SentAlerts } from './sent-alerts';
import { SubscriberAddresses } from './subscriber-addresses';

const when = formatIndianDateTime;
const number = (n: number) => n.toLocaleString('en-IN');

const emails = (n: number) => `${countOf(n, 'e-mail')} ${agree(n, 'is', 'are')}`;

/**
 * The state of sending, in words: not set up, waiting on a mail service that fails, on its way,
 * or nothing waiting; held alerts are said first, since they wait for the administrator.
 */
function sendingState(o: AlertOverview): string {
  const held = o.held.length
    ? `${heldSentence(o.held.length)} until you send ${agree(o.held.length, 'it', 'them')} (below). `
    : '';
  if (o.not_set_up) return `${held}Alerts are not being sent: ${o.not_set_up}`;
  if (o.retrying > 0 && o.oldest_waiting) {
    return `${held}${emails(o.queued)} waiting since ${when(o.oldest_waiting)}: the mail service did not take them (${o.last_error ?? 'no answer'}). They will be tried again, later each time; nothing is lost.`;
  }
  if (o.queued > 0) return `${held}${emails(o.queued)} on their way.`;
  return held ? `${held}Nothing else is waiting to be sent.` : 'Nothing is waiting to be sent.';
}

/**
 * The desk's e-mail alerts: confirmed subscribers per section (addresses only when asked, and
 * then exportable), what was sent, is waiting or failed and why, held alerts, the settings, and a
 * test alert to the administrator's own address.
 */
export function AlertsDesk() {
  const { data, error, isPending } = useAlertDesk();
  const [message, setMessage] = useState('');
  const test = useAlertAction(() => sendTestAlert());
  const release = useAlertAction((v: { id: string; send: boolean }) =>
    releaseHeldAlert(v.id, v.send),
  );
  const retry = useAlertAction((id: string) => retryFailedAlert(id));
  const settings = useAlertAction(saveAlertSettings);

  if (isPending) return <p className="text-sm text-slate-700">Loading the e-mail alerts…</p>;
  if (error || !data) {
    return (
      <p className="text-sm text-red-700">
        The e-mail alerts could not be loaded. {error?.message}
      </p>
    );
  }
  const o = data.overview;
  const held = data.settings.held_sections;
  const act = async (run: () => Promise<unknown>, done: string | ((result: unknown) => string)) => {
    try {
      const result = await run();
      setMessage(typeof done === 'string' ? done : done(result));
    } catch (e) {
      setMessage((e as Error).message);
    }
  };

  return (
    <div className="grid gap-6 text-sm text-slate-800">
      <p aria-live="polite" className="font-medium">
        {sendingState(o)} {message}
      </p>
      <HeldAlerts
        held={o.held}
        busy={release.isPending}
        decide={(id, send, title) =>
          act(
            () => release.mutateAsync({ id, send }),
            send
              ? `The alert of “${title}” will go out.`
              : `The alert of “${title}” will not be sent.`,
          )
        }
      />
      <table className="max-w-xl text-left">
        <caption className="text-left font-semibold">Confirmed subscribers</caption>
        <tbody>
          {[{ key: 'all' }, ...ALERT_SECTIONS].map((s) => (
            <tr key={s.key}>
              <th scope="row" className="pr-4 font-normal">
                {labelOf(s.key)}
              </th>
              <td>{(o.confirmed_by_section[s.key] ?? 0).toLocaleString('en-IN')}</td>
            </tr>
          ))}
          <tr>
            <th scope="row" className="pr-4 font-normal">
              Waiting to confirm
            </th>
            <td>{o.pending.toLocaleString('en-IN')}</td>
          </tr>
        </tbody>
      </table>
      <SubscriberAddresses act={act} />
      <EraseAddress act={act} />
      <div>
        <Button
          variant="outline"
          disabled={test.isPending}
          onClick={() =>
            act(
              () => test.mutateAsync(undefined),
              // public.send_test_alert answers with the address it was sent to.
              (sent) =>
                `A test alert is on its way to ${(sent as { to?: string } | null)?.to ?? 'your own address'}.`,
            )
          }
        >
          Send a test alert to me
        </Button>
      </div>
      <p>
        E-mails of every kind (alerts, confirmations and tests) in the last 30 days:{' '}
        {number(o.sent_30_days)} sent, {number(o.failed_30_days)} failed, {number(o.queued)}{' '}
        waiting.
      </p>
      <DeliveryHealthNote health={data.health} />
      <SentAlerts sent={o.recent_sent} />
      {o.recent_failures.length > 0 ? (
        <ul className="grid gap-1">
          {o.recent_failures.map((f) => (
            <li key={f.id}>
              {f.kind === 'alert' ? 'An alert' : f.kind === 'test' ? 'A test' : 'A confirmation'}{' '}
              failed {when(f.failed_at)}: {f.reason}{' '}
              {f.kind !== 'confirmation' ? (
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => act(() => retry.mutateAsync(f.id), 'Queued again.')}
                >
                  Send again
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <fieldset className="grid gap-1">
        <legend className="font-semibold">
          Hold these sections&apos; alerts until I confirm the disclosure is live on the exchange
        </legend>
        <p className="text-slate-700">
          A hold delays only the e-mail: the document is on its page and in search as soon as it is
          published, and in the disclosures feed from the site&apos;s next build.
        </p>
        {ALERT_SECTIONS.map((s) => (
          <label key={s.key} className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={held.includes(s.key)}
              onChange={(e) =>
                act(
                  () =>
                    settings.mutateAsync({
                      ...data.settings,
                      held_sections: e.target.checked
                        ? [...held, s.key]
                        : held.filter((k) => k !== s.key),
                    }),
                  'Saved.',
                )
              }
            />
            {s.label}
          </label>
        ))}
      </fieldset>
      <SectionFeeds feeds={o.feeds} />
      <label className="flex flex-wrap items-center gap-x-2 gap-y-1">
        Gather alerts for
        <select
          value={data.settings.batch_window_minutes}
          onChange={(e) =>
            act(
              () =>
                settings.mutateAsync({
                  ...data.settings,
                  batch_window_minutes: Number(e.target.value),
                }),
              'Saved.',
            )
          }
          className="rounded border border-slate-300 px-2 py-1"
        >
          {[0, 1, 5, 15, 30, 60].map((m) => (
            <option key={m} value={m}>
              {m === 0 ? 'no time (send at once)' : `${m} minute${m === 1 ? '' : 's'}`}
            </option>
          ))}
        </select>
        before sending: everything published meanwhile goes in one e-mail to each subscriber.
      </label>
    </div>
  );
}
