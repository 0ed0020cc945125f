import { DeskSection } from '@/components/layout/desk-section';
import { deskSection } from '@/content/desk-sections';
import { EventsDesk } from '@/features/events-desk/components/events-desk';
import { tablePages } from './table-pages';

const words = deskSection('calendar');

/** /dashboard/calendar: what is due for each investor event, the events, the exchange holidays. */
export function CalendarPage() {
  return (
    <DeskSection title={words.label} summary={words.summary}>
      <EventsDesk pages={tablePages} />
    </DeskSection>
  );
}
