import { DeskPanel, DeskSection } from '@/components/layout/desk-section';
import { deskSection } from '@/content/desk-sections';
import { ComplianceCalendar } from '@/features/events-desk/components/compliance-calendar';
import { EventsDesk } from '@/features/events-desk/components/events-desk';
import { ComplianceCertificate } from '@/features/obligations/components/compliance-certificate';
import { DutyReminders } from '@/features/obligations/components/duty-reminders';
import { RecordsBeginSetting } from '@/features/obligations/components/records-begin';
import { RuleState } from '@/features/obligations/components/rule-state';
import { ReadinessPanel } from '@/features/readiness/components/readiness-panel';
import { tablePages } from './table-pages';

const words = deskSection('calendar');

/**
 * /dashboard/calendar: when the site's records begin, the compliance calendar (what the rules ask
 * the company to publish and by when, with the company's facts that decide what applies),
 * Regulation 46 clause by clause, the events, the exchange holidays. The calendar and readiness
 * are the desk's rules' verdicts over one state (RuleState), as Today's are.
 */
export function CalendarPage() {
  return (
    <DeskSection title={words.label} summary={words.summary}>
      <RuleState>
        {(view) => (
          <>
            <DeskPanel id="records-begin-heading" title="When the site’s records begin">
              <RecordsBeginSetting view={view} today={view.verdicts.today} />
            </DeskPanel>
            <DeskPanel id="compliance-calendar-heading" title="Compliance calendar">
              <ComplianceCalendar
                calendar={view.verdicts.calendar}
                answers={view.answerRows}
                pages={tablePages}
                now={view.state.now}
              />
            </DeskPanel>
            <DeskPanel
              id="readiness-heading"
              title="Regulation 46: is the website complete?"
              intro="Every item that Regulation 46(2) of the SEBI LODR Regulations asks the website to publish, checked against the documents and the company’s records on the site today, by the same rules as the calendar."
            >
              <ReadinessPanel items={view.verdicts.readiness} />
            </DeskPanel>
            <DeskPanel
              id="reminders-heading"
              title="Reminders by e-mail"
              intro="The desk comes to you: a morning digest of what falls due, a reminder some working days before each deadline, and a notice the moment one is missed, sent to the addresses you confirm. Nothing is sent for what the site already shows done, nor twice for the same item."
            >
              <DutyReminders />
            </DeskPanel>
            <DeskPanel
              id="certificate-heading"
              title="Compliance certificate for the Board"
              intro="For a quarter or the last financial year: every obligation that fell due, what met it and when it reached the site, which were late and by how much, and which are still open. Made from the documents and records on the site, as the calendar is."
            >
              <ComplianceCertificate view={view} />
            </DeskPanel>
          </>
        )}
      </RuleState>
      <EventsDesk />
    </DeskSection>
  );
}
