import { ArrowRight, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useFailedSignIns } from '../api/get-failed-sign-ins';
import { worthTelling } from '../utils/failed-sign-ins';
import { FailedSignInsReport } from './failed-sign-ins-report';

/**
 * Today's notice of failed sign-ins: nothing at all unless wrong passwords or codes have run past
 * a person's slips this week, then what happened and a link to Security.
 */
export function FailedSignInsAlert() {
  const { data } = useFailedSignIns();
  const rows = (data ?? []).filter(worthTelling);
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="today-sign-ins-heading" className="grid gap-3">
      <h2
        id="today-sign-ins-heading"
        className="flex items-center gap-2 text-2xl font-bold tracking-tight text-slate-900"
      >
        <ShieldAlert aria-hidden="true" className="size-6 text-amber-700" />
        Wrong passwords or codes have been tried
      </h2>
      <FailedSignInsReport rows={rows} />
      <Link
        to={paths.desk.security}
        className="inline-flex items-center gap-1 justify-self-start rounded text-sm font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none [&_svg]:size-4"
      >
        Security: two-factor and signed-in devices
        <ArrowRight aria-hidden="true" />
      </Link>
    </section>
  );
}
