import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { DeskPanel, DeskSection } from '@/components/layout/desk-section';
import { paths } from '@/config/paths';
import { deskSection } from '@/content/desk-sections';
import { RecentActivity } from '@/features/audit/components/recent-activity';
import { FailedSignInsAlert } from '@/features/auth/components/failed-sign-ins-alert';
import { ComplianceCalendar } from '@/features/events-desk/components/compliance-calendar';
import { ReadinessPanel } from '@/features/readiness/components/readiness-panel';
import { mergeRules } from '@/lib/readiness/assess';
import { regulation46Rules } from '@/lib/readiness/regulation-46-rules';
import { tablePages } from './table-pages';

const words = deskSection('today');

/**
 * Every clause's rule. The facts and the compliance calendar, as they come to hold the evidence
 * for a clause, pass their rules after these (mergeRules: a later rule replaces an earlier one).
 */
const rules = mergeRules(regulation46Rules);

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

/** /dashboard: what the compliance calendar has overdue or due this week, Regulation 46 clause by clause, the latest changes. */
export function TodayPage() {
  return (
    <DeskSection title={words.label} summary={words.summary}>
      <FailedSignInsAlert />
      <DeskPanel
        id="today-due-heading"
        title="Overdue and due this week"
        action={<More to={paths.desk.calendar}>The whole compliance calendar</More>}
      >
        <ComplianceCalendar pages={tablePages} only={['overdue', 'week']} />
      </DeskPanel>
      <DeskPanel
        id="readiness-heading"
        title="Regulation 46: is the website complete?"
        intro="Every item that Regulation 46(2) of the SEBI LODR Regulations asks the website to publish, checked against the documents on the site today."
      >
        <ReadinessPanel rules={rules} />
      </DeskPanel>
      <DeskPanel
        id="today-activity-heading"
        title="Recent changes"
        action={<More to={paths.desk.activity}>All activity</More>}
      >
        <RecentActivity latest={5} />
      </DeskPanel>
    </DeskSection>
  );
}
