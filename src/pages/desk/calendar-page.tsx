import { DeskPanel, DeskSection } from '@/components/layout/desk-section';
import { deskSection } from '@/content/desk-sections';
import { ComplianceCalendar } from '@/features/events-desk/components/compliance-calendar';
import { EventsDesk } from '@/features/events-desk/components/events-desk';
import { tablePages } from './table-pages';

const words = deskSection('calendar');

/**
 * /dashboard/calendar: the compliance calendar (what the rules ask the company to publish and by
 * when, with the company's facts that decide what applies), the events, the exchange holidays.
 */
export function CalendarPage() {
  return (
    <DeskSection title={words.label} summary={words.summary}>
      <DeskPanel id="compliance-calendar-heading" title="Compliance calendar">
        <ComplianceCalendar pages={tablePages} />
      </DeskPanel>
      <EventsDesk />
    </DeskSection>
  );
}
