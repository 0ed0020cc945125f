import { PageHeader } from '@/components/layout/page-header';
import { investorCalendarPage as words } from '@/content/investor-calendar';
import { InvestorCalendar } from '@/features/calendar/components/investor-calendar';

/** /investor/calendar: the company's investor events, each downloadable for a calendar app. */
export function InvestorCalendarPage() {
  return (
    <>
      <PageHeader
        title={words.title}
        breadcrumbs={words.breadcrumbs}
        description={words.description}
      />
      <div className="mx-auto min-h-[75vh] max-w-7xl px-4 py-10 sm:px-6 md:py-14 lg:px-8">
        <InvestorCalendar words={words} />
      </div>
    </>
  );
}
