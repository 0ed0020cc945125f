import { ArrowRight, MailWarning } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAlertDesk } from '../api/alert-desk';
import { sectionsOf } from '../utils/section-words';
import { heldSentence } from './held-alerts';

/**
 * Today's notice of held e-mail alerts: nothing unless a hold is keeping one back, then which,
 * and a link to the alerts panel where each is sent or not. A held alert waits for the
 * administrator alone, so it is said where she looks first.
 */
export function HeldAlertsToday() {
  const { data } = useAlertDesk();
  const held = data?.overview.held ?? [];
  if (held.length === 0) return null;
  return (
    <section aria-labelledby="today-held-alerts-heading" className="grid gap-3">
      <h2
        id="today-held-alerts-heading"
        className="flex items-center gap-2 text-2xl font-bold tracking-tight text-slate-900"
      >
        <MailWarning aria-hidden="true" className="size-6 text-amber-700" />
        {heldSentence(held.length)}
      </h2>
      <ul className="grid list-disc gap-1 pl-5 text-sm text-slate-800">
        {held.map((p) => (
          <li key={p.id}>
            {p.title} (for subscribers to {sectionsOf(p.section, p.also_section)})
          </li>
        ))}
      </ul>
      <Link
        to={`${paths.desk.shareholders}#alerts-heading`}
        className="inline-flex items-center gap-1 justify-self-start rounded text-sm font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none [&_svg]:size-4"
      >
        Send or withhold {held.length === 1 ? 'it' : 'them'} under E-mail alerts
        <ArrowRight aria-hidden="true" />
      </Link>
    </section>
  );
}
