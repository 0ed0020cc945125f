import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { formatIndianDateTime } from '@/lib/format-date';
import type { AlertOverview } from '../api/alert-desk';
import { sectionsOf } from '../utils/section-words';

type Held = AlertOverview['held'][number];

/** "1 alert is held" / "2 alerts are held": the panel's first line and Today's. */
export function heldSentence(count: number): string {
  return count === 1 ? '1 e-mail alert is held' : `${count} e-mail alerts are held`;
}

/**
 * The alerts a hold keeps back, first in the panel: each says what it is and who would hear of
 * it, with Send (once the disclosure is live on the exchange) and Don't send, which asks first,
 * since subscribers will then never hear of it by e-mail. Either decision goes in the activity
 * trail (public.release_held_alert writes it).
 */
export function HeldAlerts({
  held,
  decide,
  busy,
}: {
  held: Held[];
  decide: (id: string, send: boolean, title: string) => void;
  busy: boolean;
}) {
  if (held.length === 0) return null;
  return (
    <section
      aria-labelledby="held-alerts-heading"
      className="rounded-md border border-amber-300 bg-amber-50 p-4"
    >
      <h3 id="held-alerts-heading" className="font-semibold text-amber-950">
        {heldSentence(held.length)}, waiting for you
      </h3>
      <p className="mt-1 text-amber-950">
        Each document is already on its page. Send its alert once the disclosure is live on the
        exchange.
      </p>
      <ul className="mt-3 grid gap-3">
        {held.map((p) => (
          <li key={p.id} className="grid gap-2">
            <p>
              <span className="font-medium">{p.title}</span> — for subscribers to{' '}
              {sectionsOf(p.section, p.also_section)}; published{' '}
              {formatIndianDateTime(p.published_at)}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                disabled={busy}
                aria-label={`Send the alert of ${p.title}: it is live on the exchange`}
                onClick={() => decide(p.id, true, p.title)}
              >
                It is live on the exchange: send
              </Button>
              <AlertDialog>
                <AlertDialogTrigger asChild>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={busy}
                    aria-label={`Don't send the alert of ${p.title}`}
                  >
                    Don&apos;t send
                  </Button>
                </AlertDialogTrigger>
                <AlertDialogContent>
                  <AlertDialogHeader>
                    <AlertDialogTitle>Don&apos;t send this alert?</AlertDialogTitle>
                    <AlertDialogDescription>
                      Subscribers will not hear of &ldquo;{p.title}&rdquo; by e-mail, now or later.
                      The document stays on its page. This is recorded in the activity trail.
                    </AlertDialogDescription>
                  </AlertDialogHeader>
                  <AlertDialogFooter>
                    <AlertDialogCancel>Keep it held</AlertDialogCancel>
                    <AlertDialogAction onClick={() => decide(p.id, false, p.title)}>
                      Don&apos;t send
                    </AlertDialogAction>
                  </AlertDialogFooter>
                </AlertDialogContent>
              </AlertDialog>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
