import type { ReactNode } from 'react';
import { EventsSection } from './events-section';
import { HolidaysSection } from './holidays-section';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The dashboard's investor-calendar desk: the events and the holidays that working days skip. One
 * piece, so the dashboard composes it without knowing its parts; the compliance calendar
 * (compliance-calendar.tsx) is another, placed by the dashboard.
 */
export function EventsDesk({ now }: { now?: () => Date }) {
  return (
    <>
      <Section id="events-heading" title="Investor events">
        <EventsSection now={now} />
      </Section>
      <Section id="holidays-heading" title="Exchange holidays">
        <p className="text-sm text-slate-600">
          Working days for the deadlines skip Saturdays, Sundays and these days. Enter the
          exchange&apos;s list for the year; days marked Sample are placeholders.
        </p>
        <HolidaysSection />
      </Section>
    </>
  );
}
