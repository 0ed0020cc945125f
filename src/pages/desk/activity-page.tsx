import { DeskPanel, DeskSection } from '@/components/layout/desk-section';
import { deskSection } from '@/content/desk-sections';
import { RecentActivity } from '@/features/audit/components/recent-activity';

const words = deskSection('activity');

/** /dashboard/activity: the audit trail, a page at a time, and its export. */
export function ActivityPage() {
  return (
    <DeskSection title={words.label} summary={words.summary}>
      <DeskPanel id="recent-activity-heading" title="Recent activity">
        <RecentActivity />
      </DeskPanel>
    </DeskSection>
  );
}
