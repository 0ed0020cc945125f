import { PageHeader } from '@/components/layout/page-header';
import { investorCalendarPage as words } from '@/content/investor-calendar';
import { InvestorCalendar } from '@/features/calendar/components/investor-calendar';
import { useSiteOrigin } from '@/hooks/use-site-origin';
import { CALENDAR_FEED_PATH } from '@/lib/ics';

/** /investor/calendar: the company's investor events, each downloadable for a calendar app. */
export function InvestorCalendarPage() {
  const feedUrl = `${useSiteOrigin()}${CALENDAR_FEED_PATH}`;
  return (
    <>
      <PageHeader
        title={words.title}
        breadcrumbs={words.breadcrumbs}
        description={words.description}
      />
      <div className="mx-auto min-h-[75vh] max-w-7xl px-4 py-10 sm:px-6 md:py-14 lg:px-8">
        <section
          aria-labelledby="calendar-subscribe"
          className="mb-10 rounded-xl border border-brand-100 bg-brand-50 p-5"
        >
          <h2 id="calendar-subscribe" className="text-lg font-semibold text-brand-900">
            {words.subscribeHeading}
          </h2>
          {/* A plain link: the feed is a file beside the pages, not a route of the app. */}
          <a
            href={CALENDAR_FEED_PATH}
            className="mt-2 inline-block rounded font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          >
            {words.subscribeLink}
          </a>
          <p className="mt-2 text-sm text-slate-700">{words.subscribeHint}</p>
          <p className="mt-1 text-sm font-medium break-all text-slate-900">{feedUrl}</p>
        </section>
        <InvestorCalendar words={words} />
      </div>
    </>
  );
}
