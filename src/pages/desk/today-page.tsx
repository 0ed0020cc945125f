import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { DeskPanel, DeskSection } from '@/components/layout/desk-section';
import { paths } from '@/config/paths';
import { deskSection } from '@/content/desk-sections';
import { HeldAlertsToday } from '@/features/alerts-desk/components/held-alerts-today';
import { FailedSignInsAlert } from '@/features/auth/components/failed-sign-ins-alert';
import { RuleState } from '@/features/obligations/components/rule-state';
import { TodaySummary } from '@/features/obligations/components/today-summary';

const words = deskSection('today');

const linkStyle =
  'inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none [&_svg]:size-4';

function More({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className={linkStyle}>
      {children}
      <ArrowRight aria-hidden="true" />
    </Link>
  );
}

/**
 * /dashboard: what needs attention now, grouped and counted, from the desk's rules (the same
 * verdicts the calendar, readiness and Company facts show); the whole calendar and Regulation 46
 * clause by clause are in Calendar and deadlines, every change in Activity.
 */
export function TodayPage() {
  return (
    <DeskSection title={words.label} summary={words.summary}>
      <FailedSignInsAlert />
      <HeldAlertsToday />
      <DeskPanel
        id="today-attention-heading"
        title="What needs attention"
        action={
          <div className="flex flex-wrap gap-x-4 gap-y-1">
            <More to={paths.desk.calendar}>The whole compliance calendar</More>
            <More to={paths.desk.activity}>All activity</More>
          </div>
        }
      >
        <RuleState>{(view) => <TodaySummary view={view} />}</RuleState>
      </DeskPanel>
    </DeskSection>
  );
}
